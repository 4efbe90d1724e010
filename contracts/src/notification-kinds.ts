// The kinds of notification and which of them an account may turn off by email: a module of its own, without the
// sentences and their schemas, so the profile's email choices do not download every notification's words.
import { CheckedValues } from './database.types';

export const NOTIFICATION_KINDS = CheckedValues.notifications.kind;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds mailed to someone with no account (a guardian, a visitor): never in a bell, never an account's choice. */
export const ACCOUNTLESS_KINDS: readonly NotificationKind[] = [
  'leave_guardian_consent',
  'leave_guardian_late',
  'visitor_pass',
];

/**
 * The kinds an account may turn off by email: all but the claim link, which exists only as mail, and the mails to
 * someone with no account (the guardian's consent request and late return, a visitor's pass), never in a bell.
 */
export const EMAIL_CHOICE_KINDS: readonly NotificationKind[] = NOTIFICATION_KINDS.filter(
  (kind) => kind !== 'selection_claim' && !ACCOUNTLESS_KINDS.includes(kind),
);

/** The kinds a student may turn off; the office's own kinds are listed to office accounts only. */
export const STUDENT_NOTIFICATION_KINDS: readonly NotificationKind[] = EMAIL_CHOICE_KINDS.filter(
  (kind) =>
    kind !== 'complaint_overdue' &&
    kind !== 'gate_late_return' &&
    kind !== 'guest_stay_review' &&
    kind !== 'work_order_job',
);

/** The kinds that reach a guest account (its stays, its complaints, the office's notices): all it may turn off. */
export const GUEST_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'guest_stay_status',
  'complaint_resolved',
  'complaint_replied',
  'notice',
];
