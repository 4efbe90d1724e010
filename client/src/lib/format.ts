// Shared text formatting: money, dates in the reader's locale, countdowns, option labels, initials and file-name stamps.
import { formatMinorUnits } from '@campus-hostel/contracts/money';
import { PRICE_CURRENCY } from '../config/site';

/**
 * The one way the client shows an amount: minor units (as Stripe and the database store them) in
 * the given currency, e.g. 50000, 'inr' → "₹500.00". A blank currency means the office's own.
 */
export function formatMoney(amountMinor: number, currency: string = PRICE_CURRENCY): string {
  return formatMinorUnits(amountMinor, currency.trim() || PRICE_CURRENCY);
}

/** A formatter made on first use and kept: making one costs far more than formatting with it, and lists format many. */
function lazyFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat(undefined, options)).format(date);
}

const dateFormat = lazyFormat({ day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = lazyFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Month names as en-IN abbreviates them ('Sept', not 'Sep'). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** A month's en-IN abbreviation, January being 0. */
export function shortMonth(month: number): string {
  return SHORT_MONTHS[month] ?? '';
}

/**
 * The office's way of writing a day, as en-IN does, in the reader's time zone: '3 Sept 2026'. Spelled out rather
 * than asked of Intl: a page's first date formatter loads locale data, a long task on a phone, and the public pages
 * (notices, history) format dates on their first paint.
 */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getDate()} ${shortMonth(date.getMonth())} ${date.getFullYear()}`;
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(date);
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(date);
}

/**
 * Time left, to the second, in the largest units it needs: 3725000 ms → "1 h 02 min 05 s", 65000 → "1 min 05 s",
 * 5000 → "5 s", and days beyond 24 hours ("2 d 03 h 00 min 00 s"). A part of a second counts as a whole one, so zero
 * shows only once the moment has come; the past shows as "0 s".
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  if (days > 0) return `${days} d ${two(hours)} h ${two(minutes)} min ${two(seconds)} s`;
  if (hours > 0) return `${hours} h ${two(minutes)} min ${two(seconds)} s`;
  if (minutes > 0) return `${minutes} min ${two(seconds)} s`;
  return `${seconds} s`;
}

/** 'facility-maintenance' → 'Facility maintenance', for labels that keep the stored values underneath. */
export function optionLabel(value: string): string {
  const words = value.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
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

/** Today as YYYY-MM-DD in local time, for file names. */
export function todayStamp(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
