// The payment page's work: hold the room and open the intent (after the waiting room, when selection is busy), show
// amount and hold, take the card, cancel on leaving.
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Countdown } from '../../../components/ui/countdown';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { ApiError, normalizeError } from '../../../lib/errors';
import { dismiss, notify } from '../../../lib/notifications';
import { announceOwnBedsChanged } from '../../../lib/own-beds-news';
import type { BookedRoomLabel, BookingDraft } from '../booking-draft';
import { formatDateTime, formatMoney } from '../../../lib/format';
import type { ConfirmOutcome } from '../card-form';
import { cancelPaymentIntent } from '../api/cancel-payment-intent';
import { createPaymentIntent, type PaymentIntentAnswer } from '../api/create-payment-intent';
import { AlreadyBooked } from './already-booked';
import { HoldCountdown } from './hold-countdown';
import { loadCardForm } from './load-card-form';
import { WaitingRoom } from './waiting-room';

const CardForm = lazy(loadCardForm);

type Phase =
  | { kind: 'creating' }
  | { kind: 'ready'; intent: PaymentIntentAnswer }
  | { kind: 'expired'; intent: PaymentIntentAnswer }
  | { kind: 'closed'; intent: PaymentIntentAnswer; reason: string }
  | { kind: 'taken' }
  | { kind: 'already-booked' }
  | { kind: 'not-eligible'; rule: string }
  /** A hold of the student's on this room ran out unpaid lately: the server's words say when they may hold it again. */
  | { kind: 'recently-lapsed'; reason: string }
  /** Refused outside the student's selection window: opensAt is when it opens (null: none will); nothing was held. */
  | { kind: 'outside-window'; opensAt: string | null; opened: boolean }
  /** Refused with not_admitted: the student waits in line, and the hold is asked for again once they are admitted. */
  | { kind: 'in-line' }
  | { kind: 'not-found' }
  | { kind: 'failed'; reason: string };

export interface PaymentFlowProps {
  hostel: string;
  roomId: number;
  booking: BookingDraft;
  room: BookedRoomLabel | undefined;
  token: string;
}

/** A hold or payment that cannot go on: why, as an alert, and the ways on. */
function ProblemPanel({ problem, children }: { problem: ReactNode; children: ReactNode }) {
  return (
    <div className="card payment-panel">
      <p className="payment-problem" role="alert">
        {problem}
      </p>
      {children}
    </div>
  );
}

function successHref(paymentIntentId: string): string {
  return `${paths.success.getHref()}?payment_intent=${encodeURIComponent(paymentIntentId)}`;
}

