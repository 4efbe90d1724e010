// /payment/{hosteltype}/{room_id}: sign-in required; takes the wizard's data and runs the payment for that room.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { messages } from '../../config/messages';
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
  const [stored] = useState(() => (roomId === undefined ? null : loadBooking(hostel, roomId)));

  let body;
  if (roomId === undefined) {
    body = (
      <p className="payment-problem" role="alert">
        {messages.roomNotFound}
      </p>
    );
  } else if (!stored || !isCompleteDraft(stored.data)) {
    body = (
      <div className="card payment-panel">
        <p className="payment-problem" role="alert">
          {messages.bookingDetailsMissing}
        </p>
        <Link className="button button--primary" to={paths.bookNow.getHref(hostel, roomId)}>
          Go to the booking form
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
        <span className="spinner" aria-hidden="true" /> Checking your sign-in…
      </div>
    );
  }

  return (
    <>
      <title>Complete Your Payment · Campus Hostel</title>
      <section className="page-header" aria-labelledby="payment-title">
        <div className="container">
          <p className="eyebrow">{hostel}</p>
          <h1 id="payment-title">{messages.completeYourPayment}</h1>
        </div>
      </section>
      <div className="container payment-page">{body}</div>
    </>
  );
}
