// How an amount reads everywhere (pages, receipts, emails): minor units as Stripe and the database store them.

/** Indian grouping and the rupee sign, whatever the reader's locale: the hostel bills in India. */
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
 * 50000, 'inr' → "₹500.00". The currency's own number of decimals turns minor into major units (2 for INR, 0 for
 * JPY); the code may be in either case.
 */
export function formatMinorUnits(amountMinor: number, currency: string): string {
  const format = moneyFormat(currency.trim().toUpperCase());
  return format.format(amountMinor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}
