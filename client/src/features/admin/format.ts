// Dates, labels and safe links for the admin views.

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** Spec §4: admins see Pending (false) and Resolved (true) for applications and complaints alike. */
export function adminStatusLabel(done: boolean): 'Resolved' | 'Pending' {
  return done ? 'Resolved' : 'Pending';
}

/** The link when it is http(s), else null: resource_link is student-written, so never trust other schemes. */
export function safeLink(link: string): string | null {
  if (link === '') return null;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** 'facility-maintenance' → 'Facility maintenance'. */
export function optionLabel(value: string): string {
  const words = value.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function todayStamp(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
