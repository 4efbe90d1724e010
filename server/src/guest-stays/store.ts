// Guest stays' server-only SQL (supabase/migrations/…_guest_stays.sql, …_guest_stay_void.sql): each write decides under
// the database's locks and answers an outcome the use cases map to HTTP; reads are validated here.
import { z } from 'zod';
import * as zm from 'zod/mini';
import {
  guestHouseRules,
  officeGuestRoom,
  officeGuestStay,
  type GuestHouseRules,
  type OfficeGuestRoom,
  type OfficeGuestStay,
  type SaveGuestHouseRulesBody,
  type SaveGuestRoomBody,
} from '@campus-hostel/contracts/api';
import type { Supabase } from '../clients/supabase.js';
import { exactlyOne, id, sqlNull, unwrap, type Actor } from '../db/answers.js';

export const HOLD_GUEST_OUTCOMES = [
  'held',
  'not_guest_house',
  'not_found',
  'out_of_service',
  'too_long',
  'past',
  'too_far',
  'too_many',
  'nights_taken',
] as const;
export type HoldGuestOutcome = (typeof HOLD_GUEST_OUTCOMES)[number];
export const FINALISE_GUEST_OUTCOMES = ['paid', 'already_paid', 'refund', 'not_found'] as const;
export type FinaliseGuestOutcome = (typeof FINALISE_GUEST_OUTCOMES)[number];
export const OFFICE_GUEST_OUTCOMES = [
  'approved',
  'refused',
  'checked_in',
  'checked_out',
  'not_found',
  'forbidden',
  'already_decided',
  'not_confirmed',
  'too_early',
  'not_checked_in',
] as const;
export type OfficeGuestOutcome = (typeof OFFICE_GUEST_OUTCOMES)[number];
export const SAVE_GUEST_HOUSE_OUTCOMES = ['saved', 'not_guest_house', 'not_found', 'forbidden', 'invalid'] as const;
export type SaveGuestHouseOutcome = (typeof SAVE_GUEST_HOUSE_OUTCOMES)[number];

/** A host's request for a guest room's nights, as the payment route passes it on. */
export interface GuestStayRequest {
  hostel: string;
  roomId: number;
  checkIn: string;
  nights: number;
  guestName: string;
  payerName: string;
  payerEmail: string;
}

export interface GuestHoldResult {
  outcome: HoldGuestOutcome;
  /** The held stay (outcome held). */
  stay: OfficeGuestStay | null;
  /** Intents of lapsed holds this one ended: to cancel at Stripe. */
  lapsedIntents: string[];
}

export interface OfficeGuestResult {
  outcome: OfficeGuestOutcome;
  stay: OfficeGuestStay | null;
}

const guestRoomRow = z.object({
  room_id: id,
  wing_name: z.string(),
  room_number: z.number().int(),
  occupancy: z.number().int(),
  nightly_minor: z.number().int(),
  out_of_service: z.boolean(),
  free: z.boolean(),
});
export type GuestRoomRow = z.infer<typeof guestRoomRow>;

const stayOrNull = zm.nullable(officeGuestStay);
const holdRow = z.object({
  outcome: z.enum(HOLD_GUEST_OUTCOMES),
  stay: stayOrNull,
  lapsed_intents: z.array(z.string()).nullable(),
});
const officeRow = z.object({ outcome: z.enum(OFFICE_GUEST_OUTCOMES), stay: stayOrNull });
const rosterAnswer = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.enum(['forbidden', 'not_guest_house']) }),
  z.object({
    outcome: z.literal('ok'),
    arrivals: zm.array(officeGuestStay),
    in_house: zm.array(officeGuestStay),
    departures: zm.array(officeGuestStay),
    awaiting_approval: zm.array(officeGuestStay),
  }),
]);
export type GuestRoster = z.infer<typeof rosterAnswer>;
const houseAnswer = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.enum(['forbidden', 'not_guest_house']) }),
  z.object({ outcome: z.literal('ok'), rules: guestHouseRules, rooms: zm.array(officeGuestRoom) }),
]);
export type GuestHouseOffice = z.infer<typeof houseAnswer>;
const saveRoomRow = z.object({ outcome: z.enum(SAVE_GUEST_HOUSE_OUTCOMES), room: zm.nullable(officeGuestRoom) });
const unsettledRow = z.object({ stay_id: id, payment_intent_id: z.string().nullable(), paid: z.boolean() });
export type UnsettledGuestStay = z.infer<typeof unsettledRow>;

