// What each notification says: one text for the bell, the notifications page and the email, read from
// the row's kind and data as the triggers in 20261122000900_notifications.sql write them, in English or Hindi (the
// sentences are in locales/; the links are the same in both).
import { z } from 'zod';
import { CheckedValues } from './database.types';
import { formatMinorUnits } from './money';
import { en } from './locales/en/notification-words';
import { hi } from './locales/hi/notification-words';
import type { NotificationWords, Phrasing } from './locales/notification-words';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds';

export {
  ACCOUNTLESS_KINDS,
  EMAIL_CHOICE_KINDS,
  GUEST_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  STUDENT_NOTIFICATION_KINDS,
  type NotificationKind,
} from './notification-kinds';

/** The languages notifications are written in: an account's user_metadata.locale, 'en' when absent. */
export const NOTIFICATION_LANGUAGES = ['en', 'hi'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

const catalogues: Readonly<Record<NotificationLanguage, NotificationWords>> = { en, hi };

/** An account's stored locale as a notification language: anything but a known one reads English. */
export function notificationLanguage(locale: unknown): NotificationLanguage {
  return (NOTIFICATION_LANGUAGES as readonly unknown[]).includes(locale) ? (locale as NotificationLanguage) : 'en';
}

const place = z.object({
  room_id: z.number().int(),
  hostel_name: z.string(),
  wing_name: z.string(),
  room_number: z.number().int(),
  bed_label: z.string(),
});

const booking = place.extend({
  reference: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  name: z.string(),
});

const complaint = z.object({
  complaint_id: z.number().int(),
  complaint_type: z.string(),
  complaint_category: z.string(),
});

const leave = z.object({
  leave_id: z.number().int(),
  status: z.enum(['awaiting_guardian', 'awaiting_warden', 'approved', 'rejected', 'cancelled']),
  from_at: z.string(),
  to_at: z.string(),
  destination: z.string(),
  note: z.string().nullish(),
});

const visit = z.object({
  pass_id: z.number().int(),
  visitor_name: z.string(),
  hostel_name: z.string(),
  from_at: z.string(),
  to_at: z.string(),
});

const guestStay = z.object({
  stay_id: z.number().int(),
  reference: z.string(),
  hostel_name: z.string(),
  guest_name: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
});

const workOrder = z.object({
  work_order_id: z.number().int(),
  status: z.enum(CheckedValues.work_orders.status),
  trade: z.enum(CheckedValues.work_orders.trade),
  title: z.string(),
  hostel_name: z.string().nullable(),
  room_number: z.number().int().nullable(),
  visit_from: z.string().nullable(),
  visit_to: z.string().nullable(),
  due_at: z.string(),
  /** The student's words when they reopened it. */
  note: z.string().nullable(),
});

const dataSchemas = {
  booking_receipt: booking.extend({
    paid_at: z.string(),
    payment_intent_id: z.string().nullable(),
    // Receipts mailed before their number, period and deposit were mailed too lack them.
    receipt_number: z.string().nullish(),
    fee_period: z.enum(['semester', 'year']).nullish(),
    rent_minor: z.number().int().nullish(),
    deposit_minor: z.number().int().nullish(),
  }),
  booking_refunded: booking.extend({ payment_intent_id: z.string().nullable() }),
  hold_ending: booking.extend({ hold_ends_at: z.string() }),
  hold_lapsed: booking,
  roommate_invite: place.extend({ invite_id: z.number().int(), expires_at: z.string() }),
  application_decided: z.object({
    application_id: z.string(),
    application_type: z.string(),
    decision: z.enum(['approved', 'rejected']),
    note: z.string().nullish(),
  }),
  complaint_resolved: complaint,
  complaint_overdue: complaint.extend({ urgency_level: z.string(), created_at: z.string() }),
  complaint_replied: complaint.extend({ reply: z.string() }),
  waitlist_offer: place.extend({ occupancy: z.number().int(), expires_at: z.string() }),
  selection_slot: z.object({
    window_id: z.number().int(),
    window_name: z.string(),
    hostels: z.array(z.string()),
    opens_at: z.string(),
    closes_at: z.string(),
  }),
  selection_claim: z.object({ token: z.string(), email: z.string() }),
  allotment_changed: z.object({
    action: z.enum(['allot', 'offer', 'move', 'swap', 'end']),
    from: place.nullable(),
    to: place.nullable(),
    /** An offered bed is kept for the student until then. */
    expires_at: z.string().optional(),
  }),
  notice: z.object({ notice_id: z.number().int(), title: z.string(), body: z.string(), important: z.boolean() }),
  mess_placed: z.object({
    period_id: z.number().int(),
    period_name: z.string(),
    mess_id: z.number().int(),
    mess_name: z.string(),
    placed_by: z.enum(['choice', 'lottery', 'default', 'office']),
  }),
  mess_rebate_decided: z.object({
    rebate_id: z.number().int(),
    mess_name: z.string(),
    from_on: z.string(),
    to_on: z.string(),
    decision: z.enum(['approved', 'rejected']),
    note: z.string().nullish(),
  }),
  mess_bill_paid: z.object({
    /** The bill's month, as its first day (2026-11-01). */
    month: z.string(),
    amount_minor: z.number().int(),
    currency: z.string(),
    receipt_number: z.string(),
    payment_intent_id: z.string(),
  }),
  leave_status: leave.extend({
    /** Whose step it was: the student asking, the guardian answering, the warden deciding. */
    by: z.enum(['student', 'guardian', 'warden']),
  }),
  leave_guardian_consent: leave.extend({
    token: z.string(),
    code: z.string(),
    student_name: z.string().nullable(),
    hostel_name: z.string(),
    reason: z.string(),
    expires_at: z.string(),
  }),
  gate_late_return: leave.extend({
    student_name: z.string().nullable(),
    roll_number: z.string().nullable(),
    hostel_name: z.string(),
    returned_at: z.string(),
  }),
  leave_guardian_late: z.object({
    leave_id: z.number().int(),
    student_name: z.string().nullable(),
    hostel_name: z.string(),
    to_at: z.string(),
    returned_at: z.string(),
  }),
  visitor_pass: visit.extend({
    host_name: z.string().nullable(),
    host_room: z.string().nullable(),
    areas: z.string(),
    /** The hostel's visiting hours (IST, HH:MM). */
    visit_from: z.string(),
    visit_to: z.string(),
    /** The host's language, which the mail is written in. */
    locale: z.string().nullish(),
  }),
  visitor_arrived: visit.extend({ at: z.string() }),
  visitor_walk_in: visit,
  visitor_pass_void: visit.extend({ reason: z.enum(['host_checked_out', 'host_on_leave', 'banned']) }),
  guest_stay_status: guestStay.extend({
    status: z.enum(['awaiting_approval', 'confirmed', 'refused', 'void', 'refunded']),
    amount_minor: z.number().int(),
    currency: z.string(),
    receipt_number: z.string().nullable(),
    void_reason: z.enum(['host_checked_out', 'host_on_leave']).nullable(),
    note: z.string().nullish(),
  }),
  guest_stay_review: guestStay.extend({ host_name: z.string() }),
  work_order_status: workOrder,
  work_order_job: workOrder,
  condition_report_due: z.object({
    report_id: z.number().int(),
    due_at: z.string(),
    /** The first reminder or the second (the last before the report counts as listed). */
    reminder: z.number().int(),
    bed: z.string().nullable(),
  }),
  room_charges: z.object({
    report_id: z.number().int(),
    /** Charges proposed after the move-out inspection, or an appeal decided; the amount is the stay's total owed. */
    step: z.enum(['proposed', 'decided']),
    amount_minor: z.number().int(),
    currency: z.string(),
  }),
} satisfies Record<NotificationKind, z.ZodType>;

export type NotificationData<K extends NotificationKind> = z.infer<(typeof dataSchemas)[K]>;

/** A notification in words: a heading, one or two sentences, and the page that shows or acts on it. */
export interface NotificationText {
  title: string;
  body: string;
  /** A path in the SPA, e.g. /receipt/AB12CD34EF. */
  href: string;
  /** The link's caption. */
  action: string;
}

export interface DescribeOptions {
  /** How times read: the app uses the reader's locale, emails India's time zone. */
  formatDateTime: (iso: string) => string;
  /** The reader's language; English when not given. */
  language?: NotificationLanguage;
}

const hrefs: { [K in NotificationKind]: (data: NotificationData<K>) => string } = {
  booking_receipt: (d) => `/receipt/${encodeURIComponent(d.reference)}`,
  booking_refunded: (d) => `/receipt/${encodeURIComponent(d.reference)}`,
  hold_ending: (d) => `/payment/${encodeURIComponent(d.hostel_name)}/${d.room_id}`,
  hold_lapsed: (d) => `/status/${encodeURIComponent(d.hostel_name)}`,
  roommate_invite: () => '/profile',
  application_decided: () => '/profile',
  complaint_resolved: () => '/profile',
  complaint_overdue: () => '/admin/complaints',
  complaint_replied: () => '/profile',
  waitlist_offer: (d) => `/status/${encodeURIComponent(d.hostel_name)}/booknow/${d.room_id}`,
  selection_slot: (d) =>
    d.hostels.length === 1 && d.hostels[0] ? `/status/${encodeURIComponent(d.hostels[0])}` : '/status',
  // Mail only (the app never shows it): the link is the proof that the account reads this address's mail.
  selection_claim: (d) => `/selection/claim?token=${encodeURIComponent(d.token)}`,
  allotment_changed: (d) => {
    if (d.action === 'offer' && d.to) return `/status/${encodeURIComponent(d.to.hostel_name)}/booknow/${d.to.room_id}`;
    const place = d.to ?? d.from;
    return place
      ? `/status/${encodeURIComponent(place.hostel_name)}?wing=${encodeURIComponent(place.wing_name)}`
      : '/profile';
  },
  notice: () => '/status?section=notices',
  mess_placed: () => '/mess',
  mess_rebate_decided: () => '/mess?section=rebates',
  mess_bill_paid: (d) => `/mess/bill?month=${encodeURIComponent(d.month.slice(0, 7))}`,
  leave_status: () => '/leave',
  // Mail only, to the guardian: the link opens the consent page, where the mail's code is typed. The token rides in the
  // fragment, which browsers never send to a server, so no access log keeps it.
  leave_guardian_consent: (d) => `/leave/consent#${encodeURIComponent(d.token)}`,
  gate_late_return: () => '/admin/leave',
  // Mail only, to the guardian, who has nothing to answer: the link is the site's.
  leave_guardian_late: () => '/',
  // Mail only, to the visitor, whose pass is the mail itself: the link is the site's.
  visitor_pass: () => '/',
  visitor_arrived: () => '/visitors',
  visitor_walk_in: () => '/visitors',
  visitor_pass_void: () => '/visitors',
  guest_stay_status: (d) => `/receipt/${encodeURIComponent(d.reference)}`,
  guest_stay_review: () => '/admin/guest-house',
  work_order_status: () => '/jobs',
  work_order_job: () => '/jobs',
  condition_report_due: () => '/room',
  room_charges: () => '/room',
};

function phrasing(language: NotificationLanguage, formatDateTime: (iso: string) => string): Phrasing {
  const { choices } = catalogues[language];
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  const calendar = (options: Intl.DateTimeFormatOptions) => (isoDay: string) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
  return {
    time: formatDateTime,
    day: calendar({ day: 'numeric', month: 'short', year: 'numeric' }),
    month: calendar({ month: 'long', year: 'numeric' }),
    money: (amountMinor, currency) => formatMinorUnits(amountMinor, currency, locale),
    // A value newer than this version shows as stored rather than not at all.
    choice: (group, value) => (choices[group] as Readonly<Record<string, string>>)[value] ?? value,
  };
}

function describeKind<K extends NotificationKind>(
  kind: K,
  data: unknown,
  { formatDateTime, language }: DescribeOptions,
): NotificationText | null {
  const parsed = dataSchemas[kind].safeParse(data);
  if (!parsed.success) return null;
  const facts = parsed.data as NotificationData<K>;
  // Checked again at run time: a caller's locale string may be neither language.
  const known = notificationLanguage(language);
  const words = catalogues[known].sentences[kind](facts, phrasing(known, formatDateTime));
  return { ...words, href: hrefs[kind](facts) };
}

/**
 * The words of one notification in the reader's language (English unless options.language says 'hi'); null for a
 * kind or data this version does not know (shown as nothing, never as a crash).
 */
export function describeNotification(kind: string, data: unknown, options: DescribeOptions): NotificationText | null {
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind)
    ? describeKind(kind as NotificationKind, data, options)
    : null;
}
