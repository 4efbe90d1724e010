// The gate (contracts/src/api/gate.ts): who passes (an out-pass read here, or a roll number), then one database call
// that checks the caller keeps the gate and records the exit or return once; this maps its outcomes to answers.
import type {
  GateDirection,
  GateLogAnswer,
  GateScanAnswer,
  GatesAnswer,
  PassRefusal,
} from '@campus-hostel/contracts/api';
import type { AuthUser } from '../auth-user.js';
import { HttpError } from '../errors.js';
import type { HostelStore } from '../hostel-store.js';
import { PassRefused, type LeavePasses } from '../leave/pass.js';
import type { GateOutcome, GateScan, GateScanResult } from './store.js';

export const NO_GATE = 'You keep no hostel gate';
export const NOT_YOUR_GATE = 'You do not keep this hostel’s gate';
export const NO_SUCH_ROLL_NUMBER = 'No student has this roll number';

/** What the guard is told of each refused pass. */
export const REFUSAL_WORDS: Readonly<Record<PassRefusal, string>> = {
  invalid: 'This is not an out-pass of ours: ask for the roll number',
  not_yet: 'This leave has not started yet',
  expired: 'This leave is over: its pass no longer lets the student out',
  cancelled: 'This leave is no longer approved',
  other_gate: 'This student’s leave is for another hostel’s gate',
  no_leave: 'This student has no approved leave to go out or come back on now',
  not_out: 'No exit was recorded on this leave: the student has not gone out on it',
};

const ALREADY_USED: Readonly<Record<GateDirection, string>> = {
  out: 'Already used: this student’s exit on this leave is recorded',
  in: 'Already used: this student’s return from this leave is recorded',
};

const GATE_ROLES: ReadonlySet<AuthUser['role']> = new Set(['guard', 'staff', 'admin']);

function passNotValid(reason: PassRefusal): HttpError {
  return new HttpError(403, REFUSAL_WORDS[reason], 'pass_not_valid', { details: { reason } });
}

function refusal(outcome: Exclude<GateOutcome, 'recorded'>, direction: GateDirection): HttpError {
  switch (outcome) {
    case 'already_used':
      return new HttpError(409, ALREADY_USED[direction], 'already_used');
    case 'forbidden':
      return new HttpError(403, NO_GATE, 'forbidden');
    case 'unknown_student':
      return new HttpError(404, NO_SUCH_ROLL_NUMBER, 'not_found');
    default:
      return passNotValid(outcome);
  }
}

/** Records one scan, sent to the database with the scans that arrive with it (routes.ts). */
export type RecordScan = (scan: GateScan) => Promise<GateScanResult>;

/** The pass's leave; a return may come after the pass's end (late), an exit may not. */
async function passLeave(passes: LeavePasses, token: string, direction: GateDirection, now: Date): Promise<number> {
  try {
    return (await passes.read(token, { allowExpired: direction === 'in', now })).leaveId;
  } catch (error) {
    if (error instanceof PassRefused) throw passNotValid(error.problem);
    throw error;
  }
}

export async function scanGate(
  passes: LeavePasses,
  record: RecordScan,
  user: AuthUser,
  body: { token?: string | undefined; roll_number?: string | undefined; direction: GateDirection },
): Promise<GateScanAnswer> {
  // Another office role keeps no gate: refused before the pass is read, as the database would.
  if (!GATE_ROLES.has(user.role)) throw new HttpError(403, NO_GATE, 'forbidden');
  const now = new Date();
  const leaveId = body.token === undefined ? null : await passLeave(passes, body.token, body.direction, now);
  const result = await record({
    leaveId,
    rollNumber: body.roll_number ?? null,
    direction: body.direction,
    actorId: user.id,
    at: now,
  });
  if (result.outcome !== 'recorded') throw refusal(result.outcome, body.direction);
  const { full_name, roll_number, hostel_name, room, valid_from, valid_to, at, late } = result;
  if (hostel_name === null || valid_from === null || valid_to === null || at === null || late === null) {
    throw new Error('gate_scan recorded a scan without its leave');
  }
  return {
    kind: 'leave',
    name: full_name ?? '',
    roll_number,
    hostel: hostel_name,
    room,
    direction: body.direction,
    late,
    valid_from,
    valid_to,
    at,
  };
}

export async function gateHostels(store: HostelStore, user: AuthUser): Promise<GatesAnswer> {
  return { hostels: await store.gateHostels(user.id) };
}

export async function gateLog(store: HostelStore, user: AuthUser, hostel: string): Promise<GateLogAnswer> {
  const log = await store.gateLog(hostel, user.id);
  if ('problem' in log) {
    throw log.problem === 'forbidden'
      ? new HttpError(403, NOT_YOUR_GATE, 'forbidden')
      : new HttpError(404, 'There is no such hostel', 'unknown_hostel');
  }
  return log;
}
