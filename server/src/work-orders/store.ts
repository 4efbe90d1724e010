// Work orders' server-only SQL (supabase/migrations/…_work_orders.sql through …_work_order_reads.sql): each step decides
// under the database's locks and answers one word the use cases map to HTTP; reads are validated here.
import { z } from 'zod';
import { PHOTO_STAGES, TRADES, WORK_ORDER_STATUSES, type JobState, type Trade } from '@campus-hostel/contracts/api';
import type { Supabase } from '../clients/supabase.js';
import {
  exactlyOne,
  id,
  nullableTimestamp,
  sqlNull,
  timestamp,
  unwrap,
  type Actor,
  type SupabaseAnswer,
} from '../db/answers.js';

/** Whose jobs a reader reads (public.work_orders_for). */
export type JobReader = 'student' | 'technician' | 'office';

/** The office's narrowing of its list and where a page starts: after the (finished, due time, id) of the last shown. */
export interface JobFilter {
  state: JobState;
  trade: Trade | null;
  hostel: string | null;
  after: { finished: boolean; dueAt: string; id: number } | null;
  limit: number;
}

/** Every word a step may answer; each step answers some of them. */
export const STEP_OUTCOMES = [
  'assigned',
  'scheduled',
  'added',
  'done',
  'confirmed',
  'reopened',
  'rated',
  'not_found',
  'finished',
  'not_technician',
  'not_assigned',
  'bad_slot',
  'bad_photo',
  'bad_material',
  'too_many',
  'photo_required',
  'not_done',
  'note_required',
  'not_confirmed',
  'already_rated',
  'bad_rating',
] as const;
export type StepOutcome = (typeof STEP_OUTCOMES)[number];

const quantity = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
]);

const jobRow = z.object({
  id,
  complaint_id: id.nullable(),
  recurring_job_id: id.nullable(),
  trade: z.enum(TRADES),
  title: z.string(),
  status: z.enum(WORK_ORDER_STATUSES),
  hostel_name: z.string().nullable(),
  wing_name: z.string().nullable(),
  room_number: z.number().nullable(),
  technician_id: z.string().nullable(),
  technician_name: z.string().nullable(),
  visit_from: nullableTimestamp,
  visit_to: nullableTimestamp,
  due_at: timestamp,
  breached: z.boolean(),
  done_at: nullableTimestamp,
  confirmed_at: nullableTimestamp,
  rating: z.number().nullable(),
  reopen_count: z.number(),
  reopen_note: z.string().nullable(),
  photos: z.array(z.object({ stage: z.enum(PHOTO_STAGES), path: z.string() })),
  materials: z.array(z.object({ item: z.string(), quantity })),
  created_at: timestamp,
});
export type JobRow = z.infer<typeof jobRow>;

const technicianRow = z.object({ id: z.string(), name: z.string(), email: z.string(), trade: z.enum(TRADES) });
export type TechnicianRow = z.infer<typeof technicianRow>;

const recurringRow = z.object({
  id,
  hostel_name: z.string(),
  trade: z.enum(TRADES),
  title: z.string(),
  every_days: z.number(),
  next_due_on: z.string(),
  active: z.boolean(),
});
export type RecurringRow = z.infer<typeof recurringRow>;

const statementRow = z.object({
  technician_id: z.string().nullable(),
  technician_name: z.string().nullable(),
  technician_email: z.string().nullable(),
  jobs_done: z.number(),
  on_time: z.number(),
  reopened: z.number(),
  ratings: z.number(),
  rating_sum: z.number(),
  average_rating: quantity.nullable(),
  sla_breaches: z.number(),
});
export type StatementRow = z.infer<typeof statementRow>;

export interface RecurringDraft {
  id: number | null;
  hostel_name: string;
  trade: Trade;
  title: string;
  every_days: number;
  next_due_on: string;
  active: boolean;
}

/** One step on one job by one actor (the student, for a student's steps). */
export type Step =
  | { kind: 'assign'; technicianId: string }
  | { kind: 'schedule'; visitFrom: string; visitTo: string }
  | { kind: 'photo'; stage: string; path: string }
  | { kind: 'material'; item: string; quantity: number }
  | { kind: 'done' }
  | { kind: 'confirm' }
  | { kind: 'reopen'; note: string }
  | { kind: 'rate'; rating: number };

export interface WorkOrderStore {
  workOrders(actorId: string, as: JobReader, jobId: number | null, filter?: JobFilter): Promise<JobRow[]>;
  workOrderStep(jobId: number, step: Step, actor: Actor): Promise<StepOutcome>;
  tradeTechnicians(): Promise<TechnicianRow[]>;
  tradeSlas(): Promise<{ trade: Trade; hours: number }[]>;
  /** set_trade_sla: 'set', or 'bad_hours' outside 1–720. */
  setTradeSla(trade: Trade, hours: number, actor: Actor): Promise<'set' | 'bad_hours' | 'not_found'>;
  /** The recurring jobs of the hostels the actor serves. */
  recurringJobs(actorId: string): Promise<RecurringRow[]>;
  saveRecurringJob(draft: RecurringDraft, actor: Actor): Promise<{ outcome: string; id: number | null }>;
  contractorStatement(trade: Trade, month: string): Promise<{ rows: StatementRow[]; slaHours: number }>;
  /** The recurring jobs' sweep: makes each job due today once; how many it made. */
  makeDueWorkOrders(): Promise<number>;
}

