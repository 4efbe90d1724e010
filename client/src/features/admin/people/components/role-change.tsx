// Changing an account's office role: the admin picks Make staff, Make admin or Remove role, or grants or refuses the role
// an account asked for at sign-up, then confirms; an admin's own role is refused by the server and said so.
import { TRADES, type OfficeRole, type Person, type Trade } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { ApiError } from '../../../../lib/errors';
import { t } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notifications';
import { resolveFailureMessage } from '../../api/resolve';
import { decideAccess, setRole } from '../api/people';

/** A role's word ('Staff'), or in a sentence ('staff'), in the language being read. */
export const roleLabel = (role: OfficeRole | null) => t(`admin:people.roles.${role ?? 'none'}`);
export const roleInSentence = (role: OfficeRole | null) => t(`admin:people.rolesInSentence.${role ?? 'none'}`);

/** The word for giving a role, or removing it: 'Make staff', 'Remove role'. */
const changeLabel = (role: OfficeRole | null) =>
  role === null
    ? t('admin:people.removeRole')
    : t(role === 'staff' ? 'admin:people.makeStaff' : 'admin:people.makeAdmin');

export const whoIs = (person: Person) => person.full_name ?? person.email ?? person.id;

/** The places a scoped role serves, in words: hostels by name, trades in the language being read. */
export const placesInWords = (places: readonly string[]) =>
  places
    .map((place) =>
      (TRADES as readonly string[]).includes(place) ? t(`admin:people.places.trade.${place as Trade}`) : place,
    )
    .join(', ');

/** The role column: the role, and for a scoped role the places it serves ("Warden · Kanhar"). */
export const roleInWords = (person: Person) =>
  person.places.length > 0
    ? t('admin:people.places.serves', { role: roleLabel(person.role), places: placesInWords(person.places) })
    : roleLabel(person.role);

export interface Change {
  person: Person;
  role: OfficeRole | null;
  /** An answer to the account's own request for `role` (person.access_request), rather than a change the admin starts. */
  request?: 'grant' | 'refuse';
}

/** The answers offered to a request for an office role: grant it, or refuse it. */
export function answersTo(person: Person): Array<Change & { label: string }> {
  const request = person.access_request;
  if (!request) return [];
  return [
    {
      person,
      role: request.role,
      request: 'grant',
      label: t('admin:people.grant', { role: roleInSentence(request.role) }),
    },
    { person, role: request.role, request: 'refuse', label: t('admin:people.refuse') },
  ];
}

/** What the account asked for at sign-up, in words ('Asks to be staff'); null without a request. */
export function requestInWords(person: Person): string | null {
  return person.access_request ? t('admin:people.asks', { role: roleInSentence(person.access_request.role) }) : null;
}

/** The confirm button's word for a change. */
function labelOf(change: Change): string {
  if (change.request === 'grant') return t('admin:people.grant', { role: roleInSentence(change.role) });
  if (change.request === 'refuse') return t('admin:people.refuse');
  return changeLabel(change.role);
}

/** The changes offered for an account with this role. */
export function changesFor(role: OfficeRole | null): Array<{ role: OfficeRole | null; label: string }> {
  const all: Array<OfficeRole | null> = ['staff', 'admin', null];
  return all.filter((change) => change !== role).map((change) => ({ role: change, label: changeLabel(change) }));
}

function confirmText({ person, role, request }: Change): string {
  const who = whoIs(person);
  if (request === 'refuse') return t('admin:people.confirmRefuse', { who, role: roleInSentence(role) });
  if (role === null) return t('admin:people.confirmRemove', { who, role: roleInSentence(person.role) });
  if (role === 'staff') return t('admin:people.confirmStaff', { who });
  if (role === 'admin') return t('admin:people.confirmAdmin', { who });
  return t('admin:people.changed', { who, role: roleInSentence(role) });
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
      const who = whoIs(change.person);
      const request = change.person.access_request;
      if (change.request && request) {
        const answer = await decideAccess(request.id, change.request === 'grant');
        notify.success(
          answer.status === 'granted'
            ? t('admin:people.changed', { who, role: roleInSentence(answer.role) })
            : t('admin:people.refused', { who }),
        );
      } else {
        const answer = await setRole(change.person.id, change.role);
        notify.success(t('admin:people.changed', { who, role: roleInSentence(answer.role) }));
      }
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
  const label = labelOf(change);
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
