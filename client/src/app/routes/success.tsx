// /success?payment_intent=…: where the card provider returns the payer; shows what really became of the payment.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useRequireSignIn } from '../../lib/use-require-sign-in';
import { CheckingPayment, PaymentResultView } from '../../features/booking/components/payment-result-view';
import '../../features/booking/payment.css';

const INTENT_ID = /^pi_[A-Za-z0-9]{1,100}$/;

export function Component() {
  const [search] = useSearchParams();
  const raw = search.get('payment_intent') ?? '';
  const paymentIntentId = INTENT_ID.test(raw) ? raw : null;
  const auth = useRequireSignIn();
  const { t } = useTranslation(['booking', 'messages']);

  let body;
  if (!paymentIntentId) {
    body = (
      <div className="card success-card success-card--problem">
        <h1 id="result-title" className="success-card__title">
          {t('success.statusTitle')}
        </h1>
        <p role="alert">{t('messages:paymentIntentMissing')}</p>
      </div>
    );
  } else if (auth.user) {
    body = <PaymentResultView paymentIntentId={paymentIntentId} token={auth.user.token} />;
  } else {
    body = <CheckingPayment />;
  }

  return (
    <>
      <title>{t('success.documentTitle')}</title>
      <section className="container success-page" aria-labelledby="result-title">
        {body}
      </section>
    </>
  );
}
