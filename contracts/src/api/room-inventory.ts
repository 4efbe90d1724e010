// Room inventory, condition reports and move-out charges. The office keeps each room's items (shared by the room, or
// a bed's own) with their condition; a student's stay opens at check-in with a move-in report due 72 hours later, in
// which they confirm or dispute each item (a note, up to three photos of their own); a report not sent counts as
// listed. The office countersigns it; at move-out it records each item's condition, and damage beyond what the stay
// began with is charged from the price list, a shared item's split between the roommates. The student may appeal each
// charge once; the office decides. The no-dues clearance sums the charges and unpaid mess bills against the caution
// deposit, whose rest the server refunds at Stripe. Photos are uploaded to the private room-photos bucket, into the
// uploader's own folder (`<user id>/<name>`); the answers carry signed links to them.
import * as z from 'zod/mini';
import { hostelName, positiveId, text, wholeNumber } from './fields';
import { get, post } from './route';

export const INVENTORY_KINDS = [
  'bed',
  'mattress',
  'table',
  'chair',
  'almirah',
  'fan',
  'ac',
  'key',
  'light',
  'curtain',
  'other',
] as const;
export type InventoryKind = (typeof INVENTORY_KINDS)[number];
/** Best first; a charge is proposed only for `damaged` or `missing`, worse than the stay began with. */
export const ITEM_CONDITIONS = ['good', 'worn', 'damaged', 'missing'] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];
export const CHARGED_CONDITIONS = ['damaged', 'missing'] as const;
export const REPORT_VERDICTS = ['confirmed', 'disputed'] as const;

/** The limits public.condition_report_items, room_charges and inventory_items check. */
export const ROOM_INVENTORY_LIMITS = {
  noteMax: 500,
  photosMax: 3,
  appealMax: 1000,
  labelMax: 80,
  /** The highest price, in minor units (₹1,00,000). */
  priceMax: 10_000_000,
  /** The room-photos bucket's limit per photo. */
  photoBytesMax: 3 * 1024 * 1024,
} as const;

/** The storage bucket the pages upload photos to, each into the uploader's own folder. */
export const ROOM_PHOTOS_BUCKET = 'room-photos';

const kind = z.enum(INVENTORY_KINDS, { error: `must be one of ${INVENTORY_KINDS.join(', ')}` });
const condition = z.enum(ITEM_CONDITIONS, { error: `must be one of ${ITEM_CONDITIONS.join(', ')}` });
/** A photo as stored: a name in the uploader's folder; the database checks the folder is theirs. */
const photoPath = z
  .string({ error: 'must be a photo path' })
  .check(z.regex(/^[0-9a-f-]{36}\/[A-Za-z0-9_.-]{1,120}$/, 'must be a photo path (<user id>/<name>)'));
const photos = z.optional(
  z
    .array(photoPath)
    .check(z.maxLength(ROOM_INVENTORY_LIMITS.photosMax, `must be at most ${ROOM_INVENTORY_LIMITS.photosMax} photos`)),
);
const note = z.optional(
  z.nullable(
    z
      .string({ error: 'must be a string' })
      .check(z.trim(), z.maxLength(ROOM_INVENTORY_LIMITS.noteMax, 'must be at most 500 characters')),
  ),
);

/** A photo as answered: its path and a link valid for an hour. */
export const roomPhoto = z.object({ path: z.string(), url: z.nullable(z.string()) });
export type RoomPhoto = z.output<typeof roomPhoto>;

export const reportItem = z.object({
  item_id: z.number(),
  kind: z.enum(INVENTORY_KINDS),
  label: z.string(),
  /** Shared by the room's residents (a shared item's damage is split between them). */
  shared: z.boolean(),
  /** The item's condition in the inventory now. */
  condition: z.enum(ITEM_CONDITIONS),
  listed_condition: z.enum(ITEM_CONDITIONS),
  verdict: z.nullable(z.enum(REPORT_VERDICTS)),
  claimed_condition: z.nullable(z.enum(ITEM_CONDITIONS)),
  note: z.nullable(z.string()),
  photos: z.array(roomPhoto),
  moveout_condition: z.nullable(z.enum(ITEM_CONDITIONS)),
  moveout_note: z.nullable(z.string()),
  moveout_photos: z.array(roomPhoto),
});
export type ReportItem = z.output<typeof reportItem>;

