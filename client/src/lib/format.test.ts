// Shared formatting: money in its currency, labels and initials read naturally, dates and file stamps are local,
// countdowns read to the second.
import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDay, formatMoney, initialsOf, todayStamp } from './format';

describe('format', () => {
  it('when 50000 minor units of inr are shown, then they read ₹500.00', () => {
    expect(formatMoney(50000, 'inr')).toBe('₹500.00');
    expect(formatMoney(50000, 'INR')).toBe('₹500.00');
  });

  it('when no currency is given, then a room price is shown in the office currency', () => {
    expect(formatMoney(50000)).toBe('₹500.00');
    expect(formatMoney(5, '')).toBe('₹0.05');
  });

  it('when amounts are large or in another currency, then that currency groups and places decimals', () => {
    expect(formatMoney(1234567890, 'inr')).toBe('₹1,23,45,678.90');
    expect(formatMoney(500, 'jpy')).toBe('JP¥500');
    expect(formatMoney(1999, 'usd')).toBe('$19.99');
  });

  it('when a day is written, then it reads as en-IN writes it, in every month, and anything else comes back as given', () => {
    const expected = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
    for (let month = 0; month < 12; month += 1) {
      const iso = new Date(2026, month, month + 3, 12).toISOString();
      expect(formatDay(iso)).toBe(expected.format(new Date(iso)));
    }
    expect(formatDay('soon')).toBe('soon');
  });

  it('when a name or email is given, then up to two initials come back, or ? for nothing', () => {
    expect(initialsOf('Asha Rao')).toBe('AR');
    expect(initialsOf('asha.rao@hostel.local')).toBe('AR');
    expect(initialsOf('Meera')).toBe('M');
    expect(initialsOf('   ')).toBe('?');
  });

  it('when a date is not a date, then it is shown as written; a file stamp is YYYY-MM-DD', () => {
    expect(formatDay('soon')).toBe('soon');
    expect(todayStamp(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('when time is left, then the countdown uses the largest units it needs and pads the smaller ones', () => {
    expect(formatCountdown(3_725_000)).toBe('1 h 02 min 05 s');
    expect(formatCountdown(65_000)).toBe('1 min 05 s');
    expect(formatCountdown(5_000)).toBe('5 s');
    expect(formatCountdown(2 * 86_400_000 + 3 * 3_600_000)).toBe('2 d 03 h 00 min 00 s');
  });

  it('when part of a second is left, then it counts as one; the past and nonsense read 0 s', () => {
    expect(formatCountdown(3_599_001)).toBe('1 h 00 min 00 s');
    expect(formatCountdown(1)).toBe('1 s');
    expect(formatCountdown(0)).toBe('0 s');
    expect(formatCountdown(-5_000)).toBe('0 s');
    expect(formatCountdown(Number.NaN)).toBe('0 s');
  });
});
