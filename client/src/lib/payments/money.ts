// How money is shown: minor units (paise, cents) as major units with two decimals, e.g. 50000 → "500.00".

/** 50000 → "500.00": the spec's amount/100 with 2 decimals. */
export function formatMinor(amountMinor: number): string {
  return (amountMinor / 100).toFixed(2);
}

/** 50000, 'inr' → "500.00 INR"; the currency code as Stripe names it, upper-cased. */
export function formatMoney(amountMinor: number, currency: string): string {
  const code = currency.trim().toUpperCase();
  return code === '' ? formatMinor(amountMinor) : `${formatMinor(amountMinor)} ${code}`;
}