export const roomCharge = z.object({
  id: z.number(),
  item_id: z.number(),
  label: z.string(),
  condition: z.enum(CHARGED_CONDITIONS),
  /** The price list's price, split between `sharers`; `amount_minor` is this student's share. */
  price_minor: z.number(),
  sharers: z.number(),
  amount_minor: z.number(),
  appeal: z.nullable(z.string()),
  appealed_at: z.nullable(z.string()),
  decided_amount_minor: z.nullable(z.number()),
  decision_note: z.nullable(z.string()),
  decided_at: z.nullable(z.string()),
  /** What is owed: the decision on an appeal, else the share. */
  owed_minor: z.number(),
  /** The inspector's photos of the item at the inspection that charged it (a roommate's, for a shared item's share). */
  photos: z.array(roomPhoto),
});
export type RoomCharge = z.output<typeof roomCharge>;

export const noDuesClearance = z.object({
  id: z.number(),
  charges_minor: z.number(),
  mess_dues_minor: z.number(),
  deposit_minor: z.number(),
  /** The deposit less the charges and mess dues, refunded to the card that paid it. */
  refund_minor: z.number(),
  refunded_at: z.nullable(z.string()),
  issued_at: z.string(),
});
export type NoDuesClearance = z.output<typeof noDuesClearance>;

export const stayPlace = z.object({ wing: z.string(), room: z.string(), bed: z.string() });
export type StayPlace = z.output<typeof stayPlace>;

/** A stay in a bed: its move-in report (as listed when not sent by due_at), its inspection, charges and clearance. */
export const roomStay = z.object({
  id: z.number(),
  user_id: z.string(),
  /** The bed's whole name in English ("Kanhar C-520 bed A"); `place` holds its parts for a page to word. */
  bed: z.string(),
  place: stayPlace,
  hostel_name: z.string(),
  opened_at: z.string(),
  due_at: z.string(),
  submitted_at: z.nullable(z.string()),
  countersigned_at: z.nullable(z.string()),
  ended_at: z.nullable(z.string()),
  inspected_at: z.nullable(z.string()),
  student: z.nullable(z.object({ full_name: z.string(), roll_number: z.string() })),
  items: z.array(reportItem),
  charges: z.array(roomCharge),
  clearance: z.nullable(noDuesClearance),
});
export type RoomStay = z.output<typeof roomStay>;
export const roomStaysAnswer = z.object({ stays: z.array(roomStay) });
export type RoomStaysAnswer = z.output<typeof roomStaysAnswer>;

export const submitReportBody = z.object({
  lines: z
    .array(
      z.object({
        item_id: positiveId,
        verdict: z.enum(REPORT_VERDICTS, { error: 'must be confirmed or disputed' }),
        condition: z.optional(condition),
        note,
        photos,
      }),
    )
    .check(z.maxLength(100, 'must be at most 100 items')),
});
export type SubmitReportBody = z.input<typeof submitReportBody>;

export const appealChargeBody = z.object({ reason: text(ROOM_INVENTORY_LIMITS.appealMax) });
export type AppealChargeBody = z.input<typeof appealChargeBody>;

export const inventoryItem = z.object({
  id: z.number(),
  room_id: z.number(),
  /** The room as the office labels it (e.g. "A-103"), and the bed whose own it is (null: shared). */
  room: z.string(),
  bed_id: z.nullable(z.number()),
  bed_label: z.nullable(z.string()),
  kind: z.enum(INVENTORY_KINDS),
  label: z.string(),
  condition: z.enum(ITEM_CONDITIONS),
});
export type InventoryItem = z.output<typeof inventoryItem>;
export const inventoryAnswer = z.object({ items: z.array(inventoryItem) });
export type InventoryAnswer = z.output<typeof inventoryAnswer>;

export const saveItemBody = z.object({
  /** Absent: a new item in the room. */
  item_id: z.optional(positiveId),
  room_id: positiveId,
  bed_id: z.optional(z.nullable(positiveId)),
  kind,
  label: text(ROOM_INVENTORY_LIMITS.labelMax),
  condition,
});
export type SaveItemBody = z.input<typeof saveItemBody>;
export const saveItemAnswer = z.object({ id: z.number() });

