// What a visitor typed into a form before being asked to sign in, kept in this tab until they are back and send it.
const PREFIX = 'campus-hostel.draft.';

export type FormDraft = Readonly<Record<string, string>>;

/** Keeps the form's text fields (files cannot be kept) for this tab's session. */
export function keepDraft(form: string, values: FormDraft): void {
  try {
    sessionStorage.setItem(PREFIX + form, JSON.stringify(values));
  } catch (error) {
    console.warn('Could not keep the form draft', error);
  }
}

/** The kept draft, if any: only its string fields, so a tampered or stale entry cannot break the form. */
export function readDraft(form: string): FormDraft | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(sessionStorage.getItem(PREFIX + form) ?? 'null');
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Forgets the draft once the form has been sent. */
export function clearDraft(form: string): void {
  try {
    sessionStorage.removeItem(PREFIX + form);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
