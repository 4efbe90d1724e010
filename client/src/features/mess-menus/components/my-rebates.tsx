// The student's rebates with their status and the manager's note; a pending one can be withdrawn.
import type { MessRebate } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { normalizeError } from '../../../lib/errors';
import { formatDay } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { withdrawRebate } from '../api/rebates';
import '../../../styles/status-badges.css';

const BADGES: Record<MessRebate['status'], string> = {
  pending: 'status-badge--pending',
  approved: 'status-badge--resolved',
  rejected: 'status-badge--rejected',
  withdrawn: 'status-badge--progress',
};

export function MyRebates({ rebates, onChanged }: { rebates: readonly MessRebate[]; onChanged: () => void }) {
  const { t } = useTranslation('mess-menus');
  const [busy, setBusy] = useState<number | null>(null);

  const withdraw = async (rebate: MessRebate) => {
    setBusy(rebate.id);
    try {
      await withdrawRebate(rebate.id);
      notify.success(t('rebates.withdrawn', { from: formatDay(rebate.from_on), to: formatDay(rebate.to_on) }));
      onChanged();
    } catch (error) {
      notify.error(normalizeError(error));
    } finally {
      setBusy(null);
    }
  };

  if (rebates.length === 0) return <p className="mess-muted">{t('rebates.none')}</p>;
  return (
    <ul className="rebate-list">
      {rebates.map((rebate) => {
        const days = { from: formatDay(rebate.from_on), to: formatDay(rebate.to_on) };
        return (
          <li key={rebate.id} className="rebate-list__item">
            <p className="rebate-list__days">
              <span>{t('rebates.days', days)}</span>{' '}
              <span className={`status-badge ${BADGES[rebate.status]}`}>{t(`rebates.status.${rebate.status}`)}</span>
            </p>
            <p className="mess-muted">{rebate.reason}</p>
            {rebate.note ? <p>{t('rebates.note', { note: rebate.note })}</p> : null}
            {rebate.status === 'pending' ? (
              <Button
                variant="secondary"
                busy={busy === rebate.id}
                aria-label={t('rebates.withdrawLabel', days)}
                onClick={() => void withdraw(rebate)}
              >
                {t('rebates.withdraw')}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
