// The bill day by day, as a list per day rather than a wide table, so it reads on a phone: each day's meals and their
// mess, a rebate's credit under them, then the counter's extras and guest meals.
import { useTranslation } from 'react-i18next';
import type { BillLine } from '@campus-hostel/contracts/api';
import { formatCalendarDayMonth, formatMoney } from '../../../lib/format';
import type { BillDay } from '../bill-lines';

function LineLabel({ line }: { line: BillLine }) {
  const { t } = useTranslation('mess-bills');
  const item = line.label ?? '';
  switch (line.kind) {
    case 'day':
      return <>{t('line.day', { mess: line.mess_name ?? '' })}</>;
    case 'rebate':
      return <>{t('line.rebate')}</>;
    case 'guest_meal':
      // The counter names every guest meal alike (in English): the quantity is what tells them apart.
      return <>{t('line.guest_meal', { quantity: line.quantity })}</>;
    default:
      return <>{t('line.extra', { item, quantity: line.quantity })}</>;
  }
}

export function BillDays({ days, currency }: { days: readonly BillDay[]; currency: string }) {
  const { t } = useTranslation('mess-bills');
  return (
    <section className="panel" aria-labelledby="bill-days-title">
      <h2 id="bill-days-title">{t('days.title')}</h2>
      <ol className="bill-days">
        {days.map((day) => (
          <li key={day.day} className="bill-day">
            <h3 className="bill-day__date">{formatCalendarDayMonth(day.day)}</h3>
            <ul className="bill-lines">
              {day.lines.map((line, i) => (
                <li key={i} className={line.amount_minor < 0 ? 'bill-line bill-line--credit' : 'bill-line'}>
                  <span className="bill-line__label">
                    <LineLabel line={line} />
                  </span>
                  <span className="bill-line__amount">{formatMoney(line.amount_minor, currency)}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
