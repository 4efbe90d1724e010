// /admin/people: accounts searched and paged by the server, each with its office role; an admin grants Staff or Admin,
// or removes the role, after a confirmation. An admin's own row cannot be changed. Search and page live in the URL.
import { useState, type FormEvent } from 'react';
import type { Person } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TextField } from '../../../../components/ui/field';
import { useQuery } from '../../../../lib/use-query';
import {
  listSummary,
  OfficeList,
  SearchButtons,
  SearchPanel,
  usePageInRange,
  useTypedSearch,
} from '../../components/office-list';
import { getPeople } from '../api/people';
import { PeopleTable } from './people-table';
import { PlacesRole } from './places-role';
import { RoleDialog, useRoleChange } from './role-change';

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

export interface PeopleListProps {
  ownId: string;
  /** Opens the correction of a student's record (the page composes it). */
  onOpenRecord: (person: Person) => void;
}

export function PeopleList({ ownId, onOpenRecord }: PeopleListProps) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const { query, page } = readParams(params);
  const people = useQuery(`people?${paramsOf(query, page).toString()}`, () => getPeople(query, page));
  const [typed, setTyped] = useTypedSearch(query);
  const roleChange = useRoleChange(people.reload);
  const [placing, setPlacing] = useState<Person | null>(null);
  const data = people.data;
  const pageSize = data?.page_size ?? 1;
  const searchFor = (to: number) => paramsOf(query, to).toString();
  const { pages, current } = usePageInRange({ page, pageSize, total: data?.total }, searchFor);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(paramsOf(typed.trim(), 1), { replace: true });
  };

  return (
    <section aria-labelledby="people-title">
      <title>{t('pageTitle', { title: t('people.title') })}</title>
      <h1 id="people-title" className="admin-title">
        {t('people.title')}
      </h1>
      <p className="admin-lead">{t('people.lead')}</p>
      {placing ? (
        <PlacesRole
          key={placing.id}
          person={placing}
          onClose={() => setPlacing(null)}
          onSaved={() => {
            setPlacing(null);
            people.reload();
          }}
        />
      ) : null}
      <OfficeList
        search={
          <SearchPanel
            label={t('people.find')}
            onSubmit={search}
            fields={
              <TextField
                label={t('list.search')}
                type="search"
                placeholder={t('people.searchPlaceholder')}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            }
            summary={listSummary(
              {
                loading: t('people.loading'),
                none: t('people.none'),
                one: t('people.one'),
                many: t('people.many'),
              },
              { page: current, pageSize, shown: data?.people.length ?? 0, total: data?.total },
            )}
            actions={
              <SearchButtons searching={query !== ''} onClear={() => setParams(paramsOf('', 1), { replace: true })} />
            }
          />
        }
        load={{
          status: people.status,
          loaded: data !== undefined,
          total: data?.total,
          reload: people.reload,
          loading: t('people.loading'),
          failed: t('people.failed'),
          failedRole: 'alert',
        }}
        pager={{ title: t('people.title'), page: current, pages, searchFor }}
      >
        {data && data.people.length > 0 ? (
          <PeopleTable
            people={data.people}
            ownId={ownId}
            busy={roleChange.busy}
            onChange={roleChange.ask}
            onOpenRecord={onOpenRecord}
            onOpenPlaces={setPlacing}
          />
        ) : null}
      </OfficeList>
      <RoleDialog roleChange={roleChange} />
    </section>
  );
}
