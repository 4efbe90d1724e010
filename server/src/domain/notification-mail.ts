// A notification as an email: the words contracts/src/notifications.ts gives the app, as plain text and as simple,
// accessible HTML (a heading, the message, one labelled link), with times in India's time zone.
import escapeHtml from 'escape-html';
import { describeNotification } from '@campus-hostel/contracts/notifications';
import { SITE_NAME } from '@campus-hostel/contracts/reference';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const mailTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** '2026-11-24T09:30:00Z' → '24 Nov 2026, 3:00 pm IST'. */
export function formatMailTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${mailTime.format(date)} IST`;
}

/** The email for one outbox row; null when this version cannot read its kind or data. */
export function renderNotificationEmail(kind: string, data: unknown, siteUrl: string): RenderedEmail | null {
  const words = describeNotification(kind, data, { formatDateTime: formatMailTime });
  if (!words) return null;
  const link = new URL(words.href, siteUrl).toString();
  const footer = `You receive this because you use ${SITE_NAME}. Choose which emails you get under Email notifications in your profile: ${new URL('/profile', siteUrl).toString()}`;
  const text = [words.title, '', words.body, '', `${words.action}: ${link}`, '', '--', footer].join('\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827;line-height:1.55">
<main style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #d1d5db;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-weight:700;color:#172554">${escapeHtml(SITE_NAME)}</p>
<h1 style="margin:0 0 12px;font-size:20px;color:#172554">${escapeHtml(words.title)}</h1>
<p style="margin:0 0 20px">${escapeHtml(words.body)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;padding:10px 16px;border-radius:8px;text-decoration:underline">${escapeHtml(words.action)}</a></p>
<p style="margin:0;font-size:13px;color:#4b5563">${escapeHtml(footer)}</p>
</main>
</body>
</html>`;
  return { subject: words.title, text, html };
}
