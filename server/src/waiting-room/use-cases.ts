// The selection-day waiting room: a student takes a place in a hostel's line inside their own open window
// for it, asks where it stands, and may hold a bed in that hostel only while admitted (a hostel not under selection
// needs no admission). An admission ends when it runs out, when the window closes, or when the student pays or leaves.
// The line and its admissions live in PostgreSQL (one SQL call each), so API instances share them; each instance also
// keeps a view of the line, read once a second, to answer the places far back.
import type {
  JoinWaitingRoomAnswer,
  LeaveWaitingRoomAnswer,
  WaitingRoomPlace,
  SelectionEntryAnswer,
} from '@campus-hostel/contracts/api';
import { HttpError } from '../errors.js';
import { cachedRead } from '../timing/cached-read.js';
import { ALREADY_BOOKED, outsideWindowMessage } from '../payments/hold-refusals.js';
import type { AuthUser } from '../auth-user.js';
import type { HostelStore, TicketState, WaitingLine } from '../hostel-store.js';
import { mySelection, selectionAnswer } from '../selection/use-cases.js';

/** SELECTION_CAPACITY and ADMISSION_MINUTES; null when the waiting room is off. */
export interface WaitingRoom {
  capacity: number;
  admissionMinutes: number;
}

export const NO_WAITING_ROOM = 'There is no waiting room at the moment: you may choose a bed straight away.';
export const TICKET_NOT_FOUND = 'Ticket not found';
export const ADMISSION_EXPIRED = 'Your turn to choose a bed has ended. Join the line again for a new place.';
export const notUnderSelection = (hostel: string) =>
  `${hostel} is not under selection: there is no line to wait in, you may choose a bed straight away.`;

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
 * A waiting place this near the head, or nearer, is answered by the database: an admission is due there, and the count
 * of those ahead is short. Places further back come from the instance's view of the line.
 */
export const LINE_VIEW_FROM = 100;
/** A view of the line this young answers as it is. */
const LINE_VIEW_FRESH_MS = 1_000;
/** A view this young, but no longer fresh, answers while a newer one is read; an older one is not answered from. */
const LINE_VIEW_STALE_MS = 5_000;

/** Where a waiting ticket stood in the instance's last view of the line. */
export interface ViewedPlace {
  userId: string;
  position: number;
  drawAt: string | null;
}

/** The waiting line as this instance last read it (at most a few seconds ago). */
export interface ViewedLine {
  /** Where the ticket stood, if it was waiting. */
  place(ticket: string): ViewedPlace | undefined;
  /** How many stood ahead of a ticket with this key in the line's order (sort_key in µs, then seq). */
  ahead(sortKeyUs: number, seq: number): number;
}

export type LineView = () => Promise<ViewedLine>;

/** The line's lookups over one read of it. */
function viewed(line: WaitingLine): ViewedLine {
  const index = new Map(line.tickets.map((ticket, i) => [ticket, i]));
  const { sortKeysUs, seqs } = line;
  return {
    place(ticket) {
      const i = index.get(ticket);
      if (i === undefined) return undefined;
      return { userId: line.users[i] ?? '', position: i + 1, drawAt: line.draws[i] ?? null };
    },
    ahead(sortKeyUs, seq) {
      // The first index whose key is not before the given one: the keys are in line order.
      let low = 0;
      let high = sortKeysUs.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        const key = sortKeysUs[mid] ?? 0;
        if (key < sortKeyUs || (key === sortKeyUs && (seqs[mid] ?? 0) < seq)) low = mid + 1;
        else high = mid;
      }
      return low;
    },
  };
}

/**
 * The whole waiting line, read by each API instance at most once a second while its students ask where they stand: a
 * place far back is then a lookup, not a count over the line in the database. While a newer view is being read, a view
 * up to 5 s old answers, so no poll waits on the read; an older one, or none, is waited for.
 */
