// A confirmation before an action that cannot be taken back: a modal <dialog> (focus stays inside, Escape cancels) that
// says what will happen, and may ask for a reason the action then carries (taking a room out of service, a refund).
import { useTranslation } from 'react-i18next';
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { TextAreaField } from './field';
import './confirm-dialog.css';

export interface ReasonField {
  label: string;
  /** The most characters the server takes. */
  max: number;
}

export interface ConfirmDialogProps {
  title: string;
  /** What will happen, in words. */
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** The way out without acting; "Cancel" unless the action calls for better words ("Keep the offer"). */
  cancelLabel?: string;
  busy: boolean;
  /** Asks for a required reason, passed to onConfirm; without it onConfirm gets null. */
  reason?: ReasonField;
  onConfirm: (reason: string | null) => void;
  onCancel: () => void;
}

/** Mount it to open it; unmount it to close it. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy,
  reason,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();

  // showModal() makes the page inert behind it and keeps the focus inside until it closes. Closing it before it leaves
  // the page (a layout effect's cleanup) hands the focus back to whatever opened it, when that is still there.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return onConfirm(null);
    const text = typed.trim();
    if (text === '') return setError(t('ui.reasonRequired', { label: reason.label }));
    if (text.length > reason.max) return setError(t('ui.reasonTooLong', { label: reason.label, max: reason.max }));
    setError(undefined);
    onConfirm(text);
  };

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="confirm-dialog__title">
          {title}
        </h2>
        <div id={textId}>{children}</div>
        {reason ? (
          <TextAreaField
            label={reason.label}
            value={typed}
            maxLength={reason.max}
            rows={3}
            required
            error={error}
            onChange={(event) => setTyped(event.target.value)}
          />
        ) : null}
        <div className="confirm-dialog__actions">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('ui.cancel')}
          </Button>
          <Button type="submit" busy={busy} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
