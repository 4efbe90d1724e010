// Work orders. A complaint that calls for a trade becomes a job for a technician of that trade (given at once when the
// trade has one technician, by the office otherwise), due within the trade's hours. The technician's phone page lists
// their jobs, sets the visit slot the student sees, records before/after photos (uploaded to the complaints bucket
// under work_order_photos/) and materials, and marks the job done with an after photo; the student confirms the fix or
// reopens it (back to the technician) and rates it once confirmed. The office (a hostel's warden, or the whole office)
// assigns and schedules, keeps recurring jobs, and the whole office reads each trade's monthly contractor statement.
import * as z from 'zod/mini';
import { CheckedValues } from '../database.types';
import { billMonth } from './mess-bills';
import { hostelName, isoTime, positiveId, text, wholeNumber } from './fields';
import { TRADES } from './office';
import { get, post } from './route';

export const WORK_ORDER_STATUSES = CheckedValues.work_orders.status;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
export const PHOTO_STAGES = CheckedValues.work_order_photos.stage;
export type PhotoStage = (typeof PHOTO_STAGES)[number];

/** The limits public.work_orders and its steps check. */
export const WORK_ORDER_LIMITS = {
  noteMax: 500,
  itemMax: 100,
  quantityMax: 10_000,
  titleMax: 200,
  photosPerStage: 6,
  /** A visit slot is at most this long and starts within 30 days. */
  slotHoursMax: 12,
  everyDaysMax: 366,
  /** A trade's due time, in hours (30 days at most). */
  slaHoursMax: 720,
  /** How many jobs one page of the office's list holds. */
  officePage: 50,
} as const;

/** work_order_photos/{uuid}_{filename}: the path the bucket policy lets a technician write and the database records. */
export const WORK_ORDER_PHOTO_PATH =
  /^work_order_photos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}_[A-Za-z0-9._-]{1,110}$/;

const trade = z.enum(TRADES, { error: `must be one of ${TRADES.join(', ')}` });

export const workOrder = z.object({
  id: z.number(),
  complaint_id: z.nullable(z.number()),
  recurring_job_id: z.nullable(z.number()),
  trade: z.enum(TRADES),
  /** The complaint's words (its first 200 characters) or the recurring job's title. */
  title: z.string(),
  status: z.enum(WORK_ORDER_STATUSES),
  hostel_name: z.nullable(z.string()),
  wing_name: z.nullable(z.string()),
  room_number: z.nullable(z.number()),
  technician_id: z.nullable(z.string()),
  technician_name: z.nullable(z.string()),
  visit_from: z.nullable(z.string()),
  visit_to: z.nullable(z.string()),
  due_at: z.string(),
  /** Done after its due time, or not done and past it. */
  breached: z.boolean(),
  done_at: z.nullable(z.string()),
  confirmed_at: z.nullable(z.string()),
  rating: z.nullable(z.number()),
  reopen_count: z.number(),
  /** The student's words when they last reopened it. */
  reopen_note: z.nullable(z.string()),
  photos: z.array(z.object({ stage: z.enum(PHOTO_STAGES), path: z.string() })),
  materials: z.array(z.object({ item: z.string(), quantity: z.number() })),
  created_at: z.string(),
});
export type WorkOrder = z.output<typeof workOrder>;
export const workOrdersAnswer = z.object({ jobs: z.array(workOrder) });
export type WorkOrdersAnswer = z.output<typeof workOrdersAnswer>;

/** Where the office's list looks: unfinished jobs, done ones awaiting the student's word, closed (confirmed), or all. */
export const JOB_STATES = ['unfinished', 'done', 'closed', 'all'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Where a page of the office's list ends: finished (0 or 1), due time (ISO, to the millisecond) and id of its last job. */
export const JOB_CURSOR = /^[01]_\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[1-9]\d{0,15}$/;

export const officeJobsQuery = z.strictObject(
  {
    state: z.optional(z.enum(JOB_STATES, { error: `must be one of ${JOB_STATES.join(', ')}` })),
    trade: z.optional(trade),
    hostel: z.optional(hostelName),
    after: z.optional(
      z.string({ error: 'must be given once' }).check(z.regex(JOB_CURSOR, 'must be the next of a previous page')),
    ),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `has unknown ${issue.keys.join(', ')}` : undefined) },
);
export type OfficeJobsQuery = z.input<typeof officeJobsQuery>;
export const officeJobsAnswer = z.object({
  jobs: z.array(workOrder),
  /** The `after` of the next page; null on the last. */
  next: z.nullable(z.string()),
});
export type OfficeJobsAnswer = z.output<typeof officeJobsAnswer>;

