// The bill beyond its days: the office's corrections with their reasons, and the payments with their receipt numbers.
import { useTranslation } from 'react-i18next';
import type { BillLine } from '@campus-hostel/contracts/api';
import { formatCalendarDayMonth, formatMoney } from '../../../lib/format';

export function BillCorrections({ lines, currency }: { lines: readonly BillLine[]; currency: string }) {
  const { t } = useTranslation('mess-bills');
  if (lines.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="bill-corrections-title">
      <h2 id="bill-corrections-title">{t('corrections.title')}</h2>
      <ul className="bill-lines">
        {lines.map((line, i) => (
          <li key={i} className={line.amount_minor < 0 ? 'bill-line bill-line--credit' : 'bill-line'}>
            <span className="bill-line__label">
              {line.label}
              <span className="bill-line__meta">
                {t('corrections.made', { day: formatCalendarDayMonth(line.on_day), mess: line.mess_name ?? '' })}
              </span>
            </span>
            <span className="bill-line__amount">{formatMoney(line.amount_minor, currency)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BillPayments({ lines, currency }: { lines: readonly BillLine[]; currency: string }) {
  const { t } = useTranslation('mess-bills');
  if (lines.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="bill-payments-title">
      <h2 id="bill-payments-title">{t('payments.title')}</h2>
      <ul className="bill-lines">
        {lines.map((line, i) => (
          <li key={i} className="bill-line">
            <span className="bill-line__label">
              {t('payments.receipt', { number: line.label ?? '' })}
              <span className="bill-line__meta">
                {t('payments.paidOn', { day: formatCalendarDayMonth(line.on_day) })}
              </span>
            </span>
            <span className="bill-line__amount">{formatMoney(line.amount_minor, currency)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
