// Leave's server-only SQL (supabase/migrations/…_leave_requests.sql, …_leave_decisions.sql): each write decides under
// the database's locks and answers an outcome the use cases map to HTTP; reads are validated here.
import { z } from 'zod';
import { GUARDIAN_DECISIONS, LEAVE_STATUSES, type GUARDIAN_CHANGE_STATUSES } from '@campus-hostel/contracts/api';
import type { Supabase } from '../clients/supabase.js';
import { exactlyOne, id, nullableTimestamp, sqlNull, timestamp, unwrap, type Actor } from '../db/answers.js';

export const APPLY_LEAVE_OUTCOMES = [
  'applied',
  'invalid',
  'no_bed',
  'no_guardian',
  'too_late',
  'too_long',
  'overlaps',
  'too_many',
] as const;
export type ApplyLeaveOutcome = (typeof APPLY_LEAVE_OUTCOMES)[number];
export const CANCEL_LEAVE_OUTCOMES = ['cancelled', 'not_found', 'started', 'closed'] as const;
export type CancelLeaveOutcome = (typeof CANCEL_LEAVE_OUTCOMES)[number];
export const SHORTEN_LEAVE_OUTCOMES = ['shortened', 'not_found', 'closed', 'ended', 'invalid'] as const;
export type ShortenLeaveOutcome = (typeof SHORTEN_LEAVE_OUTCOMES)[number];
export const DECIDE_LEAVE_OUTCOMES = [
  'decided',
  'unchanged',
  'already_decided',
  'awaiting_guardian',
  'ended',
  'closed',
  'forbidden',
  'not_found',
  'invalid',
] as const;
export type DecideLeaveOutcome = (typeof DECIDE_LEAVE_OUTCOMES)[number];
export const SAVE_RULES_OUTCOMES = ['saved', 'forbidden', 'not_found', 'invalid'] as const;
export type SaveRulesOutcome = (typeof SAVE_RULES_OUTCOMES)[number];
export const PROPOSE_GUARDIAN_OUTCOMES = ['proposed', 'no_record', 'unchanged'] as const;
export type ProposeGuardianOutcome = (typeof PROPOSE_GUARDIAN_OUTCOMES)[number];
export const DECIDE_GUARDIAN_OUTCOMES = [
  'decided',
  'unchanged',
  'already_decided',
  'forbidden',
  'not_found',
  'invalid',
] as const;
export type DecideGuardianOutcome = (typeof DECIDE_GUARDIAN_OUTCOMES)[number];
/** Why a guardian's link does not open (public.guardian_consent_view). */
export const LINK_PROBLEMS = ['not_found', 'used', 'expired', 'locked', 'closed'] as const;
export type LinkProblem = (typeof LINK_PROBLEMS)[number];
export const CONSENT_OUTCOMES = [...GUARDIAN_DECISIONS, ...LINK_PROBLEMS, 'wrong_code', 'invalid'] as const;
export type ConsentOutcome = (typeof CONSENT_OUTCOMES)[number];

const LEAVE_COLUMNS =
  'id, user_id, hostel_name, from_at, to_at, destination, reason, phone, status, guardian_required, guardian_decision, note';

const leaveRow = z.object({
  id,
  user_id: z.string(),
  hostel_name: z.string(),
  from_at: timestamp,
  to_at: timestamp,
  destination: z.string(),
  reason: z.string(),
  phone: z.string(),
  status: z.enum(LEAVE_STATUSES),
  guardian_required: z.boolean(),
  guardian_decision: z.enum(GUARDIAN_DECISIONS).nullable(),
  note: z.string().nullable(),
});
export type LeaveRow = z.infer<typeof leaveRow>;

const holderRow = z.object({ full_name: z.string(), roll_number: z.string().nullable() });
const holderBed = z.object({ room: z.object({ wing_name: z.string(), room_number: z.number() }) }).nullable();
/** The student a pass names, as the gate checks them: the room as its wing and number ("A-101"), null without a bed. */
export interface LeaveHolder {
  name: string;
  roll_number: string | null;
  room: string | null;
}

