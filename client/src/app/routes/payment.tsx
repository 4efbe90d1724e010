// /payment/{hosteltype}/{room_id}: sign-in required; takes the wizard's data and runs the payment for that room (for a
// guest room, for the nights in the address: ?check_in=…&nights=…).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { isCompleteDraft, loadBooking } from '../../features/booking/booking-draft';
import { stayFromSearch, staySearch } from '../../lib/guest-stays';
import { roomIdOf } from '../../lib/route-params';
import { useRequireSignIn } from '../../lib/use-require-sign-in';
import { PaymentFlow } from '../../features/booking/components/payment-flow';
import '../../features/booking/payment.css';

export function Component() {
  const params = useParams();
  const hostel = params.hosteltype ?? '';
  const roomId = roomIdOf(params.room_id);
  const auth = useRequireSignIn();
  const { t } = useTranslation(['booking', 'messages']);
  const [stored] = useState(() => (roomId === undefined ? null : loadBooking(hostel, roomId)));
  // Read once: the hold is asked for these nights, and a new object each render would ask again.
  const [search] = useSearchParams();
  const [stay] = useState(() => stayFromSearch(search) ?? undefined);

  let body;
  if (roomId === undefined) {
    body = (
      <p className="payment-problem" role="alert">
        {t('messages:roomNotFound')}
      </p>
    );
  } else if (!stored || !isCompleteDraft(stored.data, stay !== undefined)) {
    body = (
      <div className="card payment-panel">
        <p className="payment-problem" role="alert">
          {t('messages:bookingDetailsMissing')}
        </p>
        <Link
          className="button button--primary"
          to={paths.bookNow.getHref(hostel, roomId, stay ? staySearch(stay) : undefined)}
        >
          {t('payment.goToForm')}
        </Link>
      </div>
    );
  } else if (auth.user) {
    body = (
      <PaymentFlow
        hostel={hostel}
        roomId={roomId}
        booking={stored.data}
        room={stored.room}
        stay={stay}
        token={auth.user.token}
      />
    );
  } else {
    body = (
      <div className="card payment-panel payment-panel--loading" aria-busy="true">
        <span className="spinner" aria-hidden="true" /> {t('payment.checkingSignIn')}
      </div>
    );
  }

  return (
    <>
      <title>{t('payment.documentTitle')}</title>
      <section className="page-header" aria-labelledby="payment-title">
        <div className="container">
          <p className="eyebrow">{hostel}</p>
          <h1 id="payment-title">{t('messages:completeYourPayment')}</h1>
        </div>
      </section>
      <div className="container payment-page">{body}</div>
    </>
  );
}
