// /status/{hosteltype}/booknow/{room_id}: loads the room, then the booking wizard under the student's selection window;
// a missing or taken room says so. With a stay in the address (?check_in=…&nights=…), a guest room's nights instead.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { isGuest, useAuth } from '../../lib/auth';
import { notify } from '../../lib/notifications';
import { roomIdOf } from '../../lib/route-params';
import { useQuery } from '../../lib/use-query';
import { getRoom } from '../../features/booking/api/get-room';
import { AlreadyBooked } from '../../features/booking/components/already-booked';
import { BookingPage } from '../../features/booking/components/booking-page';
import { BookingWizard } from '../../features/booking/components/booking-wizard';
import { getOwnRoom } from '../../features/profile/api/get-own-room';
import { RetryMessage } from '../../components/ui/retry-message';
import { StudentsOnly } from '../../components/students-only';
import { EligibilityGate, useEligibility } from '../../features/eligibility/components/eligibility-gate';
import { RecordGate, useRecord } from '../../features/student-record/components/record-gate';
import { StudentSelectionNotice } from '../../features/selection/components/student-selection-notice';
import { stayFromSearch } from '../../lib/guest-stays';
import { StayBookNow } from './book-stay';
import '../../features/booking/booking.css';

export function Component() {
  const [search] = useSearchParams();
  const stay = stayFromSearch(search);
  return stay ? <StayBookNow stay={stay} /> : <BedBookNow />;
}

/** A bed of a students' room: one per student, under their record, eligibility and selection window. */
function BedBookNow() {
  const params = useParams();
  const location = useLocation();
  const auth = useAuth();
  const { t } = useTranslation(['booking', 'messages']);
  const signedOut = auth.status === 'ready' && auth.user === null;
  const hostel = params.hosteltype ?? '';
  const roomId = roomIdOf(params.room_id);
  const room = useQuery(roomId === undefined ? null : `booking-room:${hostel}:${roomId}`, () =>
    getRoom(hostel, roomId ?? 0),
  );
  // One bed per student: someone who has one is offered a room change rather than a second booking.
  const userId = auth.user?.id ?? null;
  const ownRoom = useQuery(userId === null ? null : `own-room:${userId}`, () => getOwnRoom(userId ?? ''));
  // The checks before the wizard are read now, beside the room, not each once the one before it has answered. A room is
  // found only under its hostel's own name, so the address's name is the one the wizard is for.
  const record = useRecord(userId);
  const eligibility = useEligibility(userId, hostel);
  const back = (
    <Link className="button button--secondary" to={paths.hostelRooms.getHref(hostel)}>
      {t('messages:backToRooms', { hostel })}
    </Link>
  );

  useEffect(() => {
    if (signedOut) notify.info(messages.loginToBook);
  }, [signedOut]);

  // Booking starts with signing in; the sign-in page brings the student back here.
  if (signedOut) return <Navigate to={paths.login.getHref('student', location.pathname + location.search)} replace />;
  if (isGuest(auth.user)) return <StudentsOnly />;

  let body;
  if (roomId === undefined || (room.status === 'success' && room.data === null)) {
    body = (
      <>
        <p className="empty-state" role="alert">
          {t('messages:roomNotFound')}
        </p>
        {back}
      </>
    );
  } else if (room.status === 'error') {
    body = (
      <p className="empty-state" role="alert">
        {t('messages:fetchRoomsFailed')}
      </p>
    );
  } else if (ownRoom.status === 'error') {
    body = <RetryMessage role="alert" message={t('messages:somethingWentWrong')} onRetry={ownRoom.reload} />;
  } else if (room.status !== 'success' || room.data === null || !auth.user || ownRoom.status !== 'success') {
    body = (
      <p className="wizard-loading" aria-busy="true">
        {t('page.loadingRoom')}
      </p>
    );
  } else if (ownRoom.data !== null) {
    body = <AlreadyBooked />;
  } else if (room.data.status) {
    body = (
      <>
        <p className="empty-state" role="alert">
          {t('messages:roomTaken')}
        </p>
        {back}
      </>
    );
  } else {
    const { user } = auth;
    const wanted = room.data;
    // Outside the student's window the form stays open: the notice says when it opens, and the hold says so again.
    body = (
      <>
        <StudentSelectionNotice hostel={wanted.hostel_name} />
        <RecordGate record={record} onSaved={eligibility.changed}>
          {(own) => (
            <EligibilityGate eligibility={eligibility} hostel={wanted.hostel_name} back={back}>
              <BookingWizard room={wanted} student={{ name: own.record.full_name, email: user.email }} />
            </EligibilityGate>
          )}
        </RecordGate>
      </>
    );
  }

  return (
    <BookingPage hostel={hostel} room={room.data}>
      {body}
    </BookingPage>
  );
}
