// Room inventory's server-only SQL (supabase/migrations/…_room_inventory*.sql, …_room_charges.sql): the inventory, the
// move-in report, the inspection, charges, appeals and the no-dues clearance, each re-checking the actor's places;
// answers are validated here. Photos are stored paths; the links are signed here with the service key.
import { z } from 'zod';
import { CHARGED_CONDITIONS, INVENTORY_KINDS, ITEM_CONDITIONS, ROOM_PHOTOS_BUCKET } from '@campus-hostel/contracts/api';
import type { Json } from '@campus-hostel/contracts/database-types';
import type { Supabase } from '../clients/supabase.js';
import { id, nullableTimestamp, sqlNull, timestamp, unwrap, type Actor } from '../db/answers.js';

/** How long a photo's signed link works: the page is read, not kept open for days. */
const PHOTO_LINK_SECONDS = 3600;

const conditionEnum = z.enum(ITEM_CONDITIONS);

const stayRow = z.object({
  id,
  user_id: z.string(),
  bed: z.string(),
  place: z.object({ wing: z.string(), room: z.string(), bed: z.string() }),
  hostel_name: z.string(),
  opened_at: timestamp,
  due_at: timestamp,
  submitted_at: nullableTimestamp,
  countersigned_at: nullableTimestamp,
  ended_at: nullableTimestamp,
  inspected_at: nullableTimestamp,
  student: z.object({ full_name: z.string(), roll_number: z.string() }).nullable(),
  items: z.array(
    z.object({
      item_id: id,
      kind: z.enum(INVENTORY_KINDS),
      label: z.string(),
      shared: z.boolean(),
      condition: conditionEnum,
      listed_condition: conditionEnum,
      verdict: z.enum(['confirmed', 'disputed']).nullable(),
      claimed_condition: conditionEnum.nullable(),
      note: z.string().nullable(),
      photos: z.array(z.string()),
      moveout_condition: conditionEnum.nullable(),
      moveout_note: z.string().nullable(),
      moveout_photos: z.array(z.string()),
    }),
  ),
  charges: z.array(
    z.object({
      id,
      item_id: id,
      label: z.string(),
      condition: z.enum(CHARGED_CONDITIONS),
      price_minor: z.number().int(),
      sharers: z.number().int(),
      amount_minor: z.number().int(),
      appeal: z.string().nullable(),
      appealed_at: nullableTimestamp,
      decided_amount_minor: z.number().int().nullable(),
      decision_note: z.string().nullable(),
      decided_at: nullableTimestamp,
      owed_minor: z.number().int(),
      photos: z.array(z.string()),
    }),
  ),
  clearance: z
    .object({
      id,
      charges_minor: z.number().int(),
      mess_dues_minor: z.number().int(),
      deposit_minor: z.number().int(),
      refund_minor: z.number().int(),
      refunded_at: nullableTimestamp,
      issued_at: timestamp,
    })
    .nullable(),
});
/** A stay as the database answers it: photos as stored paths. */
export type StayRow = z.infer<typeof stayRow>;

const problem = z.object({ problem: z.enum(['forbidden', 'not_found']) });
export type StayProblem = z.infer<typeof problem>['problem'];

const inventoryRow = z.object({
  id,
  room_id: id,
  room: z.string(),
  bed_id: id.nullable(),
  bed_label: z.string().nullable(),
  kind: z.enum(INVENTORY_KINDS),
  label: z.string(),
  condition: conditionEnum,
});

const priceRow = z.object({
  kind: z.enum(INVENTORY_KINDS),
  condition: z.enum(CHARGED_CONDITIONS),
  amount_minor: z.number().int(),
});

export const SAVE_ITEM_OUTCOMES = [
  'saved',
  'unchanged',
  'invalid',
  'unknown_room',
  'unknown_bed',
  'unknown_item',
  'forbidden',
] as const;
export const SET_PRICE_OUTCOMES = ['saved', 'unchanged', 'invalid', 'forbidden'] as const;
export const SUBMIT_OUTCOMES = ['submitted', 'not_found', 'closed', 'invalid'] as const;
export const COUNTERSIGN_OUTCOMES = ['countersigned', 'unchanged', 'not_found', 'forbidden', 'not_ready'] as const;
export const INSPECT_OUTCOMES = ['inspected', 'not_found', 'forbidden', 'already_inspected', 'invalid'] as const;
export const APPEAL_OUTCOMES = ['appealed', 'not_found', 'already_appealed', 'closed', 'invalid'] as const;
export const DECIDE_OUTCOMES = [
  'decided',
  'not_found',
  'forbidden',
  'not_appealed',
  'already_decided',
  'invalid',
] as const;
export const NO_DUES_OUTCOMES = [
  'issued',
  'already_issued',
  'not_found',
  'forbidden',
  'not_inspected',
  'still_housed',
  'appeal_pending',
  'dues_outstanding',
] as const;
export const REFUND_RECORD_OUTCOMES = [
  'recorded',
  'already_recorded',
  'not_found',
  'forbidden',
  'nothing_to_refund',
] as const;

