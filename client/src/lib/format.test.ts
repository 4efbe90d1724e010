// Shared formatting: labels and initials read naturally, dates and file stamps are local.
import { describe, expect, it } from 'vitest';
import { formatDate, initialsOf, optionLabel, todayStamp } from './format';

describe('format', () => {
  it('when a value is kebab-case, then its label is a capitalised phrase', () => {
    expect(optionLabel('facility-maintenance')).toBe('Facility maintenance');
    expect(optionLabel('low')).toBe('Low');
  });

  it('when a name or email is given, then up to two initials come back, or ? for nothing', () => {
    expect(initialsOf('Asha Rao')).toBe('AR');
    expect(initialsOf('asha.rao@hostel.local')).toBe('AR');
    expect(initialsOf('Meera')).toBe('M');
    expect(initialsOf('   ')).toBe('?');
  });

  it('when a date is not a date, then it is shown as written; a file stamp is YYYY-MM-DD', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(todayStamp(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
