// The student's month: the month picker, the totals, the bill day by day, corrections and payments, and Pay by card.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { SelectField } from '../../../components/ui/field';
import { formatMonth, monthsUpTo } from '../../../lib/months';
import { useQuery } from '../../../lib/use-query';
import { getMessBill } from '../api/mess-bill';
import { billDays, linesOf } from '../bill-lines';
import { BillCorrections, BillPayments } from './bill-ledger';
import { BillDays } from './bill-days';
import { BillPay } from './bill-pay';
import { BillTotals } from './bill-totals';
import { followPayment } from './use-bill-payment';
import '../mess-bills.css';

export interface MessBillPageProps {
  userId: string;
  token: string;
  month: string;
  /** This month (IST): the picker offers it and the eleven before it. */
  thisMonth: string;
  onMonth: (month: string) => void;
  /** An intent the card provider just sent the browser back for: followed to paid before the bill is read again. */
  returnedIntent: string | null;
  returnUrl: string;
}

export function MessBillPage({
  userId,
  token,
  month,
  thisMonth,
  onMonth,
  returnedIntent,
  returnUrl,
}: MessBillPageProps) {
  const { t } = useTranslation('mess-bills');
  const [returnedReceipt, setReturnedReceipt] = useState<string | null>(null);
  const bill = useQuery(`mess-bill:${userId}:${month}`, () => getMessBill(month));
  const { reload } = bill;
  const months = monthsUpTo(thisMonth, 12);
  if (!months.includes(month)) months.push(month);

  useEffect(() => {
    if (returnedIntent === null) return;
    followPayment(returnedIntent)
      .then((receipt) => setReturnedReceipt(receipt || null))
      .catch(() => undefined)
      .finally(reload);
  }, [returnedIntent, reload]);

  return (
    <div className="container mess-bill-page">
      <title>{t('pageTitle')}</title>
      <h1>{t('title')}</h1>
      <p className="page-header__lead">{t('lead')}</p>
      <div className="mess-bill-page__month">
        <SelectField
          label={t('month')}
          value={month}
          onChange={(event) => onMonth(event.target.value)}
          options={months.map((value) => ({ value, label: formatMonth(value) }))}
        />
      </div>
      {returnedReceipt ? (
        <p role="status" className="bill-paid-note">
          {t('pay.paid')} · {t('pay.receipt', { number: returnedReceipt })}
        </p>
      ) : null}
      {bill.status === 'error' ? (
        <RetryMessage role="alert" message={t('failed')} onRetry={bill.reload} />
      ) : bill.status === 'success' ? (
        bill.data.lines.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <div className="mess-bill">
            <BillTotals bill={bill.data} />
            <BillPay
              key={month}
              month={month}
              dueMinor={bill.data.totals.due_minor}
              currency={bill.data.currency}
              token={token}
              returnUrl={returnUrl}
              onPaid={reload}
            />
            <BillDays days={billDays(bill.data.lines)} currency={bill.data.currency} />
            <BillCorrections lines={linesOf(bill.data.lines, 'correction')} currency={bill.data.currency} />
            <BillPayments lines={linesOf(bill.data.lines, 'payment')} currency={bill.data.currency} />
          </div>
        )
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </div>
  );
}
