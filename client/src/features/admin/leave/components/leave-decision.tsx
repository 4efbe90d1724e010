// Approve or Reject an open leave: each opens a small form in the row for a note the student reads, then sends the
// decision. Approve waits for the guardian's consent when the rules ask for it; an approval says how many mess days it
// rebated, and a refusal from the API (decided meanwhile, over, withdrawn) is said in words and the list read again.
import { LEAVE_LIMITS, type OfficeLeave } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ApiError, normalizeError } from '../../../../lib/errors';
import { t as translate } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notifications';
import { NoteDecisionForm } from '../../components/note-decision-form';
import { useNoteForm } from '../../components/use-note-form';
import { decideLeave, type LeaveDecision } from '../api/leave-requests';

const DECISIONS: readonly LeaveDecision[] = ['approved', 'rejected'];
/** The API's refusals of a decision that the office reads in its own words; anything else keeps the API's. */
const REFUSALS = ['already_decided', 'awaiting_guardian', 'ended', 'closed', 'forbidden', 'not_found'] as const;

function refusalWords(failure: unknown): string {
  const code = failure instanceof ApiError ? failure.code : undefined;
  const known = REFUSALS.find((refusal) => refusal === code);
  return known ? translate(`leave-office:decide.refused.${known}`) : normalizeError(failure);
}

export interface LeaveDecisionProps {
  leave: Pick<OfficeLeave, 'id' | 'full_name' | 'status'>;
  /** The leave changed (decided now, or meanwhile by someone else): read the list again. */
  onDecided: () => void;
}

export function LeaveDecision({ leave, onDecided }: LeaveDecisionProps) {
  const { t } = useTranslation('leave-office');
  const { choice, setChoice, note, setNote, error, setError, noteRef, openerId, cancel } = useNoteForm<LeaveDecision>();
  const [busy, setBusy] = useState(false);
  const student = leave.full_name;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!choice) return;
    if (note.trim().length > LEAVE_LIMITS.noteMax) {
      setError(t('decide.noteTooLong', { max: LEAVE_LIMITS.noteMax }));
      noteRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await decideLeave(leave.id, choice, note);
      notify.success(
        choice === 'approved'
          ? t('decide.approvedDone', { student, count: answer.rebate_days })
          : t('decide.rejectedDone', { student }),
      );
      onDecided();
    } catch (failure) {
      notify.error(refusalWords(failure));
      if (failure instanceof ApiError && (failure.status === 409 || failure.status === 404)) onDecided();
    } finally {
      setBusy(false);
    }
  };

  if (!choice) {
    const waiting = leave.status === 'awaiting_guardian';
    return (
      <>
        {DECISIONS.filter((decision) => !waiting || decision === 'rejected').map((decision) => (
          <Button
            key={decision}
            id={`${openerId}-${decision}`}
            variant="secondary"
            className="button--small"
            aria-label={t(`decide.${decision}For`, { student })}
            onClick={() => setChoice(decision)}
          >
            {t(`decide.${decision}`)}
          </Button>
        ))}
        {waiting ? <span className="admin-table__sub">{t('decide.waitingGuardian')}</span> : null}
      </>
    );
  }

  return (
    <NoteDecisionForm
      title={t(`decide.${choice}For`, { student })}
      noteLabel={t('decide.noteLabel')}
      hint={choice === 'rejected' ? t('decide.rejectHint') : undefined}
      note={note}
      onNoteChange={setNote}
      error={error}
      noteRef={noteRef}
      submitLabel={t(`decide.${choice}`)}
      busyLabel={t(`decide.${choice}Busy`)}
      cancelLabel={t('decide.cancel')}
      busy={busy}
      onSubmit={(event) => void submit(event)}
      onCancel={cancel}
    />
  );
}
