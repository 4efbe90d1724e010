// The bill's card payment on this page: open the intent (the server prices it), take the card, follow a confirmed
// card to paid with its receipt number, and cancel an intent left unpaid when the student leaves or says not now.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConfirmOutcome } from '../../../components/card-form/card-form';
import { normalizeError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/notifications';
import { cancelBillPayment, getBillPayment, payMessBill, type MessBillIntentAnswer } from '../api/mess-bill';

export type PayPhase =
  | { kind: 'idle' | 'opening' | 'closed' | 'unconfirmed' }
  | { kind: 'ready' | 'confirming'; intent: MessBillIntentAnswer }
  | { kind: 'paid'; receipt: string | null };

/** How long a confirmed card is followed until its receipt shows: the webhook usually lands within a second. */
const FOLLOW_TRIES = 10;
const FOLLOW_EVERY_MS = 700;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks until the payment reads paid (the server finalises a succeeded intent on asking); null if it never does. */
export async function followPayment(paymentIntentId: string, tries = FOLLOW_TRIES): Promise<string | null | false> {
  for (let i = 0; i < tries; i++) {
    const payment = await getBillPayment(paymentIntentId);
    if (payment.status === 'paid') return payment.receipt_number;
    await wait(FOLLOW_EVERY_MS);
  }
  return false;
}

export function useBillPayment({ month, token, onPaid }: { month: string; token: string; onPaid: () => void }) {
  const [phase, setPhase] = useState<PayPhase>({ kind: 'idle' });
  // From the card's confirmation on, the intent is the provider's to settle: it must not be canceled.
  const confirming = useRef(false);
  const tokenRef = useRef(token);
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    tokenRef.current = token;
    onPaidRef.current = onPaid;
  });

  const start = useCallback(() => {
    confirming.current = false;
    setPhase({ kind: 'opening' });
    payMessBill(month).then(
      (intent) => setPhase({ kind: 'ready', intent }),
      (error: unknown) => {
        notify.error(normalizeError(error));
        setPhase({ kind: 'idle' });
      },
    );
  }, [month]);

  const intentId = phase.kind === 'ready' ? phase.intent.paymentIntentId : null;

  useEffect(() => {
    if (intentId === null) return;
    let canceled = false;
    const cancel = () => {
      if (canceled || confirming.current) return;
      canceled = true;
      cancelBillPayment(intentId, tokenRef.current);
    };
    window.addEventListener('pagehide', cancel);
    return () => {
      window.removeEventListener('pagehide', cancel);
      cancel();
    };
  }, [intentId]);

  const later = useCallback(() => setPhase({ kind: 'idle' }), []);

  const onConfirmStart = useCallback(() => {
    confirming.current = true;
  }, []);

  const onOutcome = useCallback((outcome: ConfirmOutcome) => {
    if (outcome.kind === 'failed') {
      confirming.current = false;
      notify.error(t('mess-bills:pay.failed', { reason: outcome.reason }));
      return;
    }
    if (outcome.kind === 'closed') {
      setPhase({ kind: 'closed' });
      return;
    }
    setPhase((current) => (current.kind === 'ready' ? { kind: 'confirming', intent: current.intent } : current));
    followPayment(outcome.paymentIntentId).then(
      (receipt) => {
        setPhase(receipt === false ? { kind: 'unconfirmed' } : { kind: 'paid', receipt });
        onPaidRef.current();
      },
      () => setPhase({ kind: 'unconfirmed' }),
    );
  }, []);

  return { phase, start, later, onConfirmStart, onOutcome };
}
