// One hostel's rooms (public columns only, read without a session), and which of them the signed-in viewer holds.
import type { HostelRoomRow } from '@campus-hostel/contracts/database';
import { selectPublic } from '../../../lib/public-rest';
import { getSupabase } from '../../../lib/supabase';

export type Room = HostelRoomRow;

// Column grants refuse `select=*` (person1, occupant_id and held_by are personal): always name the columns.
const ROOM_COLUMNS = 'id,hostel_name,wing_name,room_number,occupancy,status,accessible,price_minor,held_until';

export function getHostelRooms(hostel: Room['hostel_name']): Promise<Room[]> {
  return selectPublic<Room>('hostel_room', {
    select: ROOM_COLUMNS,
    hostel_name: `eq.${hostel}`,
    order: 'wing_name.asc,room_number.asc',
  });
}

/** Rooms the signed-in student holds in an unfinished booking (RLS returns only the caller's bookings). */
export async function getOwnHeldRoomIds(): Promise<Set<number>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('bookings').select('room_id').eq('status', 'held');
  if (error) throw error;
  return new Set(data.map((row) => row.room_id));
}
