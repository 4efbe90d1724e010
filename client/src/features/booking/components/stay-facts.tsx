// A guest stay as rows of a facts list (<dl>), as the server priced it: for whom, which room, the dates and nights, the
// nightly price and the total. The payment page and the success page both say it this way.
import type { GuestStay } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { formatNightly, formatStayDates } from '../../../lib/guest-stays';

export interface StayFactsProps {
  stay: Pick<
    GuestStay,
    | 'guest_name'
    | 'hostel_name'
    | 'wing_name'
    | 'room_number'
    | 'check_in'
    | 'nights'
    | 'nightly_minor'
    | 'amount_minor'
    | 'currency'
  >;
  /** The page's own word for the total (the payment page's "Amount", the success page's). */
  amountLabel: string;
  amountClassName?: string;
}

export function StayFacts({ stay, amountLabel, amountClassName }: StayFactsProps) {
  const { t } = useTranslation('booking');
  const rows: Array<[string, string]> = [
    [t('review.guest'), stay.guest_name],
    [
      t('review.room'),
      t('review.roomTitle', { hostel: stay.hostel_name, wing: stay.wing_name, room: stay.room_number }),
    ],
    [t('review.dates'), formatStayDates({ checkIn: stay.check_in, nights: stay.nights })],
    [t('review.nights'), t('review.nightsCount', { count: stay.nights })],
    [t('review.price'), formatNightly(stay.nightly_minor, stay.currency)],
  ];
  return (
    <>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div>
        <dt>{amountLabel}</dt>
        <dd className={amountClassName}>{formatMoney(stay.amount_minor, stay.currency)}</dd>
      </div>
    </>
  );
}
