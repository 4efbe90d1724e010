// The payment page's work: hold the room and open the intent (after the waiting room, when selection is busy), show
// amount and hold, take the card, cancel on leaving.
import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { t as translate } from '../../../lib/i18n';
import { isStayIntent, staySearch, type StayDates } from '../../../lib/guest-stays';
import type { PaymentIntentAnswer } from '../api/create-payment-intent';
import type { BookedRoomLabel, BookingDraft } from '../booking-draft';
import { ChargesFacts } from './charges-facts';
import { HoldCountdown } from './hold-countdown';
import { loadCardForm } from '../../../components/card-form/load-card-form';
import { PaymentRefused } from './payment-refused';
import { StayFacts } from './stay-facts';
import { usePaymentHold, type Phase } from './use-payment-hold';

const CardForm = lazy(loadCardForm);

export interface PaymentFlowProps {
  hostel: string;
  roomId: number;
  booking: BookingDraft;
  room: BookedRoomLabel | undefined;
  /** A guest room's nights; absent for a bed. */
  stay?: StayDates | undefined;
  token: string;
}

type HeldPhase = Extract<Phase, { kind: 'ready' | 'expired' | 'closed' | 'elsewhere' }>;

interface PaymentHeldProps extends Omit<PaymentFlowProps, 'token'> {
  phase: HeldPhase;
  restart: ReactNode;
  hold: Pick<ReturnType<typeof usePaymentHold>, 'onExpire' | 'onConfirmStart' | 'onOutcome'>;
}

/** Why a held intent can no longer be paid, in the language being read (called during render). */
function problemOf(phase: Exclude<HeldPhase, { kind: 'ready' }>): string {
  if (phase.kind === 'expired') return translate('messages:holdExpired');
  if (phase.kind === 'closed') return translate('messages:paymentClosed', { reason: phase.reason });
  return translate(
    phase.why === 'held-elsewhere' ? 'booking:otherTab.heldElsewhere' : 'booking:otherTab.endedElsewhere',
  );
}

/** What a bed's hold pays for: where the bed is, for whom, and the charges apart. */
function BedSummary({
  hostel,
  roomId,
  booking,
  room,
  intent,
}: Omit<PaymentHeldProps, 'phase' | 'restart' | 'hold'> & {
  intent: PaymentIntentAnswer;
}) {
  const { t } = useTranslation('booking');
  return (
    <>
      <div>
        <dt>{t('payment.hostel')}</dt>
        <dd>{hostel}</dd>
      </div>
      <div>
        <dt>{t('payment.room')}</dt>
        <dd>
          {room
            ? t('payment.roomOf', { wing: room.wing, room: room.number })
            : t('payment.roomNumber', { room: roomId })}
        </dd>
      </div>
      <div>
        <dt>{t('payment.name')}</dt>
        <dd>{booking.name}</dd>
      </div>
      <ChargesFacts
        amountMinor={intent.amount}
        currency={intent.currency}
        charges={intent.charges}
        amountLabel={t('payment.amount')}
        amountClassName="payment-summary__amount"
      />
    </>
  );
}

/** The hold is the payer's: what they pay for, the hold's time left, and the card (or why it can no longer be paid). */
function PaymentHeld({ phase, restart, hold, ...booked }: PaymentHeldProps) {
  const { intent } = phase;
  const { t } = useTranslation(['booking', 'messages']);
  return (
    <div className="payment-layout">
      <section className="card payment-summary" aria-labelledby="payment-summary-title">
        <h2 id="payment-summary-title">{t('payment.summaryTitle')}</h2>
        <dl className="facts">
          {isStayIntent(intent) ? (
            <StayFacts stay={intent.stay} amountLabel={t('payment.amount')} amountClassName="payment-summary__amount" />
          ) : (
            <BedSummary {...booked} intent={intent} />
          )}
        </dl>
        {phase.kind === 'ready' ? <HoldCountdown expiresAt={intent.holdExpiresAt} onExpire={hold.onExpire} /> : null}
      </section>

      <section className="card payment-card" aria-labelledby="payment-card-title">
        <h2 id="payment-card-title">{t('payment.cardTitle')}</h2>
        {phase.kind !== 'ready' ? (
          <div className="payment-problem-box">
            <p className="payment-problem" role="alert">
              {problemOf(phase)}
            </p>
            {restart}
          </div>
        ) : (
          <Suspense fallback={<p className="payment-card__loading">{t('payment.loadingCardForm')}</p>}>
            <CardForm
              paymentIntentId={intent.paymentIntentId}
              clientSecret={intent.clientSecret}
              returnUrl={`${window.location.origin}${paths.success.getHref()}`}
              onConfirmStart={hold.onConfirmStart}
              onOutcome={hold.onOutcome}
            />
          </Suspense>
        )}
      </section>
    </div>
  );
}

export function PaymentFlow({ token, ...booked }: PaymentFlowProps) {
  const { hostel, stay } = booked;
  const hold = usePaymentHold({ ...booked, token });
  const { phase } = hold;
  const { t } = useTranslation(['booking', 'messages']);

  const backToRooms = (
    <Link
      className="button button--secondary"
      to={paths.hostelRooms.getHref(hostel, stay ? staySearch(stay) : undefined)}
    >
      {t('messages:backToRooms', { hostel })}
    </Link>
  );
  // Every dead end but a lost room offers a fresh hold or the way back to the rooms.
  const restart = (
    <div className="payment-panel__actions">
      <Button onClick={hold.startAgain}>{t('messages:startAgain')}</Button>
      {backToRooms}
    </div>
  );

  if (phase.kind === 'creating') {
    return (
      <div className="card payment-panel payment-panel--loading" aria-busy="true">
        <span className="spinner" aria-hidden="true" /> {t('payment.reserving')}
      </div>
    );
  }
  if (phase.kind === 'ready' || phase.kind === 'expired' || phase.kind === 'closed' || phase.kind === 'elsewhere') {
    return <PaymentHeld {...booked} phase={phase} restart={restart} hold={hold} />;
  }
  return (
    <PaymentRefused
      phase={phase}
      hostel={hostel}
      token={token}
      backToRooms={backToRooms}
      restart={restart}
      startAgain={hold.startAgain}
      onWindowOpens={hold.onWindowOpens}
    />
  );
}
