// The gate's server-only SQL (supabase/migrations/…_gate_scan.sql): each call re-checks that the actor keeps the gate
// and records under gate_events' own unique key; answers are validated here.
import { z } from 'zod';
import {
  GATE_DIRECTIONS,
  GATE_PASS_KINDS,
  PASS_REFUSALS,
  type GateDirection,
  type GateEvent,
} from '@campus-hostel/contracts/api';
import type { Supabase } from '../clients/supabase.js';
import { id, nullableTimestamp, timestamp, unwrap } from '../db/answers.js';

export const GATE_OUTCOMES = ['recorded', 'already_used', ...PASS_REFUSALS, 'forbidden', 'unknown_student'] as const;
export type GateOutcome = (typeof GATE_OUTCOMES)[number];

const scanRow = z.object({
  scan: z.number().int(),
  outcome: z.enum(GATE_OUTCOMES),
  full_name: z.string().nullable(),
  roll_number: z.string().nullable(),
  hostel_name: z.string().nullable(),
  room: z.string().nullable(),
  valid_from: nullableTimestamp,
  valid_to: nullableTimestamp,
  at: nullableTimestamp,
  late: z.boolean().nullable(),
});
export type GateScanResult = Omit<z.infer<typeof scanRow>, 'scan'>;

/** One scan for gate_scans: the pass's leave or a roll number, at the moment the server read it. */
export interface GateScan {
  leaveId: number | null;
  rollNumber: string | null;
  direction: GateDirection;
  actorId: string;
  at: Date;
}

const gateEvent = z.object({
  kind: z.enum(GATE_PASS_KINDS),
  id,
  at: timestamp,
  direction: z.enum(GATE_DIRECTIONS),
  late: z.boolean(),
  name: z.string(),
  roll_number: z.string().nullable(),
  hostel: z.string(),
});
const gateLog = z.union([
  z.object({ problem: z.enum(['unknown_hostel', 'forbidden']) }),
  z.object({ events: z.array(gateEvent) }),
]);
export type GateLogResult = { problem: 'unknown_hostel' | 'forbidden' } | { events: GateEvent[] };

export interface GateStore {
  /** Decides each scan in one transaction; one result per scan, in the scans' order. */
  gateScans(scans: GateScan[]): Promise<GateScanResult[]>;
  /** The hostels whose gates the actor keeps. */
  gateHostels(actorId: string): Promise<string[]>;
  gateLog(hostelName: string, actorId: string): Promise<GateLogResult>;
}

export function createGateStore(supabase: Supabase): GateStore {
  return {
    async gateScans(scans) {
      const answer = await supabase.rpc('gate_scans', {
        p_scans: scans.map((scan) => ({
          leave_id: scan.leaveId,
          roll_number: scan.rollNumber,
          direction: scan.direction,
          actor_id: scan.actorId,
          at: scan.at.toISOString(),
        })),
      });
      const rows = new Map(unwrap('gate_scans', answer, z.array(scanRow)).map(({ scan, ...row }) => [scan, row]));
      return scans.map((_, i) => {
        const row = rows.get(i);
        if (!row) throw new Error(`gate_scans answered no row for scan ${i}`);
        return row;
      });
    },
    async gateHostels(actorId) {
      const answer = await supabase.rpc('gate_hostels', { p_actor_id: actorId });
      return unwrap('gate_hostels', answer, z.array(z.string()));
    },
    async gateLog(hostelName, actorId) {
      const answer = await supabase.rpc('gate_log', { p_hostel_name: hostelName, p_actor_id: actorId });
      return unwrap('gate_log', answer, gateLog);
    },
  };
}
