// The month's sums: charges, credits, paid, and what is due (or in credit), with a word on days still to come.
import { useTranslation } from 'react-i18next';
import type { MessBillAnswer } from '@campus-hostel/contracts/api';
import { formatMoney } from '../../../lib/format';

export function BillTotals({ bill }: { bill: MessBillAnswer }) {
  const { t } = useTranslation('mess-bills');
  const { totals, currency } = bill;
  const rows: Array<[string, string]> = [
    [t('totals.charges'), formatMoney(totals.charges_minor, currency)],
    [t('totals.credits'), formatMoney(-totals.credits_minor, currency)],
    [t('totals.paid'), formatMoney(totals.paid_minor, currency)],
    totals.balance_minor < 0
      ? [t('totals.inCredit'), formatMoney(-totals.balance_minor, currency)]
      : [t('totals.due'), formatMoney(totals.due_minor, currency)],
  ];
  return (
    <section className="panel bill-totals" aria-labelledby="bill-totals-title">
      <h2 id="bill-totals-title">{t('totals.title')}</h2>
      <dl className="facts bill-totals__facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {totals.days_to_come > 0 ? <p className="bill-note">{t('daysToCome', { count: totals.days_to_come })}</p> : null}
    </section>
  );
}
