// Mess registration. A student reads the period to act on (its window, the messes feeding their hostel with seats left,
// their registration) and chooses a mess while the window is open; the whole office saves messes, their price lists
// and registration periods; any office role reads a period's counts for the messes it sees. Lists of messes, hostels
// fed, price lists and periods are read through RLS from the client.
import * as z from 'zod/mini';
import { CheckedValues } from '../database.types';
import { hostelName, isoTime, positiveId, text, wholeNumber as whole } from './fields';
import { get, post } from './route';

export const MESS_ALLOCATIONS = CheckedValues.mess_periods.allocation;
export type MessAllocation = (typeof MESS_ALLOCATIONS)[number];
export const MESS_PLACEMENTS = CheckedValues.mess_registrations.placed_by;
export type MessPlacement = (typeof MESS_PLACEMENTS)[number];
export const MESS_REGISTRATION_STATUSES = CheckedValues.mess_registrations.status;

/** The limits public.messes, public.mess_extra_items and public.mess_periods check. */
export const MESS_LIMITS = {
  nameMax: 60,
  catererMax: 120,
  rateMaxMinor: 100_000,
  capacityMax: 20_000,
  rebateMinDaysMax: 60,
  rebateNoticeDaysMax: 60,
  hostelsMax: 50,
  periodNameMax: 80,
  periodDaysMax: 200,
} as const;

const isoDay = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });
const newOrId = z.optional(z.nullable(positiveId));

export const saveMessBody = z
  .object({
    id: newOrId,
    name: text(MESS_LIMITS.nameMax),
    caterer: text(MESS_LIMITS.catererMax),
    daily_rate_minor: whole(0, MESS_LIMITS.rateMaxMinor),
    guest_meal_minor: whole(0, MESS_LIMITS.rateMaxMinor),
    capacity: whole(1, MESS_LIMITS.capacityMax),
    rebate_min_days: whole(1, MESS_LIMITS.rebateMinDaysMax),
    rebate_notice_days: whole(0, MESS_LIMITS.rebateNoticeDaysMax),
    /** The hostels it feeds; `default`: it is where that hostel's students who choose none are placed. */
    hostels: z
      .array(z.object({ name: hostelName, default: z.boolean({ error: 'must be true or false' }) }))
      .check(
        z.minLength(1, 'must name at least one hostel'),
        z.maxLength(MESS_LIMITS.hostelsMax, `must name at most ${MESS_LIMITS.hostelsMax} hostels`),
      ),
  })
  .check(
    z.refine((body) => new Set(body.hostels.map((h) => h.name)).size === body.hostels.length, {
      message: 'must name each hostel once',
      path: ['hostels'],
    }),
  );
export type SaveMessBody = z.input<typeof saveMessBody>;

export const saveExtraItemBody = z.object({
  mess_id: positiveId,
  /** Null: a new item. An item is never deleted; `active: false` retires it from the counter's list. */
  id: newOrId,
  name: text(MESS_LIMITS.nameMax),
  price_minor: whole(1, MESS_LIMITS.rateMaxMinor),
  active: z.boolean({ error: 'must be true or false' }),
});
export type SaveExtraItemBody = z.input<typeof saveExtraItemBody>;

export const saveMessPeriodBody = z
  .object({
    id: newOrId,
    name: text(MESS_LIMITS.periodNameMax),
    starts_on: isoDay,
    ends_on: isoDay,
    opens_at: isoTime,
    closes_at: isoTime,
    allocation: z.enum(MESS_ALLOCATIONS, { error: 'must be first_come or lottery' }),
  })
  .check(
    z.refine((body) => body.ends_on >= body.starts_on, {
      message: 'must not be before the first day',
      path: ['ends_on'],
    }),
    z.refine((body) => Date.parse(body.closes_at) > Date.parse(body.opens_at), {
      message: 'must be after the window opens',
      path: ['closes_at'],
    }),
  );
export type SaveMessPeriodBody = z.input<typeof saveMessPeriodBody>;

export const savedAnswer = z.object({ id: z.number() });
export type SavedAnswer = z.output<typeof savedAnswer>;

