// /admin/rooms: a hostel's roster (wing → room → bed → occupant) paged and searched by the database, with check-in,
// check-out and out of service; admins also set the price of each room type. Hostel, search and page live in the URL.
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SelectField, TextField } from '../../../../components/ui/field';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { canonicalHostel, useHostels } from '../../../../lib/hostels';
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
    loading: 'Loading the roster…',
    none: searched ? 'No occupant matches this search' : 'This hostel has no beds',
    one: 'bed',
    many: 'beds',
    range: (first, last, total) => `Showing beds ${first}–${last} of ${total}`,
  };
}

export function RoomRoster({ isAdmin }: { isAdmin: boolean }) {
  const hostels = useHostels();
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
      <title>Rooms · Admin · Campus Hostel</title>
      <h1 id="rooms-title" className="admin-title">
        Rooms
      </h1>
      {hostels.status === 'error' ? (
        <RetryMessage role="alert" message="The hostels could not be loaded right now." onRetry={hostels.reload} />
      ) : null}
      <OfficeList
        search={
          <SearchPanel
            label="Find beds"
            onSubmit={search}
            fields={
              <>
                <SelectField
                  label="Hostel"
                  options={(hostels.data ?? []).map((row) => ({ value: row.name, label: row.name }))}
                  value={hostel}
                  disabled={!hostels.data}
                  onChange={(event) => show({ hostel: event.target.value, query: '' })}
                />
                <TextField
                  label="Occupant"
                  type="search"
                  placeholder="Name or email"
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
          loading: 'Loading the roster…',
          failed: 'The roster could not be loaded right now.',
          failedRole: 'alert',
        }}
        pager={{ title: 'Roster', page: current, pages, searchFor }}
      >
        {wings.map((wing) => (
          <section key={wing.wing} className="admin-wing" aria-labelledby={`roster-wing-${wing.wing}`}>
            <h2 id={`roster-wing-${wing.wing}`} className="admin-wing__title">
              Wing {wing.wing}
            </h2>
            <ul className="admin-rooms">
              {wing.rooms.map((room) => (
                <RoomItem key={room.room_id} wing={wing.wing} room={room} onAction={action.ask} />
              ))}
            </ul>
          </section>
        ))}
      </OfficeList>
      <RosterActionDialog action={action} />
    </section>
  );
}
