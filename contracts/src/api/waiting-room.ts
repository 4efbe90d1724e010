// Selection-day waiting room API: when the server is configured with SELECTION_CAPACITY, at most that many
// students are admitted at once to hold a bed in a hostel under selection (a selection window covering it has not
// closed); the rest wait in line. A place in line, and its admission, are for one hostel and exist only inside one of
// the student's own windows for it while it is open. A hold in any other hostel needs no admission. Without
// SELECTION_CAPACITY there is no waiting room: POST /queue answers 404 `no_waiting_room` and holds need no admission.
// The routes' paths say /queue, as the pages already in people's hands call them; everything else says waiting room.
import * as z from 'zod/mini';
import { hostelName } from './fields';
import { mySelectionAnswer } from './selection';
import { get, post } from './route';

/** A place in line, as POST /queue hands it out and GET /queue/{ticket} names it. */
export const waitingRoomTicket = z
  .string({ error: 'must be a ticket id (a UUID)' })
  .check(z.uuid({ error: 'must be a ticket id (a UUID)' }));

const count = z.number().check(z.int(), z.minimum(0));

/**
 * Waiting: position is 1-based among those waiting, ahead = position − 1. eta_seconds is an estimate, in whole seconds:
 * admissions turn over at most capacity per ADMISSION_MINUTES, so the student's own admission comes after about
 * position × ADMISSION_MINUTES × 60 ÷ capacity seconds (plus, in the shuffled first minute after a window opens, the
 * rest of that minute).
 */
const waiting = {
  admitted: z.literal(false),
  position: count,
  ahead: count,
  eta_seconds: count,
};

/**
 * Admitted: the student may hold a bed of the line's hostel until expires_at (ISO: ADMISSION_MINUTES after the
 * admission, or their window's close if sooner), or until they pay for one or leave (the seat then goes to the next in
 * line); after it, they join the line again, at the back.
 */
const admitted = {
  admitted: z.literal(true),
  expires_at: z.string(),
};

/** Where a place in line stands: waiting, or admitted (GET /queue/{ticket}'s answer). */
export const waitingRoomPlace = z.discriminatedUnion('admitted', [z.object(waiting), z.object(admitted)]);
export type WaitingRoomPlace = z.output<typeof waitingRoomPlace>;

/** POST /queue: the hostel whose line the student joins. */
export const joinWaitingRoomBody = z.object({ hostel: hostelName });
export type JoinWaitingRoomBody = z.input<typeof joinWaitingRoomBody>;

export const joinWaitingRoomAnswer = z.discriminatedUnion('admitted', [
  z.object({ ticket: z.string(), ...waiting }),
  z.object({ ticket: z.string(), ...admitted }),
]);
export type JoinWaitingRoomAnswer = z.output<typeof joinWaitingRoomAnswer>;

export const leaveWaitingRoomAnswer = z.object({ left: z.literal(true) });
export type LeaveWaitingRoomAnswer = z.output<typeof leaveWaitingRoomAnswer>;

/** The quickest and the slowest a waiting page asks where its place stands, in seconds. */
export const WAITING_ROOM_POLL_SECONDS = { min: 3, max: 30 } as const;

/**
 * How long a waiting page lets pass before it asks again: a quarter of its estimated wait, within WAITING_ROOM_POLL_SECONDS.
 * The head of the line hears of its admission within seconds; thousands far back ask every half minute, so the line's
 * own traffic stays a fraction of what holds and payments need on selection day. The first in line (`ahead` 0) asks at
 * the quickest whatever its estimate: a student admitted ahead who pays or leaves frees the seat at any moment.
 */
export function waitingRoomPollSeconds(etaSeconds: number, ahead?: number): number {
  if (ahead === 0) return WAITING_ROOM_POLL_SECONDS.min;
  return Math.min(WAITING_ROOM_POLL_SECONDS.max, Math.max(WAITING_ROOM_POLL_SECONDS.min, Math.round(etaSeconds / 4)));
}

/** POST /selection/enter: the hostel whose page the student opens. */
export const selectionEntryBody = z.object({ hostel: hostelName });
export type SelectionEntryBody = z.input<typeof selectionEntryBody>;

export const selectionEntryAnswer = z.object({
  selection: mySelectionAnswer,
  line: z.nullable(joinWaitingRoomAnswer),
});
export type SelectionEntryAnswer = z.output<typeof selectionEntryAnswer>;

/** The waiting room's routes, for a signed-in student. */
export const waitingRoomApi = {
  /**
   * POST /queue (signed in): the student's place in the hostel's line and where it stands, taken only while one of their
   * windows for the hostel is open. Idempotent: every tab and device of one student gets the same ticket while it lives
   * (one place per student: within its window it follows them to another hostel the window covers; a hostel of another
   * window ends it and takes a new one); a student admitted at once (a seat free, nobody ahead) gets `admitted: true`
   * straight away. Before their window opens: 403 `outside_window` with `opens_at` (null: none of theirs will), and no
   * place. A hostel not under selection: 404 `no_waiting_room` (nothing to wait for). A student who already has a bed
   * takes no place: 409 `already_booked`.
   */
  join: post('/queue', { access: 'student', body: joinWaitingRoomBody, answer: joinWaitingRoomAnswer }),
  /**
   * GET /queue/{ticket} (the ticket's student): where the ticket stands now (a place more than 100 from the head, as the
   * API instance last viewed the line: a second or so ago, at most a few). Another student's ticket, or one that never
   * existed, is 404; one whose admission ran out or ended with a payment is 410 `admission_expired` (POST /queue again for
   * a new place).
   */
  status: get('/queue/:ticket', { access: 'student', params: { ticket: waitingRoomTicket }, answer: waitingRoomPlace }),
  /**
   * POST /queue/{ticket}/leave (the ticket's student, no body): the place ends; an admitted student's seat goes to the
   * next in line at once. Leaving a place already ended answers the same; another student's ticket, or one that never
   * existed, is 404.
   */
  leave: post('/queue/:ticket/leave', {
    access: 'student',
    params: { ticket: waitingRoomTicket },
    answer: leaveWaitingRoomAnswer,
  }),
  /**
   * POST /selection/enter (signed in), as a hostel page opens for a student: their windows (GET /selection/me's answer)
   * and, when one of them is open for the hostel, their place in line (POST /queue's answer), in one call. line is null
   * when there is nothing to wait for there: no window of theirs is open for the hostel (selection.windows says whether
   * one will open), the waiting room is off, or they already have a bed. Taking the place is idempotent as POST /queue is;
   * a place more than 100 from the head is where it falls in the line as the API instance last viewed it.
   */
  enterSelection: post('/selection/enter', {
    access: 'student',
    body: selectionEntryBody,
    answer: selectionEntryAnswer,
  }),
};
