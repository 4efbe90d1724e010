// The gate through our API, which checks the caller keeps the gate and decides each scan in one call; a visitor's pass
// is found by its token or the visitor's phone, and a walk-in is registered here for its host to confirm.
import {
  gateApi,
  visitorsApi,
  type GateDirection,
  type GateEvent,
  type GateScanAnswer,
  type GateVisitor,
  type WalkInBody,
} from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';

/** Who passes: the pass's token (camera or hardware scanner), a student's roll number or a visitor's phone typed in. */
export type Scanned = { token: string } | { roll_number: string } | { phone: string };

export async function getGates(): Promise<string[]> {
  return (await callSignedIn(gateApi.gates, {})).hostels;
}

export function scanPass(direction: GateDirection, scanned: Scanned): Promise<GateScanAnswer> {
  return callSignedIn(gateApi.scan, { body: { ...scanned, direction } });
}

export async function getGateLog(hostel: string): Promise<GateEvent[]> {
  return (await callSignedIn(gateApi.log, { params: { hostel } })).events;
}

/** Today's visitor passes (IST) at the gate: expected, waiting for their host, inside and gone. */
export async function getGateVisitors(hostel: string): Promise<GateVisitor[]> {
  return (await callSignedIn(visitorsApi.today, { params: { hostel } })).passes;
}

export function registerWalkIn(body: WalkInBody): Promise<GateVisitor> {
  return callSignedIn(visitorsApi.walkIn, { body });
}
