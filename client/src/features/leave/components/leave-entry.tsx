// One of the student's leave: its times and place, its status in the one vocabulary with who is asked while it is
// pending, the guardian's answer and the warden's note; cancel before it starts, shorten an approved one not yet over.
import type { LeaveItem } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { normalizeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { LEAVE_STATE_TONES, leaveStateLabel, leaveStateOf } from '../../../lib/status-words';
import { cancelLeave } from '../api/leave';
import { notOver, notStarted } from '../leave-times';
import { ShortenForm } from './shorten-form';
import '../../../styles/status-badges.css';

function GuardianAnswer({ leave }: { leave: LeaveItem }) {
  const { t } = useTranslation('leave');
  if (!leave.guardian_required) return null;
  const answer = leave.guardian_decision ?? (leave.status === 'awaiting_guardian' ? 'waiting' : null);
  return answer ? <p>{t(`mine.guardian.${answer}`)}</p> : null;
}

export function LeaveEntry({ leave, now, onChanged }: { leave: LeaveItem; now: number; onChanged: () => void }) {
  const { t } = useTranslation('leave');
  const [confirming, setConfirming] = useState(false);
  const [shortening, setShortening] = useState(false);
  const [busy, setBusy] = useState(false);
  const state = leaveStateOf(leave.status);
  const times = { from: formatDateTime(leave.from), to: formatDateTime(leave.to) };
  const cancellable = (state === 'pending' || state === 'approved') && notStarted(leave, now);
  const shortenable = state === 'approved' && notOver(leave, now);

  const cancel = async () => {
    setBusy(true);
    try {
      await cancelLeave(leave.id);
      notify.success(t('mine.cancelled', times));
      setConfirming(false);
      onChanged();
    } catch (error) {
      notify.error(normalizeError(error));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="leave-entry">
      <h3 className="leave-entry__title">
        <span>{t('mine.times', times)}</span>{' '}
        <span className={`status-badge status-badge--${LEAVE_STATE_TONES[state]}`}>{leaveStateLabel(state)}</span>
      </h3>
      {leave.status === 'awaiting_guardian' || leave.status === 'awaiting_warden' ? (
        <p className="leave-muted">{t(`mine.asked.${leave.status}`)}</p>
      ) : null}
      <p>{t('mine.where', { destination: leave.destination, hostel: leave.hostel_name })}</p>
      <p className="leave-muted">{leave.reason}</p>
      <GuardianAnswer leave={leave} />
      {leave.note ? <p>{t('mine.note', { note: leave.note })}</p> : null}
      {cancellable || shortenable ? (
        <div className="leave-entry__actions">
          {cancellable ? (
            <Button variant="secondary" aria-label={t('mine.cancelLabel', times)} onClick={() => setConfirming(true)}>
              {t('mine.cancel')}
            </Button>
          ) : null}
          {shortenable && !shortening ? (
            <Button variant="secondary" aria-label={t('mine.shortenLabel', times)} onClick={() => setShortening(true)}>
              {t('mine.shorten')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {shortening ? (
        <ShortenForm
          leave={leave}
          now={now}
          onDone={() => {
            setShortening(false);
            onChanged();
          }}
          onClose={() => setShortening(false)}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('mine.confirmTitle')}
          confirmLabel={t('mine.confirmCancel')}
          busyLabel={t('mine.cancelling')}
          cancelLabel={t('mine.keep')}
          busy={busy}
          onConfirm={() => void cancel()}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('mine.confirmText', times)}</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
