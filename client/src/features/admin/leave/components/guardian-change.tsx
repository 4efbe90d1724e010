// One guardian change a student proposed: the guardian on their record beside the one proposed, a note, and Confirm
// (the record takes the new guardian) or Refuse, each named with the student for a screen reader's list of buttons.
import { LEAVE_LIMITS, type Guardian, type GuardianChange } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';
import { ApiError, normalizeError } from '../../../../lib/errors';
import { formatDateTime } from '../../../../lib/format';
import { t as translate } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notifications';
import { decideGuardianChange, type GuardianDecision } from '../api/guardian-changes';

const ROWS = ['guardian_name', 'guardian_relation', 'guardian_email', 'guardian_phone'] as const;

/** A relation in words ('Mother'), or as stored when the catalogue has no word for it. */
function relationWord(relation: string): string {
  return translate(`records:relations.${relation}`, { defaultValue: relation });
}

function valueOf(guardian: Guardian, row: (typeof ROWS)[number]): string {
  const value = guardian[row];
  return row === 'guardian_relation' ? relationWord(value) : value || '—';
}

function Comparison({ change }: { change: GuardianChange }) {
  const { t } = useTranslation('leave-office');
  return (
    <table className="leave-guardian__compare">
      <caption className="visually-hidden">{t('guardians.compare', { student: change.full_name })}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">{t('guardians.current')}</th>
          <th scope="col">{t('guardians.proposed')}</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => (
          <tr
            key={row}
            className={valueOf(change.current, row) === valueOf(change, row) ? undefined : 'leave-guardian__changed'}
          >
            <th scope="row">{t(`guardians.fields.${row}`)}</th>
            <td>{valueOf(change.current, row)}</td>
            <td>{valueOf(change, row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function GuardianChangeItem({ change, onDecided }: { change: GuardianChange; onDecided: () => void }) {
  const { t } = useTranslation('leave-office');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<GuardianDecision | null>(null);
  const student = change.full_name;

  const decide = async (decision: GuardianDecision) => {
    setBusy(decision);
    try {
      await decideGuardianChange(change.id, decision, note);
      notify.success(t(`guardians.${decision}Done`, { student }));
      onDecided();
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : undefined;
      notify.error(code === 'already_decided' ? t('guardians.alreadyDecided') : normalizeError(failure));
      if (failure instanceof ApiError && (failure.status === 409 || failure.status === 404)) onDecided();
    } finally {
      setBusy(null);
    }
  };

  return (
    <li className="panel leave-guardian">
      <h3 className="leave-guardian__who">
        {student} {change.roll_number ? <span className="admin-table__sub">{change.roll_number}</span> : null}
      </h3>
      <p className="admin-muted">
        {t('guardians.asked', {
          hostel: change.hostel_name ?? t('guardians.noHostel'),
          time: formatDateTime(change.created_at),
        })}
      </p>
      <Comparison change={change} />
      <TextAreaField
        label={t('guardians.noteFor', { student })}
        value={note}
        maxLength={LEAVE_LIMITS.noteMax}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="admin-inline-form__actions">
        <Button
          busy={busy === 'confirmed'}
          disabled={busy !== null}
          aria-label={t('guardians.confirmFor', { student })}
          onClick={() => void decide('confirmed')}
        >
          {t('guardians.confirm')}
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'refused'}
          disabled={busy !== null}
          aria-label={t('guardians.refuseFor', { student })}
          onClick={() => void decide('refused')}
        >
          {t('guardians.refuse')}
        </Button>
      </div>
    </li>
  );
}
