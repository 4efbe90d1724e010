// The selection-day waiting room (DESIGN §13): a student takes a place in line, asks where it stands, and may hold a bed
// in a hostel under selection only while admitted (any other hostel needs no admission). An admission ends when it runs
// out or when the student pays. The line and its admissions live in PostgreSQL (one SQL call each), so API instances
// share them.
import type { QueueJoinAnswer, QueueStatus, SelectionEntryAnswer } from '@campus-hostel/contracts/api';
import { HttpError } from '../errors.js';
import { cachedRead } from './cached-read.js';
import { ALREADY_BOOKED } from './payments.js';
import type { AuthUser } from './auth-user.js';
import type { HostelStore, TicketState } from './hostel-store.js';
import { mySelection, selectionAnswer } from './selection.js';

/** SELECTION_CAPACITY and ADMISSION_MINUTES; null when the waiting room is off. */
export interface WaitingRoom {
  capacity: number;
  admissionMinutes: number;
}

export const NO_WAITING_ROOM = 'There is no waiting room at the moment: you may choose a bed straight away.';
export const TICKET_NOT_FOUND = 'Ticket not found';
export const ADMISSION_EXPIRED = 'Your turn to choose a bed has ended. Join the line again for a new place.';

function required(room: WaitingRoom | null): WaitingRoom {
  if (!room) throw new HttpError(404, NO_WAITING_ROOM, 'no_waiting_room');
  return room;
}

/** The window the line's pace is measured over: long enough to smooth out one slow payer, short enough to follow the day. */
export const PACE_MINUTES = 5;
/** How long an API instance reuses the pace it read: on selection day thousands ask where they stand each minute. */
const PACE_TTL_MS = 5_000;

/** The line's pace as the waiting room's answers use it: seats freed in the last PACE_MINUTES, read at most every 5 s. */
export type LinePace = () => Promise<number>;

export function linePace(store: Pick<HostelStore, 'waitingRoomSeatsFreed'>, now = () => Date.now()): LinePace {
  return cachedRead(PACE_TTL_MS, () => store.waitingRoomSeatsFreed(PACE_MINUTES), now);
}

/**
 * How long until the student is admitted, in whole seconds, later by what is left of a shuffled first minute. If every
 * admission ran to its end, `capacity` seats would free up per admissionMinutes and the student's own (they need
 * `position` of them) would come after position × admissionMinutes × 60 ÷ capacity seconds. Students who pay free their
 * seat sooner, so when seats have freed up in the last PACE_MINUTES, the line moves at that pace instead, never slower.
 */
export function etaSeconds(
  room: WaitingRoom,
  position: number,
  drawAt: string | null,
  seatsFreed: number,
  now = Date.now(),
): number {
  const draw = drawAt === null ? 0 : Math.max(0, Date.parse(drawAt) - now) / 1000;
  const everyAdmissionUsed = (position * room.admissionMinutes * 60) / room.capacity;
  const atPace = seatsFreed > 0 ? (position * PACE_MINUTES * 60) / seatsFreed : Infinity;
  return Math.ceil(draw + Math.min(everyAdmissionUsed, atPace));
}

async function answer(room: WaitingRoom, state: TicketState, pace: LinePace): Promise<QueueStatus> {
  switch (state.outcome) {
    case 'not_found':
      throw new HttpError(404, TICKET_NOT_FOUND, 'not_found');
    case 'expired':
      throw new HttpError(410, ADMISSION_EXPIRED, 'admission_expired');
    case 'admitted':
      return { admitted: true, expires_at: state.expiresAt };
    case 'waiting':
      return {
        admitted: false,
        position: state.position,
        ahead: state.ahead,
        eta_seconds: etaSeconds(room, state.position, state.drawAt, await pace()),
      };
  }
}

/**
 * POST /queue: the student's place in line (the same for every tab and device) and where it stands; 409 `already_booked`
 * for a student who already has a bed, who may not hold another and so takes no place.
 */
export async function joinQueue(
  store: HostelStore,
  waitingRoom: WaitingRoom | null,
  pace: LinePace,
  user: AuthUser,
): Promise<QueueJoinAnswer> {
  const room = required(waitingRoom);
  const joined = await store.joinWaitingRoom(user.id, room.capacity, room.admissionMinutes);
  if (joined.outcome === 'booked') throw new HttpError(409, ALREADY_BOOKED, 'already_booked');
  return { ticket: joined.ticket, ...(await answer(room, joined.state, pace)) };
}

/** GET /queue/{ticket}: where the student's ticket stands; someone else's is not found, as one that never existed. */
export async function queueStatus(
  store: HostelStore,
  waitingRoom: WaitingRoom | null,
  pace: LinePace,
  user: AuthUser,
  ticket: string,
): Promise<QueueStatus> {
  const room = required(waitingRoom);
  return answer(room, await store.waitingRoomStatus(ticket, user.id, room.capacity, room.admissionMinutes), pace);
}

/**
 * POST /selection/enter: the student's windows and, when one of them is open for the hostel, their place in line, from
 * one call to the database; no place (null) when the waiting room is off, no window of theirs is open for the hostel,
 * or they already have a bed.
 */
export async function enterSelection(
  store: HostelStore,
  hostels: () => Promise<string[]>,
  waitingRoom: WaitingRoom | null,
  pace: LinePace,
  user: AuthUser,
  hostel: string,
  now = Date.now(),
): Promise<SelectionEntryAnswer> {
  if (!waitingRoom) return { selection: await mySelection(store, hostels, user, now), line: null };
  const [selectionHostels, entry] = await Promise.all([
    hostels(),
    store.enterSelection(user.id, hostel, waitingRoom.capacity, waitingRoom.admissionMinutes),
  ]);
  const selection = selectionAnswer(selectionHostels, entry.windows, now);
  if (entry.joined?.outcome !== 'ticket') return { selection, line: null };
  return { selection, line: { ticket: entry.joined.ticket, ...(await answer(waitingRoom, entry.joined.state, pace)) } };
}