export const inventoryPrice = z.object({
  kind: z.enum(INVENTORY_KINDS),
  condition: z.enum(CHARGED_CONDITIONS),
  amount_minor: z.number(),
});
export type InventoryPrice = z.output<typeof inventoryPrice>;
export const pricesAnswer = z.object({ prices: z.array(inventoryPrice) });
export type PricesAnswer = z.output<typeof pricesAnswer>;
export const setPriceBody = z.object({
  kind,
  condition: z.enum(CHARGED_CONDITIONS, { error: 'must be damaged or missing' }),
  amount_minor: wholeNumber(0, ROOM_INVENTORY_LIMITS.priceMax),
});
export type SetPriceBody = z.input<typeof setPriceBody>;

export const inspectBody = z.object({
  lines: z
    .array(z.object({ item_id: positiveId, condition, note, photos }))
    .check(z.minLength(1, 'must name every item of the report'), z.maxLength(100, 'must be at most 100 items')),
});
export type InspectBody = z.input<typeof inspectBody>;

export const decideChargeBody = z.object({
  amount_minor: wholeNumber(0, ROOM_INVENTORY_LIMITS.priceMax),
  note: note,
});
export type DecideChargeBody = z.input<typeof decideChargeBody>;

const idParams = { id: positiveId };

export const roomInventoryApi = {
  /** GET /room/mine (a student): their stays, newest first, each with its items, charges and clearance. */
  mine: get('/room/mine', { access: 'student', answer: roomStaysAnswer }),
  /**
   * POST /room/reports/:id {lines} (its student): the move-in report, once, before it is due; items not named are
   * confirmed. 400 (an item not on the report, a photo not the student's); 404; 409 `closed` (sent, or past due).
   */
  submit: post('/room/reports/:id', { access: 'student', params: idParams, body: submitReportBody, answer: roomStay }),
  /** POST /room/charges/:id/appeal {reason} (its student): once. 404; 409 `already_appealed` | `closed` (settled). */
  appeal: post('/room/charges/:id/appeal', {
    access: 'student',
    params: idParams,
    body: appealChargeBody,
    answer: roomStay,
  }),
  /** GET /inventory/prices (anyone signed in): the price list. */
  prices: get('/inventory/prices', { access: 'user', answer: pricesAnswer }),
  /** POST /admin/inventory/prices (the whole office): a price of the list, audited. */
  setPrice: post('/admin/inventory/prices', { access: 'office', body: setPriceBody, answer: pricesAnswer }),
  /** GET /admin/inventory/:hostel (its warden, or the whole office): the hostel's items by room. 403. */
  inventory: get('/admin/inventory/:hostel', {
    access: 'places',
    params: { hostel: hostelName },
    answer: inventoryAnswer,
  }),
  /** POST /admin/inventory {item_id?, room_id, bed_id?, kind, label, condition}: audited. 400; 403; 404. */
  saveItem: post('/admin/inventory', { access: 'places', body: saveItemBody, answer: saveItemAnswer }),
  /** GET /admin/inspections/:hostel (its warden, or the whole office): current stays and those ended in 90 days. */
  stays: get('/admin/inspections/:hostel', {
    access: 'places',
    params: { hostel: hostelName },
    answer: roomStaysAnswer,
  }),
  /** POST /admin/inspections/reports/:id/countersign: audited. 403; 404; 409 `report_not_ready` (not sent, not due). */
  countersign: post('/admin/inspections/reports/:id/countersign', {
    access: 'places',
    params: idParams,
    answer: roomStay,
  }),
  /**
   * POST /admin/inspections/reports/:id/inspect {lines} (every item of the report, the inspector's own photos): the
   * move-out inspection, once; charges proposed and their students told. 400; 403; 404; 409 `already_inspected`.
   */
  inspect: post('/admin/inspections/reports/:id/inspect', {
    access: 'places',
    params: idParams,
    body: inspectBody,
    answer: roomStay,
  }),
  /** POST /admin/inspections/charges/:id/decide {amount_minor, note}: an appeal. 400; 403; 404; 409 `not_appealed` | `already_decided`. */
  decide: post('/admin/inspections/charges/:id/decide', {
    access: 'places',
    params: idParams,
    body: decideChargeBody,
    answer: roomStay,
  }),
  /**
   * POST /admin/inspections/reports/:id/no-dues: issues the clearance once and refunds the rest of the deposit at
   * Stripe (once, however often asked); it settles every charge of the student not settled before. 403; 404; 409
   * `not_inspected` | `still_housed` | `appeal_pending` | `dues_outstanding`.
   */
  noDues: post('/admin/inspections/reports/:id/no-dues', { access: 'places', params: idParams, answer: roomStay }),
};