/** Calls the SQL function of a step; answers its name (for errors) and its answer. */
function callStep(supabase: Supabase, jobId: number, step: Step, actor: Actor): [string, PromiseLike<SupabaseAnswer>] {
  const acting = { p_id: jobId, p_actor_id: actor.id, p_actor_email: actor.email };
  const student = { p_id: jobId, p_student_id: actor.id, p_student_email: actor.email };
  switch (step.kind) {
    case 'assign':
      return [
        'assign_work_order',
        supabase.rpc('assign_work_order', { ...acting, p_technician_id: step.technicianId }),
      ];
    case 'schedule':
      return [
        'schedule_work_order',
        supabase.rpc('schedule_work_order', { ...acting, p_visit_from: step.visitFrom, p_visit_to: step.visitTo }),
      ];
    case 'photo':
      return [
        'add_work_order_photo',
        supabase.rpc('add_work_order_photo', { ...acting, p_stage: step.stage, p_path: step.path }),
      ];
    case 'material':
      return [
        'add_work_order_material',
        supabase.rpc('add_work_order_material', { ...acting, p_item: step.item, p_quantity: step.quantity }),
      ];
    case 'done':
      return ['finish_work_order', supabase.rpc('finish_work_order', acting)];
    case 'confirm':
      return ['confirm_work_order', supabase.rpc('confirm_work_order', student)];
    case 'reopen':
      return ['reopen_work_order', supabase.rpc('reopen_work_order', { ...student, p_note: step.note })];
    case 'rate':
      return ['rate_work_order', supabase.rpc('rate_work_order', { ...student, p_rating: step.rating })];
  }
}

export function createWorkOrderStore(supabase: Supabase): WorkOrderStore {
  return {
    async workOrders(actorId, as, jobId, filter) {
      const narrowed = filter && {
        p_state: filter.state,
        p_trade: sqlNull(filter.trade),
        p_hostel_name: sqlNull(filter.hostel),
        p_after_finished: sqlNull(filter.after?.finished ?? null),
        p_after_due: sqlNull(filter.after?.dueAt ?? null),
        p_after_id: sqlNull(filter.after?.id ?? null),
        p_limit: filter.limit,
      };
      const answer = await supabase.rpc('work_orders_for', {
        p_actor_id: actorId,
        p_as: as,
        p_id: sqlNull(jobId),
        ...narrowed,
      });
      return unwrap('work_orders_for', answer, z.array(jobRow));
    },
    async workOrderStep(jobId, step, actor) {
      const [fn, call] = callStep(supabase, jobId, step, actor);
      return unwrap(fn, await call, z.enum(STEP_OUTCOMES));
    },
    async tradeTechnicians() {
      const answer = await supabase.rpc('trade_technicians');
      return unwrap('trade_technicians', answer, z.array(technicianRow));
    },
    async tradeSlas() {
      const answer = await supabase.from('trade_slas').select('trade, hours').order('trade');
      return unwrap('trade_slas', answer, z.array(z.object({ trade: z.enum(TRADES), hours: z.number() })));
    },
    async setTradeSla(trade, hours, actor) {
      const answer = await supabase.rpc('set_trade_sla', {
        p_trade: trade,
        p_hours: hours,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap('set_trade_sla', answer, z.enum(['set', 'bad_hours', 'not_found']));
    },
    async recurringJobs(actorId) {
      const answer = await supabase.rpc('recurring_jobs_for', { p_actor_id: actorId });
      return unwrap('recurring_jobs_for', answer, z.array(recurringRow));
    },
    async saveRecurringJob(draft, actor) {
      const answer = await supabase.rpc('save_recurring_job', {
        p_id: sqlNull(draft.id),
        p_hostel_name: draft.hostel_name,
        p_trade: draft.trade,
        p_title: draft.title,
        p_every_days: draft.every_days,
        p_next_due_on: draft.next_due_on,
        p_active: draft.active,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      const row = z.object({ outcome: z.enum(['saved', 'not_found', 'invalid']), id: id.nullable() });
      return exactlyOne('save_recurring_job', unwrap('save_recurring_job', answer, z.array(row)));
    },
    async contractorStatement(trade, month) {
      const [rows, sla] = await Promise.all([
        supabase.rpc('contractor_statement', { p_trade: trade, p_month: `${month}-01` }),
        supabase.from('trade_slas').select('hours').eq('trade', trade).single(),
      ]);
      return {
        rows: unwrap('contractor_statement', rows, z.array(statementRow)),
        slaHours: unwrap('trade_slas', sla, z.object({ hours: z.number() })).hours,
      };
    },
    async makeDueWorkOrders() {
      const answer = await supabase.rpc('make_due_work_orders');
      return unwrap('make_due_work_orders', answer, z.number());
    },
  };
}
