// /admin/selection: every selection window soonest first, for the office; admins create, edit and (confirmed) delete.
import { useRef, useState } from 'react';
import type { SelectionWindow } from '@campus-hostel/contracts/api';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { messages } from '../../../../config/messages';
import { useHostels } from '../../../../lib/hostels';
import { notify } from '../../../../lib/notifications';
import { useNow } from '../../../../lib/use-now';
import { useQuery } from '../../../../lib/use-query';
import { resolveFailureMessage } from '../../api/resolve';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { deleteSelectionWindow } from '../api/delete-selection-window';
import { getSelectionWindows } from '../api/get-selection-windows';
import { SelectionForm } from './selection-form';
import { SelectionTable } from './selection-table';
import '../../components/office-list.css';

function WindowForm({
  editing,
  onSaved,
  onMissing,
  onCancel,
}: {
  editing: SelectionWindow | null;
  onSaved: () => void;
  onMissing: () => void;
  onCancel: (() => void) | null;
}) {
  const hostels = useHostels();
  if (hostels.status === 'error') {
    return <RetryMessage role="alert" message="The hostels could not be loaded right now." onRetry={hostels.reload} />;
  }
  if (!hostels.data) return <p role="status">Loading hostels…</p>;
  return (
    <SelectionForm
      key={editing?.id ?? 'new'}
      editing={editing}
      hostels={hostels.data}
      onSaved={onSaved}
      onMissing={onMissing}
      {...(onCancel ? { onCancel } : {})}
    />
  );
}

export function SelectionManager({ isAdmin }: { isAdmin: boolean }) {
  const windows = useQuery('selection-windows', getSelectionWindows);
  const now = useNow();
  const [editing, setEditing] = useState<SelectionWindow | null>(null);
  const [deleting, setDeleting] = useState<SelectionWindow | null>(null);
  const [busy, setBusy] = useState(false);
  const formTitle = useRef<HTMLHeadingElement>(null);

  const focusForm = () => requestAnimationFrame(() => formTitle.current?.focus());

  const edit = (target: SelectionWindow | null) => {
    setEditing(target);
    focusForm();
  };

  const saved = () => {
    setEditing(null);
    focusForm();
    windows.reload();
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteSelectionWindow(deleting.id);
      notify.success(messages.selectionWindowDeleted(deleting.name));
      if (editing?.id === deleting.id) setEditing(null);
      setDeleting(null);
      windows.reload();
    } catch (error) {
      notify.error(resolveFailureMessage(error, messages.deleteSelectionWindowFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {isAdmin ? (
        <section className="panel" aria-labelledby="selection-form-title">
          <h2 id="selection-form-title" ref={formTitle} tabIndex={-1}>
            {editing ? `Edit “${editing.name}”` : 'Create a selection window'}
          </h2>
          <WindowForm
            editing={editing}
            onSaved={saved}
            onMissing={() => {
              setEditing(null);
              windows.reload();
            }}
            onCancel={editing ? () => edit(null) : null}
          />
        </section>
      ) : (
        <p className="admin-muted">{messages.selectionAdminsOnly}</p>
      )}

      <section aria-labelledby="selection-list-title">
        <h2 id="selection-list-title">All windows, soonest first</h2>
        {windows.status === 'loading' && !windows.data ? <p role="status">Loading selection windows…</p> : null}
        {windows.status === 'error' ? (
          <RetryMessage role="alert" message={messages.fetchSelectionWindowsFailed} onRetry={windows.reload} />
        ) : null}
        {windows.data && windows.data.length === 0 ? (
          <p className="admin-muted">{messages.noSelectionWindows}</p>
        ) : null}
        {windows.data && windows.data.length > 0 ? (
          <SelectionTable
            windows={windows.data}
            now={now}
            isAdmin={isAdmin}
            busy={busy}
            onEdit={edit}
            onDelete={setDeleting}
          />
        ) : null}
      </section>

      {deleting ? (
        <ConfirmDialog
          title={`Delete “${deleting.name}”?`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
        >
          <p>
            The window, its hostels and its list of students go. While other windows exist, the students it admitted
            hold beds only inside those; with no window left, every student may hold at any time. This cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