export function PaymentFlow({ hostel, roomId, booking, room, token }: PaymentFlowProps) {
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>({ kind: 'creating' });
  const tokenRef = useRef(token);
  // True from the moment a card goes to the provider until it is refused: the intent must not be canceled then.
  const confirming = useRef(false);
  // The last 'Payment failed' notice; a new attempt replaces it rather than leaving a stale error beside the next result.
  const failureNotice = useRef<number | null>(null);

  useEffect(() => {
    tokenRef.current = token;
  });

  const startAgain = useCallback(() => {
    confirming.current = false;
    setPhase({ kind: 'creating' });
    setAttempt((value) => value + 1);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    createPaymentIntent({ hostel, roomId, booking }, tokenRef.current, controller.signal).then(
      (intent) => {
        setPhase({ kind: 'ready', intent });
        // A rooms page open in another tab then marks the bed as this student's hold, not just "Reserved".
        announceOwnBedsChanged();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.code === 'already_booked') setPhase({ kind: 'already-booked' });
        else if (error instanceof ApiError && error.code === 'not_eligible')
          setPhase({ kind: 'not-eligible', rule: error.message });
        else if (error instanceof ApiError && error.code === 'outside_window')
          setPhase({ kind: 'outside-window', opensAt: error.opensAt ?? null, opened: false });
        else if (error instanceof ApiError && error.code === 'not_admitted') setPhase({ kind: 'in-line' });
        else if (error instanceof ApiError && error.code === 'recently_lapsed')
          setPhase({ kind: 'recently-lapsed', reason: error.message });
        else if (error instanceof ApiError && error.status === 409) setPhase({ kind: 'taken' });
        else if (error instanceof ApiError && error.status === 404) setPhase({ kind: 'not-found' });
        else setPhase({ kind: 'failed', reason: normalizeError(error) });
      },
    );
    return () => controller.abort();
  }, [attempt, hostel, roomId, booking]);

  const intentId = 'intent' in phase ? phase.intent.paymentIntentId : null;

  useEffect(() => {
    if (intentId === null) return;
    let canceled = false;
    const cancel = () => {
      if (canceled || confirming.current) return;
      canceled = true;
      cancelPaymentIntent(intentId, tokenRef.current);
    };
    // Coming back from the back/forward cache after leaving: that hold was released, so open a new one.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && canceled) startAgain();
    };
    window.addEventListener('pagehide', cancel);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', cancel);
      window.removeEventListener('pageshow', onPageShow);
      cancel();
    };
  }, [intentId, startAgain]);

  const onExpire = useCallback(() => {
    if (confirming.current) return;
    setPhase((current) => (current.kind === 'ready' ? { kind: 'expired', intent: current.intent } : current));
  }, []);

  const onWindowOpens = useCallback(() => {
    setPhase((current) => (current.kind === 'outside-window' ? { ...current, opened: true } : current));
  }, []);

  const onOutcome = (outcome: ConfirmOutcome) => {
    if (outcome.kind === 'confirmed') {
      void navigate(successHref(outcome.paymentIntentId));
      return;
    }
    confirming.current = false;
    if (outcome.kind === 'failed') {
      failureNotice.current = notify.error(messages.paymentFailed(outcome.reason));
      return;
    }
    setPhase((current) =>
      'intent' in current ? { kind: 'closed', intent: current.intent, reason: outcome.reason } : current,
    );
  };

  const backToRooms = (
    <Link className="button button--secondary" to={paths.hostelRooms.getHref(hostel)}>
      {messages.backToRooms(hostel)}
    </Link>
  );
  // Every dead end but a lost room offers a fresh hold or the way back to the rooms.
  const restart = (
    <div className="payment-panel__actions">
      <Button onClick={startAgain}>{messages.startAgain}</Button>
      {backToRooms}
    </div>
  );

  if (phase.kind === 'creating') {
    return (
      <div className="card payment-panel payment-panel--loading" aria-busy="true">
        <span className="spinner" aria-hidden="true" /> Reserving the room for you…
      </div>
    );
  }
  if (phase.kind === 'in-line') {
    return (
      <WaitingRoom token={token} hostel={hostel} why={messages.inLineWhy} onAdmitted={startAgain}>
        {backToRooms}
      </WaitingRoom>
    );
  }
  if (phase.kind === 'already-booked') return <AlreadyBooked className="card payment-panel" />;
  if (phase.kind === 'not-eligible') {
    return (
      <ProblemPanel problem={phase.rule}>
        <Link className="button button--primary" to={paths.profile.getHref()}>
          Your residence details
        </Link>
        {backToRooms}
      </ProblemPanel>
    );
  }
  if (phase.kind === 'outside-window') {
    const { opensAt } = phase;
    if (opensAt === null) {
      return <ProblemPanel problem={messages.noSelectionWindow}>{backToRooms}</ProblemPanel>;
    }
    return (
      <div className="card payment-panel">
        {phase.opened ? (
          <p className="callout callout--success" role="status">
            {messages.selectionOpenedStartAgain(hostel)}
          </p>
        ) : (
          <>
            <p className="payment-problem" role="alert">
              {messages.holdOutsideWindow(hostel, formatDateTime(opensAt))}
            </p>
            <p className="hold">
              {messages.selectionOpensIn} <Countdown until={opensAt} onEnd={onWindowOpens} className="hold__time" />
            </p>
          </>
        )}
        {restart}
      </div>
    );
  }
  if (phase.kind === 'recently-lapsed') {
    return <ProblemPanel problem={phase.reason}>{backToRooms}</ProblemPanel>;
  }
  if (phase.kind === 'taken' || phase.kind === 'not-found') {
    return (
      <ProblemPanel problem={phase.kind === 'taken' ? messages.roomTaken : messages.roomNotFound}>
        {backToRooms}
      </ProblemPanel>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <ProblemPanel
        problem={
          <>
            {messages.paymentStartFailed} ({phase.reason})
          </>
        }
      >
        {restart}
      </ProblemPanel>
    );
  }

  const { intent } = phase;
  const payable = phase.kind === 'ready';
  return (
    <div className="payment-layout">
      <section className="card payment-summary" aria-labelledby="payment-summary-title">
        <h2 id="payment-summary-title">Your booking</h2>
        <dl className="facts">
          <div>
            <dt>Hostel</dt>
            <dd>{hostel}</dd>
          </div>
          <div>
            <dt>Room</dt>
            <dd>{room ? `Wing ${room.wing} · Room ${room.number}` : `Room ${roomId}`}</dd>
          </div>
          <div>
            <dt>Name</dt>
            <dd>{booking.name}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd className="payment-summary__amount">{formatMoney(intent.amount, intent.currency)}</dd>
          </div>
        </dl>
        {payable ? <HoldCountdown expiresAt={intent.holdExpiresAt} onExpire={onExpire} /> : null}
      </section>

      <section className="card payment-card" aria-labelledby="payment-card-title">
        <h2 id="payment-card-title">Card details</h2>
        {phase.kind === 'expired' || phase.kind === 'closed' ? (
          <div className="payment-problem-box">
            <p className="payment-problem" role="alert">
              {phase.kind === 'expired' ? messages.holdExpired : messages.paymentClosed(phase.reason)}
            </p>
            {restart}
          </div>
        ) : (
          <Suspense fallback={<p className="payment-card__loading">Loading the card form…</p>}>
            <CardForm
              paymentIntentId={intent.paymentIntentId}
              clientSecret={intent.clientSecret}
              returnUrl={`${window.location.origin}${paths.success.getHref()}`}
              onConfirmStart={() => {
                confirming.current = true;
                if (failureNotice.current !== null) dismiss(failureNotice.current);
                failureNotice.current = null;
              }}
              onOutcome={onOutcome}
            />
          </Suspense>
        )}
      </section>
    </div>
  );
}
