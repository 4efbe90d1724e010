// The selection-day waiting room (DESIGN §13): a student takes a place in line, asks where it stands, and may hold a bed
// in a hostel under selection only while admitted (any other hostel needs no admission). An admission ends when it runs
// out or when the student pays. The line and its admissions live in PostgreSQL (one SQL call each), so API instances
// share them.
import type { QueueJoinAnswer, QueueStatus } from '@campus-hostel/contracts/api';
import { HttpError } from '../errors.js';
import type { AuthUser } from './auth-user.js';
import type { HostelStore, TicketState } from './hostel-store.js';

/** SELECTION_CAPACITY and ADMISSION_MINUTES; null when the waiting room is off. */
export interface WaitingRoom {
  capacity: number;
  admissionMinutes: number;
}

export const NO_WAITING_ROOM = 'There is no waiting room at the moment: you may choose a bed straight away.';
export const TICKET_NOT_FOUND = 'Ticket not found';
export const ADMISSION_EXPIRED = 'Your turn to choose a bed has ended. Join the line again for a new place.';
export const NOT_ADMITTED = 'Room selection is busy: join the waiting room and hold a bed once it admits you.';

function required(room: WaitingRoom | null): WaitingRoom {
  if (!room) throw new HttpError(404, NO_WAITING_ROOM, 'no_waiting_room');
  return room;
}

/**
 * How long until the student is admitted, in whole seconds. Each admission lasts admissionMinutes, so at most
 * `capacity` seats free up per admissionMinutes: the student's own (they need `position` of them) comes after about
 * position × admissionMinutes × 60 ÷ capacity seconds, later if a shuffled first minute has yet to end. Admissions
 * used up early only make it sooner.
 */
export function etaSeconds(room: WaitingRoom, position: number, drawAt: string | null, now = Date.now()): number {
  const draw = drawAt === null ? 0 : Math.max(0, Date.parse(drawAt) - now) / 1000;
  return Math.ceil(draw + (position * room.admissionMinutes * 60) / room.capacity);
}

function answer(room: WaitingRoom, state: TicketState): QueueStatus {
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
        eta_seconds: etaSeconds(room, state.position, state.drawAt),
      };
  }
}

/** POST /queue: the student's place in line (the same for every tab and device) and where it stands. */
export async function joinQueue(
  store: HostelStore,
  waitingRoom: WaitingRoom | null,
  user: AuthUser,
): Promise<QueueJoinAnswer> {
  const room = required(waitingRoom);
  const { ticket, state } = await store.joinWaitingRoom(user.id, room.capacity, room.admissionMinutes);
  return { ticket, ...answer(room, state) };
}

/** GET /queue/{ticket}: where the student's ticket stands; someone else's is not found, as one that never existed. */
export async function queueStatus(
  store: HostelStore,
  waitingRoom: WaitingRoom | null,
  user: AuthUser,
  ticket: string,
): Promise<QueueStatus> {
  const room = required(waitingRoom);
  return answer(room, await store.waitingRoomStatus(ticket, user.id, room.capacity, room.admissionMinutes));
}