export interface GuestStayStore {
  /** The guest house's rules, or null when no guest house has that name. */
  guestHouseRules(hostel: string): Promise<GuestHouseRules | null>;
  guestAvailability(hostel: string, checkIn: string, nights: number): Promise<GuestRoomRow[]>;
  holdGuestStay(
    request: GuestStayRequest & { userId: string; holdMinutes: number; currency: string },
  ): Promise<GuestHoldResult>;
  /** False when the stay is no longer held (it lapsed or was left meanwhile). */
  attachGuestIntent(stayId: number, paymentIntentId: string): Promise<boolean>;
  guestStayByIntent(paymentIntentId: string): Promise<OfficeGuestStay | null>;
  /** The stay of that reference if the user is its host or serves its guest house. */
  guestStayFor(userId: string, reference: string): Promise<OfficeGuestStay | null>;
  myGuestStays(userId: string): Promise<OfficeGuestStay[]>;
  finaliseGuestStay(paymentIntentId: string): Promise<FinaliseGuestOutcome>;
  releaseGuestStay(paymentIntentId: string): Promise<boolean>;
  releaseLapsedGuestHolds(): Promise<string[]>;
  unsettledGuestStays(): Promise<UnsettledGuestStay[]>;
  settleGuestStay(stayId: number, refundId: string | null): Promise<void>;
  decideGuestStay(
    stayId: number,
    decision: 'approved' | 'refused',
    note: string | null,
    actor: Actor,
  ): Promise<OfficeGuestResult>;
  checkInGuestStay(stayId: number, actor: Actor): Promise<OfficeGuestResult>;
  checkOutGuestStay(stayId: number, actor: Actor): Promise<OfficeGuestResult>;
  guestRoster(actorId: string, hostel: string, day: string): Promise<GuestRoster>;
  /** The guest house's rules and rooms, when the actor serves it. */
  guestHouseOffice(actorId: string, hostel: string): Promise<GuestHouseOffice>;
  saveGuestHouseRules(hostel: string, rules: SaveGuestHouseRulesBody, actor: Actor): Promise<SaveGuestHouseOutcome>;
  saveGuestRoom(
    roomId: number,
    room: SaveGuestRoomBody,
    actor: Actor,
  ): Promise<{ outcome: SaveGuestHouseOutcome; room: OfficeGuestRoom | null }>;
}

