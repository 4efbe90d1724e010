// What each notification says: one text for the bell, the notifications page and the email, read from
// the row's kind and data as the triggers in 20261122000900_notifications.sql write them.
import { z } from 'zod';
import { CheckedValues } from './database.types';
import { formatMinorUnits } from './money';

export const NOTIFICATION_KINDS = CheckedValues.notifications.kind;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds an account may turn off by email: all but the claim link, which exists only as mail. */
export const EMAIL_CHOICE_KINDS: readonly NotificationKind[] = NOTIFICATION_KINDS.filter(
  (kind) => kind !== 'selection_claim',
);

/** How the profile names each kind of email. */
export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  booking_receipt: 'Booking receipts',
  booking_refunded: 'Refunds',
  hold_ending: 'A held bed is about to be released',
  hold_lapsed: 'A held bed was released',
  roommate_invite: 'Roommate invitations',
  application_decided: 'Decisions on my applications',
  complaint_resolved: 'My complaints resolved',
  complaint_overdue: 'Complaints past their due time (office)',
  complaint_replied: 'Replies to my complaints',
  waitlist_offer: 'A bed offered to me from the waitlist',
  selection_slot: 'When my room selection slot opens',
  selection_claim: 'Links to claim my place in room selection',
};

/** The kinds a student may turn off; the office's own kinds are listed to office accounts only. */
export const STUDENT_NOTIFICATION_KINDS: readonly NotificationKind[] = EMAIL_CHOICE_KINDS.filter(
  (kind) => kind !== 'complaint_overdue',
);

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

const dataSchemas = {
  booking_receipt: booking.extend({ paid_at: z.string(), payment_intent_id: z.string().nullable() }),
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
}

const bedIn = (p: z.infer<typeof place>): string =>
  `bed ${p.bed_label} of room ${p.room_number}, ${p.wing_name} wing, ${p.hostel_name}`;

const describers: {
  [K in NotificationKind]: (data: NotificationData<K>, options: DescribeOptions) => NotificationText;
} = {
  booking_receipt: (d, { formatDateTime }) => ({
    title: `Booking confirmed: ${d.hostel_name}, room ${d.room_number}`,
    body: `We received ${formatMinorUnits(d.amount_minor, d.currency)} on ${formatDateTime(d.paid_at)} for ${bedIn(d)}. Booking reference ${d.reference}.`,
    href: `/receipt/${encodeURIComponent(d.reference)}`,
    action: 'View your receipt',
  }),
  booking_refunded: (d) => ({
    title: `Refund issued: ${d.hostel_name}, room ${d.room_number}`,
    body: `Your payment of ${formatMinorUnits(d.amount_minor, d.currency)} for ${bedIn(d)} was refunded (booking ${d.reference}). Refunds reach your card in 5–10 working days.`,
    href: `/receipt/${encodeURIComponent(d.reference)}`,
    action: 'View the booking',
  }),
  hold_ending: (d, { formatDateTime }) => ({
    title: 'Your held bed is released in 5 minutes',
    body: `We are holding ${bedIn(d)} for you until ${formatDateTime(d.hold_ends_at)}. Pay before then to keep it.`,
    href: `/payment/${encodeURIComponent(d.hostel_name)}/${d.room_id}`,
    action: 'Finish paying',
  }),
  hold_lapsed: (d) => ({
    title: 'Your held bed was released',
    body: `The hold on ${bedIn(d)} ended before payment, so the bed is free for others again. Nothing was charged.`,
    href: `/status/${encodeURIComponent(d.hostel_name)}`,
    action: `See ${d.hostel_name} rooms`,
  }),
  // Fixed words and the product's own facts only: nothing the inviter typed reaches the invitee's inbox.
  roommate_invite: (d, { formatDateTime }) => ({
    title: `Roommate invitation: ${d.hostel_name}, room ${d.room_number}`,
    body: `A student with a bed in room ${d.room_number}, ${d.wing_name} wing, ${d.hostel_name} invited you to share it: ${bedIn(d)} is kept for you until ${formatDateTime(d.expires_at)}. Sign in with this email to see who invited you and to accept or decline.`,
    href: '/profile',
    action: 'Answer the invitation',
  }),
  application_decided: (d) => ({
    title: `Your ${d.application_type} application was ${d.decision}`,
    body: `Application ${d.application_id} was ${d.decision}.${d.note ? ` Note from the hostel office: ${d.note}` : ''}`,
    href: '/profile',
    action: 'See your applications',
  }),
  complaint_resolved: (d) => ({
    title: 'Your complaint was resolved',
    body: `The hostel office resolved complaint #${d.complaint_id} (${d.complaint_type}, ${d.complaint_category}).`,
    href: '/profile',
    action: 'See your complaints',
  }),
  complaint_overdue: (d, { formatDateTime }) => ({
    title: `Complaint #${d.complaint_id} is past its due time`,
    body: `A ${d.urgency_level}-urgency ${d.complaint_type} complaint (${d.complaint_category}) submitted ${formatDateTime(d.created_at)} is not resolved yet.`,
    href: '/admin/complaints',
    action: 'Open complaints',
  }),
  complaint_replied: (d) => ({
    title: `The hostel office replied to complaint #${d.complaint_id}`,
    body: `About your ${d.complaint_type} complaint (${d.complaint_category}): “${d.reply}”`,
    href: '/profile',
    action: 'Read and answer',
  }),
  waitlist_offer: (d, { formatDateTime }) => ({
    title: `A bed is yours to take in ${d.hostel_name}`,
    body: `You are first on the waitlist for a ${d.occupancy === 2 ? 'double' : 'single'} room: ${bedIn(d)} is kept for you until ${formatDateTime(d.expires_at)}. Book and pay before then to take it; after that it goes to the next in line.`,
    href: `/status/${encodeURIComponent(d.hostel_name)}/booknow/${d.room_id}`,
    action: 'Book this bed',
  }),
  selection_slot: (d, { formatDateTime }) => ({
    title: `Your room selection opens ${formatDateTime(d.opens_at)}`,
    body: `In ${d.window_name} (${d.hostels.join(', ')}) you may hold a bed from ${formatDateTime(d.opens_at)} until ${formatDateTime(d.closes_at)}. Open the hostel's rooms then; coming earlier gains no place.`,
    href: d.hostels.length === 1 && d.hostels[0] ? `/status/${encodeURIComponent(d.hostels[0])}` : '/status',
    action: 'See the rooms',
  }),
  // Mail only (the app never shows it): the link is the proof that the account reads this address's mail.
  selection_claim: (d) => ({
    title: 'Claim your place in room selection',
    body: `The hostel office listed ${d.email} for room selection, and an account now uses this address. If that account is yours, open this link while signed in to it: the place becomes that account's. If it is not yours, ignore this email and nothing is claimed.`,
    href: `/selection/claim?token=${encodeURIComponent(d.token)}`,
    action: 'Claim my place',
  }),
};

function describeKind<K extends NotificationKind>(
  kind: K,
  data: unknown,
  options: DescribeOptions,
): NotificationText | null {
  const parsed = dataSchemas[kind].safeParse(data);
  return parsed.success ? describers[kind](parsed.data as NotificationData<K>, options) : null;
}

/** The words of one notification; null for a kind or data this version does not know (shown as nothing, never as a crash). */
export function describeNotification(kind: string, data: unknown, options: DescribeOptions): NotificationText | null {
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind)
    ? describeKind(kind as NotificationKind, data, options)
    : null;
}
