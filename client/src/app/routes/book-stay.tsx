// A guest room's nights, booked from the guest house's map: the room as the server prices those nights, then the booking
// wizard (who stays: a student host's named guest, or a guest account for themselves). Anyone signed in may book one:
// no student record, eligibility or selection window applies. A room not free for every night says so.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { BookingPage } from '../../features/booking/components/booking-page';
import { BookingWizard } from '../../features/booking/components/booking-wizard';
import type { WizardPayer, WizardRoom } from '../../features/booking/components/use-booking-wizard';
import { getGuestRooms, staySearch, type GuestAvailabilityAnswer, type StayDates } from '../../lib/guest-stays';
import { roomIdOf } from '../../lib/route-params';
import { useQuery } from '../../lib/use-query';
import { useRequireSignIn } from '../../lib/use-require-sign-in';
import { isGuest, type AppUser } from '../../lib/auth';

/** The room as the wizard shows it, with its nights as the server priced them. */
function wizardRoom(answer: GuestAvailabilityAnswer, room: GuestAvailabilityAnswer['rooms'][number]): WizardRoom {
  return {
    id: room.id,
    hostel_name: answer.hostel_name,
    wing_name: room.wing_name,
    room_number: room.room_number,
    occupancy: room.occupancy,
    stay: {
      checkIn: answer.check_in,
      nights: answer.nights,
      nightlyMinor: room.nightly_minor,
      amountMinor: room.amount_minor,
      currency: answer.currency,
    },
  };
}

/** Who pays: a student host names their guest in the wizard, a guest account stays themselves. */
function payerOf(user: AppUser): WizardPayer {
  const name = user.userMetadata.full_name ?? '';
  return { name, email: user.email, staysThemselves: isGuest(user) };
}

export function StayBookNow({ stay }: { stay: StayDates }) {
  const params = useParams();
  const hostel = params.hosteltype ?? '';
  const roomId = roomIdOf(params.room_id);
  const auth = useRequireSignIn();
  const { t } = useTranslation(['booking', 'messages']);
  const dates = staySearch(stay);
  const rooms = useQuery(roomId === undefined ? null : `booking-stay:${hostel}:${dates}`, () =>
    getGuestRooms(hostel, stay),
  );
  const room = rooms.data?.rooms.find((candidate) => candidate.id === roomId);
  const back = (
    <Link className="button button--secondary" to={paths.hostelRooms.getHref(hostel, dates)}>
      {t('messages:backToRooms', { hostel })}
    </Link>
  );

  let body;
  if (roomId === undefined || (rooms.status === 'success' && !room)) {
    body = (
      <>
        <p className="empty-state" role="alert">
          {t('messages:roomNotFound')}
        </p>
        {back}
      </>
    );
  } else if (rooms.status === 'error') {
    body = (
      <p className="empty-state" role="alert">
        {t('messages:fetchRoomsFailed')}
      </p>
    );
  } else if (!rooms.data || !room || !auth.user) {
    body = (
      <p className="wizard-loading" aria-busy="true">
        {t('page.loadingRoom')}
      </p>
    );
  } else if (!room.free) {
    body = (
      <>
        <p className="empty-state" role="alert">
          {t('stay.notFree')}
        </p>
        {back}
      </>
    );
  } else {
    const { user } = auth;
    body = <BookingWizard room={wizardRoom(rooms.data, room)} student={payerOf(user)} />;
  }

  return (
    <BookingPage hostel={hostel} room={room}>
      {body}
    </BookingPage>
  );
}
