// Approve or Reject a pending application: each opens a small form in the row for an optional note the student sees
// (Reject asks for one), then sends the decision.
import type { ApplicationDecision } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { messages } from '../../../../config/messages';
import { ApiError } from '../../../../lib/errors';
import { t as translate } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notifications';
import { NoteDecisionForm } from '../../components/note-decision-form';
import { useNoteForm } from '../../components/use-note-form';
import { resolveFailureMessage } from '../../api/resolve';
import { decideApplication, NOTE_MAX, noteProblem } from '../api/decide-application';

export interface DecisionActionsProps {
  applicationId: string;
  /** The application changed (decided now, or by someone else meanwhile): read the list again. */
  onDecided: () => void;
}

const DECISIONS: readonly ApplicationDecision[] = ['approved', 'rejected'];

/** Each decision's words, read when used so they follow the language. */
function verbs(decision: ApplicationDecision): { action: string; busy: string; done: string } {
  return decision === 'approved'
    ? {
        action: translate('admin:applications.approve'),
        busy: translate('admin:applications.approving'),
        done: messages.applicationApproved,
      }
    : {
        action: translate('admin:applications.reject'),
        busy: translate('admin:applications.rejecting'),
        done: messages.applicationRejected,
      };
}

export function DecisionActions({ applicationId, onDecided }: DecisionActionsProps) {
  const { t } = useTranslation(['admin', 'messages']);
  const { choice, setChoice, note, setNote, error, setError, noteRef, openerId, cancel } =
    useNoteForm<ApplicationDecision>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!choice) return;
    // The contract's only rule for a note is its length: say it in the reader's language.
    if (noteProblem(note)) {
      setError(t('applications.noteTooLong', { max: NOTE_MAX }));
      noteRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await decideApplication(applicationId, choice, note);
      notify.success(verbs(choice).done);
      onDecided();
    } catch (failure) {
      notify.error(resolveFailureMessage(failure, messages.resolveApplicationFailed));
      // Someone else decided it meanwhile: show what it is now.
      if (failure instanceof ApiError && failure.code === 'already_decided') onDecided();
    } finally {
      setBusy(false);
    }
  };

  if (!choice) {
    return (
      <>
        {DECISIONS.map((decision) => (
          <Button
            key={decision}
            id={`${openerId}-${decision}`}
            variant="secondary"
            className="button--small"
            aria-label={t('applications.decideFor', { action: verbs(decision).action, id: applicationId })}
            onClick={() => setChoice(decision)}
          >
            {verbs(decision).action}
          </Button>
        ))}
      </>
    );
  }

  const { action, busy: busyLabel } = verbs(choice);
  const title = t('applications.decideFor', { action, id: applicationId });
  return (
    <NoteDecisionForm
      title={title}
      noteLabel={t('messages:decisionNoteLabel')}
      hint={choice === 'rejected' ? t('messages:rejectNoteHint') : undefined}
      note={note}
      onNoteChange={setNote}
      error={error}
      noteRef={noteRef}
      submitLabel={choice === 'rejected' && note.trim() === '' ? t('applications.rejectWithoutNote') : action}
      busyLabel={busyLabel}
      cancelLabel={t('applications.cancel')}
      busy={busy}
      onSubmit={(event) => void submit(event)}
      onCancel={cancel}
    />
  );
}
