// The night roll-call: per hostel and night, each resident is in (marked present by the warden, or back through the
// gate), out on approved leave (excused), out past curfew (exited on a leave that has ended, not yet back), or
// unaccounted. The call is taken at the hostel's curfew (its leave rules), IST. The warden of the hostel, or the whole
// office, reads it and marks residents present, a room at a time; a CSV and a printable list come from the same rows.
import * as z from 'zod/mini';
import { hostelName } from './fields';
import { get, post } from './route';

export const ROLL_CALL_STATES = ['in', 'on_leave', 'past_curfew', 'unaccounted'] as const;
export type RollCallState = (typeof ROLL_CALL_STATES)[number];

/** At most this many residents marked in one request (a room, or a wing's worth). */
export const ROLL_CALL_MARK_MAX = 200;

/** A night, named by the IST date its evening falls on; a day no calendar has (e.g. 30 February) is refused. */
const night = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });
const rollCallParams = { hostel: hostelName, night };

export const rollCallResident = z.object({
  user_id: z.string(),
  full_name: z.string(),
  roll_number: z.nullable(z.string()),
  wing: z.string(),
  /** The room as the office labels it (e.g. "B-204"), and the bed in it. */
  room: z.string(),
  bed: z.string(),
  state: z.enum(ROLL_CALL_STATES),
  /** When the warden marked them present, if they did. */
  marked_at: z.nullable(z.string()),
  /** The leave that excuses or explains them, with the gate's exit and return (ISO). */
  leave: z.nullable(
    z.object({
      id: z.number(),
      from: z.string(),
      to: z.string(),
      exited_at: z.nullable(z.string()),
      returned_at: z.nullable(z.string()),
    }),
  ),
});
export type RollCallResident = z.output<typeof rollCallResident>;

export const rollCallAnswer = z.object({
  hostel_name: z.string(),
  night: z.string(),
  /** The hostel's curfew (HH:MM, IST) and the moment of the call it sets (ISO). */
  curfew: z.string(),
  call_at: z.string(),
  /** Whether the warden may still mark this night (tonight and last night). */
  open: z.boolean(),
  /** By wing, room and bed. */
  residents: z.array(rollCallResident),
});
export type RollCallAnswer = z.output<typeof rollCallAnswer>;

export const markRollCallBody = z.object({
  user_ids: z
    .array(z.uuid('must be a user id'))
    .check(
      z.minLength(1, 'must name at least one resident'),
      z.maxLength(ROLL_CALL_MARK_MAX, `must name at most ${ROLL_CALL_MARK_MAX} residents`),
    ),
  present: z.boolean({ error: 'must be true or false' }),
});
export type MarkRollCallBody = z.input<typeof markRollCallBody>;
export const markRollCallAnswer = z.object({ marked: z.number() });

export const rollCallApi = {
  /** GET /admin/rollcall/:hostel/:night (its warden, or the whole office): the night's residents. 403; 404 `unknown_hostel`. */
  night: get('/admin/rollcall/:hostel/:night', { access: 'places', params: rollCallParams, answer: rollCallAnswer }),
  /**
   * POST /admin/rollcall/:hostel/:night/mark {user_ids, present}: marks residents present (or not), audited as
   * `rollcall.mark`. 403; 404 `unknown_hostel`; 409 `night_closed` (not tonight or last night) | `not_resident`.
   */
  mark: post('/admin/rollcall/:hostel/:night/mark', {
    access: 'places',
    params: rollCallParams,
    body: markRollCallBody,
    answer: markRollCallAnswer,
  }),
};
