// The room being booked, read by id within its hostel (public columns only).
import type { HostelRoomRow } from '@campus-hostel/contracts/database';
import { getSupabase } from '../../../lib/supabase';

export type BookingRoom = HostelRoomRow;

const ROOM_COLUMNS = 'id, hostel_name, wing_name, room_number, occupancy, status, accessible, price_minor, held_until';

/** The room, or null when no room with that id belongs to that hostel. */
export async function getRoom(hostel: string, roomId: number): Promise<BookingRoom | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('hostel_room')
    .select(ROOM_COLUMNS)
    // An unknown hostel name simply matches nothing.
    .eq('hostel_name', hostel)
    .eq('id', roomId)
    .maybeSingle();
  if (error) throw error;
  return data;
}
