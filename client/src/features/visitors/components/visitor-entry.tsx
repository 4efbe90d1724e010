// One of the host's visitors: who, when (IST), where they are in the one status vocabulary, when they came and left,
// why a pass is void; a walk-in waiting at the gate is confirmed or declined, a visit not yet begun cancelled.
import type { VisitorPass } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { normalizeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { VISITOR_STATE_TONES, visitorStateLabel, visitorStateOf } from '../../../lib/status-words';
import { answerWalkIn, cancelVisitor } from '../api/visitors';
import '../../../styles/status-badges.css';

type Action = 'confirmed' | 'declined' | 'cancel';

function useAct(pass: VisitorPass, onChanged: () => void) {
  const { t } = useTranslation('visitors');
  const [busy, setBusy] = useState<Action | null>(null);
  const act = async (action: Action) => {
    setBusy(action);
    try {
      if (action === 'cancel') await cancelVisitor(pass.id);
      else await answerWalkIn(pass.id, action);
      notify.success(t(`mine.${action === 'cancel' ? 'cancelled' : action}`, { name: pass.visitor_name }));
      onChanged();
    } catch (error) {
      notify.error(normalizeError(error));
    } finally {
      setBusy(null);
    }
  };
  return { busy, act };
}

function WalkInAnswer({ pass, onChanged }: { pass: VisitorPass; onChanged: () => void }) {
  const { t } = useTranslation('visitors');
  const { busy, act } = useAct(pass, onChanged);
  const name = { name: pass.visitor_name };
  return (
    <div className="visitor-entry__actions">
      <Button
        aria-label={t('mine.confirmLabel', name)}
        busy={busy === 'confirmed'}
        disabled={busy !== null}
        onClick={() => void act('confirmed')}
      >
        {t('mine.confirm')}
      </Button>
      <Button
        variant="secondary"
        aria-label={t('mine.declineLabel', name)}
        busy={busy === 'declined'}
        disabled={busy !== null}
        onClick={() => void act('declined')}
      >
        {t('mine.decline')}
      </Button>
    </div>
  );
}

function CancelVisit({ pass, onChanged }: { pass: VisitorPass; onChanged: () => void }) {
  const { t } = useTranslation('visitors');
  const [confirming, setConfirming] = useState(false);
  const { busy, act } = useAct(pass, () => {
    setConfirming(false);
    onChanged();
  });
  return (
    <div className="visitor-entry__actions">
      <Button
        variant="secondary"
        aria-label={t('mine.cancelLabel', { name: pass.visitor_name })}
        onClick={() => setConfirming(true)}
      >
        {t('mine.cancel')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t('mine.confirmTitle')}
          confirmLabel={t('mine.confirmCancel')}
          busyLabel={t('mine.cancelling')}
          cancelLabel={t('mine.keep')}
          busy={busy !== null}
          onConfirm={() => void act('cancel')}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('mine.confirmText', { name: pass.visitor_name, from: formatDateTime(pass.from) })}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

export function VisitorEntry({ pass, now, onChanged }: { pass: VisitorPass; now: number; onChanged: () => void }) {
  const { t } = useTranslation('visitors');
  const state = visitorStateOf(pass, now);
  return (
    <li className="visitor-entry">
      <h3 className="visitor-entry__title">
        <span>{pass.visitor_name}</span>{' '}
        <span className={`status-badge status-badge--${VISITOR_STATE_TONES[state]}`}>{visitorStateLabel(state)}</span>
      </h3>
      <p>{t('mine.window', { from: formatDateTime(pass.from), to: formatDateTime(pass.to) })}</p>
      <p className="visitors-muted">{t('mine.who', { relation: t(`relation.${pass.relation}`), phone: pass.phone })}</p>
      <p className="visitors-muted">{t('mine.purpose', { purpose: pass.purpose })}</p>
      {pass.walk_in ? <p className="visitors-muted">{t('mine.walkIn')}</p> : null}
      {pass.entered_at ? <p>{t('mine.entered', { at: formatDateTime(pass.entered_at) })}</p> : null}
      {pass.exited_at ? <p>{t('mine.exited', { at: formatDateTime(pass.exited_at) })}</p> : null}
      {state === 'void' && pass.void_reason ? <p>{t(`mine.void.${pass.void_reason}`)}</p> : null}
      {state === 'awaiting_host' ? (
        <>
          <p>{t('mine.waiting', { name: pass.visitor_name, to: formatDateTime(pass.to) })}</p>
          <WalkInAnswer pass={pass} onChanged={onChanged} />
        </>
      ) : null}
      {state === 'expected' ? <CancelVisit pass={pass} onChanged={onChanged} /> : null}
    </li>
  );
}