export function createGuestStayStore(supabase: Supabase): GuestStayStore {
  const acting = (actor: Actor) => ({ p_actor_id: actor.id, p_actor_email: actor.email });
  const officeCall = async (fn: 'check_in_guest_stay' | 'check_out_guest_stay', stayId: number, actor: Actor) => {
    const answer = await supabase.rpc(fn, { p_stay_id: stayId, ...acting(actor) });
    return exactlyOne(fn, unwrap(fn, answer, z.array(officeRow)));
  };
  return {
    async guestHouseRules(hostel) {
      const answer = await supabase
        .from('guest_house_rules')
        .select('approval_nights, max_nights, days_ahead')
        .eq('hostel_name', hostel)
        .maybeSingle();
      return unwrap('guest_house_rules select', answer, zm.nullable(guestHouseRules));
    },

    async guestAvailability(hostel, checkIn, nights) {
      const answer = await supabase.rpc('guest_availability', {
        p_hostel_name: hostel,
        p_check_in: checkIn,
        p_nights: nights,
      });
      return unwrap('guest_availability', answer, z.array(guestRoomRow));
    },

    async holdGuestStay(r) {
      const answer = await supabase.rpc('hold_guest_stay', {
        p_hostel_name: r.hostel,
        p_room_id: r.roomId,
        p_user_id: r.userId,
        p_check_in: r.checkIn,
        p_nights: r.nights,
        p_guest_name: r.guestName,
        p_payer_name: r.payerName,
        p_payer_email: r.payerEmail,
        p_hold_minutes: r.holdMinutes,
        p_currency: r.currency,
      });
      const row = exactlyOne('hold_guest_stay', unwrap('hold_guest_stay', answer, z.array(holdRow)));
      return { outcome: row.outcome, stay: row.stay, lapsedIntents: row.lapsed_intents ?? [] };
    },

    async attachGuestIntent(stayId, paymentIntentId) {
      const answer = await supabase.rpc('attach_guest_intent', {
        p_stay_id: stayId,
        p_payment_intent_id: paymentIntentId,
      });
      return unwrap('attach_guest_intent', answer, z.boolean().nullable()) === true;
    },

    async guestStayByIntent(paymentIntentId) {
      const answer = await supabase.rpc('guest_stay_by_intent', { p_payment_intent_id: paymentIntentId });
      return unwrap('guest_stay_by_intent', answer, stayOrNull);
    },

    async guestStayFor(userId, reference) {
      const answer = await supabase.rpc('guest_stay_for', { p_user_id: userId, p_reference: reference });
      return unwrap('guest_stay_for', answer, stayOrNull);
    },

    async myGuestStays(userId) {
      const answer = await supabase.rpc('my_guest_stays', { p_user_id: userId });
      return unwrap('my_guest_stays', answer, zm.array(officeGuestStay));
    },

    async finaliseGuestStay(paymentIntentId) {
      const answer = await supabase.rpc('finalise_guest_stay', { p_payment_intent_id: paymentIntentId });
      const row = exactlyOne(
        'finalise_guest_stay',
        unwrap('finalise_guest_stay', answer, z.array(z.object({ outcome: z.enum(FINALISE_GUEST_OUTCOMES) }))),
      );
      return row.outcome;
    },

    async releaseGuestStay(paymentIntentId) {
      const answer = await supabase.rpc('release_guest_stay', { p_payment_intent_id: paymentIntentId });
      return unwrap('release_guest_stay', answer, z.boolean().nullable()) === true;
    },

    async releaseLapsedGuestHolds() {
      const answer = await supabase.rpc('release_lapsed_guest_holds');
      // A one-column `returns table` is a set of scalars to PostgREST; rows as objects are accepted too.
      const rows = unwrap(
        'release_lapsed_guest_holds',
        answer,
        z.array(z.union([z.string(), z.null(), z.object({ payment_intent_id: z.string().nullable() })])),
      );
      return rows.flatMap((row) => {
        const intent = typeof row === 'object' && row !== null ? row.payment_intent_id : row;
        return intent ? [intent] : [];
      });
    },

    async unsettledGuestStays() {
      const answer = await supabase.rpc('unsettled_guest_stays');
      return unwrap('unsettled_guest_stays', answer, z.array(unsettledRow));
    },

    async settleGuestStay(stayId, refundId) {
      const answer = await supabase.rpc('settle_guest_stay', { p_stay_id: stayId, p_refund_id: sqlNull(refundId) });
      unwrap('settle_guest_stay', answer, z.unknown());
    },

    async decideGuestStay(stayId, decision, note, actor) {
      const answer = await supabase.rpc('decide_guest_stay', {
        p_stay_id: stayId,
        p_decision: decision,
        p_note: sqlNull(note),
        ...acting(actor),
      });
      return exactlyOne('decide_guest_stay', unwrap('decide_guest_stay', answer, z.array(officeRow)));
    },

    checkInGuestStay: (stayId, actor) => officeCall('check_in_guest_stay', stayId, actor),
    checkOutGuestStay: (stayId, actor) => officeCall('check_out_guest_stay', stayId, actor),

    async guestRoster(actorId, hostel, day) {
      const answer = await supabase.rpc('guest_roster', { p_actor_id: actorId, p_hostel_name: hostel, p_day: day });
      return unwrap('guest_roster', answer, rosterAnswer);
    },

    async guestHouseOffice(actorId, hostel) {
      const answer = await supabase.rpc('guest_house_office', { p_actor_id: actorId, p_hostel_name: hostel });
      return unwrap('guest_house_office', answer, houseAnswer);
    },

    async saveGuestHouseRules(hostel, rules, actor) {
      const answer = await supabase.rpc('save_guest_house_rules', {
        p_hostel_name: hostel,
        p_approval_nights: rules.approval_nights,
        p_max_nights: rules.max_nights,
        p_days_ahead: rules.days_ahead,
        ...acting(actor),
      });
      return unwrap('save_guest_house_rules', answer, z.enum(SAVE_GUEST_HOUSE_OUTCOMES));
    },

    async saveGuestRoom(roomId, room, actor) {
      const answer = await supabase.rpc('save_guest_room', {
        p_room_id: roomId,
        p_nightly_minor: room.nightly_minor,
        p_out_of_service: room.out_of_service,
        ...acting(actor),
      });
      return exactlyOne('save_guest_room', unwrap('save_guest_room', answer, z.array(saveRoomRow)));
    },
  };
}
