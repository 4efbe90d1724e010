// Work orders (contracts/src/api/work-orders.ts): a technician's jobs and steps, a student's confirmation, reopening
// and rating, and the office's assigning, scheduling, recurring jobs and monthly statement. The database decides each
// step under its locks and keeps each reader to their jobs; this maps its words to answers.
import type * as zm from 'zod/mini';
import {
  isWholeOffice,
  WORK_ORDER_LIMITS,
  type OfficeJobsAnswer,
  type officeJobsQuery,
  type RecurringJob,
  type RecurringJobsAnswer,
  type saveRecurringJobBody,
  type StatementAnswer,
  type TechniciansAnswer,
  type Trade,
  type TradeSla,
  type TradeSlasAnswer,
  type WorkOrder,
  type WorkOrdersAnswer,
} from '@campus-hostel/contracts/api';
import type { AuthUser } from '../auth-user.js';
import { HttpError } from '../errors.js';
import type { HostelStore } from '../hostel-store.js';
import { actorOf } from '../office/use-cases.js';
import type { JobFilter, JobReader, JobRow, Step, StepOutcome, StatementRow } from './store.js';

const NOT_FOUND = new HttpError(404, 'There is no such job of yours', 'not_found');

/** The refusal of each word a step may answer besides its success. */
const REFUSALS: Partial<Record<StepOutcome, HttpError>> = {
  not_found: NOT_FOUND,
  finished: new HttpError(409, 'This job is already done: it can no longer be given to another technician', 'finished'),
  not_technician: new HttpError(422, 'This account is not a technician of this job’s trade', 'not_technician'),
  not_assigned: new HttpError(409, 'This job has no technician yet, or is already done', 'not_assigned'),
  bad_slot: new HttpError(
    422,
    'A visit starts from now on, within the next 30 days, and lasts at most 12 hours',
    'bad_slot',
  ),
  bad_photo: new HttpError(422, 'This photo is not one you uploaded for a job', 'bad_photo'),
  bad_material: new HttpError(400, 'A material names an item and a quantity above 0', 'invalid_request'),
  too_many: new HttpError(409, 'This job already holds as many photos or materials as it may', 'too_many_entries'),
  photo_required: new HttpError(409, 'Add a photo of the finished work before marking the job done', 'photo_required'),
  not_done: new HttpError(409, 'The technician has not marked this job done', 'not_done'),
  note_required: new HttpError(400, 'Say what is still wrong', 'invalid_request'),
  not_confirmed: new HttpError(409, 'Confirm the fix before rating it', 'job_not_confirmed'),
  already_rated: new HttpError(409, 'This job is already rated', 'already_rated'),
  bad_rating: new HttpError(400, 'A rating is 1 to 5', 'invalid_request'),
};

const OFFICE_ONLY = new HttpError(403, 'Only the hostel office and wardens manage work orders', 'forbidden');
const TECHNICIANS_ONLY = new HttpError(403, 'Only a technician has jobs', 'forbidden');

function officeOrWarden(user: AuthUser): void {
  if (!isWholeOffice(user.role) && user.role !== 'warden') throw OFFICE_ONLY;
}

function technicianOnly(user: AuthUser): void {
  if (user.role !== 'technician') throw TECHNICIANS_ONLY;
}

async function oneJob(store: HostelStore, user: AuthUser, as: JobReader, jobId: number): Promise<WorkOrder> {
  const [job] = await store.workOrders(user.id, as, jobId);
  if (!job) throw NOT_FOUND;
  return job;
}

/** Takes a step on a job and answers the job as its reader sees it now. */
async function take(store: HostelStore, user: AuthUser, as: JobReader, jobId: number, step: Step): Promise<WorkOrder> {
  if (as === 'technician') technicianOnly(user);
  if (as === 'office') officeOrWarden(user);
  const outcome = await store.workOrderStep(jobId, step, actorOf(user));
  const refusal = REFUSALS[outcome];
  if (refusal) throw refusal;
  return oneJob(store, user, as, jobId);
}

export async function myJobs(store: HostelStore, user: AuthUser): Promise<WorkOrdersAnswer> {
  technicianOnly(user);
  return { jobs: await store.workOrders(user.id, 'technician', null) };
}

export async function studentJobs(store: HostelStore, user: AuthUser): Promise<WorkOrdersAnswer> {
  return { jobs: await store.workOrders(user.id, 'student', null) };
}

/** The `after` of the page that starts past this job: the key of the list's order (JOB_CURSOR). */
function cursorOf(job: JobRow): string {
  const finished = job.status === 'done' || job.status === 'confirmed';
  return `${finished ? 1 : 0}_${job.due_at}_${job.id}`;
}

