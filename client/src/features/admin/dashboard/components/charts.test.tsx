// The dashboard charts: each is an image named by a summary of its numbers, writes them as text, and has a table.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WeekSummary } from '../weekly-stats';
import { ComplaintsChart, COLOURED_CATEGORIES } from './complaints-chart';
import { OccupancyChart } from './occupancy-chart';
import { OnTimeChart } from './on-time-chart';

const week = (date: string, byCategory: Record<string, number>, answered: number, onTime: number): WeekSummary => ({
  week: date,
  raised: Object.values(byCategory).reduce((sum, count) => sum + count, 0),
  answered,
  onTime,
  byCategory,
});

const WEEKS = [
  week('2026-11-09', {}, 0, 0),
  week(
    '2026-11-16',
    {
      'plumbing-issue': 3,
      'wifi-not-working': 5,
      'slow-internet': 2,
      'billing-error': 1,
      'noise-neighbors': 1,
      other: 1,
    },
    10,
    8,
  ),
  week('2026-11-23', { 'plumbing-issue': 2 }, 1, 1),
];

function tableRows(name: string): string[][] {
  // The tables are folded inside <details>, out of the accessibility tree until opened.
  const table = screen.getByRole('table', { name, hidden: true });
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

describe('OccupancyChart', () => {
  it('when hostels are drawn, then each bar has its numbers as text, the image sums them up and the table holds them', () => {
    render(
      <OccupancyChart
        rows={[
          { hostel: 'Kanhar', total: 488, free: 168, occupied: 320 },
          { hostel: 'Gopad', total: 0, free: 0, occupied: 0 },
        ]}
      />,
    );
    const chart = screen.getByRole('img');
    expect(chart).toHaveAccessibleName(
      'Beds occupied or on hold per hostel: Kanhar 320 of 488 beds (66%); Gopad 0 of 0 beds (0%).',
    );
    expect(chart).toHaveTextContent('320 / 488 · 66%');
    expect(Number(chart.querySelector('.chart__bar')?.getAttribute('width'))).toBeCloseTo((320 * 320) / 488);
    expect(tableRows('Beds per hostel')).toEqual([
      ['Kanhar', '320', '168', '488', '66%'],
      ['Gopad', '0', '0', '0', '0%'],
    ]);
  });
});

describe('ComplaintsChart', () => {
  it('when weeks are drawn, then the top categories are stacked in their colours, the rest together, and totals are written', () => {
    render(<ComplaintsChart weeks={WEEKS} />);
    const chart = screen.getByRole('img');
    expect(chart).toHaveAccessibleName(
      'Complaints raised per week over the last 3 weeks, by category. Totals: week of 9 Nov: 0; week of 16 Nov: 13; week of 23 Nov: 2.',
    );
    expect([...chart.querySelectorAll('.chart__value')].map((text) => text.textContent)).toEqual(['0', '13', '2']);
    // 16 Nov: four coloured categories and one segment for the other three; 23 Nov: one.
    expect(chart.querySelectorAll('.chart__segment')).toHaveLength(COLOURED_CATEGORIES + 1 + 1);
    const legend = within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent)).toEqual([
      'Plumbing issue',
      'Wi-Fi not working',
      'Slow internet',
      'Billing error',
      'All other categories',
    ]);
    expect(tableRows('Complaints raised per week and category')).toEqual([
      ['9 Nov', '0', '—'],
      [
        '16 Nov',
        '13',
        'Wi-Fi not working 5, Plumbing issue 3, Slow internet 2, Billing error 1, Noise from neighbours 1, Other 1',
      ],
      ['23 Nov', '2', 'Plumbing issue 2'],
    ]);
  });
});

describe('OnTimeChart', () => {
  it('when weeks are drawn, then each shows its share on time as a percentage, a week with none answered shows none', () => {
    render(<OnTimeChart weeks={WEEKS} />);
    const chart = screen.getByRole('img');
    expect(chart).toHaveAccessibleName(
      'Share of complaints answered on time per week, by the week they were raised: week of 9 Nov: none answered; week of 16 Nov: 80% (8 of 10); week of 23 Nov: 100% (1 of 1).',
    );
    expect([...chart.querySelectorAll('.chart__value')].map((text) => text.textContent)).toEqual(['–', '80%', '100%']);
    expect(chart.querySelectorAll('.chart__bar')).toHaveLength(2);
    expect(tableRows('Complaints answered on time per week')).toEqual([
      ['9 Nov', '0', '0', '—'],
      ['16 Nov', '10', '8', '80%'],
      ['23 Nov', '1', '1', '100%'],
    ]);
  });
});