export const tradeSla = z.object({ trade: z.enum(TRADES), hours: z.number() });
export type TradeSla = z.output<typeof tradeSla>;
export const tradeSlasAnswer = z.object({ slas: z.array(tradeSla) });
export type TradeSlasAnswer = z.output<typeof tradeSlasAnswer>;
export const setSlaBody = z.object({ hours: wholeNumber(1, WORK_ORDER_LIMITS.slaHoursMax) });
export type SetSlaBody = z.input<typeof setSlaBody>;

export const scheduleBody = z.object({ visit_from: isoTime, visit_to: isoTime }).check(
  z.refine((body) => Date.parse(body.visit_to) > Date.parse(body.visit_from), {
    message: 'must be after visit_from',
    path: ['visit_to'],
  }),
  z.refine(
    (body) => Date.parse(body.visit_to) - Date.parse(body.visit_from) <= WORK_ORDER_LIMITS.slotHoursMax * 3_600_000,
    { message: `must be within ${WORK_ORDER_LIMITS.slotHoursMax} hours of visit_from`, path: ['visit_to'] },
  ),
);
export type ScheduleBody = z.input<typeof scheduleBody>;

export const photoBody = z.object({
  stage: z.enum(PHOTO_STAGES, { error: 'must be before or after' }),
  path: z
    .string({ error: 'must be a string' })
    .check(z.regex(WORK_ORDER_PHOTO_PATH, 'must be a work order photo path')),
});
export type PhotoBody = z.input<typeof photoBody>;

export const materialBody = z.object({
  item: text(WORK_ORDER_LIMITS.itemMax),
  quantity: z.number({ error: 'must be a number' }).check(
    z.positive('must be more than 0'),
    z.lte(WORK_ORDER_LIMITS.quantityMax, `must be at most ${WORK_ORDER_LIMITS.quantityMax}`),
    z.refine((value) => Math.round(value * 100) === value * 100, 'must have at most two decimals'),
  ),
});
export type MaterialBody = z.input<typeof materialBody>;

export const reopenBody = z.object({ note: text(WORK_ORDER_LIMITS.noteMax) });
export type ReopenBody = z.input<typeof reopenBody>;
export const rateBody = z.object({ rating: wholeNumber(1, 5) });
export type RateBody = z.input<typeof rateBody>;
export const assignBody = z.object({ technician_id: z.uuid({ error: 'must be an account id' }) });
export type AssignBody = z.input<typeof assignBody>;

export const technician = z.object({ id: z.string(), name: z.string(), email: z.string(), trade: z.enum(TRADES) });
export type Technician = z.output<typeof technician>;
export const techniciansAnswer = z.object({ technicians: z.array(technician) });
export type TechniciansAnswer = z.output<typeof techniciansAnswer>;

export const recurringJob = z.object({
  id: z.number(),
  hostel_name: z.string(),
  trade: z.enum(TRADES),
  title: z.string(),
  every_days: z.number(),
  /** The IST day (YYYY-MM-DD) its next job is made. */
  next_due_on: z.string(),
  active: z.boolean(),
});
export type RecurringJob = z.output<typeof recurringJob>;
export const recurringJobsAnswer = z.object({ jobs: z.array(recurringJob) });
export type RecurringJobsAnswer = z.output<typeof recurringJobsAnswer>;
export const saveRecurringJobBody = z.object({
  /** Absent for a new recurring job. */
  id: z.optional(positiveId),
  hostel_name: hostelName,
  trade,
  title: text(WORK_ORDER_LIMITS.titleMax),
  every_days: wholeNumber(1, WORK_ORDER_LIMITS.everyDaysMax),
  next_due_on: z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }),
  active: z.boolean({ error: 'must be true or false' }),
});
export type SaveRecurringJobBody = z.input<typeof saveRecurringJobBody>;

/** One technician's month (a row with no technician counts jobs no one held). */
export const statementRow = z.object({
  technician_id: z.nullable(z.string()),
  technician_name: z.nullable(z.string()),
  technician_email: z.nullable(z.string()),
  jobs_done: z.number(),
  on_time: z.number(),
  reopened: z.number(),
  ratings: z.number(),
  average_rating: z.nullable(z.number()),
  sla_breaches: z.number(),
});
export type StatementRow = z.output<typeof statementRow>;
export const statementAnswer = z.object({
  trade: z.enum(TRADES),
  /** YYYY-MM (IST). */
  month: z.string(),
  /** The trade's due time, in hours. */
  sla_hours: z.number(),
  rows: z.array(statementRow),
  /** The trade's month over every row; its average rating weighs each rating once. */
  totals: z.omit(statementRow, { technician_id: true, technician_name: true, technician_email: true }),
});
export type StatementAnswer = z.output<typeof statementAnswer>;

const idParams = { id: positiveId };