/** One of a function's outcomes. */
type Outcome<T extends readonly string[]> = T[number];

const saveItemAnswer = z.object({ outcome: z.enum(SAVE_ITEM_OUTCOMES), id: id.optional() });
const noDuesAnswer = z.object({
  outcome: z.enum(NO_DUES_OUTCOMES),
  clearance_id: id.optional(),
  dues_minor: z.number().int().optional(),
});
export type NoDuesResult = z.infer<typeof noDuesAnswer>;
const clearanceRefundRow = z.object({
  hostel_name: z.string(),
  refund_minor: z.number().int(),
  refund_id: z.string().nullable(),
  payment_intent_id: z.string().nullable(),
});
export type ClearanceRefund = z.infer<typeof clearanceRefundRow>;

/** Report lines as the SQL functions' jsonb argument. */
function jsonLines(lines: readonly ReportLine[]): Json {
  return lines.map((line) => ({ ...line, photos: [...(line.photos ?? [])] }));
}

export interface ItemDraft {
  itemId: number | null;
  roomId: number;
  bedId: number | null;
  kind: string;
  label: string;
  condition: string;
}

/** A line of a report or an inspection, as the SQL functions read it. */
export interface ReportLine {
  item_id: number;
  verdict?: string;
  condition?: string;
  note?: string | null;
  photos?: readonly string[];
}

export interface RoomInventoryStore {
  myStays(userId: string): Promise<StayRow[]>;
  hostelStays(hostel: string, actorId: string): Promise<StayRow[] | StayProblem>;
  officeStay(ref: { reportId?: number; chargeId?: number }, actorId: string): Promise<StayRow | StayProblem>;
  hostelInventory(hostel: string, actorId: string): Promise<z.infer<typeof inventoryRow>[] | StayProblem>;
  saveInventoryItem(draft: ItemDraft, actor: Actor): Promise<z.infer<typeof saveItemAnswer>>;
  inventoryPrices(): Promise<z.infer<typeof priceRow>[]>;
  setInventoryPrice(
    kind: string,
    condition: string,
    amountMinor: number,
    actor: Actor,
  ): Promise<Outcome<typeof SET_PRICE_OUTCOMES>>;
  submitConditionReport(
    userId: string,
    reportId: number,
    lines: readonly ReportLine[],
  ): Promise<Outcome<typeof SUBMIT_OUTCOMES>>;
  countersignConditionReport(reportId: number, actor: Actor): Promise<Outcome<typeof COUNTERSIGN_OUTCOMES>>;
  recordMoveoutInspection(
    reportId: number,
    lines: readonly ReportLine[],
    actor: Actor,
  ): Promise<Outcome<typeof INSPECT_OUTCOMES>>;
  appealRoomCharge(userId: string, chargeId: number, reason: string): Promise<Outcome<typeof APPEAL_OUTCOMES>>;
  decideRoomCharge(
    chargeId: number,
    amountMinor: number,
    note: string | null,
    actor: Actor,
  ): Promise<Outcome<typeof DECIDE_OUTCOMES>>;
  issueNoDues(reportId: number, actor: Actor): Promise<NoDuesResult>;
  clearanceRefund(clearanceId: number): Promise<ClearanceRefund | null>;
  recordDepositRefund(
    clearanceId: number,
    refundId: string,
    actor: Actor,
  ): Promise<Outcome<typeof REFUND_RECORD_OUTCOMES>>;
  /** Signed links to stored photos; a photo that cannot be signed (gone from storage) maps to null. */
  signRoomPhotos(paths: readonly string[]): Promise<Map<string, string | null>>;
  /** Sends the condition reports' due reminders; how many were sent. */
  remindConditionReports(): Promise<number>;
}

