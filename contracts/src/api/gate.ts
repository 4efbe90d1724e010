// The gate: a guard scans a student's out-pass (the QR of an approved leave) or types a roll number, to record an exit
// or a return. A pass outside its validity, revoked, of another hostel's gate, or already used for that direction is
// refused with its reason; a return after the pass's end is recorded as late and told to the warden (and, past the
// hostel's threshold, the guardian). A visitor's pass (./visitors.ts) is scanned, or found by the visitor's phone
// number, through the same route: an entry tells the host, an exit after the window is an overstay (late). A guard acts
// at the gates of their hostels; the whole office at any.
import * as z from 'zod/mini';
import { CheckedValues } from '../database.types';
import { hostelName, text } from './fields';
import { get, post } from './route';
import { anyPhone } from './student-record';

/** Out through the gate, or back in (public.gate_events.direction). */
export const GATE_DIRECTIONS = CheckedValues.gate_events.direction;
export type GateDirection = (typeof GATE_DIRECTIONS)[number];

/** What the gate scanned: a leave's out-pass, or a visitor's pass. */
export const GATE_PASS_KINDS = ['leave', 'visitor'] as const;
export type GatePassKind = (typeof GATE_PASS_KINDS)[number];

/**
 * Why a pass is refused (403 `pass_not_valid`, `reason`): not ours or malformed (`invalid`), before its start
 * (`not_yet`), an exit after its end (`expired`), its leave no longer approved (`cancelled`), a student of a hostel
 * whose gate the caller does not keep (`other_gate`), a roll number with no leave to go out or come back on
 * (`no_leave`), a return with no exit recorded (`not_out`), a walk-in its host has not confirmed (`awaiting_host`), a
 * phone number with no pass within 12 hours of now at the caller's gates (`no_pass`). A visitor's pass declined, withdrawn or void is
 * `cancelled`. Directions are the hostel's: a visitor comes `in` and leaves `out`; leaving with no entry recorded is
 * `not_in`.
 */
export const PASS_REFUSALS = [
  'invalid',
  'not_yet',
  'expired',
  'cancelled',
  'other_gate',
  'no_leave',
  'not_out',
  'awaiting_host',
  'no_pass',
  'not_in',
] as const;
export type PassRefusal = (typeof PASS_REFUSALS)[number];

const direction = z.enum(GATE_DIRECTIONS, { error: 'must be out or in' });
const passToken = z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(2000, 'is too long'));

/**
 * Who passes: the QR's token (a camera or a hardware scanner typing it), a student's roll number typed in (any case), or
 * a visitor's phone number (their pass of the hours around now at the caller's gates).
 */
export const gateScanBody = z
  .object({
    token: z.optional(passToken),
    roll_number: z.optional(text(20)),
    phone: z.optional(anyPhone),
    direction,
  })
  .check(
    z.refine((body) => [body.token, body.roll_number, body.phone].filter((given) => given !== undefined).length === 1, {
      message: 'must give one of token, roll_number or phone',
      path: ['token'],
    }),
  );
export type GateScanBody = z.input<typeof gateScanBody>;

export const gateScanAnswer = z.object({
  kind: z.enum(GATE_PASS_KINDS),
  /** Who passed, with the fields the guard checks against the person in front of them. */
  name: z.string(),
  roll_number: z.nullable(z.string()),
  hostel: z.string(),
  /** Their room, as the office labels it (e.g. "B-204"); null for a visitor. */
  room: z.nullable(z.string()),
  /** A visitor's host, whom the guard sends them to (room as the office labels it); null for a leave. */
  host: z.nullable(z.object({ name: z.string(), room: z.nullable(z.string()) })),
  direction,
  /** A return after the leave's end; a visitor leaving after their window's end (an overstay). */
  late: z.boolean(),
  /** The pass's validity (ISO). */
  valid_from: z.string(),
  valid_to: z.string(),
  /** When the gate recorded it (ISO). */
  at: z.string(),
});
export type GateScanAnswer = z.output<typeof gateScanAnswer>;

export const gatesAnswer = z.object({
  /** The hostels whose gates the caller keeps (the whole office: every hostel). */
  hostels: z.array(z.string()),
});
export type GatesAnswer = z.output<typeof gatesAnswer>;

/** One exit or return of a leave, or one entry or exit of a visitor; `kind`, `id` and `direction` name it. */
export const gateEvent = z.object({
  kind: z.enum(GATE_PASS_KINDS),
  /** The leave's gate event, or the visitor's pass. */
  id: z.number(),
  at: z.string(),
  direction,
  late: z.boolean(),
  name: z.string(),
  roll_number: z.nullable(z.string()),
  hostel: z.string(),
});
export type GateEvent = z.output<typeof gateEvent>;
export const gateLogAnswer = z.object({ events: z.array(gateEvent) });
export type GateLogAnswer = z.output<typeof gateLogAnswer>;

const gateParams = { hostel: hostelName };

export const gateApi = {
  /**
   * POST /gate/scan {token | roll_number, direction} (a guard of the student's hostel's gate, or the whole office):
   * records an exit or a return, once per pass and direction; two gates scanning one pass record it once. 200 with who
   * passed; 409 `already_used`; 403 `pass_not_valid` {reason} (PASS_REFUSALS) or `forbidden` (not a guard).
   */
  scan: post('/gate/scan', { access: 'places', body: gateScanBody, answer: gateScanAnswer }),
  /** GET /gate/gates: the hostels whose gates the caller keeps. */
  gates: get('/gate/gates', { access: 'places', answer: gatesAnswer }),
  /**
   * GET /gate/:hostel/log: the last 50 exits, returns and visitors' entries and exits at that hostel's gate, newest
   * first. 403 `forbidden`.
   */
  log: get('/gate/:hostel/log', { access: 'places', params: gateParams, answer: gateLogAnswer }),
};
