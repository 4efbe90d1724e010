// The receipt of one paid or refunded booking, laid out to read on screen and to print on one A4 page.
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { messages } from '../../../config/messages';
import { formatDateTime, formatMoney } from '../../../lib/format';
import type { Receipt } from '../api/get-receipt';

const STATUS_LABEL: Record<Receipt['status'], string> = { paid: 'Paid', refunded: 'Refunded' };

function Fact({ term, children, code = false }: { term: string; children: ReactNode; code?: boolean }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={code ? 'receipt__code' : undefined}>{children}</dd>
    </div>
  );
}

export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const refunded = receipt.status === 'refunded';
  return (
    <article className={refunded ? 'card receipt receipt--refunded' : 'card receipt'} aria-labelledby="receipt-title">
      <div className="receipt__head">
        <p className="eyebrow">Campus Hostel</p>
        <h1 id="receipt-title">Receipt</h1>
      </div>
      {refunded ? <p className="receipt__refunded">{messages.receiptRefunded}</p> : null}
      <dl className="facts receipt__facts">
        <Fact term="Status">
          <strong>{STATUS_LABEL[receipt.status]}</strong>
        </Fact>
        <Fact term="Hostel">{receipt.hostel}</Fact>
        <Fact term="Wing">{receipt.wing}</Fact>
        <Fact term="Room">{receipt.roomNumber}</Fact>
        <Fact term="Bed">{receipt.bed}</Fact>
        <Fact term="Amount">{formatMoney(receipt.amountMinor, receipt.currency)}</Fact>
        {receipt.paidAt ? (
          <Fact term="Paid at">
            <time dateTime={receipt.paidAt}>{formatDateTime(receipt.paidAt)}</time>
          </Fact>
        ) : null}
        {receipt.paymentReference ? (
          <Fact term="Payment reference" code>
            {receipt.paymentReference}
          </Fact>
        ) : null}
        <Fact term="Booking reference" code>
          {receipt.reference}
        </Fact>
        <Fact term="Student">{receipt.name}</Fact>
        <Fact term="Email">{receipt.email}</Fact>
      </dl>
      <div className="receipt__actions">
        <Button onClick={() => window.print()}>Print</Button>
      </div>
    </article>
  );
}
