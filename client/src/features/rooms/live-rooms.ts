// Live availability: a page hears of every bed and room change through Supabase Realtime, so a room
// taken elsewhere stops showing as free within about a second. Realtime sends each page only what its reader may see
// (RLS and column grants), so a visitor never receives an occupant's name. A hostel page applies the rows it hears to
// the rooms it shows; it reads them again only when a row cannot be applied, or it may have missed some (on joining).
import { FEE_PERIODS, type FeePeriod } from '@campus-hostel/contracts/api';
import type { Room } from './api/get-hostel-rooms';
import { useLiveTables, type LiveNews as TableNews, type LiveChange as TableChange } from './live-tables';

export { LIVE_BATCH_MS } from './live-tables';

/** A change heard of a bed or a room. */
export type LiveChange = TableChange<'beds' | 'hostel_room'>;

/** What the page is told: the changes of a burst, or 'all' when it may have missed some and must read again. */
export type LiveNews = TableNews<'beds' | 'hostel_room'>;

type Row = Record<string, unknown>;

const isTime = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));

function isFeePeriod(value: unknown): value is FeePeriod {
  return (FEE_PERIODS as readonly unknown[]).includes(value);
}

/** The bed's public state from a row heard, or null when the row lacks it. */
function bedState(row: Row): Pick<Room['beds'][number], 'occupied' | 'held_until' | 'reserved_until'> | null {
  const { occupied, held_until, reserved_until } = row;
  if (typeof occupied !== 'boolean' || !isTime(held_until) || !isTime(reserved_until)) return null;
  return { occupied, held_until, reserved_until };
}

/** The room's own public columns from a row heard, or null when the row lacks one. */
function roomColumns(
  row: Row,
): Pick<
  Room,
  'wing_name' | 'room_number' | 'occupancy' | 'accessible' | 'price_minor' | 'fee_period' | 'out_of_service'
> | null {
  const { wing_name, room_number, occupancy, accessible, price_minor, fee_period, out_of_service } = row;
  if (
    typeof wing_name !== 'string' ||
    typeof room_number !== 'number' ||
    typeof occupancy !== 'number' ||
    typeof accessible !== 'boolean' ||
    typeof price_minor !== 'number' ||
    !isFeePeriod(fee_period) ||
    typeof out_of_service !== 'boolean'
  )
    return null;
  return { wing_name, room_number, occupancy, accessible, price_minor, fee_period, out_of_service };
}

/**
 * The hostel's rooms with the changes heard applied: the same array when none of them touches these rooms (another
 * hostel's beds), or null when one cannot be applied from its row alone (a bed or room added or removed, a row without
 * a column the page shows), so the rooms must be read again.
 */
export function applyLiveChanges(rooms: Room[], changes: readonly LiveChange[]): Room[] | null {
  const roomAt = new Map(rooms.map((room, index) => [room.id, index]));
  const bedRoomAt = new Map(rooms.flatMap((room, index) => room.beds.map((bed) => [bed.id, index] as const)));
  let next: Room[] | null = null;
  for (const { table, event, row } of changes) {
    if (table === 'beds') {
      const at = bedRoomAt.get(row.id as number) ?? roomAt.get(row.room_id as number);
      if (at === undefined) continue;
      const state = event === 'UPDATE' ? bedState(row) : null;
      const room = (next ?? rooms)[at];
      if (!state || !room || !room.beds.some((bed) => bed.id === row.id) || roomAt.get(row.room_id as number) !== at)
        return null;
      next ??= rooms.slice();
      next[at] = { ...room, beds: room.beds.map((bed) => (bed.id === row.id ? { ...bed, ...state } : bed)) };
    } else {
      const at = roomAt.get(row.id as number);
      const columns = event === 'UPDATE' ? roomColumns(row) : null;
      const room = at === undefined ? undefined : (next ?? rooms)[at];
      if (at === undefined || !columns || !room || row.hostel_name !== room.hostel_name) return null;
      next ??= rooms.slice();
      next[at] = { ...room, ...columns };
    }
  }
  return next ?? rooms;
}

/**
 * Keeps the rooms of `hostel` (null: of every hostel) live while `ready` (the first figures are on screen): tells
 * `onNews` the changes of each burst, and 'all' on joining and re-joining (the client reconnects by itself) and when
 * the page comes back into view while the socket is down.
 */
export function useLiveRooms(hostel: string | null, ready: boolean, onNews: (news: LiveNews) => void): void {
  const tables = [
    { table: 'beds' as const },
    { table: 'hostel_room' as const, ...(hostel === null ? {} : { filter: `hostel_name=eq.${hostel}` }) },
  ];
  useLiveTables(`rooms:${hostel ?? '*'}`, tables, ready, onNews);
}
