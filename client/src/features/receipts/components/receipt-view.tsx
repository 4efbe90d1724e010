// The receipt of one paid or refunded booking, laid out to read on screen and to print on one A4 page: its issuer, its
// number, where the bed is, what was paid (rent for its fee period and the deposit apart), when, and by whom.
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { feePeriodName, formatRent } from '../../../lib/fees';
import { formatDateTime, formatMoney } from '../../../lib/format';
import type { Receipt } from '../api/get-receipt';

function Fact({ term, children, code = false }: { term: string; children: ReactNode; code?: boolean }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={code ? 'receipt__code' : undefined}>{children}</dd>
    </div>
  );
}

export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation(['receipts', 'messages']);
  const refunded = receipt.status === 'refunded';
  return (
    <article className={refunded ? 'card receipt receipt--refunded' : 'card receipt'} aria-labelledby="receipt-title">
      <div className="receipt__head">
        <p className="eyebrow">{t('site')}</p>
        <h1 id="receipt-title">{t('title')}</h1>
        <address className="receipt__issuer">
          <strong>{receipt.issuer.name}</strong>
          <span>{receipt.issuer.address}</span>
        </address>
      </div>
      {refunded ? <p className="receipt__refunded">{t('messages:receiptRefunded')}</p> : null}
      <dl className="facts receipt__facts">
        {receipt.receiptNumber ? (
          <Fact term={t('facts.receiptNumber')} code>
            {receipt.receiptNumber}
          </Fact>
        ) : null}
        <Fact term={t('facts.status')}>
          <strong>{t(`statuses.${receipt.status}`)}</strong>
        </Fact>
        <Fact term={t('facts.hostel')}>{receipt.hostel}</Fact>
        <Fact term={t('facts.wing')}>{receipt.wing}</Fact>
        <Fact term={t('facts.room')}>{receipt.roomNumber}</Fact>
        <Fact term={t('facts.bed')}>{receipt.bed}</Fact>
        <Fact term={t('facts.feePeriod')}>{feePeriodName(receipt.feePeriod)}</Fact>
        <Fact term={t('facts.rent')}>{formatRent(receipt.rentMinor, receipt.feePeriod, receipt.currency)}</Fact>
        {receipt.depositMinor > 0 ? (
          <Fact term={t('facts.deposit')}>{formatMoney(receipt.depositMinor, receipt.currency)}</Fact>
        ) : null}
        <Fact term={t('facts.amount')}>{formatMoney(receipt.amountMinor, receipt.currency)}</Fact>
        {receipt.paidAt ? (
          <Fact term={t('facts.paidAt')}>
            <time dateTime={receipt.paidAt}>{formatDateTime(receipt.paidAt)}</time>
          </Fact>
        ) : null}
        {receipt.paymentReference ? (
          <Fact term={t('facts.paymentReference')} code>
            {receipt.paymentReference}
          </Fact>
        ) : null}
        <Fact term={t('facts.bookingReference')} code>
          {receipt.reference}
        </Fact>
        <Fact term={t('facts.student')}>{receipt.name}</Fact>
        <Fact term={t('facts.email')}>{receipt.email}</Fact>
      </dl>
      <div className="receipt__actions">
        <Button onClick={() => window.print()}>{t('print')}</Button>
      </div>
    </article>
  );
}
