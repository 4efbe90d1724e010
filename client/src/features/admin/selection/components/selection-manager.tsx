// /admin/selection: every selection window soonest first, for the office; admins create, edit and (confirmed) delete.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin');
  const hostels = useHostels();
  if (hostels.status === 'error') {
    return <RetryMessage role="alert" message={t('rooms.hostelsFailed')} onRetry={hostels.reload} />;
  }
  if (!hostels.data) return <p role="status">{t('selection.loadingHostels')}</p>;
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
  const { t } = useTranslation(['admin', 'messages']);
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
            {editing ? t('notices.editTitle', { title: editing.name }) : t('selection.createTitle')}
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
        <p className="admin-muted">{t('messages:selectionAdminsOnly')}</p>
      )}

      <section aria-labelledby="selection-list-title">
        <h2 id="selection-list-title">{t('selection.allTitle')}</h2>
        {windows.status === 'loading' && !windows.data ? <p role="status">{t('selection.loading')}</p> : null}
        {windows.status === 'error' ? (
          <RetryMessage role="alert" message={t('messages:fetchSelectionWindowsFailed')} onRetry={windows.reload} />
        ) : null}
        {windows.data && windows.data.length === 0 ? (
          <p className="admin-muted">{t('messages:noSelectionWindows')}</p>
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
          title={t('selection.deleteTitle', { name: deleting.name })}
          confirmLabel={t('selection.delete')}
          busyLabel={t('selection.deleting')}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
        >
          <p>{t('selection.deleteBody')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