export const workOrdersApi = {
  /** GET /jobs (a technician): the jobs they hold, unfinished first by due time; finished ones for 30 days. */
  jobs: get('/jobs', { access: 'places', answer: workOrdersAnswer }),
  /**
   * POST /jobs/:id/schedule (the job's technician): the visit slot the student sees. 404; 409 `not_assigned`; 422
   * `bad_slot` (past, over 30 days ahead).
   */
  scheduleVisit: post('/jobs/:id/schedule', {
    access: 'places',
    params: idParams,
    body: scheduleBody,
    answer: workOrder,
  }),
  /**
   * POST /jobs/:id/photos (the job's technician): records a photo they uploaded. A retry records it once. 404; 409
   * `not_assigned` | `too_many_entries`; 422 `bad_photo` (not their upload).
   */
  addPhoto: post('/jobs/:id/photos', { access: 'places', params: idParams, body: photoBody, answer: workOrder }),
  /** POST /jobs/:id/materials (the job's technician): an item used and its quantity. 404; 409 `not_assigned` | `too_many_entries`. */
  addMaterial: post('/jobs/:id/materials', {
    access: 'places',
    params: idParams,
    body: materialBody,
    answer: workOrder,
  }),
  /** POST /jobs/:id/done (the job's technician): the student is asked to confirm. 404; 409 `not_assigned` | `photo_required`. */
  done: post('/jobs/:id/done', { access: 'places', params: idParams, answer: workOrder }),
  /** GET /work-orders/mine (a student): the jobs made from their complaints, newest first. */
  mine: get('/work-orders/mine', { access: 'student', answer: workOrdersAnswer }),
  /** POST /work-orders/:id/confirm (its student): the fix holds; its complaint is resolved. 404; 409 `not_done`. */
  confirm: post('/work-orders/:id/confirm', { access: 'student', params: idParams, answer: workOrder }),
  /** POST /work-orders/:id/reopen {note} (its student): not fixed; back to the technician. 404; 409 `not_done`. */
  reopen: post('/work-orders/:id/reopen', { access: 'student', params: idParams, body: reopenBody, answer: workOrder }),
  /** POST /work-orders/:id/rate {rating} (its student): once, after confirming. 404; 409 `job_not_confirmed` | `already_rated`. */
  rate: post('/work-orders/:id/rate', { access: 'student', params: idParams, body: rateBody, answer: workOrder }),
  /**
   * GET /admin/work-orders?state&trade&hostel&after (a warden or the whole office): a page of the jobs of the hostels
   * the caller serves, unfinished first by due time; `next` is the `after` of the page that follows. 400 on a bad query.
   */
  officeJobs: get('/admin/work-orders', { access: 'places', query: officeJobsQuery, answer: officeJobsAnswer }),
  /** GET /admin/work-orders/slas (a warden or the whole office): each trade's due time. 403. */
  slas: get('/admin/work-orders/slas', { access: 'places', answer: tradeSlasAnswer }),
  /** POST /admin/work-orders/slas/:trade {hours} (the whole office): sets the trade's due time for jobs made from now. */
  setSla: post('/admin/work-orders/slas/:trade', {
    access: 'office',
    params: { trade },
    body: setSlaBody,
    answer: tradeSla,
  }),
  /** GET /admin/work-orders/technicians (a warden or the whole office): who may be given each trade's jobs. 403. */
  technicians: get('/admin/work-orders/technicians', { access: 'places', answer: techniciansAnswer }),
  /** POST /admin/work-orders/:id/assign (a warden of its hostel or the whole office). 404; 409 `finished`; 422 `not_technician`. */
  assign: post('/admin/work-orders/:id/assign', {
    access: 'places',
    params: idParams,
    body: assignBody,
    answer: workOrder,
  }),
  /** POST /admin/work-orders/:id/schedule (a warden of its hostel or the whole office): the visit slot. As the technician's. */
  schedule: post('/admin/work-orders/:id/schedule', {
    access: 'places',
    params: idParams,
    body: scheduleBody,
    answer: workOrder,
  }),
  /** GET /admin/work-orders/recurring (a warden or the whole office): the recurring jobs of the caller's hostels. */
  recurring: get('/admin/work-orders/recurring', { access: 'places', answer: recurringJobsAnswer }),
  /** POST /admin/work-orders/recurring (a warden of its hostel or the whole office): creates or edits one. 404; 422. */
  saveRecurring: post('/admin/work-orders/recurring', {
    access: 'places',
    body: saveRecurringJobBody,
    answer: recurringJob,
  }),
  /** GET /admin/work-orders/statement/:trade/:month (the whole office): the trade's contractor statement (the page prints it and writes its CSV). */
  statement: get('/admin/work-orders/statement/:trade/:month', {
    access: 'office',
    params: { trade, month: billMonth },
    answer: statementAnswer,
  }),
};
