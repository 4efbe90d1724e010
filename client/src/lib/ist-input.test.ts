import { describe, expect, it } from 'vitest';
import { fromIstDayAndTime, fromIstInput, istDayValue, istInputValue } from './ist-input';

describe('IST form times', () => {
  it('when a moment is shown in the form, then it is written in IST whatever the device’s zone', () => {
    expect(istInputValue('2026-12-01T04:00:00Z')).toBe('2026-12-01T09:30');
    expect(istInputValue('2026-12-31T20:00:00Z')).toBe('2027-01-01T01:30');
  });

  it('when the form’s value is read, then it is an IST moment; anything else is no time', () => {
    const iso = fromIstInput('2026-12-01T09:30');
    expect(iso).toBe('2026-12-01T09:30:00+05:30');
    expect(new Date(iso ?? '').toISOString()).toBe('2026-12-01T04:00:00.000Z');
    expect(fromIstInput('')).toBeNull();
    expect(fromIstInput('2026-13-45T99:99')).toBeNull();
  });

  it('when a date and a time are read together, then they are one IST moment; either missing is no time', () => {
    expect(fromIstDayAndTime('2026-12-01', '18:45')).toBe('2026-12-01T18:45:00+05:30');
    expect(fromIstDayAndTime('2026-12-01', '')).toBeNull();
    expect(fromIstDayAndTime('', '18:45')).toBeNull();
  });

  it('when the day of a moment is asked, then it is the day in IST', () => {
    expect(istDayValue('2026-12-31T20:00:00Z')).toBe('2027-01-01');
    expect(istDayValue('2026-12-31T18:00:00Z')).toBe('2026-12-31');
  });
});