function afterOf(cursor: string | undefined): JobFilter['after'] {
  if (cursor === undefined) return null;
  const [finished, dueAt, id] = cursor.split('_');
  return { finished: finished === '1', dueAt: dueAt!, id: Number(id) };
}

/** A page of the jobs the caller serves, narrowed as asked; one job more than a page tells whether another follows. */
export async function officeJobs(
  store: HostelStore,
  user: AuthUser,
  query: zm.output<typeof officeJobsQuery>,
): Promise<OfficeJobsAnswer> {
  officeOrWarden(user);
  const page = WORK_ORDER_LIMITS.officePage;
  const jobs = await store.workOrders(user.id, 'office', null, {
    state: query.state ?? 'all',
    trade: query.trade ?? null,
    hostel: query.hostel ?? null,
    after: afterOf(query.after),
    limit: page + 1,
  });
  const shown = jobs.slice(0, page);
  return { jobs: shown, next: jobs.length > page ? cursorOf(shown[shown.length - 1]!) : null };
}

/** Each trade's due time: the whole office sets them, a warden reads them. */
export async function tradeSlas(store: HostelStore, user: AuthUser): Promise<TradeSlasAnswer> {
  officeOrWarden(user);
  return { slas: await store.tradeSlas() };
}

export async function setTradeSla(store: HostelStore, user: AuthUser, trade: Trade, hours: number): Promise<TradeSla> {
  const outcome = await store.setTradeSla(trade, hours, actorOf(user));
  if (outcome === 'bad_hours') {
    throw new HttpError(400, `hours must be 1 to ${WORK_ORDER_LIMITS.slaHoursMax}`, 'invalid_request');
  }
  if (outcome === 'not_found') throw new HttpError(404, 'There is no such trade', 'not_found');
  return { trade, hours };
}

export const technicianStep = (store: HostelStore, user: AuthUser, jobId: number, step: Step) =>
  take(store, user, 'technician', jobId, step);

export const studentStep = (store: HostelStore, user: AuthUser, jobId: number, step: Step) =>
  take(store, user, 'student', jobId, step);

export const officeStep = (store: HostelStore, user: AuthUser, jobId: number, step: Step) =>
  take(store, user, 'office', jobId, step);

export async function technicians(store: HostelStore, user: AuthUser): Promise<TechniciansAnswer> {
  officeOrWarden(user);
  return { technicians: await store.tradeTechnicians() };
}

export async function recurringJobs(store: HostelStore, user: AuthUser): Promise<RecurringJobsAnswer> {
  officeOrWarden(user);
  return { jobs: await store.recurringJobs(user.id) };
}

export async function saveRecurringJob(
  store: HostelStore,
  user: AuthUser,
  body: zm.output<typeof saveRecurringJobBody>,
): Promise<RecurringJob> {
  officeOrWarden(user);
  const { outcome, id } = await store.saveRecurringJob({ ...body, id: body.id ?? null }, actorOf(user));
  if (outcome === 'invalid') {
    throw new HttpError(422, 'The next due day must be today or later (IST)', 'invalid_dates');
  }
  if (outcome === 'not_found' || id === null) {
    throw new HttpError(404, 'There is no such recurring job or hostel of yours', 'not_found');
  }
  const saved = (await store.recurringJobs(user.id)).find((job) => job.id === id);
  if (!saved) throw new Error('save_recurring_job saved a job its actor cannot read');
  return saved;
}

/** The trade's month over every row: its average weighs each rating once. */
function totalsOf(rows: StatementRow[]): StatementAnswer['totals'] {
  const sum = (key: 'jobs_done' | 'on_time' | 'reopened' | 'ratings' | 'rating_sum' | 'sla_breaches') =>
    rows.reduce((total, row) => total + row[key], 0);
  const ratings = sum('ratings');
  return {
    jobs_done: sum('jobs_done'),
    on_time: sum('on_time'),
    reopened: sum('reopened'),
    ratings,
    average_rating: ratings ? Math.round((sum('rating_sum') / ratings) * 100) / 100 : null,
    sla_breaches: sum('sla_breaches'),
  };
}

/** A technician's line as the API answers it: the sum of ratings is only the totals' to use. */
function lineOf({ rating_sum: _sum, ...row }: StatementRow): StatementAnswer['rows'][number] {
  return row;
}

export async function contractorStatement(store: HostelStore, trade: Trade, month: string): Promise<StatementAnswer> {
  const { rows, slaHours } = await store.contractorStatement(trade, month);
  return { trade, month, sla_hours: slaHours, rows: rows.map(lineOf), totals: totalsOf(rows) };
}
