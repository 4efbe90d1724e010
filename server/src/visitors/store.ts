// Visitors' server-only SQL (supabase/migrations/…_visitor_passes.sql, …_visitor_gate.sql, …_visitor_office.sql): each
// write decides under the database's locks and answers an outcome the use cases map to HTTP; reads are validated here.
import { z } from 'zod';
import {
  PASS_REFUSALS,
  VISITOR_GENDERS,
  VISITOR_PASS_STATUSES,
  VISITOR_RELATIONS,
  VOID_REASONS,
  type GateDirection,
} from '@campus-hostel/contracts/api';
import type { Supabase } from '../clients/supabase.js';
import { exactlyOne, id, nullableTimestamp, sqlNull, timestamp, unwrap, type Actor } from '../db/answers.js';

/** Why a visit cannot be made under its hostel's rules (public.visitor_problem). */
export const VISIT_PROBLEMS = [
  'banned',
  'in_the_past',
  'too_far_ahead',
  'outside_hours',
  'other_gender',
  'blackout',
  'host_on_leave',
  'too_many',
] as const;
export type VisitProblem = (typeof VISIT_PROBLEMS)[number];
export const REGISTER_OUTCOMES = ['registered', 'invalid', 'no_bed', ...VISIT_PROBLEMS] as const;
export type RegisterOutcome = (typeof REGISTER_OUTCOMES)[number];
export const WALK_IN_OUTCOMES = ['created', 'invalid', 'forbidden', 'no_host', ...VISIT_PROBLEMS] as const;
export type WalkInOutcome = (typeof WALK_IN_OUTCOMES)[number];
export const CANCEL_PASS_OUTCOMES = ['cancelled', 'not_found', 'entered', 'closed'] as const;
export type CancelPassOutcome = (typeof CANCEL_PASS_OUTCOMES)[number];
export const CONFIRM_OUTCOMES = ['confirmed', 'declined', 'not_found', 'closed'] as const;
export type ConfirmOutcome = (typeof CONFIRM_OUTCOMES)[number];
export const SAVE_VISITOR_RULES_OUTCOMES = ['saved', 'forbidden', 'not_found', 'invalid'] as const;
export type SaveVisitorRulesOutcome = (typeof SAVE_VISITOR_RULES_OUTCOMES)[number];
export const VISITOR_SCAN_OUTCOMES = ['recorded', 'already_used', ...PASS_REFUSALS, 'forbidden'] as const;
export type VisitorScanOutcome = (typeof VISITOR_SCAN_OUTCOMES)[number];

const PASS_COLUMNS =
  'id, hostel_name, visitor_name, phone, email, relation, gender, purpose, from_at, to_at, status, void_reason, walk_in, entered_at, exited_at, created_at';

const passRow = z.object({
  id,
  hostel_name: z.string(),
  visitor_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  relation: z.enum(VISITOR_RELATIONS),
  gender: z.enum(VISITOR_GENDERS),
  purpose: z.string(),
  from_at: timestamp,
  to_at: timestamp,
  status: z.enum(VISITOR_PASS_STATUSES),
  void_reason: z.enum(VOID_REASONS).nullable(),
  walk_in: z.boolean(),
  entered_at: nullableTimestamp,
  exited_at: nullableTimestamp,
  created_at: timestamp,
});
export type PassRow = z.infer<typeof passRow>;

const blackout = z.object({
  id,
  hostel_name: z.string(),
  starts_at: timestamp,
  ends_at: timestamp,
  reason: z.string(),
});
const rules = z.object({
  hostel_name: z.string(),
  visit_from: z.string(),
  visit_to: z.string(),
  max_at_once: z.number(),
  days_ahead: z.number(),
  areas: z.string(),
  other_gender: z.boolean(),
  blackouts: z.array(blackout),
});
export type RulesAnswer = z.infer<typeof rules>;

const registerRow = z.object({
  outcome: z.enum(REGISTER_OUTCOMES),
  pass_id: id.nullable(),
  visit_from: z.string().nullable(),
  visit_to: z.string().nullable(),
  max_at_once: z.number().nullable(),
  days_ahead: z.number().nullable(),
});
export type RegisterResult = z.infer<typeof registerRow>;

