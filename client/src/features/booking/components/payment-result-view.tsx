// The success page's body: 'Payment Successful' with the details only for a paid booking (a bed, or a guest stay), the
// plain truth otherwise.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { normalizeError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { clearBooking } from '../booking-draft';
import { useQuery } from '../../../lib/use-query';
import type { GuestStay } from '@campus-hostel/contracts/api';
import { getPaymentDetails, type PaymentDetails } from '../api/get-payment-details';
import { ChargesFacts } from './charges-facts';
import { StayFacts } from './stay-facts';
import { bedTitle, intentStatusWord, paymentResult } from '../payment-result';

// Checked automatically while the provider is still processing, then left to the Check again button.
const RECHECK_MS = 3000;
const MAX_RECHECKS = 10;

// One 'Payment successful!' per payment, however often the page renders or is revisited in this tab.
const announced = new Set<string>();

/** What a paid guest stay says: for whom, where and which nights, and whether it waits for the warden. */
function StayPaidFacts({ details, stay }: { details: PaymentDetails; stay: GuestStay }) {
  const { t } = useTranslation('booking');
  return (
    <>
      <p className="success-card__lead">
        {stay.status === 'awaiting_approval' ? t('success.stayAwaitingApproval') : t('success.stayBooked')}
      </p>
      <dl className="facts success-card__facts">
        <div>
          <dt>{t('success.transactionId')}</dt>
          <dd className="success-card__id">{details.id}</dd>
        </div>
        <StayFacts stay={stay} amountLabel={t('success.amount')} />
        <div>
          <dt>{t('success.status')}</dt>
          <dd>{intentStatusWord(details.status)}</dd>
        </div>
        <div>
          <dt>{t('success.reference')}</dt>
          <dd className="success-card__id">{stay.reference}</dd>
        </div>
      </dl>
    </>
  );
}

/** What a paid bed says: where it is, what was charged, and its reference. */
function BedPaidFacts({ details }: { details: PaymentDetails }) {
  const { t } = useTranslation('booking');
  return (
    <>
      <p className="success-card__lead">{t('success.booked')}</p>
      <dl className="facts success-card__facts">
        <div>
          <dt>{t('success.transactionId')}</dt>
          <dd className="success-card__id">{details.id}</dd>
        </div>
        <ChargesFacts
          amountMinor={details.amount}
          currency={details.currency}
          charges={details.charges}
          amountLabel={t('success.amount')}
        />
        <div>
          <dt>{t('success.status')}</dt>
          <dd>{intentStatusWord(details.status)}</dd>
        </div>
        {details.booking ? (
          <>
            <div>
              <dt>{t('success.yourBed')}</dt>
              <dd>{bedTitle(details.booking)}</dd>
            </div>
            <div>
              <dt>{t('success.reference')}</dt>
              <dd className="success-card__id">{details.booking.reference}</dd>
            </div>
          </>
        ) : null}
        {details.shippingName ? (
          <div>
            <dt>{t('success.bookedFor')}</dt>
            <dd>{details.shippingName}</dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}

function PaidDetails({ details }: { details: PaymentDetails }) {
  const { t } = useTranslation(['booking', 'messages']);
  const reference = details.stay?.reference ?? details.booking?.reference;
  return (
    <div className="card success-card">
      <div className="checkmark" aria-hidden="true">
        <svg viewBox="0 0 52 52" className="checkmark__svg">
          <circle className="checkmark__circle" cx="26" cy="26" r="24" fill="none" />
          <path className="checkmark__tick" fill="none" d="M14 27 l8 8 l16 -17" />
        </svg>
      </div>
      <h1 id="result-title" className="success-card__title">
        {t('messages:paymentSuccessfulTitle')}
      </h1>
      {details.stay ? <StayPaidFacts details={details} stay={details.stay} /> : <BedPaidFacts details={details} />}
      {reference ? (
        <p className="success-card__receipt">
          <Link to={paths.receipt.getHref(reference)}>{t('messages:viewReceipt')}</Link>. {t('messages:receiptEmailed')}
        </p>
      ) : null}
      <div className="success-card__actions">
        <Link className="button button--primary" to={paths.profile.getHref()}>
          {t('success.toProfile')}
        </Link>
        <Link className="button button--secondary" to={paths.home.getHref()}>
          {t('success.home')}
        </Link>
      </div>
    </div>
  );
}

function Problem({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  const { t } = useTranslation('booking');
  return (
    <div className="card success-card success-card--problem">
      <h1 id="result-title" className="success-card__title">
        {title}
      </h1>
      <p role="alert">{text}</p>
      <div className="success-card__actions">
        {children}
        <Link className="button button--secondary" to={paths.status.getHref('room-availability')}>
          {t('success.seeAvailability')}
        </Link>
      </div>
    </div>
  );
}

/** While the session or the payment's outcome is still being read. */
export function CheckingPayment() {
  const { t } = useTranslation('booking');
  return (
    <div className="card success-card success-card--loading" aria-busy="true">
      <span className="spinner spinner--large" aria-hidden="true" />
      <h1 id="result-title" className="success-card__title">
        {t('success.checking')}
      </h1>
    </div>
  );
}

export function PaymentResultView({ paymentIntentId, token }: { paymentIntentId: string; token: string }) {
  const [rechecks, setRechecks] = useState(0);
  const { t } = useTranslation(['booking', 'messages']);
  const query = useQuery(`payment:${paymentIntentId}`, () => getPaymentDetails(paymentIntentId, token));
  const { reload } = query;
  const details = query.data;
  const result = details ? paymentResult(details) : undefined;

  useEffect(() => {
    if (!details || result !== 'paid') return;
    const { hosteltype: hostel, room_id: roomId } = details.metadata;
    if (hostel && roomId) clearBooking(hostel, roomId);
    if (announced.has(details.id)) return;
    announced.add(details.id);
    notify.success(messages.paymentSuccessful);
  }, [details, result]);

  useEffect(() => {
    if (result !== 'processing' || rechecks >= MAX_RECHECKS) return;
    const timer = setTimeout(() => {
      setRechecks((value) => value + 1);
      reload();
    }, RECHECK_MS);
    return () => clearTimeout(timer);
  }, [result, rechecks, reload]);

  if (query.status === 'error') {
    return (
      <Problem
        title={t('success.statusTitle')}
        text={t('success.failedWithReason', {
          problem: t('messages:paymentDetailsFailed'),
          reason: normalizeError(query.error),
        })}
      >
        <Button onClick={reload}>{t('messages:checkAgain')}</Button>
      </Problem>
    );
  }
  if (!details || !result) return <CheckingPayment />;
  if (result === 'paid') return <PaidDetails details={details} />;
  if (result === 'refunded') {
    const refundedReference = details.stay?.reference ?? details.booking?.reference;
    return (
      <Problem title={t('success.refundedTitle')} text={t('messages:paymentRefunded')}>
        {refundedReference ? (
          <Link className="button button--primary" to={paths.receipt.getHref(refundedReference)}>
            {t('messages:viewReceipt')}
          </Link>
        ) : null}
      </Problem>
    );
  }
  if (result === 'processing') {
    return (
      <Problem title={t('success.processingTitle')} text={t('messages:paymentProcessing')}>
        <Button onClick={reload}>{t('messages:checkAgain')}</Button>
      </Problem>
    );
  }
  return <Problem title={t('success.notCompletedTitle')} text={t('messages:paymentNotCompleted')} />;
}
