import { describe, expect, it } from 'vitest';
import { mealAt } from './meal-of-day';

describe('mealAt', () => {
  it('when the time is read in India, then each part of the day gives its meal', () => {
    // 02:00 UTC is 07:30 IST; 07:00 UTC 12:30; 11:00 UTC 16:30; 15:00 UTC 20:30; 20:00 UTC 01:30 the next day.
    expect(mealAt(new Date('2026-11-28T02:00:00Z'))).toBe('breakfast');
    expect(mealAt(new Date('2026-11-28T07:00:00Z'))).toBe('lunch');
    expect(mealAt(new Date('2026-11-28T11:00:00Z'))).toBe('snacks');
    expect(mealAt(new Date('2026-11-28T15:00:00Z'))).toBe('dinner');
    expect(mealAt(new Date('2026-11-28T20:00:00Z'))).toBe('breakfast');
  });
});