const host = z.object({ name: z.string(), roll_number: z.string().nullable(), room: z.string().nullable() });
const gateVisitor = z.object({
  id,
  hostel_name: z.string(),
  visitor_name: z.string(),
  phone: z.string(),
  host,
  from: timestamp,
  to: timestamp,
  status: z.enum(VISITOR_PASS_STATUSES),
  walk_in: z.boolean(),
  entered_at: nullableTimestamp,
  exited_at: nullableTimestamp,
});
const officeVisitor = gateVisitor.extend({
  relation: z.enum(VISITOR_RELATIONS),
  gender: z.enum(VISITOR_GENDERS),
  purpose: z.string(),
  void_reason: z.enum(VOID_REASONS).nullable(),
  overstay: z.boolean(),
});
export type OfficeVisitorRow = z.infer<typeof officeVisitor>;
const visitorDay = z.union([
  z.object({ problem: z.enum(['unknown_hostel', 'forbidden']) }),
  z.object({ passes: z.array(officeVisitor) }),
]);
export type VisitorDay = z.infer<typeof visitorDay>;

const ban = z.object({
  id,
  phone: z.string(),
  visitor_name: z.string(),
  reason: z.string(),
  created_at: timestamp,
  created_by_name: z.string().nullable(),
});
export type BanRow = z.infer<typeof ban>;

const scanRow = z.object({
  outcome: z.enum(VISITOR_SCAN_OUTCOMES),
  visitor_name: z.string().nullable(),
  hostel_name: z.string().nullable(),
  host_name: z.string().nullable(),
  host_room: z.string().nullable(),
  valid_from: nullableTimestamp,
  valid_to: nullableTimestamp,
  at: nullableTimestamp,
  late: z.boolean().nullable(),
});
export type VisitorScanResult = z.infer<typeof scanRow>;

export interface VisitorDraft {
  visitor_name: string;
  phone: string;
  relation: string;
  gender: string;
  purpose: string;
}

export interface WalkInDraft extends VisitorDraft {
  hostel_name: string;
  host_roll_number: string;
  email: string | null;
  to: string;
}

export interface VisitorRulesDraft {
  hostel_name: string;
  visit_from: string;
  visit_to: string;
  max_at_once: number;
  days_ahead: number;
  areas: string;
  other_gender: boolean;
}

/** One visitor scan: the token's pass or a phone number, at the moment the server read it. */
export interface VisitorScan {
  passId: number | null;
  phone: string | null;
  direction: GateDirection;
  actorId: string;
  at: Date;
}

export interface VisitorStore {
  /** Registers a visitor under the host's hostel's rules (register_visitor). */
  registerVisitor(
    hostId: string,
    draft: VisitorDraft & { email: string; from: string; to: string },
  ): Promise<RegisterResult>;
  /** The host's passes, newest window first. */
  myVisitorPasses(hostId: string): Promise<PassRow[]>;
  myVisitorPass(hostId: string, passId: number): Promise<PassRow | null>;
  cancelVisitorPass(hostId: string, passId: number): Promise<CancelPassOutcome>;
  confirmWalkIn(hostId: string, passId: number, decision: 'confirmed' | 'declined'): Promise<ConfirmOutcome>;
  /** The rules of the hostel the student lives in, or null without a bed. */
  myVisitorRules(userId: string): Promise<RulesAnswer | null>;
  officeVisitorRules(actorId: string): Promise<RulesAnswer[]>;
  saveVisitorRules(rules: VisitorRulesDraft, actor: Actor): Promise<SaveVisitorRulesOutcome>;
  addVisitorBlackout(
    draft: { hostel_name: string; starts_at: string; ends_at: string; reason: string },
    actor: Actor,
  ): Promise<{ outcome: 'added' | 'forbidden' | 'not_found' | 'invalid'; blackout: z.infer<typeof blackout> | null }>;
  removeVisitorBlackout(
    blackoutId: number,
    actor: Actor,
  ): Promise<{ outcome: 'removed' | 'forbidden' | 'not_found'; blackout: z.infer<typeof blackout> | null }>;
  visitorBans(actorId: string): Promise<{ problem: 'forbidden' } | { bans: BanRow[] }>;
  addVisitorBan(
    draft: { phone: string; visitor_name: string; reason: string },
    actor: Actor,
  ): Promise<{
    outcome: 'banned' | 'already_banned' | 'forbidden' | 'invalid';
    ban: BanRow | null;
    voided: number | null;
  }>;
  liftVisitorBan(
    banId: number,
    actor: Actor,
  ): Promise<{ outcome: 'lifted' | 'forbidden' | 'not_found'; ban: BanRow | null }>;
  /** A walk-in at a gate, waiting for its host (gate_walk_in). */
  gateWalkIn(actorId: string, draft: WalkInDraft): Promise<{ outcome: WalkInOutcome; pass_id: number | null }>;
  /** Today's passes (IST) at a gate the actor keeps. */
  gateVisitors(hostelName: string, actorId: string): Promise<VisitorDay>;
  /** A day's visitor log of a hostel the actor serves. */
  visitorLog(hostelName: string, day: string, actorId: string): Promise<VisitorDay>;
  /** Records a visitor's entry or exit once (visitor_scan). */
  visitorScan(scan: VisitorScan): Promise<VisitorScanResult>;
}