export const chooseMessBody = z.object({ period_id: positiveId, mess_id: positiveId });
export type ChooseMessBody = z.input<typeof chooseMessBody>;

const messRef = z.object({ id: z.number(), name: z.string() });

/** What a student's mess card shows. */
export const messRegistrationAnswer = z.object({
  /** The hostel of the bed they hold; null without one (then no mess is open to them). */
  hostel: z.nullable(z.string()),
  /** The mess they eat in today (IST), if any. */
  today_mess: z.nullable(messRef),
  /** The period to act on: one whose window is open, else the one running today, else the next; null if none. */
  period: z.nullable(
    z.object({
      id: z.number(),
      name: z.string(),
      starts_on: z.string(),
      ends_on: z.string(),
      opens_at: z.string(),
      closes_at: z.string(),
      allocation: z.enum(MESS_ALLOCATIONS),
      settled: z.boolean(),
      open: z.boolean(),
    }),
  ),
  /** The messes feeding their hostel, the default first; seats left of the registered, and lottery requests. */
  messes: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      caterer: z.string(),
      daily_rate_minor: z.number(),
      capacity: z.number(),
      is_default: z.boolean(),
      seats_left: z.number(),
      requested: z.number(),
    }),
  ),
  registration: z.nullable(
    z.object({
      mess_id: z.number(),
      mess_name: z.string(),
      status: z.enum(MESS_REGISTRATION_STATUSES),
      placed_by: z.enum(MESS_PLACEMENTS),
      from_on: z.string(),
    }),
  ),
});
export type MessRegistrationAnswer = z.output<typeof messRegistrationAnswer>;

export const messPeriodCountsAnswer = z.object({
  period_id: z.number(),
  messes: z.array(
    z.object({
      mess_id: z.number(),
      mess_name: z.string(),
      capacity: z.number(),
      registered: z.number(),
      requested: z.number(),
      by_choice: z.number(),
      by_lottery: z.number(),
      by_default: z.number(),
    }),
  ),
});
export type MessPeriodCountsAnswer = z.output<typeof messPeriodCountsAnswer>;

export const messApi = {
  /** GET /mess/registration (a signed-in student): the period to act on, the messes open to them, their registration. */
  registration: get('/mess/registration', { access: 'student', answer: messRegistrationAnswer }),
  /**
   * POST /mess/registration: chooses a mess in the period's open window (a change frees the old seat); answers the
   * card afresh. 409 `window_closed` | `mess_full`; 403 `no_bed` (no bed held) | `not_fed` (the mess does not feed
   * their hostel); 404 `not_found`.
   */
  choose: post('/mess/registration', { access: 'student', body: chooseMessBody, answer: messRegistrationAnswer }),
  /**
   * POST /admin/mess/messes (staff, admin): creates or edits a mess; audited. 404 `not_found`; 400 `unknown_hostel` |
   * `default_not_fed`; 409 `default_taken` (the hostel has another default mess: unset it there first) | `name_taken`.
   */
  saveMess: post('/admin/mess/messes', { access: 'office', body: saveMessBody, answer: savedAnswer }),
  /** POST /admin/mess/extras (staff, admin): adds, renames, reprices or retires a price-list item. 404; 409 `name_taken`. */
  saveExtraItem: post('/admin/mess/extras', { access: 'office', body: saveExtraItemBody, answer: savedAnswer }),
  /**
   * POST /admin/mess/periods (staff, admin): opens or edits a registration period; audited. 404 `not_found`; 400
   * `invalid_dates`; 409 `period_overlaps` | `settled` (its days and window are fixed once settled) | `allocation_locked`.
   */
  savePeriod: post('/admin/mess/periods', { access: 'office', body: saveMessPeriodBody, answer: savedAnswer }),
  /** GET /admin/mess/periods/:period_id/counts (any office role): registrations per mess the caller sees. 404. */
  periodCounts: get('/admin/mess/periods/:period_id/counts', {
    access: 'places',
    params: { period_id: positiveId },
    answer: messPeriodCountsAnswer,
  }),
};
