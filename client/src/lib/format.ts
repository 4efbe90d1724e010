// Shared text formatting: money, dates in the reader's locale, option labels, initials, file-name stamps and safe links.
import { PRICE_CURRENCY } from '../config/site';

/** Indian grouping and the rupee sign, whatever the browser's locale: the hostel bills in India. */
const MONEY_LOCALE = 'en-IN';

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(MONEY_LOCALE, { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format;
}

/**
 * The one way the client shows an amount: minor units (as Stripe and the database store them) in
 * the given currency, e.g. 50000, 'inr' → "₹500.00". A blank currency means the office's own.
 * The currency's own number of decimals turns minor into major units (2 for INR, 0 for JPY).
 */
export function formatMoney(amountMinor: number, currency: string = PRICE_CURRENCY): string {
  const format = moneyFormat(currency.trim().toUpperCase() || PRICE_CURRENCY.toUpperCase());
  return format.format(amountMinor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** 'facility-maintenance' → 'Facility maintenance', for labels that keep the spec's values underneath. */
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
