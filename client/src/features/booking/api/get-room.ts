// The room being booked, read by id within its hostel (public columns only).
import type { HostelRoomRow } from '@campus-hostel/contracts/database';
import type { FeePeriod } from '@campus-hostel/contracts/api';
import { feePeriodOf } from '../../../lib/fees';
import { selectOneSignedIn } from '../../../lib/signed-in-rest';

/** The room with its hostel's caution deposit, which a booking charges on top of the rent (0: none). */
export type BookingRoom = Omit<HostelRoomRow, 'fee_period'> & { fee_period: FeePeriod; deposit_minor: number };

/** The row as read: every column a student may select, with its hostel's deposit. */
type RoomRow = HostelRoomRow & { hostels: { caution_deposit_minor: number } };

const ROOM_COLUMNS =
  'id,hostel_name,wing_name,room_number,occupancy,status,accessible,price_minor,fee_period,held_until,hostels(caution_deposit_minor)';

/**
 * The room, or null when no room with that id belongs to that hostel. A plain read with the kept session's token: the
 * wizard's first paint waits on it, not on supabase-js.
 */
export async function getRoom(hostel: string, roomId: number): Promise<BookingRoom | null> {
  const data = await selectOneSignedIn<RoomRow>('hostel_room', {
    select: ROOM_COLUMNS,
    // An unknown hostel name simply matches nothing.
    hostel_name: `eq.${hostel}`,
    id: `eq.${roomId}`,
  });
  if (!data) return null;
  const { hostels, ...room } = data;
  return { ...room, fee_period: feePeriodOf(room.fee_period), deposit_minor: hostels.caution_deposit_minor };
}
