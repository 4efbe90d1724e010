// The small form an office row opens for a decision's note (an application's, a leave's, a guest stay's): the note,
// focused by useNoteForm as it opens, Escape or Cancel to close it, and the decision's button. What the decision sends
// and says is the caller's.
import type { FormEvent, RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';

export interface NoteDecisionFormProps {
  /** The form's name, e.g. "Approve Asha Verma's leave". */
  title: string;
  noteLabel: string;
  /** Under the note: what the reader is told, e.g. that a refusal's note reaches the student. */
  hint?: string;
  note: string;
  onNoteChange: (note: string) => void;
  error?: string;
  noteRef: RefObject<HTMLTextAreaElement | null>;
  submitLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}

export function NoteDecisionForm({
  title,
  noteLabel,
  hint,
  note,
  onNoteChange,
  error,
  noteRef,
  submitLabel,
  busyLabel,
  cancelLabel,
  busy,
  onSubmit,
  onCancel,
}: NoteDecisionFormProps) {
  return (
    <form className="admin-inline-form" aria-label={title} noValidate onSubmit={onSubmit}>
      <TextAreaField
        ref={noteRef}
        label={noteLabel}
        hint={hint}
        rows={3}
        value={note}
        error={error}
        onChange={(event) => onNoteChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !busy) onCancel();
        }}
      />
      <div className="admin-inline-form__actions">
        <Button type="submit" className="button--small" busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
        <Button variant="ghost" className="button--small" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </form>
  );
}
