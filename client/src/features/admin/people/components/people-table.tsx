// The accounts on one page: name and roll number, email, role, when they joined and last signed in, the role changes
// offered (the admin's own row cannot be changed) and, for a student with a record, the way to correct it.
import type { Person } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { formatDay, formatDateTime } from '../../../../lib/format';
import { answersTo, changesFor, requestInWords, roleInWords, whoIs, type Change } from './role-change';
import { TableScroll } from '../../components/table-scroll';

export interface PeopleTableProps {
  people: readonly Person[];
  ownId: string;
  busy: boolean;
  onChange: (change: Change) => void;
  /** Opens the correction of a student's record. */
  onOpenRecord: (person: Person) => void;
  /** Opens the choice of a role for places (warden, mess manager, guard, technician). */
  onOpenPlaces: (person: Person) => void;
}

export function PeopleTable({ people, ownId, busy, onChange, onOpenRecord, onOpenPlaces }: PeopleTableProps) {
  const { t } = useTranslation('admin');
  return (
    <TableScroll label={t('people.caption')}>
      <table className="admin-table">
        <caption className="visually-hidden">{t('people.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bookings.name')}</th>
            <th scope="col">{t('list.email')}</th>
            <th scope="col">{t('people.role')}</th>
            <th scope="col">{t('people.joined')}</th>
            <th scope="col">{t('people.lastSignIn')}</th>
            <th scope="col">{t('people.changeRole')}</th>
            <th scope="col">{t('people.record')}</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => {
            const own = person.id === ownId;
            return (
              <tr key={person.id}>
                <th scope="row" data-label={t('bookings.name')}>
                  {person.full_name ?? <span className="admin-muted">{t('people.notGiven')}</span>}
                  {person.roll_number ? (
                    <span className="admin-table__sub">{t('people.rollNumber', { roll: person.roll_number })}</span>
                  ) : null}
                  {own ? <span className="admin-table__sub">{t('people.you')}</span> : null}
                </th>
                <td data-label={t('list.email')} className="admin-table__email">
                  {person.email ?? '—'}
                </td>
                <td data-label={t('people.role')}>
                  {roleInWords(person)}
                  {person.access_request ? <span className="admin-table__sub">{requestInWords(person)}</span> : null}
                </td>
                <td data-label={t('people.joined')} className="admin-table__date">
                  <time dateTime={person.created_at}>{formatDay(person.created_at)}</time>
                </td>
                <td data-label={t('people.lastSignIn')} className="admin-table__date">
                  {person.last_sign_in_at ? (
                    <time dateTime={person.last_sign_in_at}>{formatDateTime(person.last_sign_in_at)}</time>
                  ) : (
                    t('people.never')
                  )}
                </td>
                <td data-label={t('people.changeRole')}>
                  <div className="admin-role-actions">
                    {(person.access_request
                      ? answersTo(person)
                      : changesFor(person.role).map((option) => ({ ...option, person }))
                    ).map(({ label, ...change }) => (
                      <Button
                        key={label}
                        variant="secondary"
                        className="button--small"
                        disabled={own || busy}
                        aria-label={t('people.changeFor', { label, who: whoIs(person) })}
                        onClick={() => onChange(change)}
                      >
                        {label}
                      </Button>
                    ))}
                    {person.access_request ? null : (
                      <Button
                        variant="secondary"
                        className="button--small"
                        disabled={own || busy}
                        aria-label={t('people.places.openFor', { who: whoIs(person) })}
                        onClick={() => onOpenPlaces(person)}
                      >
                        {t('people.places.open')}
                      </Button>
                    )}
                    {own ? <span className="admin-table__sub">{t('people.ownRowNote')}</span> : null}
                  </div>
                </td>
                <td data-label={t('people.record')}>
                  {person.roll_number ? (
                    <Button
                      variant="secondary"
                      className="button--small"
                      aria-label={t('people.correctRecordFor', { who: whoIs(person) })}
                      onClick={() => onOpenRecord(person)}
                    >
                      {t('people.correctRecord')}
                    </Button>
                  ) : (
                    <span className="admin-muted">{t('people.noRecord')}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
