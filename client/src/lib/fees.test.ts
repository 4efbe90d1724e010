// A fee reads with the period it pays for, in either language, through the one money format.
import { afterEach, describe, expect, it } from 'vitest';
import { feePeriodName, formatRent } from './fees';
import { changeLanguage } from './i18n';

describe('fees', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('when a price is shown with its period, then it reads per semester or per year', () => {
    expect(formatRent(4_500_000, 'semester')).toBe('₹45,000.00 per semester');
    expect(formatRent(9_000_000, 'year', 'inr')).toBe('₹90,000.00 per year');
    expect(feePeriodName('year')).toBe('Year');
  });

  it('when the reader reads Hindi, then the period is Hindi and the amount keeps Indian grouping', async () => {
    await changeLanguage('hi');
    expect(formatRent(4_500_000, 'semester')).toBe('₹45,000.00 प्रति सेमेस्टर');
    expect(feePeriodName('year')).toBe('वर्ष');
  });
});
