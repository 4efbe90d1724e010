// What a booking charges, as rows of a facts list (<dl>): the amount with the period its rent pays for, or, when the
// hostel keeps a refundable deposit, the rent, the deposit and their total apart.
import { useTranslation } from 'react-i18next';
import type { BookingCharges } from '@campus-hostel/contracts/api';
import { formatRent } from '../../../lib/fees';
import { formatMoney } from '../../../lib/format';

export interface ChargesFactsProps {
  amountMinor: number;
  currency: string;
  /** Null when the intent pays for no booking here: the amount alone. */
  charges: BookingCharges | null;
  /** The page's own word for the amount (the payment page's, the success page's). */
  amountLabel: string;
  amountClassName?: string;
}

export function ChargesFacts({ amountMinor, currency, charges, amountLabel, amountClassName }: ChargesFactsProps) {
  const { t } = useTranslation('booking');
  if (!charges || charges.deposit_minor === 0) {
    return (
      <div>
        <dt>{amountLabel}</dt>
        <dd className={amountClassName}>
          {charges ? formatRent(amountMinor, charges.fee_period, currency) : formatMoney(amountMinor, currency)}
        </dd>
      </div>
    );
  }
  return (
    <>
      <div>
        <dt>{t('payment.rent')}</dt>
        <dd>{formatRent(charges.rent_minor, charges.fee_period, currency)}</dd>
      </div>
      <div>
        <dt>{t('payment.deposit')}</dt>
        <dd>{formatMoney(charges.deposit_minor, currency)}</dd>
      </div>
      <div>
        <dt>{t('payment.total')}</dt>
        <dd className={amountClassName}>{formatMoney(amountMinor, currency)}</dd>
      </div>
    </>
  );
}
