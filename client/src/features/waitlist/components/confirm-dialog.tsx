// The waitlist's confirmation before leaving a line or declining an offer: a modal <dialog> (focus stays inside, Escape
// cancels) that says what will happen. Mount it to open it; unmount it to close it.
import { useId, useLayoutEffect, useRef, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';

export interface ConfirmDialogProps {
  title: string;
  /** What will happen, in words. */
  text: string;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  // showModal() makes the page inert behind it; closing it before it leaves the page hands the focus back to the
  // button that opened it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };

  return (
    <dialog
      ref={dialog}
      className="waitlist-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <form onSubmit={submit}>
        <h2 id={titleId} className="waitlist-dialog__title">
          {title}
        </h2>
        <p id={textId}>{text}</p>
        <div className="waitlist-dialog__actions">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" busy={busy} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
