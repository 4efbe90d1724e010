// The waiting room's place and wait as the payment page words them.
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { formatWait, ordinal } from './waiting-room-place';

describe('the waiting room in words', () => {
  it('when a place is shown, then it reads as an English ordinal', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '112th',
    ]);
  });

  it('when a wait is shown, then it is rounded to minutes, with hours beyond sixty', () => {
    expect(formatWait(0)).toBe('less than a minute');
    expect(formatWait(29)).toBe('less than a minute');
    expect(formatWait(60)).toBe('about 1 minute');
    expect(formatWait(170)).toBe('about 3 minutes');
    expect(formatWait(3600)).toBe('about 1 hour');
    expect(formatWait(4500)).toBe('about 1 hour 15 minutes');
    expect(formatWait(7260)).toBe('about 2 hours 1 minute');
  });
});

describe('the waiting room in Hindi', () => {
  it('when the page is read in Hindi, then the place has no English suffix and the wait is in Hindi', async () => {
    await changeLanguage('hi');
    try {
      expect([1, 2, 12].map(ordinal)).toEqual(['1वाँ', '2वाँ', '12वाँ']);
      expect(formatWait(20)).toBe('एक मिनट से कम');
      expect(formatWait(170)).toBe('लगभग 3 मिनट');
      expect(formatWait(4500)).toBe('लगभग 1 घंटा 15 मिनट');
    } finally {
      await changeLanguage('en');
    }
  });
});
