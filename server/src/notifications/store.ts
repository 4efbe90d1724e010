// The notification outbox: messages time brings due, leased to the mail sender and marked sent or failed.
import type { Supabase } from '../clients/supabase.js';
import { z } from 'zod';
import { notificationLanguage, type NotificationLanguage } from '@campus-hostel/contracts/notifications';
import { id, unwrap } from '../db/answers.js';

const claimedEmailRow = z.object({
  id,
  email: z.string(),
  kind: z.string(),
  data: z.unknown(),
  message_id: z.string(),
  attempt: z.number().int(),
  locale: z.string().nullable(),
});

/** An outbox message claimed for sending: its lease is the sender's until it finishes it. */
export interface ClaimedEmail {
  id: number;
  to: string;
  kind: string;
  data: unknown;
  /** The same for every attempt, so a receiver can drop a resend it already has. */
  messageId: string;
  attempt: number;
  /** The recipient account's language (user_metadata.locale), English when it has none. */
  language: NotificationLanguage;
}

export interface OutboxStore {
  /** Queues the notifications time brings due (holds ending within `minutes`, overdue complaints); how many. */
  queueDueNotifications(minutes: number): Promise<number>;
  /** Up to `limit` outbox messages due now, leased to the caller for `leaseSeconds`. */
  claimNotificationEmails(limit: number, leaseSeconds: number): Promise<ClaimedEmail[]>;
  /** Records an attempt: sent (error null) or failed (retried later); false when the lease was lost meanwhile. */
  finishNotificationEmail(email: ClaimedEmail, error: string | null): Promise<boolean>;
}

export function createOutboxStore(supabase: Supabase): OutboxStore {
  return {
    async queueDueNotifications(minutes) {
      const answer = await supabase.rpc('queue_due_notifications', { p_minutes: minutes });
      return unwrap('queue_due_notifications', answer, z.number().int());
    },

    async claimNotificationEmails(limit, leaseSeconds) {
      const answer = await supabase.rpc('claim_notification_emails', { p_limit: limit, p_lease_seconds: leaseSeconds });
      return unwrap('claim_notification_emails', answer, z.array(claimedEmailRow)).map((row) => ({
        id: row.id,
        to: row.email,
        kind: row.kind,
        data: row.data,
        messageId: row.message_id,
        attempt: row.attempt,
        language: notificationLanguage(row.locale),
      }));
    },

    async finishNotificationEmail(email, error) {
      const answer = await supabase.rpc('finish_notification_email', {
        p_id: email.id,
        p_attempt: email.attempt,
        ...(error === null ? {} : { p_error: error }),
      });
      return unwrap('finish_notification_email', answer, z.boolean().nullable()) === true;
    },
  };
}