const officeLeaveRow = leaveRow.extend({
  full_name: z.string(),
  roll_number: z.string().nullable(),
  decided_at: nullableTimestamp,
  created_at: timestamp,
  total: z.number(),
});
export type OfficeLeaveRow = z.infer<typeof officeLeaveRow>;

const rulesRow = z.object({
  hostel_name: z.string(),
  notice_hours: z.number(),
  max_days: z.number(),
  guardian_consent: z.boolean(),
  // PostgreSQL's time reads 22:00:00; the API speaks HH:MM.
  curfew: z.string().transform((value) => value.slice(0, 5)),
  late_notice_minutes: z.number(),
});
export type RulesRow = z.infer<typeof rulesRow>;

const guardianFields = z.object({
  guardian_name: z.string(),
  guardian_relation: z.string(),
  guardian_email: z.string(),
  guardian_phone: z.string(),
});
export type GuardianFields = z.infer<typeof guardianFields>;
const proposedRow = guardianFields.extend({ id, created_at: timestamp });
const guardianChangeRow = guardianFields.extend({
  id,
  user_id: z.string(),
  full_name: z.string(),
  roll_number: z.string(),
  hostel_name: z.string().nullable(),
  current: guardianFields,
  created_at: timestamp,
});
export type GuardianChangeRow = z.infer<typeof guardianChangeRow>;

const applyRow = z.object({
  outcome: z.enum(APPLY_LEAVE_OUTCOMES),
  leave_id: id.nullable(),
  notice_hours: z.number().nullable(),
  max_days: z.number().nullable(),
});
export type ApplyLeaveResult = z.infer<typeof applyRow>;

const consentViewRow = z.object({
  outcome: z.enum(['open', ...LINK_PROBLEMS]),
  student_name: z.string().nullable(),
  hostel_name: z.string().nullable(),
  from_at: nullableTimestamp,
  to_at: nullableTimestamp,
  destination: z.string().nullable(),
  reason: z.string().nullable(),
  expires_at: nullableTimestamp,
});
export type ConsentViewResult = z.infer<typeof consentViewRow>;

const decideRow = z.object({
  outcome: z.enum(DECIDE_LEAVE_OUTCOMES),
  status: z.enum(LEAVE_STATUSES).nullable(),
  rebate_days: z.number().nullable(),
});
export type DecideLeaveResult = z.infer<typeof decideRow>;

export interface LeaveDraft {
  from: string;
  to: string;
  destination: string;
  reason: string;
  phone: string;
}

export interface LeaveRulesDraft {
  hostel_name: string;
  notice_hours: number;
  max_days: number;
  guardian_consent: boolean;
  curfew: string;
  late_notice_minutes: number;
}