export function lineView(store: Pick<HostelStore, 'waitingLine'>, now = () => Date.now()): LineView {
  let kept: { at: number; line: ViewedLine } | null = null;
  let reading: Promise<ViewedLine> | null = null;
  const read = () => {
    const at = now();
    reading ??= store
      .waitingLine()
      .then((line) => {
        kept = { at, line: viewed(line) };
        return kept.line;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  return () => {
    const age = kept === null ? Infinity : now() - kept.at;
    if (kept !== null && age < LINE_VIEW_FRESH_MS) return Promise.resolve(kept.line);
    const fresh = read();
    if (kept !== null && age < LINE_VIEW_STALE_MS) {
      fresh.catch(() => undefined);
      return Promise.resolve(kept.line);
    }
    return fresh;
  };
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

async function answer(room: WaitingRoom, state: TicketState, pace: LinePace): Promise<WaitingRoomPlace> {
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
 * POST /queue: the student's place in the hostel's line (the same for every tab and device) and where it stands, only
 * inside their open window for it: before, 403 `outside_window` with when it opens, and no place. 404 `no_waiting_room`
 * for a hostel not under selection; 409 `already_booked` for a student who already has a bed, who may not hold another
 * and so takes no place.
 */
export async function joinWaitingRoom(
  store: HostelStore,
  waitingRoom: WaitingRoom | null,
  pace: LinePace,
  user: AuthUser,
  hostel: string,
): Promise<JoinWaitingRoomAnswer> {
  const room = required(waitingRoom);
  const joined = await store.joinWaitingRoom(user.id, hostel, room.capacity, room.admissionMinutes);
  switch (joined.outcome) {
    case 'booked':
      throw new HttpError(409, ALREADY_BOOKED, 'already_booked');
    case 'not_under_selection':
      throw new HttpError(404, notUnderSelection(hostel), 'no_waiting_room');
    case 'not_open':
      throw new HttpError(403, outsideWindowMessage(hostel, joined.opensAt), 'outside_window', {
        details: { opens_at: joined.opensAt },
      });
    case 'ticket':
      return { ticket: joined.ticket, ...(await answer(room, joined.state, pace)) };
  }
}

/** POST /queue/{ticket}/leave: the student's place ends, and an admitted student's seat goes to the next in line. */
export async function leaveWaitingRoom(
  store: HostelStore,
  waitingRoom: WaitingRoom | null,
  user: AuthUser,
  ticket: string,
): Promise<LeaveWaitingRoomAnswer> {
  required(waitingRoom);
  if ((await store.leaveWaitingRoom(ticket, user.id)) === 'not_found') {
    throw new HttpError(404, TICKET_NOT_FOUND, 'not_found');
  }
  return { left: true };
}

/**
 * GET /queue/{ticket}: where the student's ticket stands; someone else's is not found, as one that never existed. A
 * place far back is answered from the instance's view of the line (as of a second or so ago); the database answers the
 * rest, and any ticket the view does not know or that is not the student's, and every one when the view cannot be read.
 */
export async function waitingRoomStatus(
  store: HostelStore,
  waitingRoom: WaitingRoom | null,
  pace: LinePace,
  line: LineView,
  user: AuthUser,
  ticket: string,
): Promise<WaitingRoomPlace> {
  const room = required(waitingRoom);
  const seen = await line().then(
    (view) => view.place(ticket),
    () => undefined,
  );
  if (seen && seen.userId === user.id && seen.position > LINE_VIEW_FROM) {
    const { position, drawAt } = seen;
    return answer(room, { outcome: 'waiting', position, ahead: position - 1, drawAt }, pace);
  }
  return answer(room, await store.waitingRoomStatus(ticket, user.id, room.capacity, room.admissionMinutes), pace);
}

/**
 * POST /selection/enter: the student's windows and, when one of them is open for the hostel, their place in line, from
 * one call to the database; no place (null) when the waiting room is off, no window of theirs is open for the hostel,
 * or they already have a bed. The database counts those ahead of a new place only near the head; further back, the
 * place is where its key falls in the instance's view of the line (as of a second or so ago), or counted in full when
 * there is no view.
 */
export async function enterSelection(
  store: HostelStore,
  hostels: () => Promise<string[]>,
  waitingRoom: WaitingRoom | null,
  pace: LinePace,
  line: LineView,
  user: AuthUser,
  hostel: string,
  now = Date.now(),
): Promise<SelectionEntryAnswer> {
  if (!waitingRoom) return { selection: await mySelection(store, hostels, user, now), line: null };
  const { capacity, admissionMinutes } = waitingRoom;
  const [selectionHostels, entry] = await Promise.all([
    hostels(),
    store.enterSelection(user.id, hostel, capacity, admissionMinutes, LINE_VIEW_FROM),
  ]);
  const selection = selectionAnswer(selectionHostels, entry.windows, now);
  if (entry.joined?.outcome !== 'ticket') return { selection, line: null };
  const { ticket } = entry.joined;
  let state = entry.joined.state;
  if (state.outcome === 'far') {
    const { sortKeyUs, seq, drawAt } = state;
    // The database found at least LINE_VIEW_FROM ahead; a view of a moment ago may know fewer.
    const ahead = await line().then(
      (view) => Math.max(LINE_VIEW_FROM, view.ahead(sortKeyUs, seq)),
      () => null,
    );
    state =
      ahead === null
        ? await store.waitingRoomStatus(ticket, user.id, capacity, admissionMinutes)
        : { outcome: 'waiting', position: ahead + 1, ahead, drawAt };
  }
  return { selection, line: { ticket, ...(await answer(waitingRoom, state, pace)) } };
}
