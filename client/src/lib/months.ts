// Calendar months as the API names them (YYYY-MM), in IST: this month, the months before it, and a month in words.
import { currentLanguage } from './i18n';
import { languageTag } from './language';
import { todayStamp } from './format';

const MONTH = /^20[2-9]\d-(0[1-9]|1[0-2])$/;

export function isMonth(value: string | null | undefined): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

/** This month in IST: 2026-11. */
export function currentMonth(now: Date = new Date()): string {
  return todayStamp(now).slice(0, 7);
}

/** `count` months ending with `last`, newest first: 2026-11, 2026-10, … */
export function monthsUpTo(last: string, count: number): string[] {
  const [year = 2026, month = 1] = last.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(year, month - 1 - i, 1));
    return at.toISOString().slice(0, 7);
  });
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** 2026-11 → "November 2026" (or "नवंबर 2026"). */
export function formatMonth(month: string): string {
  const tag = languageTag(currentLanguage());
  let format = formats.get(tag);
  if (!format)
    formats.set(tag, (format = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' })));
  const at = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? month : format.format(at);
}
