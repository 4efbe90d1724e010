// /admin/rooms: a hostel's roster (wing → room → bed → occupant) paged and searched by the database, with check-in,
// check-out and out of service; admins also set the price of each room type. Hostel, search and page live in the URL.
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SelectField, TextField } from '../../../../components/ui/field';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { canonicalHostel, useHostels } from '../../../../lib/hostels';
import { t } from '../../../../lib/i18n';
import { useQuery } from '../../../../lib/use-query';
import { getRoster, ROSTER_PAGE_SIZE } from '../api/get-roster';
import { groupRoster, readRosterParams, rosterParams } from '../roster';
import {
  listSummary,
  OfficeList,
  SearchButtons,
  SearchPanel,
  usePageInRange,
  useTypedSearch,
  type SummaryWords,
} from '../../components/office-list';
import { RoomPrices } from './room-prices';
import { RosterActionDialog, useRosterAction } from './roster-action';
import { RoomItem } from './roster-room';

/** 'Showing beds 51–100 of 476' across pages, 'Showing 12 beds' on one, or why nothing is shown. */
function rosterWords(searched: boolean): SummaryWords {
  return {
    loading: t('admin:rooms.loading'),
    none: searched ? t('admin:rooms.noMatch') : t('admin:rooms.noBeds'),
    one: t('admin:rooms.one'),
    many: t('admin:rooms.many'),
    range: (first, last, total) => t('admin:rooms.range', { first, last, total }),
  };
}

export interface RoomRosterProps {
  isAdmin: boolean;
  /** Checks in and out and takes rooms out of service (the whole office); others only read who lives where. */
  canAct: boolean;
  /** The hostels the account sees; null for every hostel. */
  served: readonly string[] | null;
}

export function RoomRoster({ isAdmin, canAct, served }: RoomRosterProps) {
  const { t } = useTranslation('admin');
  const all = useHostels();
  const hostels = { ...all, data: all.data?.filter((row) => served === null || served.includes(row.name)) };
  const [params, setParams] = useSearchParams();
  const wanted = readRosterParams(params);
  const hostel = hostels.data ? ((canonicalHostel(hostels.data, wanted.hostel) ?? hostels.data[0])?.name ?? '') : '';
  const { query, page } = wanted;
  const key = hostel === '' ? null : `roster?${rosterParams({ hostel, query, page }).toString()}`;
  const roster = useQuery(key, () => getRoster(hostel, query, page));
  const [typed, setTyped] = useTypedSearch(query);
  const action = useRosterAction(roster.reload);
  const total = roster.data?.total;
  const searchFor = (to: number) => rosterParams({ hostel, query, page: to }).toString();
  const { pages, current } = usePageInRange({ page, pageSize: ROSTER_PAGE_SIZE, total }, searchFor);

  const show = (next: Partial<typeof wanted>) =>
    setParams(rosterParams({ hostel, query, page: 1, ...next }), { replace: true });

  const search = (event: FormEvent) => {
    event.preventDefault();
    show({ query: typed.trim() });
  };

  const wings = groupRoster(roster.data?.rows ?? []);

  return (
    <section aria-labelledby="rooms-title">
      <title>{t('pageTitle', { title: t('rooms.title') })}</title>
      <h1 id="rooms-title" className="admin-title">
        {t('rooms.title')}
      </h1>
      {hostels.status === 'error' ? (
        <RetryMessage role="alert" message={t('rooms.hostelsFailed')} onRetry={hostels.reload} />
      ) : null}
      <OfficeList
        search={
          <SearchPanel
            label={t('rooms.find')}
            onSubmit={search}
            fields={
              <>
                <SelectField
                  label={t('bookings.hostel')}
                  options={(hostels.data ?? []).map((row) => ({ value: row.name, label: row.name }))}
                  value={hostel}
                  disabled={!hostels.data}
                  onChange={(event) => show({ hostel: event.target.value, query: '' })}
                />
                <TextField
                  label={t('rooms.occupant')}
                  type="search"
                  placeholder={t('people.searchPlaceholder')}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                />
              </>
            }
            summary={listSummary(rosterWords(query.trim() !== ''), {
              page: current,
              pageSize: ROSTER_PAGE_SIZE,
              shown: roster.data?.rows.length ?? 0,
              total,
            })}
            actions={<SearchButtons searching={query !== ''} onClear={() => show({ query: '' })} />}
          />
        }
        before={isAdmin && hostel !== '' ? <RoomPrices key={hostel} hostel={hostel} /> : null}
        load={{
          status: roster.status,
          loaded: roster.data !== undefined,
          total,
          reload: roster.reload,
          loading: t('rooms.loading'),
          failed: t('rooms.failed'),
          failedRole: 'alert',
        }}
        pager={{ title: t('rooms.roster'), page: current, pages, searchFor }}
      >
        {wings.map((wing) => (
          <section key={wing.wing} className="admin-wing" aria-labelledby={`roster-wing-${wing.wing}`}>
            <h2 id={`roster-wing-${wing.wing}`} className="admin-wing__title">
              {t('rooms.wing', { wing: wing.wing })}
            </h2>
            <ul className="admin-rooms">
              {wing.rooms.map((room) => (
                <RoomItem key={room.room_id} wing={wing.wing} room={room} onAction={canAct ? action.ask : undefined} />
              ))}
            </ul>
          </section>
        ))}
      </OfficeList>
      <RosterActionDialog action={action} />
    </section>
  );
}
