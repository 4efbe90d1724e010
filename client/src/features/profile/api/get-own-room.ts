// The room the signed-in student has paid for, if any: their latest paid booking's room and its reference.
import type { HostelRoomRow } from '@campus-hostel/contracts/database';
import { selectOneSignedIn, selectSignedIn } from '../../../lib/signed-in-rest';

export type OwnRoom = Pick<HostelRoomRow, 'id' | 'hostel_name' | 'wing_name' | 'room_number' | 'occupancy'> & {
  /** The paid booking's reference: its receipt is /receipt/{reference}. */
  reference: string;
};

/** Plain reads with the kept session's token, so a page that waits on them does not wait on supabase-js too. */
export async function getOwnRoom(userId: string): Promise<OwnRoom | null> {
  // One bed per student: at most one paid booking, the latest first should the office have moved them.
  const [booking] = await selectSignedIn<{ room_id: number; reference: string }>('bookings', {
    select: 'room_id,reference',
    user_id: `eq.${userId}`,
    status: 'eq.paid',
    order: 'paid_at.desc',
  });
  if (!booking) return null;
  // Only the public columns: occupant details are not readable by students.
  const room = await selectOneSignedIn<Omit<OwnRoom, 'reference'>>('hostel_room', {
    select: 'id,hostel_name,wing_name,room_number,occupancy',
    id: `eq.${booking.room_id}`,
  });
  return room ? { ...room, reference: booking.reference } : null;
}
