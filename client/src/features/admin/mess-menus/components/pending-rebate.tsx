// One pending rebate: who, which days and why, a note, and Approve or Reject (named with the student, so a screen
// reader's list of buttons says whose rebate each decides).
import { MEAL_COMMENT_MAX } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';
import { normalizeError } from '../../../../lib/errors';
import { formatDay } from '../../../../lib/format';
import { notify } from '../../../../lib/notifications';
import { decideRebate, type OfficeRebate } from '../api/rebates';

interface PendingRebateProps {
  rebate: OfficeRebate;
  who: string;
  onDecided: () => void;
}

/** How many days a rebate covers, both ends counted. */
function lengthOf(rebate: OfficeRebate): number {
  return Math.round((Date.parse(rebate.to_on) - Date.parse(rebate.from_on)) / 86_400_000) + 1;
}

export function PendingRebate({ rebate, who, onDecided }: PendingRebateProps) {
  const { t } = useTranslation('mess-menus');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<'approved' | 'rejected' | null>(null);

  const decide = async (decision: 'approved' | 'rejected') => {
    setBusy(decision);
    try {
      await decideRebate(rebate.id, decision, note.trim() || null);
      notify.success(t(`office.rebates.${decision}`, { who }));
      onDecided();
    } catch (error) {
      notify.error(normalizeError(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <li className="office-rebate">
      <p className="office-rebate__who">{who}</p>
      <p>
        {t('office.rebates.days', { from: formatDay(rebate.from_on), to: formatDay(rebate.to_on) })} ·{' '}
        {t('office.rebates.length', { count: lengthOf(rebate) })}
      </p>
      <p className="mess-muted">{t('office.rebates.reason', { reason: rebate.reason })}</p>
      <TextAreaField
        label={t('office.rebates.noteFor', { who })}
        value={note}
        maxLength={MEAL_COMMENT_MAX}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="office-rebate__actions">
        <Button
          busy={busy === 'approved'}
          disabled={busy !== null}
          aria-label={t('office.rebates.approveLabel', { who })}
          onClick={() => void decide('approved')}
        >
          {t('office.rebates.approve')}
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'rejected'}
          disabled={busy !== null}
          aria-label={t('office.rebates.rejectLabel', { who })}
          onClick={() => void decide('rejected')}
        >
          {t('office.rebates.reject')}
        </Button>
      </div>
    </li>
  );
}
