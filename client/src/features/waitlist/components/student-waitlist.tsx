// The waitlist on a hostel page, which loads it once the rooms are on screen: a visitor gets a sign-in hint per full
// room type, and only a signed-in student loads the panel.
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { WaitlistOccupancy } from '@campus-hostel/contracts/api';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import type { RoomTypeFreeBeds } from '../../../lib/hostels';

const HostelWaitlist = lazy(() => import('./waitlist-panels').then((module) => ({ default: module.HostelWaitlist })));

/** The lines there are, singles first (the contract's occupancies; only the type comes from there, to keep zod out). */
const OCCUPANCIES = [1, 2] as const satisfies readonly WaitlistOccupancy[];

/** The hostel's room types with no bed free for the viewer: the lines they may join. */
export function fullRoomTypes(roomTypes: readonly RoomTypeFreeBeds[]): WaitlistOccupancy[] {
  return OCCUPANCIES.filter((occupancy) => roomTypes.some((type) => type.occupancy === occupancy && type.free === 0));
}

export interface StudentWaitlistProps {
  hostel: string;
  /** The hostel's room types and their free beds, new with every change the rooms hear of. */
  roomTypes: readonly RoomTypeFreeBeds[];
  /** False when the student may not book here at all (the page says why): no line is offered to join. */
  canJoin?: boolean;
}

export function StudentWaitlist({ hostel, roomTypes, canJoin = true }: StudentWaitlistProps) {
  const { status, user } = useAuth();
  const location = useLocation();
  const { t } = useTranslation('messages');
  const full = canJoin ? fullRoomTypes(roomTypes) : [];
  if (status === 'ready' && user === null) {
    const here = location.pathname + location.search;
    return full.map((occupancy) => (
      <p key={occupancy} className="callout">
        <Link to={paths.login.getHref('student', here)}>
          {t('waitlistSignIn', { type: messages.roomTypeNames[occupancy], hostel })}
        </Link>
      </p>
    ));
  }
  if (!user || user.type !== 'user') return null;
  return (
    <Suspense fallback={null}>
      <HostelWaitlist userId={user.id} hostel={hostel} full={full} changed={roomTypes} />
    </Suspense>
  );
}
