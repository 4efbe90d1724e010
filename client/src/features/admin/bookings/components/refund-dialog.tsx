// Refunding a paid booking: the admin confirms with a reason; the booking then reads Refunded at once, before the
// ledger is read again.
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { formatMoney } from '../../../../lib/format';
import { notify } from '../../../../lib/notifications';
import { resolveFailureMessage } from '../../api/resolve';
import type { LedgerBooking } from '../api/get-bookings';
import { refundBooking } from '../api/refund';
import { roomOf } from './ledger-table';

export interface Refunds {
  /** The booking whose refund is being confirmed. */
  refunding: LedgerBooking | null;
  ask: (booking: LedgerBooking) => void;
  cancel: () => void;
  busy: boolean;
  refund: (reason: string | null) => void;
  /** The rows as they read after this page's refunds. */
  shownAs: (rows: readonly LedgerBooking[]) => LedgerBooking[];
}

export function useRefunds(refunded: () => void): Refunds {
  const [refunding, setRefunding] = useState<LedgerBooking | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());

  const refund = async (reason: string | null) => {
    if (!refunding || reason === null) return;
    setBusy(true);
    try {
      await refundBooking(refunding.id, reason);
      setDone((ids) => new Set(ids).add(refunding.id));
      notify.success(`Booking ${refunding.reference} is refunded and its bed is free.`);
      setRefunding(null);
      refunded();
    } catch (error) {
      notify.error(resolveFailureMessage(error, 'The refund could not be made right now. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return {
    refunding,
    ask: setRefunding,
    cancel: () => setRefunding(null),
    busy,
    refund: (reason) => void refund(reason),
    shownAs: (rows) =>
      rows.map((row) =>
        done.has(row.id) && row.status !== 'refunded' ? { ...row, status: 'refunded' as const } : row,
      ),
  };
}

export function RefundDialog({ refunds }: { refunds: Refunds }) {
  const { refunding } = refunds;
  if (!refunding) return null;
  return (
    <ConfirmDialog
      title={`Refund booking ${refunding.reference}?`}
      confirmLabel="Refund"
      busyLabel="Refunding..."
      busy={refunds.busy}
      reason={{ label: 'Reason for the refund', max: 500 }}
      onConfirm={refunds.refund}
      onCancel={refunds.cancel}
    >
      <p>
        {formatMoney(refunding.amount_minor, refunding.currency)} goes back to the card {refunding.name} paid with,
        their bed ({roomOf(refunding)}) becomes free, and they are told. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
