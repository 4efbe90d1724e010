// Changing an account's office role: the admin picks Make staff, Make admin or Remove role, then confirms; an admin's
// own role is refused by the server and said so.
import type { OfficeRole, Person } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { ApiError } from '../../../../lib/errors';
import { t } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notifications';
import { resolveFailureMessage } from '../../api/resolve';
import { setRole } from '../api/people';

/** A role's word ('Staff'), or in a sentence ('staff'), in the language being read. */
export const roleLabel = (role: OfficeRole | null) => t(`admin:people.roles.${role ?? 'none'}`);
const roleInSentence = (role: OfficeRole | null) => t(`admin:people.rolesInSentence.${role ?? 'none'}`);

/** The word for giving a role, or removing it: 'Make staff', 'Remove role'. */
const changeLabel = (role: OfficeRole | null) =>
  role === null
    ? t('admin:people.removeRole')
    : t(role === 'staff' ? 'admin:people.makeStaff' : 'admin:people.makeAdmin');

export const whoIs = (person: Person) => person.full_name ?? person.email ?? person.id;

export interface Change {
  person: Person;
  role: OfficeRole | null;
}

/** The changes offered for an account with this role. */
export function changesFor(role: OfficeRole | null): Array<{ role: OfficeRole | null; label: string }> {
  const all: Array<OfficeRole | null> = ['staff', 'admin', null];
  return all.filter((change) => change !== role).map((change) => ({ role: change, label: changeLabel(change) }));
}

function confirmText({ person, role }: Change): string {
  const who = whoIs(person);
  if (role === null) return t('admin:people.confirmRemove', { who, role: roleInSentence(person.role) });
  if (role === 'staff') return t('admin:people.confirmStaff', { who });
  return t('admin:people.confirmAdmin', { who });
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
      notify.success(t('admin:people.changed', { who: whoIs(change.person), role: roleInSentence(answer.role) }));
      changed();
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.code === 'own_role'
          ? t('admin:people.ownRole')
          : resolveFailureMessage(error, t('admin:people.changeFailed')),
      );
    } finally {
      setBusy(false);
      setChange(null);
    }
  };

  return { change, ask: setChange, cancel: () => setChange(null), busy, apply: () => void apply() };
}

export function RoleDialog({ roleChange }: { roleChange: RoleChange }) {
  const { t } = useTranslation('admin');
  const { change } = roleChange;
  if (!change) return null;
  const label = changeLabel(change.role);
  return (
    <ConfirmDialog
      title={t('people.confirmTitle', { label })}
      confirmLabel={label}
      busyLabel={t('complaints.saving')}
      busy={roleChange.busy}
      onConfirm={roleChange.apply}
      onCancel={roleChange.cancel}
    >
      <p>{t('people.confirmBody', { change: confirmText(change) })}</p>
    </ConfirmDialog>
  );
}
