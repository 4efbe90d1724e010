// The accounts on one page: name, email, role, when they joined and last signed in, and the role changes offered;
// the admin's own row cannot be changed.
import type { Person } from '@campus-hostel/contracts/api';
import { Button } from '../../../../components/ui/button';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { changesFor, ROLE_LABEL, whoIs, type Change } from './role-change';

export interface PeopleTableProps {
  people: readonly Person[];
  ownId: string;
  busy: boolean;
  onChange: (change: Change) => void;
}

export function PeopleTable({ people, ownId, busy, onChange }: PeopleTableProps) {
  return (
    <table className="admin-table">
      <caption className="visually-hidden">Accounts and their roles</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Role</th>
          <th scope="col">Joined</th>
          <th scope="col">Last sign-in</th>
          <th scope="col">Change role</th>
        </tr>
      </thead>
      <tbody>
        {people.map((person) => {
          const own = person.id === ownId;
          return (
            <tr key={person.id}>
              <th scope="row" data-label="Name">
                {person.full_name ?? <span className="admin-muted">Not given</span>}
                {own ? <span className="admin-table__sub">You</span> : null}
              </th>
              <td data-label="Email" className="admin-table__email">
                {person.email ?? '—'}
              </td>
              <td data-label="Role">{ROLE_LABEL[person.role ?? 'none']}</td>
              <td data-label="Joined" className="admin-table__date">
                <time dateTime={person.created_at}>{formatDate(person.created_at)}</time>
              </td>
              <td data-label="Last sign-in" className="admin-table__date">
                {person.last_sign_in_at ? (
                  <time dateTime={person.last_sign_in_at}>{formatDateTime(person.last_sign_in_at)}</time>
                ) : (
                  'Never'
                )}
              </td>
              <td data-label="Change role">
                <div className="admin-role-actions">
                  {changesFor(person.role).map((option) => (
                    <Button
                      key={option.label}
                      variant="secondary"
                      className="button--small"
                      disabled={own || busy}
                      aria-label={`${option.label}: ${whoIs(person)}`}
                      onClick={() => onChange({ person, role: option.role })}
                    >
                      {option.label}
                    </Button>
                  ))}
                  {own ? <span className="admin-table__sub">Your own role cannot be changed here.</span> : null}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
