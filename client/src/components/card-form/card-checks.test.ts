import { describe, expect, it } from 'vitest';
import { messages } from '../../config/messages';
import { checkCard, formatCardNumber, formatExpiry, parseExpiry, passesLuhn } from './card-checks';

const NOW = new Date(2026, 10, 22); // 22 November 2026

describe('the Luhn check', () => {
  it('when given Stripe test cards, then they pass', () => {
    for (const number of [
      '4242424242424242',
      '4000000000000002',
      '4000000000009995',
      '5555555555554444',
      '378282246310005',
    ]) {
      expect(passesLuhn(number), number).toBe(true);
    }
  });

  it('when one digit is mistyped, then it fails', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242424242424243')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4242a42424242424')).toBe(false);
  });
});

describe('typing helpers', () => {
  it('when a card number is typed, then it is grouped in fours and cut at 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('when an expiry is typed, then a slash goes after the month', () => {
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/2')).toBe('12/2');
  });

  it('when an expiry is parsed, then MM/YY and MM/YYYY work and month 13 does not', () => {
    expect(parseExpiry('12/29')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiry('3/2030')).toEqual({ month: 3, year: 2030 });
    expect(parseExpiry('13/29')).toBeUndefined();
    expect(parseExpiry('00/29')).toBeUndefined();
    expect(parseExpiry('1229')).toBeUndefined();
  });
});

describe('checking a card before it is sent', () => {
  it('when everything is right, then the card goes out as digits, month, four-digit year and CVC', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' }, NOW)).toEqual({
      ok: true,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2029, cvc: '123' },
    });
  });

  it('when all fields are empty, then each field has its own message', () => {
    expect(checkCard({ number: '', expiry: '', cvc: '' }, NOW)).toEqual({
      ok: false,
      errors: {
        number: messages.cardNumberRequired,
        expiry: messages.cardExpiryRequired,
        cvc: messages.cardCvcRequired,
      },
    });
  });

  it('when the number fails Luhn or is too short, then it is invalid', () => {
    for (const number of ['4242 4242 4242 4241', '4242 4242']) {
      const result = checkCard({ number, expiry: '12/29', cvc: '123' }, NOW);
      expect(result).toEqual({ ok: false, errors: { number: messages.cardNumberInvalid } });
    }
  });

  it('when the expiry month has passed, then it is refused; the current month is still fine', () => {
    expect(checkCard({ number: '4242424242424242', expiry: '10/26', cvc: '123' }, NOW)).toEqual({
      ok: false,
      errors: { expiry: messages.cardExpiryPast },
    });
    expect(checkCard({ number: '4242424242424242', expiry: '11/26', cvc: '123' }, NOW).ok).toBe(true);
    expect(checkCard({ number: '4242424242424242', expiry: '14/27', cvc: '123' }, NOW)).toEqual({
      ok: false,
      errors: { expiry: messages.cardExpiryInvalid },
    });
  });

  it('when the CVC is not 3 or 4 digits, then it is refused', () => {
    for (const cvc of ['12', '12345', '12a']) {
      expect(checkCard({ number: '4242424242424242', expiry: '12/29', cvc }, NOW), cvc).toEqual({
        ok: false,
        errors: { cvc: messages.cardCvcInvalid },
      });
    }
    expect(checkCard({ number: '378282246310005', expiry: '12/29', cvc: '1234' }, NOW).ok).toBe(true);
  });
});