export function createVisitorStore(supabase: Supabase): VisitorStore {
  const acting = (actor: Actor) => ({ p_actor_id: actor.id, p_actor_email: actor.email });
  return {
    async registerVisitor(hostId, draft) {
      const answer = await supabase.rpc('register_visitor', {
        p_host_id: hostId,
        p_visitor_name: draft.visitor_name,
        p_phone: draft.phone,
        p_email: draft.email,
        p_relation: draft.relation,
        p_gender: draft.gender,
        p_purpose: draft.purpose,
        p_from_at: draft.from,
        p_to_at: draft.to,
      });
      return exactlyOne('register_visitor', unwrap('register_visitor', answer, z.array(registerRow)));
    },
    async myVisitorPasses(hostId) {
      const answer = await supabase
        .from('visitor_passes')
        .select(PASS_COLUMNS)
        .eq('host_id', hostId)
        .order('from_at', { ascending: false })
        .limit(100);
      return unwrap('visitor_passes', answer, z.array(passRow));
    },
    async myVisitorPass(hostId, passId) {
      const answer = await supabase
        .from('visitor_passes')
        .select(PASS_COLUMNS)
        .eq('host_id', hostId)
        .eq('id', passId)
        .maybeSingle();
      return unwrap('visitor_passes', answer, passRow.nullable());
    },
    async cancelVisitorPass(hostId, passId) {
      const answer = await supabase.rpc('cancel_visitor_pass', { p_host_id: hostId, p_pass_id: passId });
      return unwrap('cancel_visitor_pass', answer, z.enum(CANCEL_PASS_OUTCOMES));
    },
    async confirmWalkIn(hostId, passId, decision) {
      const answer = await supabase.rpc('confirm_walk_in', {
        p_host_id: hostId,
        p_pass_id: passId,
        p_decision: decision,
      });
      return unwrap('confirm_walk_in', answer, z.enum(CONFIRM_OUTCOMES));
    },
    async myVisitorRules(userId) {
      const answer = await supabase.rpc('my_visitor_rules', { p_user_id: userId });
      return unwrap('my_visitor_rules', answer, rules.nullable());
    },
    async officeVisitorRules(actorId) {
      const answer = await supabase.rpc('office_visitor_rules', { p_actor_id: actorId });
      return unwrap('office_visitor_rules', answer, z.array(rules));
    },
    async saveVisitorRules(draft, actor) {
      const answer = await supabase.rpc('save_visitor_rules', {
        p_hostel_name: draft.hostel_name,
        p_visit_from: draft.visit_from,
        p_visit_to: draft.visit_to,
        p_max_at_once: draft.max_at_once,
        p_days_ahead: draft.days_ahead,
        p_areas: draft.areas,
        p_other_gender: draft.other_gender,
        ...acting(actor),
      });
      return unwrap('save_visitor_rules', answer, z.enum(SAVE_VISITOR_RULES_OUTCOMES));
    },
    async addVisitorBlackout(draft, actor) {
      const answer = await supabase.rpc('add_visitor_blackout', {
        p_hostel_name: draft.hostel_name,
        p_starts_at: draft.starts_at,
        p_ends_at: draft.ends_at,
        p_reason: draft.reason,
        ...acting(actor),
      });
      const row = z.object({
        outcome: z.enum(['added', 'forbidden', 'not_found', 'invalid']),
        blackout: blackout.nullable(),
      });
      return exactlyOne('add_visitor_blackout', unwrap('add_visitor_blackout', answer, z.array(row)));
    },
    async removeVisitorBlackout(blackoutId, actor) {
      const answer = await supabase.rpc('remove_visitor_blackout', { p_blackout_id: blackoutId, ...acting(actor) });
      const row = z.object({ outcome: z.enum(['removed', 'forbidden', 'not_found']), blackout: blackout.nullable() });
      return exactlyOne('remove_visitor_blackout', unwrap('remove_visitor_blackout', answer, z.array(row)));
    },
    async visitorBans(actorId) {
      const answer = await supabase.rpc('visitor_bans_in_force', { p_actor_id: actorId });
      const bans = z.union([z.object({ problem: z.literal('forbidden') }), z.object({ bans: z.array(ban) })]);
      return unwrap('visitor_bans_in_force', answer, bans);
    },
    async addVisitorBan(draft, actor) {
      const answer = await supabase.rpc('add_visitor_ban', {
        p_phone: draft.phone,
        p_visitor_name: draft.visitor_name,
        p_reason: draft.reason,
        ...acting(actor),
      });
      const row = z.object({
        outcome: z.enum(['banned', 'already_banned', 'forbidden', 'invalid']),
        ban: ban.nullable(),
        voided: z.number().nullable(),
      });
      return exactlyOne('add_visitor_ban', unwrap('add_visitor_ban', answer, z.array(row)));
    },
    async liftVisitorBan(banId, actor) {
      const answer = await supabase.rpc('lift_visitor_ban', { p_ban_id: banId, ...acting(actor) });
      const row = z.object({ outcome: z.enum(['lifted', 'forbidden', 'not_found']), ban: ban.nullable() });
      return exactlyOne('lift_visitor_ban', unwrap('lift_visitor_ban', answer, z.array(row)));
    },
    async gateWalkIn(actorId, draft) {
      const answer = await supabase.rpc('gate_walk_in', {
        p_actor_id: actorId,
        p_hostel_name: draft.hostel_name,
        p_roll_number: draft.host_roll_number,
        p_visitor_name: draft.visitor_name,
        p_phone: draft.phone,
        p_email: sqlNull(draft.email),
        p_relation: draft.relation,
        p_gender: draft.gender,
        p_purpose: draft.purpose,
        p_to_at: draft.to,
      });
      const row = z.object({ outcome: z.enum(WALK_IN_OUTCOMES), pass_id: id.nullable() });
      return exactlyOne('gate_walk_in', unwrap('gate_walk_in', answer, z.array(row)));
    },
    async gateVisitors(hostelName, actorId) {
      const answer = await supabase.rpc('gate_visitors', { p_hostel_name: hostelName, p_actor_id: actorId });
      return unwrap('gate_visitors', answer, visitorDay);
    },
    async visitorLog(hostelName, day, actorId) {
      const answer = await supabase.rpc('visitor_log', { p_hostel_name: hostelName, p_day: day, p_actor_id: actorId });
      return unwrap('visitor_log', answer, visitorDay);
    },
    async visitorScan(scan) {
      const answer = await supabase.rpc('visitor_scan', {
        p_pass_id: sqlNull(scan.passId),
        p_phone: sqlNull(scan.phone),
        p_direction: scan.direction,
        p_actor_id: scan.actorId,
        p_at: scan.at.toISOString(),
      });
      return exactlyOne('visitor_scan', unwrap('visitor_scan', answer, z.array(scanRow)));
    },
  };
}
