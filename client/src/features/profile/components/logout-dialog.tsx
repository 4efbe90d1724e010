// The Logout confirmation: a modal <dialog> (focus stays inside, Escape closes) with the spec's texts.
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { messages } from '../../../config/messages';

export interface LogoutDialogProps {
  open: boolean;
  busy: boolean;
  onLogout: () => void;
  /** Closes the dialog without logging out (Continue, Escape). */
  onContinue: () => void;
}

export function LogoutDialog({ open, busy, onLogout, onContinue }: LogoutDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // showModal() makes the rest of the page inert and traps focus; close() hands focus back to the opener.
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="profile-dialog"
      aria-labelledby="logout-title"
      aria-describedby="logout-warning"
      onCancel={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <h2 id="logout-title" className="profile-dialog__title">
        {messages.logoutTitle}
      </h2>
      <p id="logout-warning">{messages.logoutWarning}</p>
      <div className="profile-dialog__actions">
        <Button variant="secondary" onClick={onContinue}>
          Continue
        </Button>
        <Button onClick={onLogout} busy={busy}>
          Logout
        </Button>
      </div>
    </dialog>
  );
}
