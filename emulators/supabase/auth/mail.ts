// GoTrue's e-mails (confirm sign-up, reset password, magic link, invite, e-mail change) with its default templates, sent over SMTP.
import nodemailer from 'nodemailer';
import { AuthHttpError } from './errors';
import { escapeHtml } from './consent-page';

export type MailKind = 'signup' | 'recovery' | 'magiclink' | 'invite' | 'email_change';

export interface MailInput {
  kind: MailKind;
  to: string;
  /** The link in the e-mail: GoTrue's /verify with the hashed token, type and redirect_to. */
  confirmationUrl: string;
  /** The one-time code the e-mail also gives (`{{ .Token }}`). */
  otp: string;
  siteUrl: string;
  /** The current address, for e-mail change mails sent to the new one. */
  email?: string;
}

/** Hosted Supabase's sender when no custom SMTP is set. */
const FROM = { name: 'Supabase Auth', address: 'noreply@mail.app.supabase.io' };

interface Template {
  subject: string;
  heading: string;
  intro: (input: MailInput) => string;
  linkText: string;
}

// GoTrue's default templates (internal/mailer), one per kind.
const TEMPLATES: Record<MailKind, Template> = {
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    intro: () => 'Follow this link to confirm your user:',
    linkText: 'Confirm your mail',
  },
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    intro: () => 'Follow this link to reset the password for your user:',
    linkText: 'Reset Password',
  },
  magiclink: {
    subject: 'Your Magic Link',
    heading: 'Magic Link',
    intro: () => 'Follow this link to login:',
    linkText: 'Log In',
  },
  invite: {
    subject: 'You have been invited',
    heading: 'You have been invited',
    intro: (input) =>
      `You have been invited to create a user on ${input.siteUrl}. Follow this link to accept the invite:`,
    linkText: 'Accept the invite',
  },
  email_change: {
    subject: 'Confirm Email Change',
    heading: 'Confirm Change of Email',
    intro: (input) => `Follow this link to confirm the update of your email from ${input.email ?? ''} to ${input.to}:`,
    linkText: 'Change Email',
  },
};

export function renderMail(input: MailInput): { subject: string; html: string; text: string } {
  const template = TEMPLATES[input.kind];
  const intro = template.intro(input);
  const html = `<h2>${escapeHtml(template.heading)}</h2>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(input.confirmationUrl)}">${escapeHtml(template.linkText)}</a></p>
<p>Alternatively, enter the code: ${escapeHtml(input.otp)}</p>
`;
  const text = `${template.heading}

${intro}

${template.linkText}: ${input.confirmationUrl}

Alternatively, enter the code: ${input.otp}
`;
  return { subject: template.subject, html, text };
}

export interface Mailer {
  send(input: MailInput): Promise<void>;
  close(): void;
}

/** Sends through SMTP at smtpUrl (locally the mail catcher); a failed send is GoTrue's 500 "Error sending … email". */
export function createMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(input) {
      const { subject, html, text } = renderMail(input);
      try {
        await transport.sendMail({ from: FROM, to: input.to, subject, html, text });
      } catch (error) {
        console.error('auth: could not send e-mail', error instanceof Error ? error.message : error);
        const what =
          input.kind === 'signup' ? 'confirmation' : input.kind === 'email_change' ? 'email change' : input.kind;
        throw new AuthHttpError(500, 'unexpected_failure', `Error sending ${what} email`);
      }
    },
    close() {
      transport.close();
    },
  };
}
