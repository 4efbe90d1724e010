// Shared formatting: links students wrote are only kept when http(s), labels and initials read naturally.
import { describe, expect, it } from 'vitest';
import { formatDate, initialsOf, optionLabel, safeLink, todayStamp } from './format';

describe('format', () => {
  it('when a link is http(s), then it is kept; any other scheme or text is dropped', () => {
    expect(safeLink('https://files.example/a.pdf')).toBe('https://files.example/a.pdf');
    expect(safeLink('http://files.example/a')).toBe('http://files.example/a');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('not a url')).toBeNull();
    expect(safeLink('')).toBeNull();
  });

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
