// A visitor at the gate: their pass's token (read here, then asked of the database) or their phone number, coming in
// or leaving, recorded once under the pass's row lock (public.visitor_scan). An exit after the window's end is recorded
// as late (an overstay); the host's name and room tell the guard where to send them.
import type { GateDirection, GateScanAnswer } from '@campus-hostel/contracts/api';
import type { AuthUser } from '../auth-user.js';
import { PassRefused } from '../signed-pass.js';
import type { VisitorPasses } from '../visitors/pass.js';
import type { VisitorScan, VisitorScanResult } from '../visitors/store.js';
import { passNotValid, refusal } from './refusals.js';

/** What the gate needs for visitors: their passes' reader and the database's scan. */
export interface VisitorGate {
  passes: VisitorPasses;
  record: (scan: VisitorScan) => Promise<VisitorScanResult>;
}

/** The token's pass; leaving may come after the window's end (an overstay), coming in may not. */
async function passId(passes: VisitorPasses, token: string, direction: GateDirection, now: Date): Promise<number> {
  try {
    return (await passes.read(token, { allowExpired: direction === 'out', now })).passId;
  } catch (error) {
    if (error instanceof PassRefused) throw passNotValid(error.problem, 'visitor');
    throw error;
  }
}

export async function scanVisitor(
  gate: VisitorGate,
  user: AuthUser,
  who: { token: string } | { phone: string },
  direction: GateDirection,
  now: Date,
): Promise<GateScanAnswer> {
  const result = await gate.record({
    passId: 'token' in who ? await passId(gate.passes, who.token, direction, now) : null,
    phone: 'phone' in who ? who.phone : null,
    direction,
    actorId: user.id,
    at: now,
  });
  if (result.outcome !== 'recorded') throw refusal(result.outcome, direction, 'visitor');
  const { visitor_name, hostel_name, host_name, host_room, valid_from, valid_to, at, late } = result;
  if (
    visitor_name === null ||
    hostel_name === null ||
    valid_from === null ||
    valid_to === null ||
    at === null ||
    late === null
  ) {
    throw new Error('visitor_scan recorded a scan without its pass');
  }
  return {
    kind: 'visitor',
    name: visitor_name,
    roll_number: null,
    hostel: hostel_name,
    room: null,
    host: { name: host_name ?? '', room: host_room },
    direction,
    late,
    valid_from,
    valid_to,
    at,
  };
}
