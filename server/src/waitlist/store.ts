// The waitlist: a line per hostel and room type, and the offers a freed bed makes.
import type { Supabase } from '../clients/supabase.js';
import { z } from 'zod';
import { BED_LABELS } from '@campus-hostel/contracts/reference';
import { type WaitlistEntry } from '@campus-hostel/contracts/api';
import { id, timestamp, nullableTimestamp, unwrap, exactlyOne } from '../db/answers.js';

const waitlistJoinRow = z.object({
  outcome: z.enum(['joined', 'not_found', 'not_eligible', 'already_booked', 'beds_free']),
  entry_id: id.nullable(),
  problem: z.string().nullable(),
});

export type WaitlistJoinResult =
  | { outcome: 'joined'; entryId: number }
  | { outcome: 'not_found' | 'already_booked' | 'beds_free' }
  /** The hostel is not for this student; problem is the rule, in words. */
  | { outcome: 'not_eligible'; problem: string };

const waitlistRow = z.object({
  id,
  hostel_name: z.string(),
  occupancy: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(['waiting', 'offered']),
  position: z.number().int().nullable(),
  total: z.number().int(),
  joined_at: timestamp,
  room_id: id.nullable(),
  wing_name: z.string().nullable(),
  room_number: z.number().int().nullable(),
  bed_label: z.enum(BED_LABELS).nullable(),
  expires_at: nullableTimestamp,
});

const waitlistLeaveOutcome = z.enum(['left', 'not_found']);

function waitlistEntry(row: z.infer<typeof waitlistRow>): WaitlistEntry {
  let offer: WaitlistEntry['offer'] = null;
  if (row.status === 'offered') {
    const { room_id, wing_name, room_number, bed_label, expires_at } = row;
    if (room_id === null || wing_name === null || room_number === null || bed_label === null || expires_at === null) {
      throw new Error('waitlist_mine answered an offer without its bed');
    }
    offer = { room_id, wing_name, room_number, bed_label, expires_at };
  }
  return {
    id: row.id,
    hostel_name: row.hostel_name,
    occupancy: row.occupancy,
    status: row.status,
    position: row.position,
    total: row.total,
    joined_at: row.joined_at,
    offer,
  };
}

export interface WaitlistStore {
  /** A place at the back of the hostel's line for that room type (or the live one the student has there). */
  joinWaitlist(userId: string, hostel: string, occupancy: 1 | 2): Promise<WaitlistJoinResult>;
  /** The student's live entries (waiting, or offered), hostel order then occupancy, with their places and offers. */
  myWaitlist(userId: string): Promise<WaitlistEntry[]>;
  /** Ends the student's entry (declining its offer: the bed goes to the next in line for offerHours). */
  leaveWaitlist(userId: string, entryId: number, offerHours: number): Promise<z.infer<typeof waitlistLeaveOutcome>>;
  /** Expires offers past their end, then offers each free bed of a line to its first waiting student; how many offers. */
  sweepWaitlist(offerHours: number): Promise<number>;
}

export function createWaitlistStore(supabase: Supabase): WaitlistStore {
  return {
    async joinWaitlist(userId, hostel, occupancy) {
      const answer = await supabase.rpc('waitlist_join', {
        p_user_id: userId,
        p_hostel_name: hostel,
        p_occupancy: occupancy,
      });
      const row = exactlyOne('waitlist_join', unwrap('waitlist_join', answer, z.array(waitlistJoinRow)));
      switch (row.outcome) {
        case 'joined':
          if (row.entry_id === null) throw new Error('waitlist_join joined without an entry');
          return { outcome: 'joined', entryId: row.entry_id };
        case 'not_eligible':
          if (row.problem === null) throw new Error('waitlist_join answered not_eligible without the rule');
          return { outcome: 'not_eligible', problem: row.problem };
        default:
          return { outcome: row.outcome };
      }
    },

    async myWaitlist(userId) {
      const answer = await supabase.rpc('waitlist_mine', { p_user_id: userId });
      return unwrap('waitlist_mine', answer, z.array(waitlistRow)).map(waitlistEntry);
    },

    async leaveWaitlist(userId, entryId, offerHours) {
      const answer = await supabase.rpc('waitlist_leave', {
        p_user_id: userId,
        p_entry_id: entryId,
        p_hours: offerHours,
      });
      return unwrap('waitlist_leave', answer, waitlistLeaveOutcome);
    },

    async sweepWaitlist(offerHours) {
      const answer = await supabase.rpc('waitlist_sweep', { p_hours: offerHours });
      return unwrap('waitlist_sweep', answer, z.number().int());
    },
  };
}