export interface LeaveStore {
  /** Asks for leave under the student's hostel's rules (apply_leave). */
  applyLeave(userId: string, leave: LeaveDraft): Promise<ApplyLeaveResult>;
  /** The student's leave, newest start first. */
  myLeaves(userId: string): Promise<LeaveRow[]>;
  /** One leave of the student's, or null. */
  myLeave(userId: string, leaveId: number): Promise<LeaveRow | null>;
  /** Who the student's passes name: their name and roll number (counter_student) and the room they live in today. */
  leaveHolder(userId: string): Promise<LeaveHolder>;
  cancelLeave(userId: string, leaveId: number): Promise<CancelLeaveOutcome>;
  /** Moves the leave's end earlier; its mess rebates follow (shorten_leave). */
  shortenLeave(userId: string, leaveId: number, to: string): Promise<ShortenLeaveOutcome>;
  /** The rules of the hostel the student lives in, or null without a bed. */
  myLeaveRules(userId: string): Promise<RulesRow | null>;
  officeLeaveRules(actorId: string): Promise<RulesRow[]>;
  saveLeaveRules(rules: LeaveRulesDraft, actor: Actor): Promise<SaveRulesOutcome>;
  /** The guardian on the student record (null without one) and the proposal awaiting the office. */
  myGuardian(userId: string): Promise<{
    guardian: GuardianFields | null;
    proposed: z.infer<typeof proposedRow> | null;
  }>;
  proposeGuardian(userId: string, guardian: GuardianFields): Promise<ProposeGuardianOutcome>;
  officeGuardianChanges(actorId: string): Promise<GuardianChangeRow[]>;
  decideGuardianChange(
    changeId: number,
    decision: (typeof GUARDIAN_CHANGE_STATUSES)[number],
    note: string | null,
    actor: Actor,
  ): Promise<DecideGuardianOutcome>;
  guardianConsentView(token: string): Promise<ConsentViewResult>;
  guardianConsent(token: string, code: string, decision: (typeof GUARDIAN_DECISIONS)[number]): Promise<ConsentOutcome>;
  /** The leave of the hostels the actor serves (at most 200), open first. */
  officeLeaves(actorId: string): Promise<OfficeLeaveRow[]>;
  decideLeave(
    leaveId: number,
    decision: 'approved' | 'rejected',
    note: string | null,
    actor: Actor,
  ): Promise<DecideLeaveResult>;
}

