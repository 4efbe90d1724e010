// The product's emails in one layout, as plain text and as simple, accessible HTML (a heading, the message, one labelled
// link); a notification's words are those contracts/src/notifications.ts gives the app, with times in India's time zone.
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

/** What one email says: a heading, a message, one labelled link and a footnote. */
export interface EmailWords {
  title: string;
  body: string;
  action: string;
  link: string;
  footer: string;
}

/** The product's one email layout: the words as plain text and as simple, accessible HTML. */
export function renderEmail({ title, body, action, link, footer }: EmailWords): RenderedEmail {
  const text = [title, '', body, '', `${action}: ${link}`, '', '--', footer].join('\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827;line-height:1.55">
<main style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #d1d5db;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-weight:700;color:#172554">${escapeHtml(SITE_NAME)}</p>
<h1 style="margin:0 0 12px;font-size:20px;color:#172554">${escapeHtml(title)}</h1>
<p style="margin:0 0 20px">${escapeHtml(body)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;padding:10px 16px;border-radius:8px;text-decoration:underline">${escapeHtml(action)}</a></p>
<p style="margin:0;font-size:13px;color:#4b5563">${escapeHtml(footer)}</p>
</main>
</body>
</html>`;
  return { subject: title, text, html };
}

/** The email for one outbox row; null when this version cannot read its kind or data. */
export function renderNotificationEmail(kind: string, data: unknown, siteUrl: string): RenderedEmail | null {
  const words = describeNotification(kind, data, { formatDateTime: formatMailTime });
  if (!words) return null;
  return renderEmail({
    title: words.title,
    body: words.body,
    action: words.action,
    link: new URL(words.href, siteUrl).toString(),
    footer: `You receive this because you use ${SITE_NAME}. Choose which emails you get under Email notifications in your profile: ${new URL('/profile', siteUrl).toString()}`,
  });
}
