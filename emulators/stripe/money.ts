// Currencies Stripe accepts, their minimum charge amounts and how Stripe writes an amount in its error messages.

/** Stripe's settlement-currency list (lowercase ISO 4217), as in "Stripe currently supports these currencies: …". */
export const SUPPORTED_CURRENCIES: readonly string[] = (
  'usd aed afn all amd ang aoa ars aud awg azn bam bbd bdt bgn bif bmd bnd bob brl bsd bwp byn bzd cad cdf chf clp ' +
  'cny cop crc cve czk djf dkk dop dzd egp etb eur fjd fkp gbp gel gip gmd gnf gtq gyd hkd hnl htg huf idr ils inr ' +
  'isk jmd jpy kes kgs khr kmf krw kyd kzt lak lbp lkr lrd lsl mad mdl mga mkd mmk mnt mop mur mvr mwk mxn myr mzn ' +
  'nad ngn nio nok npr nzd pab pen pgk php pkr pln pyg qar ron rsd rub rwf sar sbd scr sek sgd shp sle sos srd std ' +
  'szl thb tjs top try ttd twd tzs uah ugx uyu uzs vnd vuv wst xaf xcd xof xpf yer zar zmw'
).split(' ');

const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

/** Stripe's minimum charge per currency (docs: "Minimum and maximum charge amounts"); 50 minor units elsewhere. */
const MINIMUMS: Readonly<Record<string, number>> = {
  gbp: 30,
  hkd: 400,
  jpy: 50,
  mxn: 1000,
  sek: 300,
  nok: 300,
  dkk: 250,
  czk: 1500,
  huf: 17500,
  pln: 200,
  ron: 200,
  thb: 1000,
  aed: 200,
  sgd: 50,
  myr: 200,
  bgn: 100,
};

/** Stripe's ceiling: eight digits in the smallest unit ("Amount must be no more than $999,999.99"). */
export const MAX_AMOUNT = 99_999_999;

const SYMBOLS: Readonly<Record<string, string>> = {
  usd: '$',
  inr: '₹',
  eur: '€',
  gbp: '£',
  jpy: '¥',
  aud: 'A$',
  cad: 'CA$',
};

export function minimumAmount(currency: string): number {
  return MINIMUMS[currency] ?? 50;
}

/** `formatAmount(50, 'inr')` → `₹0.50`, `formatAmount(99999999, 'usd')` → `$999,999.99`. */
export function formatAmount(minor: number, currency: string): string {
  const symbol = SYMBOLS[currency] ?? `${currency.toUpperCase()} `;
  const digits = ZERO_DECIMAL.has(currency) ? 0 : 2;
  const major = minor / 10 ** digits;
  return `${symbol}${major.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}
