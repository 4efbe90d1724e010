// The roll-call's arithmetic: which night "tonight" is, the residents grouped by room, the counts per state, and who
// a room's "present" marks.
import { ROLL_CALL_STATES, type RollCallResident, type RollCallState } from '@campus-hostel/contracts/api';
import { todayStamp } from '../../../lib/format';

/** A call runs past midnight: until this IST hour the night being taken is the one whose evening was yesterday. */
const NIGHT_TURNS_AT_HOUR = 6;

/** Tonight, named by the IST date its evening falls on (YYYY-MM-DD). */
export function tonight(now: Date = new Date()): string {
  return todayStamp(new Date(now.getTime() - NIGHT_TURNS_AT_HOUR * 3_600_000));
}

export interface RoomGroup {
  wing: string;
  room: string;
  residents: RollCallResident[];
}

/** The residents by room, in the answer's order (wing, room, bed). */
export function byRoom(residents: readonly RollCallResident[]): RoomGroup[] {
  const rooms = new Map<string, RoomGroup>();
  for (const resident of residents) {
    const key = JSON.stringify([resident.wing, resident.room]);
    const group = rooms.get(key) ?? { wing: resident.wing, room: resident.room, residents: [] };
    group.residents.push(resident);
    rooms.set(key, group);
  }
  return [...rooms.values()];
}

export function countByState(residents: readonly RollCallResident[]): Record<RollCallState, number> {
  const counts = Object.fromEntries(ROLL_CALL_STATES.map((state) => [state, 0])) as Record<RollCallState, number>;
  for (const resident of residents) counts[resident.state] += 1;
  return counts;
}

/** Whom "Mark room present" marks: those of the room not on approved leave and not marked yet. */
export function toMark(residents: readonly RollCallResident[]): string[] {
  return residents
    .filter((resident) => resident.state !== 'on_leave' && resident.marked_at === null)
    .map((resident) => resident.user_id);
}
