// The selection-day waiting room: places in line, admissions and the line's pace.
import type { Supabase } from '../clients/supabase.js';
import { z } from 'zod';
import { type MySelectionWindow } from '@campus-hostel/contracts/api';
import { id, nullableTimestamp, unwrap, exactlyOne } from '../db/answers.js';
import { mySelectionWindowRow } from '../selection/store.js';

const ticketStateRow = z.object({
  outcome: z.enum(['not_found', 'waiting', 'admitted', 'expired']),
  position: z.number().int().nullable(),
  ahead: z.number().int().nullable(),
  expires_at: nullableTimestamp,
  draw_at: nullableTimestamp,
});

const joinedTicketRow = z.union([
  ticketStateRow.extend({ ticket: z.string().uuid() }),
  z.object({
    ticket: z.null(),
    outcome: z.enum(['booked', 'not_open', 'not_under_selection']),
    opens_at: nullableTimestamp,
  }),
]);

/**
 * A join: the student's ticket and where it stands; or no place: `booked` (they already have a bed), `not_open` (none of
 * their windows for the hostel is open; opensAt: when theirs next opens, or null), `not_under_selection` (nothing to
 * wait for).
 */
export type JoinedTicket =
  | { outcome: 'booked' | 'not_under_selection' }
  | { outcome: 'not_open'; opensAt: string | null }
  | { outcome: 'ticket'; ticket: string; state: TicketState };

const enteredRow = z.union([
  ticketStateRow.extend({
    windows: z.array(mySelectionWindowRow),
    ticket: z.string().uuid(),
    sort_key_us: id,
    seq: id,
  }),
  z.object({ windows: z.array(mySelectionWindowRow), ticket: z.null(), outcome: z.enum(['booked', 'not_open']) }),
]);

/** A waiting place too far back to have been counted: its key in the line's order (as waitingLine gives them). */
export interface FarPlace {
  outcome: 'far';
  sortKeyUs: number;
  seq: number;
  drawAt: string | null;
}

const waitingLineRow = z.object({
  tickets: z.array(z.string()),
  users: z.array(z.string()),
  draws: z.array(nullableTimestamp),
  sort_keys_us: z.array(id),
  seqs: z.array(id),
});

/** The waiting tickets in line order (the first is first in line), each with its student, draw_at and key. */
export interface WaitingLine {
  tickets: string[];
  users: string[];
  draws: (string | null)[];
  /** The line's order: sort_key in microseconds since the epoch, then seq. */
  sortKeysUs: number[];
  seqs: number[];
}

/**
 * A hostel page's entry: the student's windows, and their place in line when one is open for the hostel (else null),
 * counted only when it is near the head.
 */
export interface HostelEntry {
  windows: MySelectionWindow[];
  joined: { outcome: 'booked' } | { outcome: 'ticket'; ticket: string; state: TicketState | FarPlace } | null;
}

/** Where a waiting-room ticket stands. */
export type TicketState =
  | { outcome: 'not_found' | 'expired' }
  /** drawAt: a shuffled arrival's minute ends then; nobody of that minute is admitted before. */
  | { outcome: 'waiting'; position: number; ahead: number; drawAt: string | null }
  | { outcome: 'admitted'; expiresAt: string };

function ticketState(what: string, row: z.infer<typeof ticketStateRow>): TicketState {
  switch (row.outcome) {
    case 'not_found':
    case 'expired':
      return { outcome: row.outcome };
    case 'admitted':
      if (row.expires_at === null) throw new Error(`${what} answered admitted without expires_at`);
      return { outcome: 'admitted', expiresAt: row.expires_at };
    case 'waiting':
      if (row.position === null || row.ahead === null) throw new Error(`${what} answered waiting without a position`);
      return { outcome: 'waiting', position: row.position, ahead: row.ahead, drawAt: row.draw_at };
  }
}

