// The gate (contracts/src/api/gate.ts): who passes (an out-pass or a visitor's pass read here, a roll number, or a
// visitor's phone number), then one database call that checks the caller keeps the gate and records the passage once;
// this maps its outcomes to answers. A leave's scans go to the database in batches; a visitor's one by one
// (./visitor-scan.ts).
import type { GateDirection, GateLogAnswer, GateScanAnswer, GatesAnswer } from '@campus-hostel/contracts/api';
import type { AuthUser } from '../auth-user.js';
import { HttpError } from '../errors.js';
import type { HostelStore } from '../hostel-store.js';
import { PassRefused, type LeavePasses } from '../leave/pass.js';
import type { GateScan, GateScanResult } from './store.js';
import { NO_GATE, NOT_YOUR_GATE, passNotValid, refusal } from './refusals.js';
import { scanVisitor, type VisitorGate } from './visitor-scan.js';

const GATE_ROLES: ReadonlySet<AuthUser['role']> = new Set(['guard', 'staff', 'admin']);

/** Records one scan, sent to the database with the scans that arrive with it (routes.ts). */
export type RecordScan = (scan: GateScan) => Promise<GateScanResult>;

/**
 * The pass's leave; a return may come after the pass's end (late), an exit may not. Null when the token is no leave's
 * pass (a visitor's, or not ours: the visitor's reading decides).
 */
async function passLeave(
  passes: LeavePasses,
  token: string,
  direction: GateDirection,
  now: Date,
): Promise<number | null> {
  try {
    return (await passes.read(token, { allowExpired: direction === 'in', now })).leaveId;
  } catch (error) {
    if (!(error instanceof PassRefused)) throw error;
    if (error.problem === 'invalid') return null;
    throw passNotValid(error.problem);
  }
}

export interface GateScanBody {
  token?: string | undefined;
  roll_number?: string | undefined;
  phone?: string | undefined;
  direction: GateDirection;
}

export async function scanGate(
  passes: LeavePasses,
  record: RecordScan,
  visitors: VisitorGate,
  user: AuthUser,
  body: GateScanBody,
): Promise<GateScanAnswer> {
  // Another office role keeps no gate: refused before the pass is read, as the database would.
  if (!GATE_ROLES.has(user.role)) throw new HttpError(403, NO_GATE, 'forbidden');
  const now = new Date();
  if (body.phone !== undefined) return scanVisitor(visitors, user, { phone: body.phone }, body.direction, now);
  const leaveId = body.token === undefined ? null : await passLeave(passes, body.token, body.direction, now);
  if (body.token !== undefined && leaveId === null) {
    return scanVisitor(visitors, user, { token: body.token }, body.direction, now);
  }
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
    host: null,
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
