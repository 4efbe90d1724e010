// Approve or Refuse a stay awaiting the warden: each opens a small form in the row for a note the host reads, then sends
// the decision (a refusal frees the nights and refunds the host). A refusal from the API (decided meanwhile) is said in
// words and the roster read again.
import { GUEST_STAY_LIMITS, type OfficeGuestStay } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ApiError, normalizeError } from '../../../../lib/errors';
import { notify } from '../../../../lib/notifications';
import { NoteDecisionForm } from '../../components/note-decision-form';
import { useNoteForm } from '../../components/use-note-form';
import { decideGuestStay, type StayDecision } from '../api/guest-roster';

const DECISIONS: readonly StayDecision[] = ['approved', 'refused'];

export interface StayDecisionProps {
  stay: Pick<OfficeGuestStay, 'id' | 'guest_name'>;
  /** The stay changed (decided now, or meanwhile by someone else): read the roster again. */
  onDecided: () => void;
}

export function StayDecisionForm({ stay, onDecided }: StayDecisionProps) {
  const { t } = useTranslation('guest-stays');
  const { choice, setChoice, note, setNote, error, setError, noteRef, openerId, cancel } = useNoteForm<StayDecision>();
  const [busy, setBusy] = useState(false);
  const guest = stay.guest_name;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!choice) return;
    if (note.trim().length > GUEST_STAY_LIMITS.noteMax) {
      setError(t('decide.noteTooLong', { max: GUEST_STAY_LIMITS.noteMax }));
      noteRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await decideGuestStay(stay.id, choice, note);
      notify.success(t(`decide.${choice}Done`, { guest }));
      onDecided();
    } catch (failure) {
      notify.error(normalizeError(failure));
      if (failure instanceof ApiError && (failure.status === 409 || failure.status === 404)) onDecided();
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
            aria-label={t(`decide.${decision}For`, { guest })}
            onClick={() => setChoice(decision)}
          >
            {t(`decide.${decision}`)}
          </Button>
        ))}
      </>
    );
  }

  return (
    <NoteDecisionForm
      title={t(`decide.${choice}For`, { guest })}
      noteLabel={t('decide.noteLabel')}
      hint={choice === 'refused' ? t('decide.refuseHint') : undefined}
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
