// The receipt of one paid or refunded booking, laid out to read on screen and to print on one A4 page: its issuer, its
// number, where the bed is, what was paid (rent for its fee period and the deposit apart), when, and by whom; for a
// guest stay, the guest, the dates and nights and the nightly price instead of a bed and its rent.
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { feePeriodName, formatRent } from '../../../lib/fees';
import { formatCalendarDay, formatDateTime, formatMoney } from '../../../lib/format';
import { checkOutOf, formatNightly } from '../../../lib/guest-stays';
import type { Receipt, StayLine } from '../api/get-receipt';

function Fact({ term, children, code = false }: { term: string; children: ReactNode; code?: boolean }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={code ? 'receipt__code' : undefined}>{children}</dd>
    </div>
  );
}

/** A bed's lines: the bed, the period the rent paid for, the rent and the deposit apart. */
function BedLines({ receipt }: { receipt: Extract<Receipt, { bed: string }> }) {
  const { t } = useTranslation('receipts');
  return (
    <>
      <Fact term={t('facts.bed')}>{receipt.bed}</Fact>
      <Fact term={t('facts.feePeriod')}>{feePeriodName(receipt.feePeriod)}</Fact>
      <Fact term={t('facts.rent')}>{formatRent(receipt.rentMinor, receipt.feePeriod, receipt.currency)}</Fact>
      {receipt.depositMinor > 0 ? (
        <Fact term={t('facts.deposit')}>{formatMoney(receipt.depositMinor, receipt.currency)}</Fact>
      ) : null}
    </>
  );
}

/** A guest stay's lines: for whom, the day they arrive and leave, the nights and the nightly price. */
function StayLines({ stay, currency }: { stay: StayLine; currency: string }) {
  const { t } = useTranslation('receipts');
  const dates = { checkIn: stay.checkIn, nights: stay.nights };
  return (
    <>
      <Fact term={t('facts.guest')}>{stay.guestName}</Fact>
      <Fact term={t('facts.checkIn')}>{formatCalendarDay(stay.checkIn)}</Fact>
      <Fact term={t('facts.checkOut')}>{formatCalendarDay(checkOutOf(dates))}</Fact>
      <Fact term={t('facts.nights')}>{stay.nights}</Fact>
      <Fact term={t('facts.nightly')}>{formatNightly(stay.nightlyMinor, currency)}</Fact>
    </>
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
        {receipt.stay ? <StayLines stay={receipt.stay} currency={receipt.currency} /> : <BedLines receipt={receipt} />}
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
        <Fact term={receipt.stay ? t('facts.bookedBy') : t('facts.student')}>{receipt.name}</Fact>
        <Fact term={t('facts.email')}>{receipt.email}</Fact>
      </dl>
      <div className="receipt__actions">
        <Button onClick={() => window.print()}>{t('print')}</Button>
      </div>
    </article>
  );
}
