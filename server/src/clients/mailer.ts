// Outgoing email over SMTP (nodemailer): SMTP_URL names the server, MAIL_FROM the sender.
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

/** A picture the HTML shows inline (`<img src="cid:…">`), sent as a related attachment. */
export interface InlineImage {
  /** The Content-ID the HTML names, without `cid:`. */
  cid: string;
  filename: string;
  png: Buffer;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Without angle brackets; the same for every attempt at one message. */
  messageId: string;
  images?: readonly InlineImage[];
}

export interface Mailer {
  /** Resolves once the SMTP server has accepted the message; rejects with its refusal or a network error. */
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** Bounds on every SMTP step, well inside the outbox lease, so a stuck server fails an attempt instead of hanging it. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Mailer {
  const transport = nodemailer.createTransport({ url: config.smtpUrl, ...TIMEOUTS });
  return {
    async send(email) {
      await transport.sendMail({
        from: config.mailFrom,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: `<${email.messageId}>`,
        attachments: (email.images ?? []).map((image) => ({
          filename: image.filename,
          content: image.png,
          contentType: 'image/png',
          cid: image.cid,
          contentDisposition: 'inline' as const,
        })),
      });
    },
    close() {
      transport.close();
    },
  };
}
