import { describe, expect, it } from 'vitest';
import { fromIstInput, istInputValue } from './ist-input';

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
});
