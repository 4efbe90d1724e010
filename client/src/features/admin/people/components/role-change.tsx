// Changing an account's office role: the admin picks Make staff, Make admin or Remove role, then confirms; an admin's
// own role is refused by the server and said so.
import type { OfficeRole, Person } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { ApiError } from '../../../../lib/errors';
import { notify } from '../../../../lib/notifications';
import { resolveFailureMessage } from '../../api/resolve';
import { setRole } from '../api/people';

export const ROLE_LABEL: Record<OfficeRole | 'none', string> = { admin: 'Admin', staff: 'Staff', none: 'Student' };

export const whoIs = (person: Person) => person.full_name ?? person.email ?? person.id;

export interface Change {
  person: Person;
  role: OfficeRole | null;
}

/** The changes offered for an account with this role. */
export function changesFor(role: OfficeRole | null): Array<{ role: OfficeRole | null; label: string }> {
  const all: Array<{ role: OfficeRole | null; label: string }> = [
    { role: 'staff', label: 'Make staff' },
    { role: 'admin', label: 'Make admin' },
    { role: null, label: 'Remove role' },
  ];
  return all.filter((change) => change.role !== role);
}

function confirmText({ person, role }: Change): string {
  const who = whoIs(person);
  if (role === null)
    return `${who} stops being ${ROLE_LABEL[person.role ?? 'none'].toLowerCase()} and loses the office pages.`;
  if (role === 'staff') return `${who} becomes staff: the hostel office without refunds, prices or roles.`;
  return `${who} becomes an admin: everything staff do, plus refunds, prices and roles.`;
}

export interface RoleChange {
  change: Change | null;
  ask: (change: Change) => void;
  cancel: () => void;
  busy: boolean;
  apply: () => void;
}

export function useRoleChange(changed: () => void): RoleChange {
  const [change, setChange] = useState<Change | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    if (!change) return;
    setBusy(true);
    try {
      const answer = await setRole(change.person.id, change.role);
      notify.success(`${whoIs(change.person)} is now ${ROLE_LABEL[answer.role ?? 'none'].toLowerCase()}.`);
      changed();
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.code === 'own_role'
          ? 'You cannot change your own role: ask another admin.'
          : resolveFailureMessage(error, 'The role could not be changed right now. Please try again.'),
      );
    } finally {
      setBusy(false);
      setChange(null);
    }
  };

  return { change, ask: setChange, cancel: () => setChange(null), busy, apply: () => void apply() };
}

export function RoleDialog({ roleChange }: { roleChange: RoleChange }) {
  const { change } = roleChange;
  if (!change) return null;
  const label = change.role === null ? 'Remove role' : `Make ${ROLE_LABEL[change.role].toLowerCase()}`;
  return (
    <ConfirmDialog
      title={`${label}?`}
      confirmLabel={label}
      busyLabel="Saving..."
      busy={roleChange.busy}
      onConfirm={roleChange.apply}
      onCancel={roleChange.cancel}
    >
      <p>{confirmText(change)} They see the change when they next sign in or their session refreshes.</p>
    </ConfirmDialog>
  );
}
