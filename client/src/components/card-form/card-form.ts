// The payments adapter's contract: one card form component, whichever provider stands behind it.

/** How a confirmation attempt ended, as far as the browser can tell. */
export type ConfirmOutcome =
  /** The provider accepted the card (succeeded or still processing): the success page reads the truth. */
  | { kind: 'confirmed'; paymentIntentId: string }
  /** The card was refused or the input rejected; the same intent can be tried again with another card. */
  | { kind: 'failed'; reason: string }
  /** The intent can no longer be paid (canceled, or what it paid for is gone): the page says why in its own words. */
  | { kind: 'closed' };

export interface CardFormProps {
  paymentIntentId: string;
  clientSecret: string;
  /** Absolute URL of the success page; the provider appends ?payment_intent=… */
  returnUrl: string;
  /** The submit button's words; by default the payment page's ("Submit"). */
  submitLabel?: string;
  /** True when paying is no longer possible on this intent (e.g. the hold expired on screen). */
  disabled?: boolean;
  /** Called just before the card goes to the provider: from here on the page must not cancel the intent. */
  onConfirmStart: () => void;
  onOutcome: (outcome: ConfirmOutcome) => void;
}