export function createRoomInventoryStore(supabase: Supabase): RoomInventoryStore {
  return {
    async myStays(userId) {
      return unwrap(
        'my_condition_reports',
        await supabase.rpc('my_condition_reports', { p_user_id: userId }),
        z.array(stayRow),
      );
    },
    async hostelStays(hostel, actorId) {
      const answer = unwrap(
        'hostel_condition_reports',
        await supabase.rpc('hostel_condition_reports', { p_hostel_name: hostel, p_actor_id: actorId }),
        z.union([problem, z.object({ reports: z.array(stayRow) })]),
      );
      return 'problem' in answer ? answer.problem : answer.reports;
    },
    async officeStay(ref, actorId) {
      const answer = unwrap(
        'office_condition_report',
        await supabase.rpc('office_condition_report', {
          p_report_id: sqlNull(ref.reportId ?? null),
          p_charge_id: sqlNull(ref.chargeId ?? null),
          p_actor_id: actorId,
        }),
        z.union([problem, stayRow]),
      );
      return 'problem' in answer ? answer.problem : answer;
    },
    async hostelInventory(hostel, actorId) {
      const answer = unwrap(
        'hostel_inventory',
        await supabase.rpc('hostel_inventory', { p_hostel_name: hostel, p_actor_id: actorId }),
        z.union([problem, z.object({ items: z.array(inventoryRow) })]),
      );
      return 'problem' in answer ? answer.problem : answer.items;
    },
    async saveInventoryItem(draft, actor) {
      const answer = await supabase.rpc('save_inventory_item', {
        p_item_id: sqlNull(draft.itemId),
        p_room_id: draft.roomId,
        p_bed_id: sqlNull(draft.bedId),
        p_kind: draft.kind,
        p_label: draft.label,
        p_condition: draft.condition,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap('save_inventory_item', answer, saveItemAnswer);
    },
    async inventoryPrices() {
      const answer = await supabase.from('inventory_prices').select('kind, condition, amount_minor').order('kind');
      return unwrap('inventory_prices', answer, z.array(priceRow));
    },
    async setInventoryPrice(kind, condition, amountMinor, actor) {
      const answer = await supabase.rpc('set_inventory_price', {
        p_kind: kind,
        p_condition: condition,
        p_amount_minor: amountMinor,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap('set_inventory_price', answer, z.enum(SET_PRICE_OUTCOMES));
    },
    async submitConditionReport(userId, reportId, lines) {
      const answer = await supabase.rpc('submit_condition_report', {
        p_user_id: userId,
        p_report_id: reportId,
        p_lines: jsonLines(lines),
      });
      return unwrap('submit_condition_report', answer, z.enum(SUBMIT_OUTCOMES));
    },
    async countersignConditionReport(reportId, actor) {
      const answer = await supabase.rpc('countersign_condition_report', {
        p_report_id: reportId,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap('countersign_condition_report', answer, z.enum(COUNTERSIGN_OUTCOMES));
    },
    async recordMoveoutInspection(reportId, lines, actor) {
      const answer = await supabase.rpc('record_moveout_inspection', {
        p_report_id: reportId,
        p_lines: jsonLines(lines),
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap('record_moveout_inspection', answer, z.enum(INSPECT_OUTCOMES));
    },
    async appealRoomCharge(userId, chargeId, reason) {
      const answer = await supabase.rpc('appeal_room_charge', {
        p_user_id: userId,
        p_charge_id: chargeId,
        p_reason: reason,
      });
      return unwrap('appeal_room_charge', answer, z.enum(APPEAL_OUTCOMES));
    },
    async decideRoomCharge(chargeId, amountMinor, note, actor) {
      const answer = await supabase.rpc('decide_room_charge', {
        p_charge_id: chargeId,
        p_amount_minor: amountMinor,
        p_note: sqlNull(note),
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap('decide_room_charge', answer, z.enum(DECIDE_OUTCOMES));
    },
    async issueNoDues(reportId, actor) {
      const answer = await supabase.rpc('issue_no_dues', {
        p_report_id: reportId,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap('issue_no_dues', answer, noDuesAnswer);
    },
    async clearanceRefund(clearanceId) {
      const answer = await supabase.rpc('clearance_refund', { p_clearance_id: clearanceId });
      const [row] = unwrap('clearance_refund', answer, z.array(clearanceRefundRow));
      return row ?? null;
    },
    async recordDepositRefund(clearanceId, refundId, actor) {
      const answer = await supabase.rpc('record_deposit_refund', {
        p_clearance_id: clearanceId,
        p_refund_id: refundId,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap('record_deposit_refund', answer, z.enum(REFUND_RECORD_OUTCOMES));
    },
    async signRoomPhotos(paths) {
      const unique = [...new Set(paths)];
      const links = new Map<string, string | null>(unique.map((path) => [path, null]));
      if (unique.length === 0) return links;
      const { data, error } = await supabase.storage
        .from(ROOM_PHOTOS_BUCKET)
        .createSignedUrls(unique, PHOTO_LINK_SECONDS);
      if (error) throw new Error(`signing room photos failed: ${error.message}`);
      for (const entry of data) if (entry.path && !entry.error) links.set(entry.path, entry.signedUrl);
      return links;
    },
    async remindConditionReports() {
      return unwrap('remind_condition_reports', await supabase.rpc('remind_condition_reports'), z.number().int());
    },
  };
}
