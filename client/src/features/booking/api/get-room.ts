// The room being booked, read by id within its hostel (public columns only).
import type { HostelRoomRow } from '@campus-hostel/contracts/database';
import type { FeePeriod } from '@campus-hostel/contracts/api';
import { feePeriodOf } from '../../../lib/fees';
import { getSupabase } from '../../../lib/supabase';

/** The room with its hostel's caution deposit, which a booking charges on top of the rent (0: none). */
export type BookingRoom = Omit<HostelRoomRow, 'fee_period'> & { fee_period: FeePeriod; deposit_minor: number };

const ROOM_COLUMNS =
  'id, hostel_name, wing_name, room_number, occupancy, status, accessible, price_minor, fee_period, held_until, hostels(caution_deposit_minor)';

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
  if (!data) return null;
  const { hostels, ...room } = data;
  return { ...room, fee_period: feePeriodOf(room.fee_period), deposit_minor: hostels.caution_deposit_minor };
}
