// The outbox's sender: claims due notification emails, sends each over SMTP and marks it. Several
// server instances may run it at once: the database leases each message to one of them.
//
// Exactly once: a message is marked sent only after the SMTP server accepted it, so a crash before the mark leaves it
// leased; when the lease runs out another run sends it again with the same Message-ID, and a receiver that drops
// repeated ids (the local mail catcher; Mailpit with --ignore-duplicate-ids) keeps one. Retries back off in SQL.
import type { Logger } from 'pino';
import type { InlineImage, Mailer } from '../clients/mailer.js';
import type { HostelStore } from '../hostel-store.js';
import type { NotificationLanguage } from '@campus-hostel/contracts/notifications';
import { renderNotificationEmail } from './notification-mail.js';
import { startPeriodic, type Periodic } from '../timing/periodic.js';

/** How many messages one run claims. */
const BATCH = 20;
/** How long a claimed message is this sender's: longer than the mailer's timeouts for one send, with room to spare. */
export const LEASE_SECONDS = 120;

/** A mail's inline picture (and the words standing for it), made when it is sent; null for a mail without one. */
export type MailImages = (
  kind: string,
  data: unknown,
  language: NotificationLanguage,
) => Promise<(InlineImage & { alt: string }) | null>;

export interface MailSenderDeps {
  store: HostelStore;
  mailer: Mailer;
  logger: Logger;
  /** The SPA's origin, for the links in emails. */
  siteUrl: string;
  /** The pictures some kinds carry (a visitor's pass: its QR); none without it. */
  images?: MailImages;
}

const reasonOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** Sends every due message (batch by batch); resolves to how many were accepted by the SMTP server. */
export async function sendDueEmails(deps: MailSenderDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await deps.store.claimNotificationEmails(BATCH, LEASE_SECONDS);
    for (const email of batch) {
      let image: Awaited<ReturnType<MailImages>>;
      try {
        image = deps.images ? await deps.images(email.kind, email.data, email.language) : null;
      } catch (err) {
        deps.logger.error({ err, id: email.id, kind: email.kind }, 'notification email picture cannot be made');
        await deps.store.finishNotificationEmail(email, reasonOf(err));
        continue;
      }
      const rendered = renderNotificationEmail(
        email.kind,
        email.data,
        deps.siteUrl,
        email.language,
        image ?? undefined,
      );
      if (!rendered) {
        deps.logger.error({ id: email.id, kind: email.kind }, 'notification email cannot be rendered');
        await deps.store.finishNotificationEmail(email, `cannot render a ${email.kind} email from its data`);
        continue;
      }
      try {
        await deps.mailer.send({ to: email.to, messageId: email.messageId, ...rendered, images: image ? [image] : [] });
      } catch (err) {
        deps.logger.warn({ err, id: email.id, attempt: email.attempt }, 'notification email not accepted; will retry');
        await deps.store.finishNotificationEmail(email, reasonOf(err));
        continue;
      }
      sent += 1;
      if (!(await deps.store.finishNotificationEmail(email, null))) {
        deps.logger.warn({ id: email.id }, 'notification email sent after its lease ran out');
      }
    }
    if (batch.length < BATCH) return sent;
  }
}

/** Sends due emails every `intervalMs`. */
export function startMailSender(deps: MailSenderDeps, intervalMs: number): Periodic {
  return startPeriodic('mail sender', () => sendDueEmails(deps), intervalMs, deps.logger);
}
