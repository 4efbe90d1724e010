// Pay ₹X by card: the button opens the server-priced intent, the shared card form takes the card, and the paid state
// names the receipt number.
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCardForm } from '../../../components/card-form/load-card-form';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/format';
import { useBillPayment } from './use-bill-payment';

const CardForm = lazy(loadCardForm);

export interface BillPayProps {
  month: string;
  dueMinor: number;
  currency: string;
  token: string;
  /** Where the provider sends the browser back after a hosted confirmation (it appends ?payment_intent=…). */
  returnUrl: string;
  onPaid: () => void;
}

export function BillPay({ month, dueMinor, currency, token, returnUrl, onPaid }: BillPayProps) {
  const { t } = useTranslation('mess-bills');
  const { phase, start, later, onConfirmStart, onOutcome } = useBillPayment({ month, token, onPaid });

  if (phase.kind === 'paid') {
    return (
      <section className="panel bill-pay bill-pay--paid" aria-labelledby="bill-pay-title">
        <h2 id="bill-pay-title">{t('pay.paid')}</h2>
        <p role="status">{phase.receipt ? t('pay.receipt', { number: phase.receipt }) : t('pay.paid')}</p>
      </section>
    );
  }
  if (dueMinor <= 0) return null;
  const payLabel = t('pay.button', { amount: formatMoney(dueMinor, currency) });
  return (
    <section className="panel bill-pay" aria-labelledby="bill-pay-title">
      <h2 id="bill-pay-title">{t('pay.title')}</h2>
      {phase.kind === 'ready' || phase.kind === 'confirming' ? (
        <>
          <Suspense fallback={<p role="status">{t('pay.loadingForm')}</p>}>
            <CardForm
              paymentIntentId={phase.intent.paymentIntentId}
              clientSecret={phase.intent.clientSecret}
              returnUrl={returnUrl}
              submitLabel={t('pay.button', { amount: formatMoney(phase.intent.amount, phase.intent.currency) })}
              disabled={phase.kind === 'confirming'}
              onConfirmStart={onConfirmStart}
              onOutcome={onOutcome}
            />
          </Suspense>
          {phase.kind === 'confirming' ? (
            <p role="status">{t('pay.confirming')}</p>
          ) : (
            <Button variant="ghost" onClick={later}>
              {t('pay.later')}
            </Button>
          )}
        </>
      ) : (
        <>
          {phase.kind === 'closed' ? <p role="alert">{t('pay.closed')}</p> : null}
          {phase.kind === 'unconfirmed' ? <p role="status">{t('pay.notConfirmed')}</p> : null}
          <Button onClick={start} busy={phase.kind === 'opening'} busyLabel={t('pay.opening')}>
            {payLabel}
          </Button>
        </>
      )}
    </section>
  );
}
