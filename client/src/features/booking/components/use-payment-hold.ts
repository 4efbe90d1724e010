// The payment page's hold: ask for the bed's hold and payment intent (again on Start again or after the waiting room),
// release it on leaving unless a card is being confirmed, and follow the card's outcome.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../config/messages';
import { t } from '../../../lib/i18n';
import { paths } from '../../../config/paths';
import { ApiError, normalizeError } from '../../../lib/errors';
import { dismiss, notify } from '../../../lib/notifications';
import { announceOwnBedsChanged } from '../../../lib/own-beds-news';
import { cancelPaymentIntent } from '../api/cancel-payment-intent';
import { createPaymentIntent, type CreatePaymentIntentAnswer } from '../api/create-payment-intent';
import type { StayDates } from '../../../lib/guest-stays';
import type { BookingDraft } from '../booking-draft';
import type { ConfirmOutcome } from '../../../components/card-form/card-form';
import { announceHold, newsFor, onHoldNews } from '../hold-news';

export type Phase =
  | { kind: 'creating' }
  | { kind: 'ready'; intent: CreatePaymentIntentAnswer }
  | { kind: 'expired'; intent: CreatePaymentIntentAnswer }
  | { kind: 'closed'; intent: CreatePaymentIntentAnswer; reason: string }
  /** Another tab of the student's took a hold (the server released this one), or canceled this very intent. */
  | { kind: 'elsewhere'; intent: CreatePaymentIntentAnswer; why: 'held-elsewhere' | 'ended-elsewhere' }
  | { kind: 'taken' }
  | { kind: 'already-booked' }
  | { kind: 'not-eligible'; rule: string }
  /** A hold of the student's on this room ran out unpaid lately: the server's words say when they may hold it again. */
  | { kind: 'recently-lapsed'; reason: string }
  /** A guest room's nights refused (taken meanwhile, too many nights, too far ahead…): the server's words say why. */
  | { kind: 'stay-refused'; reason: string }
  /** Refused outside the student's selection window: opensAt is when it opens (null: none will); nothing was held. */
  | { kind: 'outside-window'; opensAt: string | null; opened: boolean }
  /** Refused with not_admitted: the student waits in line, and the hold is asked for again once they are admitted. */
  | { kind: 'in-line' }
  | { kind: 'not-found' }
  | { kind: 'failed'; reason: string };

/** Why the hold was refused, as the phase the page shows. */
function refusedPhase(error: unknown, stay: boolean): Phase {
  if (!(error instanceof ApiError)) return { kind: 'failed', reason: normalizeError(error) };
  if (stay && error.status === 409) return { kind: 'stay-refused', reason: normalizeError(error) };
  if (error.code === 'already_booked') return { kind: 'already-booked' };
  if (error.code === 'not_eligible') return { kind: 'not-eligible', rule: error.message };
  if (error.code === 'outside_window') return { kind: 'outside-window', opensAt: error.opensAt ?? null, opened: false };
  if (error.code === 'not_admitted') return { kind: 'in-line' };
  if (error.code === 'recently_lapsed') return { kind: 'recently-lapsed', reason: error.message };
  if (error.status === 409) return { kind: 'taken' };
  if (error.status === 404) return { kind: 'not-found' };
  return { kind: 'failed', reason: normalizeError(error) };
}

function successHref(paymentIntentId: string): string {
  return `${paths.success.getHref()}?payment_intent=${encodeURIComponent(paymentIntentId)}`;
}

export interface HoldRequest {
  hostel: string;
  roomId: number;
  booking: BookingDraft;
  /** A guest room's nights; absent for a bed. */
  stay?: StayDates | undefined;
  token: string;
}

export function usePaymentHold({ hostel, roomId, booking, stay, token }: HoldRequest) {
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
    createPaymentIntent({ hostel, roomId, booking, stay }, tokenRef.current, controller.signal).then(
      (intent) => {
        setPhase({ kind: 'ready', intent });
        announceHold({ kind: 'held', paymentIntentId: intent.paymentIntentId });
        // A rooms page open in another tab then marks the bed as this student's hold, not just "Reserved".
        announceOwnBedsChanged();
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setPhase(refusedPhase(error, stay !== undefined));
      },
    );
    return () => controller.abort();
  }, [attempt, hostel, roomId, booking, stay]);

  const intentId = 'intent' in phase ? phase.intent.paymentIntentId : null;

  useEffect(() => {
    if (intentId === null) return;
    let canceled = false;
    const cancel = () => {
      if (canceled || confirming.current) return;
      canceled = true;
      cancelPaymentIntent(intentId, tokenRef.current);
      announceHold({ kind: 'ended', paymentIntentId: intentId });
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

  useEffect(() => {
    if (intentId === null) return;
    return onHoldNews((news) => {
      const why = newsFor(news, intentId);
      // A card being confirmed here decides for itself: its outcome says what became of the intent.
      if (why === null || confirming.current) return;
      setPhase((current) =>
        current.kind === 'ready' && current.intent.paymentIntentId === intentId
          ? { kind: 'elsewhere', intent: current.intent, why }
          : current,
      );
    });
  }, [intentId]);

  const onExpire = useCallback(() => {
    if (confirming.current) return;
    setPhase((current) => (current.kind === 'ready' ? { kind: 'expired', intent: current.intent } : current));
  }, []);

  const onWindowOpens = useCallback(() => {
    setPhase((current) => (current.kind === 'outside-window' ? { ...current, opened: true } : current));
  }, []);

  const onConfirmStart = () => {
    confirming.current = true;
    if (failureNotice.current !== null) dismiss(failureNotice.current);
    failureNotice.current = null;
  };

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
      'intent' in current ? { kind: 'closed', intent: current.intent, reason: t('booking:decline.closed') } : current,
    );
  };

  return { phase, startAgain, onExpire, onWindowOpens, onConfirmStart, onOutcome };
}