export interface WaitingRoomStore {
  /**
   * The student's live waiting-room ticket for the hostel (the same for every tab), taken only inside their open window
   * for it, admitting from the head of the line if there is room; none for a student who already has a bed.
   */
  joinWaitingRoom(userId: string, hostel: string, capacity: number, minutes: number): Promise<JoinedTicket>;
  /** Ends the student's place (an admitted one's seat frees at once); not_found: none, or not theirs. */
  leaveWaitingRoom(ticket: string, userId: string): Promise<'left' | 'not_found'>;
  /**
   * The student's windows and, when one of them is open for the hostel, their live ticket as joinWaitingRoom takes it,
   * counting at most `countWithin` of those ahead (further back: a FarPlace).
   */
  enterSelection(
    userId: string,
    hostel: string,
    capacity: number,
    minutes: number,
    countWithin: number,
  ): Promise<HostelEntry>;
  /** Admits from the head of the line if there is room, then where the student's ticket stands (not_found: not theirs). */
  waitingRoomStatus(ticket: string, userId: string, capacity: number, minutes: number): Promise<TicketState>;
  /** Every waiting ticket in line order, for answering places far from the head without counting each. */
  waitingLine(): Promise<WaitingLine>;
  /** The line's pace: admissions that ended (paid, or ran out) in the last `windowMinutes`. */
  waitingRoomSeatsFreed(windowMinutes: number): Promise<number>;
}

export function createWaitingRoomStore(supabase: Supabase): WaitingRoomStore {
  return {
    async joinWaitingRoom(userId, hostel, capacity, minutes) {
      const answer = await supabase.rpc('waiting_room_join', {
        p_user_id: userId,
        p_hostel_name: hostel,
        p_capacity: capacity,
        p_minutes: minutes,
      });
      const row = exactlyOne('waiting_room_join', unwrap('waiting_room_join', answer, z.array(joinedTicketRow)));
      if (row.ticket !== null) {
        return { outcome: 'ticket', ticket: row.ticket, state: ticketState('waiting_room_join', row) };
      }
      if (row.outcome === 'not_open') return { outcome: 'not_open', opensAt: row.opens_at };
      return { outcome: row.outcome };
    },

    async leaveWaitingRoom(ticket, userId) {
      const answer = await supabase.rpc('waiting_room_leave', { p_ticket: ticket, p_user_id: userId });
      return unwrap('waiting_room_leave', answer, z.enum(['left', 'not_found']));
    },

    async enterSelection(userId, hostel, capacity, minutes, countWithin) {
      const answer = await supabase.rpc('selection_enter', {
        p_user_id: userId,
        p_hostel_name: hostel,
        p_capacity: capacity,
        p_minutes: minutes,
        p_count_within: countWithin,
      });
      const row = exactlyOne('selection_enter', unwrap('selection_enter', answer, z.array(enteredRow)));
      const { windows } = row;
      if (row.ticket === null) return { windows, joined: row.outcome === 'booked' ? { outcome: 'booked' } : null };
      const state: TicketState | FarPlace =
        row.outcome === 'waiting' && row.position === null
          ? { outcome: 'far', sortKeyUs: row.sort_key_us, seq: row.seq, drawAt: row.draw_at }
          : ticketState('selection_enter', row);
      return { windows, joined: { outcome: 'ticket', ticket: row.ticket, state } };
    },

    async waitingRoomStatus(ticket, userId, capacity, minutes) {
      const answer = await supabase.rpc('waiting_room_status', {
        p_ticket: ticket,
        p_user_id: userId,
        p_capacity: capacity,
        p_minutes: minutes,
      });
      const row = exactlyOne('waiting_room_status', unwrap('waiting_room_status', answer, z.array(ticketStateRow)));
      return ticketState('waiting_room_status', row);
    },

    async waitingLine() {
      const answer = await supabase.rpc('waiting_room_line');
      const row = exactlyOne('waiting_room_line', unwrap('waiting_room_line', answer, z.array(waitingLineRow)));
      const { tickets, users, draws, sort_keys_us: sortKeysUs, seqs } = row;
      if ([users, draws, sortKeysUs, seqs].some((list) => list.length !== tickets.length)) {
        throw new Error('waiting_room_line answered arrays of different lengths');
      }
      return { tickets, users, draws, sortKeysUs, seqs };
    },

    async waitingRoomSeatsFreed(windowMinutes) {
      const answer = await supabase.rpc('waiting_room_seats_freed', { p_window_minutes: windowMinutes });
      return unwrap('waiting_room_seats_freed', answer, z.number().int());
    },
  };
}
