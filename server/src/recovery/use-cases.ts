// "Forgot password?" (POST /auth/recover): the reset link is made with the Auth admin API, which sends nothing, and the
// API mails it itself, so no flood of requests spends GoTrue's project-wide e-mail budget and stops everyone's reset.
import { randomUUID } from 'node:crypto';
import type { NotificationLanguage } from '@campus-hostel/contracts/notifications';
import type { Mailer } from '../clients/mailer.js';
import { HttpError, SERVICE_UNAVAILABLE } from '../errors.js';
import type { HostelStore } from '../hostel-store.js';
import { EMAIL_WORDS } from '../notifications/email-words.js';
import { renderEmail, type RenderedEmail } from '../notifications/notification-mail.js';

export interface RecoveryDeps {
  store: HostelStore;
  mailer: Mailer;
  /** The SPA's origin from the configuration: where the link lands, whatever a request says about itself. */
  siteUrl: string;
}

/** The app's page a reset link lands on, with the session GoTrue's /verify puts in the fragment. */
export const resetPasswordPage = (siteUrl: string): string => new URL('/auth/reset-password', siteUrl).toString();

/**
 * A fixed text in the account's language: nothing in it comes from the request, so the route cannot carry anyone's
 * words to anyone.
 */
export function renderRecoveryEmail(link: string, language: NotificationLanguage = 'en'): RenderedEmail {
  return renderEmail({ ...EMAIL_WORDS[language].recovery, link, language });
}

/**
 * Mails a reset link to the account with this address, if one has it and has mails left this hour (the database
 * counts them per account, for every API instance); resolves alike when nothing is sent, so the caller learns nothing.
 */
export async function requestPasswordReset(deps: RecoveryDeps, email: string): Promise<void> {
  const to = await deps.store.claimRecoveryMail(email);
  if (to === null) return;
  const reset = await deps.store.recoveryLink(to, resetPasswordPage(deps.siteUrl));
  if (reset === null) return;
  try {
    await deps.mailer.send({
      to,
      messageId: `${randomUUID()}@campus-hostel.local`,
      ...renderRecoveryEmail(reset.link, reset.language),
    });
  } catch (err) {
    throw new HttpError(503, SERVICE_UNAVAILABLE, 'mail_unavailable', { cause: err });
  }
}
