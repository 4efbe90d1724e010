// Refunding a paid booking: the admin confirms with a reason; the booking then reads Refunded at once, before the
// ledger is read again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { formatMoney } from '../../../../lib/format';
import { t } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notifications';
import { resolveFailureMessage } from '../../api/resolve';
import type { LedgerBooking } from '../api/get-bookings';
import { refundBooking } from '../api/refund';
import { chargesOf, roomOf } from './ledger-table';

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
      notify.success(t('admin:bookings.refunded', { reference: refunding.reference }));
      setRefunding(null);
      refunded();
    } catch (error) {
      notify.error(resolveFailureMessage(error, t('admin:bookings.refundFailed')));
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
  const { t } = useTranslation('admin');
  const { refunding } = refunds;
  if (!refunding) return null;
  return (
    <ConfirmDialog
      title={t('bookings.refundTitle', { reference: refunding.reference })}
      confirmLabel={t('bookings.refund')}
      busyLabel={t('bookings.refunding')}
      busy={refunds.busy}
      reason={{ label: t('bookings.refundReasonLabel'), max: 500 }}
      onConfirm={refunds.refund}
      onCancel={refunds.cancel}
    >
      <p>
        {t('bookings.refundBody', {
          amount:
            refunding.deposit_minor > 0
              ? t('bookings.amountApart', {
                  amount: formatMoney(refunding.amount_minor, refunding.currency),
                  charges: chargesOf(refunding),
                })
              : formatMoney(refunding.amount_minor, refunding.currency),
          name: refunding.name,
          room: roomOf(refunding),
        })}
      </p>
    </ConfirmDialog>
  );
}
