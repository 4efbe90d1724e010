// /payment/{hosteltype}/{room_id}: sign-in required; takes the wizard's data and runs the payment for that room.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { isCompleteDraft, loadBooking } from '../../features/booking/booking-draft';
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

  let body;
  if (roomId === undefined) {
    body = (
      <p className="payment-problem" role="alert">
        {t('messages:roomNotFound')}
      </p>
    );
  } else if (!stored || !isCompleteDraft(stored.data)) {
    body = (
      <div className="card payment-panel">
        <p className="payment-problem" role="alert">
          {t('messages:bookingDetailsMissing')}
        </p>
        <Link className="button button--primary" to={paths.bookNow.getHref(hostel, roomId)}>
          {t('payment.goToForm')}
        </Link>
      </div>
    );
  } else if (auth.user) {
    body = (
      <PaymentFlow hostel={hostel} roomId={roomId} booking={stored.data} room={stored.room} token={auth.user.token} />
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
