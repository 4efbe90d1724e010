// How an amount reads everywhere (pages, receipts, emails): minor units as Stripe and the database store them.

/** Indian grouping and the rupee sign in either language ('en-IN' or 'hi-IN'): the hostel bills in India. */
export type MoneyLocale = 'en-IN' | 'hi-IN';

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, locale: MoneyLocale): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * 50000, 'inr' → "₹500.00". The currency's own number of decimals turns minor into major units (2 for INR, 0 for
 * JPY); the code may be in either case.
 */
export function formatMinorUnits(amountMinor: number, currency: string, locale: MoneyLocale = 'en-IN'): string {
  const format = moneyFormat(currency.trim().toUpperCase(), locale);
  return format.format(amountMinor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}
