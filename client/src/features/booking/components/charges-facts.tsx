// What a booking charges, apart: the rent for its fee period and, when the hostel keeps one, the refundable deposit.
import { useTranslation } from 'react-i18next';
import type { BookingCharges } from '@campus-hostel/contracts/api';
import { formatRent } from '../../../lib/fees';
import { formatMoney } from '../../../lib/format';

/** Rows of a facts list (<dl>): the total is the page's own row. */
export function ChargesFacts({ charges, currency }: { charges: BookingCharges; currency: string }) {
  const { t } = useTranslation('booking');
  return (
    <>
      <div>
        <dt>{t('payment.rent')}</dt>
        <dd>{formatRent(charges.rent_minor, charges.fee_period, currency)}</dd>
      </div>
      {charges.deposit_minor > 0 ? (
        <div>
          <dt>{t('payment.deposit')}</dt>
          <dd>{formatMoney(charges.deposit_minor, currency)}</dd>
        </div>
      ) : null}
    </>
  );
}
