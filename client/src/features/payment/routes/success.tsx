// /success?payment_intent=…: where the card provider returns the payer; shows what really became of the payment.
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { notify } from '../../../lib/notifications';
import { PaymentResultView } from '../components/payment-result-view';
import '../payment.css';

const INTENT_ID = /^pi_[A-Za-z0-9]{1,100}$/;

export function Component() {
  const [search] = useSearchParams();
  const raw = search.get('payment_intent') ?? '';
  const paymentIntentId = INTENT_ID.test(raw) ? raw : null;
  const auth = useAuth();
  const navigate = useNavigate();
  const signedOut = auth.status === 'ready' && auth.user === null;

  useEffect(() => {
    if (!signedOut) return;
    notify.error(messages.loginFirst);
    void navigate(paths.home.getHref(), { replace: true });
  }, [signedOut, navigate]);

  let body;
  if (!paymentIntentId) {
    body = (
      <div className="card success-card success-card--problem">
        <h1 id="result-title" className="success-card__title">
          Payment status
        </h1>
        <p role="alert">{messages.paymentIntentMissing}</p>
      </div>
    );
  } else if (auth.user) {
    body = <PaymentResultView paymentIntentId={paymentIntentId} token={auth.user.token} />;
  } else {
    body = (
      <div className="card success-card success-card--loading" aria-busy="true">
        <span className="spinner spinner--large" aria-hidden="true" />
        <h1 id="result-title" className="success-card__title">
          Checking your payment…
        </h1>
      </div>
    );
  }

  return (
    <>
      <title>Payment · Campus Hostel</title>
      <section className="container success-page" aria-labelledby="result-title">
        {body}
      </section>
    </>
  );
}
