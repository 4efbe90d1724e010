import { describe, expect, it } from 'vitest';
import { formatMinor, formatMoney } from './money';

describe('showing money', () => {
  it('when the seeded price of 50000 minor units is shown, then it reads 500.00', () => {
    expect(formatMinor(50000)).toBe('500.00');
  });

  it('when amounts have paise or are small, then two decimals are always shown', () => {
    expect(formatMinor(123456)).toBe('1234.56');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(0)).toBe('0.00');
  });

  it('when a currency is known, then its code follows the amount', () => {
    expect(formatMoney(50000, 'inr')).toBe('500.00 INR');
    expect(formatMoney(50000, '')).toBe('500.00');
  });
});