export function createLeaveStore(supabase: Supabase): LeaveStore {
  const acting = (actor: Actor) => ({ p_actor_id: actor.id, p_actor_email: actor.email });
  return {
    async applyLeave(userId, leave) {
      const answer = await supabase.rpc('apply_leave', {
        p_user_id: userId,
        p_from_at: leave.from,
        p_to_at: leave.to,
        p_destination: leave.destination,
        p_reason: leave.reason,
        p_phone: leave.phone,
      });
      return exactlyOne('apply_leave', unwrap('apply_leave', answer, z.array(applyRow)));
    },
    async myLeaves(userId) {
      const answer = await supabase
        .from('leave_requests')
        .select(LEAVE_COLUMNS)
        .eq('user_id', userId)
        .order('from_at', { ascending: false })
        .limit(100);
      return unwrap('leave_requests', answer, z.array(leaveRow));
    },
    async myLeave(userId, leaveId) {
      const answer = await supabase
        .from('leave_requests')
        .select(LEAVE_COLUMNS)
        .eq('user_id', userId)
        .eq('id', leaveId)
        .maybeSingle();
      return unwrap('leave_requests', answer, leaveRow.nullable());
    },
    async leaveHolder(userId) {
      const [person, bed] = await Promise.all([
        supabase.rpc('counter_student', { p_user_id: userId }),
        supabase
          .from('beds')
          .select('room:hostel_room(wing_name, room_number)')
          .eq('occupant_id', userId)
          .maybeSingle(),
      ]);
      const who = exactlyOne('counter_student', unwrap('counter_student', person, z.array(holderRow)));
      const room = unwrap('beds', bed, holderBed)?.room;
      return {
        name: who.full_name,
        roll_number: who.roll_number,
        room: room ? `${room.wing_name}-${room.room_number}` : null,
      };
    },
    async cancelLeave(userId, leaveId) {
      const answer = await supabase.rpc('cancel_leave', { p_user_id: userId, p_leave_id: leaveId });
      return unwrap('cancel_leave', answer, z.enum(CANCEL_LEAVE_OUTCOMES));
    },
    async shortenLeave(userId, leaveId, to) {
      const answer = await supabase.rpc('shorten_leave', { p_user_id: userId, p_leave_id: leaveId, p_to_at: to });
      return unwrap('shorten_leave', answer, z.enum(SHORTEN_LEAVE_OUTCOMES));
    },
    async myLeaveRules(userId) {
      const answer = await supabase.rpc('my_leave_rules', { p_user_id: userId });
      return unwrap('my_leave_rules', answer, z.array(rulesRow))[0] ?? null;
    },
    async officeLeaveRules(actorId) {
      const answer = await supabase.rpc('office_leave_rules', { p_actor_id: actorId });
      return unwrap('office_leave_rules', answer, z.array(rulesRow));
    },
    async saveLeaveRules(rules, actor) {
      const answer = await supabase.rpc('save_leave_rules', {
        p_hostel_name: rules.hostel_name,
        p_notice_hours: rules.notice_hours,
        p_max_days: rules.max_days,
        p_guardian_consent: rules.guardian_consent,
        p_curfew: rules.curfew,
        p_late_notice_minutes: rules.late_notice_minutes,
        ...acting(actor),
      });
      return unwrap('save_leave_rules', answer, z.enum(SAVE_RULES_OUTCOMES));
    },
    async myGuardian(userId) {
      const [record, proposal] = await Promise.all([
        supabase
          .from('student_records')
          .select('guardian_name, guardian_relation, guardian_email, guardian_phone')
          .eq('user_id', userId)
          .maybeSingle(),
        supabase
          .from('guardian_changes')
          .select('id, guardian_name, guardian_relation, guardian_email, guardian_phone, created_at')
          .eq('user_id', userId)
          .eq('status', 'pending')
          .maybeSingle(),
      ]);
      return {
        guardian: unwrap('student_records', record, guardianFields.nullable()),
        proposed: unwrap('guardian_changes', proposal, proposedRow.nullable()),
      };
    },
    async proposeGuardian(userId, guardian) {
      const answer = await supabase.rpc('propose_guardian', {
        p_user_id: userId,
        p_name: guardian.guardian_name,
        p_relation: guardian.guardian_relation,
        p_email: guardian.guardian_email,
        p_phone: guardian.guardian_phone,
      });
      const row = exactlyOne(
        'propose_guardian',
        unwrap('propose_guardian', answer, z.array(z.object({ outcome: z.enum(PROPOSE_GUARDIAN_OUTCOMES) }))),
      );
      return row.outcome;
    },
    async officeGuardianChanges(actorId) {
      const answer = await supabase.rpc('office_guardian_changes', { p_actor_id: actorId });
      return unwrap('office_guardian_changes', answer, z.array(guardianChangeRow));
    },
    async decideGuardianChange(changeId, decision, note, actor) {
      const answer = await supabase.rpc('decide_guardian_change', {
        p_change_id: changeId,
        p_decision: decision,
        p_note: sqlNull(note),
        ...acting(actor),
      });
      return unwrap('decide_guardian_change', answer, z.enum(DECIDE_GUARDIAN_OUTCOMES));
    },
    async guardianConsentView(token) {
      const answer = await supabase.rpc('guardian_consent_view', { p_token: token });
      return exactlyOne('guardian_consent_view', unwrap('guardian_consent_view', answer, z.array(consentViewRow)));
    },
    async guardianConsent(token, code, decision) {
      const answer = await supabase.rpc('guardian_consent', { p_token: token, p_code: code, p_decision: decision });
      return unwrap('guardian_consent', answer, z.enum(CONSENT_OUTCOMES));
    },
    async officeLeaves(actorId) {
      const answer = await supabase.rpc('office_leaves', {
        p_actor_id: actorId,
        p_status: sqlNull<string>(null),
        p_limit: 200,
        p_offset: 0,
      });
      return unwrap('office_leaves', answer, z.array(officeLeaveRow));
    },
    async decideLeave(leaveId, decision, note, actor) {
      const answer = await supabase.rpc('decide_leave', {
        p_leave_id: leaveId,
        p_decision: decision,
        p_note: sqlNull(note),
        ...acting(actor),
      });
      return exactlyOne('decide_leave', unwrap('decide_leave', answer, z.array(decideRow)));
    },
  };
}
