// Shared text formatting in the language being read, always in India's time zone: money, numbers, dates, countdowns,
// initials and file-name stamps.
import { formatMinorUnits } from '@campus-hostel/contracts/money';
import { PRICE_CURRENCY } from '../config/site';
import { currentLanguage, t } from './i18n';
import { languageTag } from './language';

/** The hostels are in India: every time is shown in IST, wherever the reader's device is. */
export const TIME_ZONE = 'Asia/Kolkata';

function locale(): 'en-IN' | 'hi-IN' {
  return languageTag(currentLanguage()) === 'hi-IN' ? 'hi-IN' : 'en-IN';
}

/**
 * The one way the client shows an amount: minor units (as Stripe and the database store them) in
 * the given currency, e.g. 50000, 'inr' → "₹500.00". A blank currency means the office's own.
 */
export function formatMoney(amountMinor: number, currency: string = PRICE_CURRENCY): string {
  return formatMinorUnits(amountMinor, currency.trim() || PRICE_CURRENCY, locale());
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A count with the language's grouping: 12345 → "12,345". */
export function formatNumber(value: number): string {
  const tag = locale();
  let format = numberFormats.get(tag);
  if (!format) numberFormats.set(tag, (format = new Intl.NumberFormat(tag)));
  return format.format(value);
}

/** A formatter per language, made on first use and kept: making one costs far more than formatting with it. */
function lazyFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (date) => {
    const tag = locale();
    let format = formats.get(tag);
    if (!format) formats.set(tag, (format = new Intl.DateTimeFormat(tag, { ...options, timeZone: TIME_ZONE })));
    return format.format(date);
  };
}

const dayFormat = lazyFormat({ day: 'numeric', month: 'short', year: 'numeric' });
const dayMonthFormat = lazyFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' });
const calendarDayFormat = lazyFormat({ day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = lazyFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function parsed(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A day as the language writes it, in IST: '3 Sept 2026', '3 सित॰ 2026'. */
export function formatDay(iso: string): string {
  const date = parsed(iso);
  return date ? dayFormat(date) : iso;
}

/** A calendar date written without a time ('2026-11-02') as day and month: '2 Nov'. */
export function formatCalendarDayMonth(isoDate: string): string {
  const date = parsed(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return date ? dayMonthFormat(date) : isoDate;
}

/** A calendar date written without a time ('2026-12-20') as day, month and year: '20 Dec 2026'. */
export function formatCalendarDay(isoDate: string): string {
  // Midday UTC is the same calendar day in IST.
  const date = parsed(`${isoDate.slice(0, 10)}T12:00:00Z`);
  return date ? calendarDayFormat(date) : isoDate;
}

export function formatDateTime(iso: string): string {
  const date = parsed(iso);
  return date ? dateTimeFormat(date) : iso;
}

/**
 * Time left, to the second, in the largest units it needs: 3725000 ms → "1 h 02 min 05 s", 65000 → "1 min 05 s",
 * 5000 → "5 s", and days beyond 24 hours ("2 d 03 h 00 min 00 s"). A part of a second counts as a whole one, so zero
 * shows only once the moment has come; the past shows as "0 s".
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
  const two = (value: number) => String(value).padStart(2, '0');
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts = { d: days, h: two(hours), m: two(minutes), s: two(seconds) };
  if (days > 0) return t('countdown.days', parts);
  if (hours > 0) return t('countdown.hours', { ...parts, h: hours });
  if (minutes > 0) return t('countdown.minutes', { ...parts, m: minutes });
  return t('countdown.seconds', { s: seconds });
}

/** Up to two letters for an avatar: 'Asha Rao' → 'AR', 'asha.rao@x' → 'AR'. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[1]] : [words[0]];
  return (
    letters
      .map((word) => word?.charAt(0) ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

/** Today as YYYY-MM-DD in IST, for file names. */
export function todayStamp(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}
