// One hostel's rooms with their beds (public columns only, read without a session), and the signed-in viewer's own beds.
import { HOSTEL_ROOMS_SELECT, type BedRow, type HostelRoomRow } from '@campus-hostel/contracts/database';
import type { Tables } from '@campus-hostel/contracts/database-types';
import { selectPublic } from '../../../lib/public-rest';
import { getSupabase } from '../../../lib/supabase';

/** What the rooms page needs of a bed to say whether it is free: a bed is the unit sold (DESIGN §10). */
export type Bed = Pick<BedRow, 'id' | 'occupied' | 'held_until' | 'reserved_until'>;

/**
 * A room as the rooms page reads it; its state comes from its beds, not from the room's own summary columns, unless the
 * office has taken it out of service (public since the office's migration; the reason stays the office's).
 */
export type Room = Pick<
  HostelRoomRow,
  'id' | 'hostel_name' | 'wing_name' | 'room_number' | 'occupancy' | 'accessible' | 'price_minor'
> &
  Pick<Tables<'hostel_room'>, 'out_of_service'> & { beds: Bed[] };

export function getHostelRooms(hostel: Room['hostel_name']): Promise<Room[]> {
  return selectPublic<Room>('hostel_room', {
    select: HOSTEL_ROOMS_SELECT,
    hostel_name: `eq.${hostel}`,
    order: 'wing_name.asc,room_number.asc',
  });
}

/** The signed-in student's beds: those held in an unfinished booking, and the one paid for, if any. */
export interface OwnBeds {
  held: ReadonlySet<number>;
  owned: number | null;
}

/** The signed-in student's held and paid beds (RLS returns only the caller's bookings). */
export async function getOwnBeds(): Promise<OwnBeds> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('bookings').select('bed_id, status').in('status', ['held', 'paid']);
  if (error) throw error;
  return {
    held: new Set(data.filter((row) => row.status === 'held').map((row) => row.bed_id)),
    owned: data.find((row) => row.status === 'paid')?.bed_id ?? null,
  };
}
