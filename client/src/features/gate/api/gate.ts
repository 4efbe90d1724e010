// The gate through our API, which checks the caller keeps the gate and decides each scan in one call.
import { gateApi, type GateDirection, type GateEvent, type GateScanAnswer } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';

/** Who passes: the pass's token (camera or hardware scanner), or a roll number typed in. */
export type Scanned = { token: string } | { roll_number: string };

export async function getGates(): Promise<string[]> {
  return (await callSignedIn(gateApi.gates, {})).hostels;
}

export function scanPass(direction: GateDirection, scanned: Scanned): Promise<GateScanAnswer> {
  return callSignedIn(gateApi.scan, { body: { ...scanned, direction } });
}

export async function getGateLog(hostel: string): Promise<GateEvent[]> {
  return (await callSignedIn(gateApi.log, { params: { hostel } })).events;
}
