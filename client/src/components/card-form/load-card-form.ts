// Picks the payment page's card form: Stripe Elements with hosted Stripe, a local card form with the stand-in.
import type { ComponentType } from 'react';
import { env } from '../../config/env';
import type { CardFormProps } from './card-form';

/**
 * Loads the card form for the configured provider. Both live in their own chunks, so Stripe.js and
 * Elements are fetched only on the payment page, and only when hosted Stripe is in use.
 */
export function loadCardForm(): Promise<{ default: ComponentType<CardFormProps> }> {
  return env.stripeLocalUrl
    ? import('./local-card-form').then((module) => ({ default: module.LocalCardForm }))
    : import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm }));
}
