// How a fee reads: a price with the period it pays for ("₹500.00 per semester"), and the period's own name.
import { FEE_PERIODS, type FeePeriod } from '@campus-hostel/contracts/api';
import { formatMoney } from './format';
import { t } from './i18n';

/** A fee period as the database spells it, or an error for anything its check would refuse. */
export function feePeriodOf(value: unknown): FeePeriod {
  const period = FEE_PERIODS.find((known) => known === value);
  if (!period) throw new Error(`not a fee period: ${String(value)}`);
  return period;
}

/** 50000, 'year' → "₹500.00 per year" in the language being read. */
export function formatRent(amountMinor: number, period: FeePeriod, currency?: string): string {
  return t(`fees.per.${period}`, { price: formatMoney(amountMinor, currency) });
}

/** 'semester' → "Semester". */
export function feePeriodName(period: FeePeriod): string {
  return t(`fees.period.${period}`);
}
