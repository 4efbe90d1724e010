// The card form with hosted Stripe: Stripe Elements' PaymentElement; Stripe.js loads only when this module does.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { Button } from '../ui/button';
import { env } from '../../config/env';
import { useTranslation } from 'react-i18next';
import { messages } from '../../config/messages';
import './card-form.css';
import type { CardFormProps, ConfirmOutcome } from './card-form';
import { declineReason } from './decline-words';

let stripe: Promise<Stripe | null> | undefined;

function getStripe(): Promise<Stripe | null> {
  stripe ??= loadStripe(env.stripePublishableKey);
  return stripe;
}

function ElementsForm({ returnUrl, submitLabel, disabled = false, onConfirmStart, onOutcome }: CardFormProps) {
  const stripeJs = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation(['common', 'messages']);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripeJs || !elements || busy || disabled) return;
    setBusy(true);
    onConfirmStart();
    let outcome: ConfirmOutcome;
    try {
      // On success Stripe sends the browser to return_url itself; only a failure comes back here.
      const { error } = await stripeJs.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
      outcome =
        error.code === 'payment_intent_unexpected_state' || error.payment_intent?.status === 'canceled'
          ? { kind: 'closed' }
          : { kind: 'failed', reason: declineReason(error) };
    } catch {
      // Stripe.js itself failed (a network drop): its words are not ours either.
      outcome = { kind: 'failed', reason: messages.networkError };
    }
    setBusy(false);
    onOutcome(outcome);
  };

  return (
    <form className="card-form" onSubmit={(event) => void onSubmit(event)} aria-label={t('card.formLabel')}>
      <PaymentElement />
      <Button
        type="submit"
        className="card-form__submit"
        busy={busy}
        busyLabel={t('messages:processingPayment')}
        disabled={busy || disabled || !stripeJs || !elements}
      >
        {submitLabel ?? t('messages:submitPayment')}
      </Button>
    </form>
  );
}

export function StripeCardForm(props: CardFormProps) {
  return (
    <Elements stripe={getStripe()} options={{ clientSecret: props.clientSecret }}>
      <ElementsForm {...props} />
    </Elements>
  );
}
