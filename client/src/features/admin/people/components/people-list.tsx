// /admin/people: accounts searched and paged by the server, each with its office role; an admin grants Staff or Admin,
// or removes the role, after a confirmation. An admin's own row cannot be changed. Search and page live in the URL.
import type { OfficeRole, Person } from '@campus-hostel/contracts/api';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { ApiError } from '../../../../lib/errors';
import { notify } from '../../../../lib/notifications';
import { useQuery } from '../../../../lib/use-query';
import { resolveFailureMessage } from '../../api/resolve';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { PageLinks } from '../../rooms/components/page-links';
import { getPeople, setRole } from '../api/people';

const ROLE_LABEL: Record<OfficeRole | 'none', string> = { admin: 'Admin', staff: 'Staff', none: 'Student' };

interface Change {
  person: Person;
  role: OfficeRole | null;
}

/** The changes offered for an account with this role. */
function changesFor(role: OfficeRole | null): Array<{ role: OfficeRole | null; label: string }> {
  const all: Array<{ role: OfficeRole | null; label: string }> = [
    { role: 'staff', label: 'Make staff' },
    { role: 'admin', label: 'Make admin' },
    { role: null, label: 'Remove role' },
  ];
  return all.filter((change) => change.role !== role);
}

function readParams(params: URLSearchParams): { query: string; page: number } {
  const page = Number(params.get('page'));
  return { query: params.get('q') ?? '', page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

function paramsOf(query: string, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (query.trim() !== '') params.set('q', query);
  if (page > 1) params.set('page', String(page));
  return params;
}

const whoIs = (person: Person) => person.full_name ?? person.email ?? person.id;

function confirmText({ person, role }: Change): string {
  const who = whoIs(person);
  if (role === null)
    return `${who} stops being ${ROLE_LABEL[person.role ?? 'none'].toLowerCase()} and loses the office pages.`;
  if (role === 'staff') return `${who} becomes staff: the hostel office without refunds, prices or roles.`;
  return `${who} becomes an admin: everything staff do, plus refunds, prices and roles.`;
}

export function PeopleList({ ownId }: { ownId: string }) {
  const [params, setParams] = useSearchParams();
  const { query, page } = readParams(params);
  const people = useQuery(`people?${paramsOf(query, page).toString()}`, () => getPeople(query, page));
  const [typed, setTyped] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setTyped(query);
  }
  const [change, setChange] = useState<Change | null>(null);
  const [busy, setBusy] = useState(false);
  const data = people.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  useEffect(() => {
    if (data && page > pages) setParams(paramsOf(query, pages), { replace: true });
  }, [data, page, pages, query, setParams]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(paramsOf(typed.trim(), 1), { replace: true });
  };

  const apply = async () => {
    if (!change) return;
    setBusy(true);
    try {
      const answer = await setRole(change.person.id, change.role);
      notify.success(`${whoIs(change.person)} is now ${ROLE_LABEL[answer.role ?? 'none'].toLowerCase()}.`);
      people.reload();
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

  let summary = 'Loading accounts…';
  if (data) {
    const first = (data.page - 1) * data.page_size + 1;
    summary =
      data.total === 0
        ? 'No accounts match'
        : data.total <= data.page_size
          ? `Showing ${data.total} ${data.total === 1 ? 'account' : 'accounts'}`
          : `Showing ${first}–${first + data.people.length - 1} of ${data.total} accounts`;
  }

  return (
    <section aria-labelledby="people-title">
      <title>People · Admin · Campus Hostel</title>
      <h1 id="people-title" className="admin-title">
        People
      </h1>
      <p className="admin-lead">
        Staff run the hostel office (applications, complaints, rooms, bookings, notices) without refunds, prices or
        roles; admins do everything.
      </p>
      <form role="search" aria-label="Find accounts" className="admin-filters" onSubmit={search}>
        <div className="admin-filters__grid">
          <TextField
            label="Search"
            type="search"
            placeholder="Name or email"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="admin-filters__actions">
          <p className="admin-filters__summary" aria-live="polite">
            {summary}
          </p>
          {query !== '' ? (
            <Button variant="ghost" onClick={() => setParams(paramsOf('', 1), { replace: true })}>
              Clear search
            </Button>
          ) : null}
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </div>
      </form>
      {people.status === 'loading' && !data ? <p role="status">Loading accounts…</p> : null}
      {people.status === 'error' ? (
        <RetryMessage role="alert" message="The accounts could not be loaded right now." onRetry={people.reload} />
      ) : null}
      {data && data.people.length > 0 ? (
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
            {data.people.map((person) => {
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
                          onClick={() => setChange({ person, role: option.role })}
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
      ) : null}
      <PageLinks
        title="People"
        page={Math.min(page, pages)}
        pages={pages}
        searchFor={(to) => paramsOf(query, to).toString()}
      />
      {change ? (
        <ConfirmDialog
          title={change.role === null ? 'Remove role?' : `Make ${ROLE_LABEL[change.role].toLowerCase()}?`}
          confirmLabel={change.role === null ? 'Remove role' : `Make ${ROLE_LABEL[change.role].toLowerCase()}`}
          busyLabel="Saving..."
          busy={busy}
          onConfirm={() => void apply()}
          onCancel={() => setChange(null)}
        >
          <p>{confirmText(change)} They see the change when they next sign in or their session refreshes.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
