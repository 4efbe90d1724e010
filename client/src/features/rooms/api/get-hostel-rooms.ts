// One hostel's rooms with their beds (public columns only, read without a session), and which beds the signed-in viewer holds.
import type { BedRow, HostelRoomRow } from '@campus-hostel/contracts/database';
import { selectPublic } from '../../../lib/public-rest';
import { getSupabase } from '../../../lib/supabase';

/** What the rooms page needs of a bed to say whether it is free: a bed is the unit sold (DESIGN §10). */
export type Bed = Pick<BedRow, 'id' | 'occupied' | 'held_until'>;

/** A room as the rooms page reads it; its state comes from its beds, not from the room's own summary columns. */
export type Room = Pick<
  HostelRoomRow,
  'id' | 'hostel_name' | 'wing_name' | 'room_number' | 'occupancy' | 'accessible' | 'price_minor'
> & { beds: Bed[] };

// Column grants refuse `select=*` (occupant and holder are personal): always name the columns. The beds arrive
// embedded (PostgREST resource embedding through beds.room_id), so one request carries everything the map shows.
const ROOM_COLUMNS =
  'id,hostel_name,wing_name,room_number,occupancy,accessible,price_minor,beds(id,occupied,held_until)';

export function getHostelRooms(hostel: Room['hostel_name']): Promise<Room[]> {
  return selectPublic<Room>('hostel_room', {
    select: ROOM_COLUMNS,
    hostel_name: `eq.${hostel}`,
    order: 'wing_name.asc,room_number.asc',
  });
}

/** Beds the signed-in student holds in an unfinished booking (RLS returns only the caller's bookings). */
export async function getOwnHeldBedIds(): Promise<Set<number>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('bookings').select('bed_id').eq('status', 'held');
  if (error) throw error;
  return new Set(data.map((row) => row.bed_id));
}
