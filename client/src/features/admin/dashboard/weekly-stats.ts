// The dashboard's weekly complaint figures (complaint_weekly_stats): every week of the period, oldest first, with the
// complaints raised per category, those answered and those answered by their due time.
import { formatCalendarDayMonth } from '../../../lib/format';
/**
 * The office's calendar is Asia/Kolkata's, whose Mondays start complaint_weekly_stats' weeks. India has kept UTC+05:30
 * all year since 1945, so its wall clock is a fixed shift: no time-zone rules to load (the first formatter with a time
 * zone cost the dashboard a long task on a phone).
 */
const OFFICE_UTC_OFFSET_MS = 330 * 60_000;
/** Weeks the dashboard shows, this one included. */
export const STATS_WEEKS = 8;

export interface WeeklyStatRow {
  week_start: string;
  complaint_category: string;
  raised: number;
  answered: number;
  on_time: number;
}

export interface WeekSummary {
  /** The week's Monday as yyyy-mm-dd. */
  week: string;
  raised: number;
  answered: number;
  onTime: number;
  /** Complaints raised per category this week, categories with none left out. */
  byCategory: Record<string, number>;
}

const DAY_MS = 86_400_000;

/** The Monday (yyyy-mm-dd) of the office's week containing `now`. */
export function officeWeekStart(now: Date): string {
  // The office's wall clock, read through the UTC getters.
  const office = new Date(now.getTime() + OFFICE_UTC_OFFSET_MS);
  const midnight = Date.UTC(office.getUTCFullYear(), office.getUTCMonth(), office.getUTCDate());
  const sinceMonday = (office.getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The Mondays of the last `weeks` weeks, oldest first, ending with this week's. */
export function lastWeeks(now: Date, weeks: number = STATS_WEEKS): string[] {
  const thisWeek = Date.parse(`${officeWeekStart(now)}T00:00:00Z`);
  return Array.from({ length: weeks }, (_, index) =>
    new Date(thisWeek - (weeks - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Each week of `weeks` with its figures; a week without complaints is all zeros, rows outside the weeks are left out. */
export function summariseWeeks(rows: readonly WeeklyStatRow[], weeks: readonly string[]): WeekSummary[] {
  const summaries = new Map<string, WeekSummary>(
    weeks.map((week) => [week, { week, raised: 0, answered: 0, onTime: 0, byCategory: {} }]),
  );
  for (const row of rows) {
    const summary = summaries.get(row.week_start);
    if (!summary) continue;
    summary.raised += row.raised;
    summary.answered += row.answered;
    summary.onTime += row.on_time;
    if (row.raised > 0) {
      summary.byCategory[row.complaint_category] = (summary.byCategory[row.complaint_category] ?? 0) + row.raised;
    }
  }
  return [...summaries.values()];
}

/** The share of the week's answered complaints answered on time, as a whole percentage; null when none was answered. */
export function onTimePercent(week: Pick<WeekSummary, 'answered' | 'onTime'>): number | null {
  return week.answered === 0 ? null : Math.round((week.onTime / week.answered) * 100);
}

/**
 * Orders [category, count] pairs by count, most first, then by name. Categories are the CHECK's kebab-case values, so
 * plain text order, without the collator a first localeCompare builds (a long task on a phone).
 */
export function byCountThenName([a, x]: [string, number], [b, y]: [string, number]): number {
  return y - x || (a < b ? -1 : a > b ? 1 : 0);
}

/** The `limit` categories with the most complaints over the weeks (ties by name): each gets its own colour. */
export function topCategories(weeks: readonly WeekSummary[], limit: number): string[] {
  const totals = new Map<string, number>();
  for (const week of weeks) {
    for (const [category, raised] of Object.entries(week.byCategory)) {
      totals.set(category, (totals.get(category) ?? 0) + raised);
    }
  }
  return [...totals.entries()]
    .sort(byCountThenName)
    .slice(0, limit)
    .map(([category]) => category);
}

/** An axis's words for its weeks: '5 Oct', then the day alone until the month changes ('12', '19', '26', '2 Nov'). */
export function axisLabels(weeks: readonly string[]): string[] {
  return weeks.map((week, index) =>
    weeks[index - 1]?.slice(0, 7) === week.slice(0, 7) ? String(Number(week.slice(8, 10))) : weekLabel(week),
  );
}

/** '2026-11-02' → '2 Nov' (the date as written, in no time zone). */
export function weekLabel(week: string): string {
  return formatCalendarDayMonth(week);
}
