// Stripe's documented test cards and test PaymentMethods, and how a raw card is checked before it is charged.

export interface CardFailure {
  code: string;
  message: string;
  decline_code?: string;
  param?: string;
  /** True when the issuer refused a charge (a failed charge exists); false when the card details were rejected. */
  charged: boolean;
}

export interface CardDetails {
  brand: 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';
  last4: string;
  exp_month: number;
  exp_year: number;
  funding: 'credit' | 'debit';
  country: string;
  fingerprint: string;
  cvcProvided: boolean;
  /** The issuer's answer when this card is charged: undefined means approved. */
  decline?: CardFailure;
}

const DECLINED: CardFailure = {
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
  charged: true,
};
const INSUFFICIENT_FUNDS: CardFailure = {
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
  charged: true,
};
const LOST_CARD: CardFailure = {
  code: 'card_declined',
  decline_code: 'lost_card',
  message: 'Your card was declined.',
  charged: true,
};
const STOLEN_CARD: CardFailure = {
  code: 'card_declined',
  decline_code: 'stolen_card',
  message: 'Your card was declined.',
  charged: true,
};
const EXPIRED_CARD: CardFailure = {
  code: 'expired_card',
  decline_code: 'expired_card',
  message: 'Your card has expired.',
  param: 'exp_month',
  charged: true,
};
const INCORRECT_CVC: CardFailure = {
  code: 'incorrect_cvc',
  decline_code: 'incorrect_cvc',
  message: "Your card's security code is incorrect.",
  param: 'cvc',
  charged: true,
};
const PROCESSING_ERROR: CardFailure = {
  code: 'processing_error',
  decline_code: 'processing_error',
  message: 'An error occurred while processing your card. Try again in a little bit.',
  charged: true,
};

interface TestCard {
  number: string;
  brand: CardDetails['brand'];
  funding: CardDetails['funding'];
  decline?: CardFailure;
}

/** The numbers of Stripe's testing page (docs.stripe.com/testing) that this stand-in answers to. */
const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', funding: 'credit' },
  { number: '4000056655665556', brand: 'visa', funding: 'debit' },
  { number: '5555555555554444', brand: 'mastercard', funding: 'credit' },
  { number: '378282246310005', brand: 'amex', funding: 'credit' },
  { number: '6011111111111117', brand: 'discover', funding: 'credit' },
  { number: '4000000000000002', brand: 'visa', funding: 'credit', decline: DECLINED },
  { number: '4000000000009995', brand: 'visa', funding: 'credit', decline: INSUFFICIENT_FUNDS },
  { number: '4000000000009987', brand: 'visa', funding: 'credit', decline: LOST_CARD },
  { number: '4000000000009979', brand: 'visa', funding: 'credit', decline: STOLEN_CARD },
  { number: '4000000000000069', brand: 'visa', funding: 'credit', decline: EXPIRED_CARD },
  { number: '4000000000000127', brand: 'visa', funding: 'credit', decline: INCORRECT_CVC },
  { number: '4000000000000119', brand: 'visa', funding: 'credit', decline: PROCESSING_ERROR },
];

/** Stripe's test PaymentMethod ids (pm_card_visa, pm_card_chargeDeclined, …) and the card each stands for. */
const TEST_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_discover: '6011111111111117',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedLostCard: '4000000000009987',
  pm_card_chargeDeclinedStolenCard: '4000000000009979',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeDeclinedProcessingError: '4000000000000119',
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): CardDetails['brand'] {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/** A stable per-number identifier, like Stripe's card fingerprint (never the number itself). */
function fingerprintOf(digits: string): string {
  let hash = 2166136261;
  for (const char of digits) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `loc${hash.toString(36).padStart(7, '0')}`.slice(0, 16);
}

function detailsFor(digits: string, expMonth: number, expYear: number, cvcProvided: boolean): CardDetails {
  const known = TEST_CARDS.find((card) => card.number === digits);
  const details: CardDetails = {
    brand: known?.brand ?? brandOf(digits),
    last4: digits.slice(-4),
    exp_month: expMonth,
    exp_year: expYear,
    funding: known?.funding ?? 'credit',
    country: 'US',
    fingerprint: fingerprintOf(digits),
    cvcProvided,
  };
  if (known?.decline !== undefined) details.decline = known.decline;
  return details;
}

/** The card behind a test PaymentMethod id, or undefined when the id is not one of Stripe's test ids. */
export function testPaymentMethodCard(id: string, now: Date): CardDetails | undefined {
  const number = TEST_PAYMENT_METHODS[id];
  if (number === undefined) return undefined;
  // Stripe's test PaymentMethods carry an expiry a few years ahead.
  return detailsFor(number, 12, now.getUTCFullYear() + 3, true);
}

export interface RawCard {
  number: string;
  exp_month: string;
  exp_year: string;
  cvc?: string;
}

/**
 * Checks a raw card the way Stripe does when it creates the PaymentMethod: number format and Luhn, expiry month and
 * year (two-digit years count from 2000), CVC format. Answers the card or the card_error Stripe would raise.
 */
export function checkRawCard(raw: RawCard, now: Date): { card: CardDetails } | { failure: CardFailure } {
  const digits = raw.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) {
    return {
      failure: {
        code: 'invalid_number',
        message: 'The card number is not a valid credit card number.',
        param: 'number',
        charged: false,
      },
    };
  }
  if (!luhnValid(digits)) {
    return {
      failure: { code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number', charged: false },
    };
  }
  const month = /^\d{1,2}$/.test(raw.exp_month.trim()) ? Number(raw.exp_month.trim()) : NaN;
  if (!(month >= 1 && month <= 12)) {
    return {
      failure: {
        code: 'invalid_expiry_month',
        message: "Your card's expiration month is invalid.",
        param: 'exp_month',
        charged: false,
      },
    };
  }
  const yearText = raw.exp_year.trim();
  const parsedYear = /^\d{2}$/.test(yearText)
    ? 2000 + Number(yearText)
    : /^\d{4}$/.test(yearText)
      ? Number(yearText)
      : NaN;
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (!(parsedYear >= thisYear && parsedYear <= thisYear + 50)) {
    return {
      failure: {
        code: 'invalid_expiry_year',
        message: "Your card's expiration year is invalid.",
        param: 'exp_year',
        charged: false,
      },
    };
  }
  if (parsedYear === thisYear && month < thisMonth) {
    return {
      failure: {
        code: 'invalid_expiry_month',
        message: "Your card's expiration month is invalid.",
        param: 'exp_month',
        charged: false,
      },
    };
  }
  const cvc = raw.cvc?.trim();
  const cvcLength = brandOf(digits) === 'amex' ? /^\d{3,4}$/ : /^\d{3}$/;
  if (cvc !== undefined && cvc !== '' && !cvcLength.test(cvc)) {
    return {
      failure: { code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc', charged: false },
    };
  }
  return { card: detailsFor(digits, month, parsedYear, cvc !== undefined && cvc !== '') };
}
