// The room the signed-in student has paid for, if any: their latest paid booking's room and its reference.
import type { HostelRoomRow } from '@campus-hostel/contracts/database';
import { getSupabase } from '../../../lib/supabase';

export type OwnRoom = Pick<HostelRoomRow, 'id' | 'hostel_name' | 'wing_name' | 'room_number' | 'occupancy'> & {
  /** The paid booking's reference: its receipt is /receipt/{reference}. */
  reference: string;
};

export async function getOwnRoom(userId: string): Promise<OwnRoom | null> {
  const supabase = await getSupabase();
  const { data: booking, error } = await supabase
    .from('bookings')
    .select('room_id, reference')
    .eq('user_id', userId)
    .eq('status', 'paid')
    .order('paid_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  if (!booking) return null;
  // Only the public columns: occupant details are not readable by students.
  const { data: room, error: roomError } = await supabase
    .from('hostel_room')
    .select('id, hostel_name, wing_name, room_number, occupancy')
    .eq('id', booking.room_id)
    .maybeSingle();
  if (roomError) throw roomError;
  return room ? { ...room, reference: booking.reference } : null;
}
