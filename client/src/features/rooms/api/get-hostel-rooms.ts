// One hostel's rooms (public columns only), plus which of them the signed-in viewer holds right now.
import type { HostelRoomRow } from '../../../lib/database.types';
import { getSupabase } from '../../../lib/supabase';

export type Room = HostelRoomRow;

// Column grants refuse `select=*` (person1, occupant_id and held_by are personal): always name the columns.
const ROOM_COLUMNS = 'id, hostel_name, wing_name, room_number, occupancy, status, accessible, price_minor, held_until';

export async function getHostelRooms(hostel: Room['hostel_name']): Promise<Room[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('hostel_room')
    .select(ROOM_COLUMNS)
    .eq('hostel_name', hostel)
    .order('wing_name', { ascending: true })
    .order('room_number', { ascending: true });
  if (error) throw error;
  return data;
}

/** Rooms the signed-in student holds in an unfinished booking (RLS returns only the caller's bookings). */
export async function getOwnHeldRoomIds(): Promise<Set<number>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('bookings').select('room_id').eq('status', 'held');
  if (error) throw error;
  return new Set(data.map((row) => row.room_id));
}

export interface HostelRooms {
  rooms: Room[];
  ownHeldRoomIds: ReadonlySet<number>;
}

export async function getHostelRoomsForViewer(hostel: Room['hostel_name'], signedIn: boolean): Promise<HostelRooms> {
  const [rooms, ownHeldRoomIds] = await Promise.all([
    getHostelRooms(hostel),
    signedIn ? getOwnHeldRoomIds() : Promise.resolve(new Set<number>()),
  ]);
  return { rooms, ownHeldRoomIds };
}
