// The waitlist on a hostel page and the profile. Its panels load only for a signed-in student, once the rooms are on
// screen, so neither / nor the hostel page's first paint carry them; a visitor gets a sign-in hint per full room type.
import { Suspense, lazy } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { ROOM_TYPE_NAMES, fullRoomTypes, type RoomTypeFreeBeds } from '../room-types';

const HostelWaitlist = lazy(() => import('./waitlist-panels').then((module) => ({ default: module.HostelWaitlist })));
const ProfileWaitlistPanel = lazy(() =>
  import('./waitlist-panels').then((module) => ({ default: module.ProfileWaitlist })),
);

export interface StudentWaitlistProps {
  hostel: string;
  /** The hostel's room types and their free beds; null until the rooms have arrived. */
  roomTypes: readonly RoomTypeFreeBeds[] | null;
}

export function StudentWaitlist({ hostel, roomTypes }: StudentWaitlistProps) {
  const { status, user } = useAuth();
  const location = useLocation();
  if (roomTypes === null) return null;
  if (status === 'ready' && user === null) {
    const here = location.pathname + location.search;
    return fullRoomTypes(roomTypes).map((occupancy) => (
      <p key={occupancy} className="callout">
        <Link to={paths.login.getHref('student', here)}>
          {messages.waitlistSignIn(ROOM_TYPE_NAMES[occupancy], hostel)}
        </Link>
      </p>
    ));
  }
  if (!user || user.type !== 'user') return null;
  return (
    <Suspense fallback={null}>
      <HostelWaitlist userId={user.id} hostel={hostel} roomTypes={roomTypes} />
    </Suspense>
  );
}

/** The profile's Waitlist panel (the profile is a student's own page: the caller has checked who is signed in). */
export function ProfileWaitlist({ userId }: { userId: string }) {
  return (
    <Suspense fallback={null}>
      <ProfileWaitlistPanel userId={userId} />
    </Suspense>
  );
}
