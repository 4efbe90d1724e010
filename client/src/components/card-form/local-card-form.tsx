// The card form used with the Stripe stand-in: labelled fields, client-side checks, then a confirm like Stripe.js sends.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { env } from '../../config/env';
import { messages } from '../../config/messages';
import { checkCard, formatCardNumber, formatExpiry, type CardErrors, type CardInput } from './card-checks';
import { confirmLocally } from './local-confirm';
import './card-form.css';
import type { CardFormProps } from './card-form';

const EMPTY: CardInput = { number: '', expiry: '', cvc: '' };

export function LocalCardForm({
  paymentIntentId,
  clientSecret,
  returnUrl,
  submitLabel,
  disabled = false,
  onConfirmStart,
  onOutcome,
}: CardFormProps) {
  const [card, setCard] = useState<CardInput>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation(['common', 'messages']);

  const update = (field: keyof CardInput, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    // After the first attempt, messages follow the input so a fixed field clears its message at once.
    if (checked) {
      const result = checkCard(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || disabled) return;
    setChecked(true);
    const result = checkCard(card);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    onConfirmStart();
    let outcome;
    try {
      outcome = await confirmLocally({
        baseUrl: env.stripeLocalUrl,
        publishableKey: env.stripePublishableKey,
        paymentIntentId,
        clientSecret,
        returnUrl,
        card: result.card,
      });
    } catch {
      // The stand-in could not be reached: say so in our words, not the browser's.
      outcome = { kind: 'failed', reason: messages.networkError } as const;
    }
    setBusy(false);
    onOutcome(outcome);
  };

  return (
    <form className="card-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('card.formLabel')}>
      <TextField
        label={t('card.number')}
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        onChange={(event) => update('number', formatCardNumber(event.target.value))}
        error={errors.number}
        disabled={disabled}
      />
      <div className="card-form__row">
        <TextField
          label={t('card.expiry')}
          name="exp-date"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('card.expiryPlaceholder')}
          value={card.expiry}
          onChange={(event) => update('expiry', formatExpiry(event.target.value))}
          error={errors.expiry}
          disabled={disabled}
        />
        <TextField
          label={t('card.cvc')}
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          maxLength={4}
          value={card.cvc}
          onChange={(event) => update('cvc', event.target.value.replace(/\D/g, ''))}
          error={errors.cvc}
          disabled={disabled}
        />
      </div>
      <Button
        type="submit"
        className="card-form__submit"
        busy={busy}
        busyLabel={t('messages:processingPayment')}
        disabled={busy || disabled}
      >
        {submitLabel ?? t('messages:submitPayment')}
      </Button>
    </form>
  );
}
