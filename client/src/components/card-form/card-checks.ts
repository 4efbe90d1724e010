// Client-side checks of the local card form (Luhn, future expiry, CVC) so obvious typos never reach the provider.
import { messages } from '../../config/messages';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardInput, string>>;

/** A card ready to send: digits only, month 1–12, four-digit year. */
export interface CheckedCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardCheck = { ok: true; card: CheckedCard } | { ok: false; errors: CardErrors };

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
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

/** "4242424242424242" → "4242 4242 4242 4242", as the number is typed. */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1229" or "12/29" → "12/29", as the expiry is typed. */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** MM/YY or MM/YYYY → month and four-digit year; undefined when it is not a date. */
export function parseExpiry(text: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month, year };
}

function checkNumber(raw: string): string | undefined {
  const digits = digitsOf(raw);
  if (digits === '') return messages.cardNumberRequired;
  if (digits.length < 12 || digits.length > 19 || !passesLuhn(digits)) return messages.cardNumberInvalid;
  return undefined;
}

function checkExpiry(raw: string, now: Date): string | undefined {
  if (raw.trim() === '') return messages.cardExpiryRequired;
  const expiry = parseExpiry(raw);
  if (!expiry) return messages.cardExpiryInvalid;
  // A card is valid through the last day of its expiry month.
  const current = now.getFullYear() * 12 + now.getMonth();
  if (expiry.year * 12 + (expiry.month - 1) < current) return messages.cardExpiryPast;
  if (expiry.year > now.getFullYear() + 50) return messages.cardExpiryInvalid;
  return undefined;
}

function checkCvc(raw: string): string | undefined {
  const cvc = raw.trim();
  if (cvc === '') return messages.cardCvcRequired;
  if (!/^\d{3,4}$/.test(cvc)) return messages.cardCvcInvalid;
  return undefined;
}

/** Checks every field at once so the form can show each message under its field. */
export function checkCard(input: CardInput, now: Date = new Date()): CardCheck {
  const errors: CardErrors = {};
  const number = checkNumber(input.number);
  const expiry = checkExpiry(input.expiry, now);
  const cvc = checkCvc(input.cvc);
  if (number) errors.number = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  const parsed = parseExpiry(input.expiry);
  if (number || expiry || cvc || !parsed) return { ok: false, errors };
  return {
    ok: true,
    card: { number: digitsOf(input.number), expMonth: parsed.month, expYear: parsed.year, cvc: input.cvc.trim() },
  };
}
