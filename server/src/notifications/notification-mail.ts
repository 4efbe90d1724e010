// The product's emails in one layout, as plain text and as simple, accessible HTML (a heading, the message, an inline
// picture when the mail carries one, one labelled link), in the recipient's language; a notification's words are those
// contracts/src/notifications.ts gives the app, with times in India's time zone.
import escapeHtml from 'escape-html';
import {
  ACCOUNTLESS_KINDS,
  describeNotification,
  type NotificationKind,
  type NotificationLanguage,
} from '@campus-hostel/contracts/notifications';
import { EMAIL_WORDS } from './email-words.js';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const mailTimes = new Map<NotificationLanguage, Intl.DateTimeFormat>();

function mailTime(language: NotificationLanguage): Intl.DateTimeFormat {
  let format = mailTimes.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(EMAIL_WORDS[language].timeLocale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    });
    mailTimes.set(language, format);
  }
  return format;
}

/** '2026-11-24T09:30:00Z' → '24 Nov 2026, 3:00 pm IST' ('hi': '24 नव॰ 2026, 3:00 pm IST'). */
export function formatMailTime(iso: string, language: NotificationLanguage = 'en'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : `${mailTime(language).format(date)} ${EMAIL_WORDS[language].timeZoneName}`;
}

/** A picture attached to the mail (its Content-ID) and the words that stand for it. */
export interface EmailImage {
  cid: string;
  alt: string;
}

/** What one email says: a heading, a message, one labelled link and a footnote. */
export interface EmailWords {
  title: string;
  body: string;
  action: string;
  link: string;
  footer: string;
  /** The language the words are in: the page's lang and the site's name follow it. */
  language?: NotificationLanguage;
  /** Shown after the message (a pass's QR); plain text says nothing of it. */
  image?: EmailImage | undefined;
}

/** The inline picture: fixed size, so clients that hold images back keep the layout. */
function imageHtml(image: EmailImage | undefined): string {
  if (!image) return '';
  return `<p style="margin:0 0 20px"><img src="cid:${escapeHtml(image.cid)}" alt="${escapeHtml(image.alt)}" width="240" height="240" style="display:block;width:240px;height:240px;border:0;background:#ffffff"></p>
`;
}

/** The product's one email layout: the words as plain text and as simple, accessible HTML. */
export function renderEmail({ title, body, action, link, footer, language = 'en', image }: EmailWords): RenderedEmail {
  const text = [title, '', body, '', `${action}: ${link}`, '', '--', footer].join('\n');
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827;line-height:1.55">
<main style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #d1d5db;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-weight:700;color:#172554">${escapeHtml(EMAIL_WORDS[language].siteName)}</p>
<h1 style="margin:0 0 12px;font-size:20px;color:#172554">${escapeHtml(title)}</h1>
<p style="margin:0 0 20px">${escapeHtml(body)}</p>
${imageHtml(image)}<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;padding:10px 16px;border-radius:8px;text-decoration:underline">${escapeHtml(action)}</a></p>
<p style="margin:0;font-size:13px;color:#4b5563">${escapeHtml(footer)}</p>
</main>
</body>
</html>`;
  return { subject: title, text, html };
}

/** The email for one outbox row in the recipient's language; null when this version cannot read its kind or data. */
export function renderNotificationEmail(
  kind: string,
  data: unknown,
  siteUrl: string,
  language: NotificationLanguage = 'en',
  image?: EmailImage,
): RenderedEmail | null {
  const formatDateTime = (iso: string) => formatMailTime(iso, language);
  const words = describeNotification(kind, data, { formatDateTime, language });
  if (!words) return null;
  return renderEmail({
    title: words.title,
    body: words.body,
    action: words.action,
    link: new URL(words.href, siteUrl).toString(),
    footer: ACCOUNTLESS_KINDS.includes(kind as NotificationKind)
      ? EMAIL_WORDS[language].accountlessFooter
      : EMAIL_WORDS[language].notificationFooter(new URL('/profile', siteUrl).toString()),
    language,
    image,
  });
}
