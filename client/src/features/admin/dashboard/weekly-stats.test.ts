// The weekly complaint figures: the office's Mondays, every week filled in, the on-time share and the top categories.
import { describe, expect, it } from 'vitest';
import { axisLabels, lastWeeks, officeWeekStart, onTimePercent, summariseWeeks, topCategories } from './weekly-stats';

describe('the office’s weeks', () => {
  it('when it is already Monday in India but still Sunday in UTC, then the week starts that Monday', () => {
    expect(officeWeekStart(new Date('2026-11-29T19:00:00Z'))).toBe('2026-11-30');
    expect(officeWeekStart(new Date('2026-11-29T18:00:00Z'))).toBe('2026-11-23');
  });

  it('when the last 8 weeks are asked for, then they are Mondays, oldest first, ending with this week', () => {
    expect(lastWeeks(new Date('2026-11-26T06:00:00Z'), 8)).toEqual([
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
  });
});

describe('summariseWeeks', () => {
  const rows = [
    { week_start: '2026-11-16', complaint_category: 'plumbing-issue', raised: 3, answered: 2, on_time: 1 },
    { week_start: '2026-11-16', complaint_category: 'wifi-not-working', raised: 5, answered: 5, on_time: 5 },
    { week_start: '2026-11-23', complaint_category: 'plumbing-issue', raised: 1, answered: 0, on_time: 0 },
    { week_start: '2026-01-05', complaint_category: 'other', raised: 9, answered: 9, on_time: 9 },
  ];
  const weeks = summariseWeeks(rows, ['2026-11-09', '2026-11-16', '2026-11-23']);

  it('when a week had no complaints, then it is there with zeros; rows outside the weeks are left out', () => {
    expect(weeks.map((week) => [week.week, week.raised, week.answered, week.onTime])).toEqual([
      ['2026-11-09', 0, 0, 0],
      ['2026-11-16', 8, 7, 6],
      ['2026-11-23', 1, 0, 0],
    ]);
    expect(weeks[1]?.byCategory).toEqual({ 'plumbing-issue': 3, 'wifi-not-working': 5 });
  });

  it('when the share on time is asked for, then it is of those answered, rounded; none answered has no share', () => {
    expect(weeks.map(onTimePercent)).toEqual([null, 86, null]);
  });

  it('when categories are ranked, then the most raised come first, ties by name', () => {
    expect(topCategories(weeks, 1)).toEqual(['wifi-not-working']);
    expect(topCategories(weeks, 5)).toEqual(['wifi-not-working', 'plumbing-issue']);
  });
});

describe('axisLabels', () => {
  it('when weeks run across months, then each month is named once, where it starts', () => {
    expect(axisLabels(['2026-10-05', '2026-10-12', '2026-10-26', '2026-11-02', '2026-11-09'])).toEqual([
      '5 Oct',
      '12',
      '26',
      '2 Nov',
      '9',
    ]);
  });
});
