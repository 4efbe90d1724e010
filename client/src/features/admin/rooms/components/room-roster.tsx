// /admin/rooms: a hostel's roster (wing → room → bed → occupant) paged and searched by the database, with check-in,
// check-out and out of service; admins also set the price of each room type. Hostel, search and page live in the URL.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { canonicalHostel, useHostels } from '../../../../lib/hostels';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { notify } from '../../../../lib/notifications';
import { useQuery } from '../../../../lib/use-query';
import { getRoster, ROSTER_PAGE_SIZE, type RosterBed } from '../api/get-roster';
import { checkInBed, checkOutBed, setRoomService } from '../api/room-actions';
import {
  BED_STATE_LABEL,
  bedState,
  groupRoster,
  readRosterParams,
  roomActionFailure,
  rosterParams,
  type RosterRoom,
} from '../roster';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import {
  listSummary,
  OfficeList,
  SearchPanel,
  usePageInRange,
  useTypedSearch,
  type SummaryWords,
} from '../../components/office-list';
import { RoomPrices } from './room-prices';
import '../../../../styles/status-badges.css';

type Pending =
  | { kind: 'check-in' | 'check-out'; bed: RosterBed }
  | { kind: 'out-of-service' | 'back-in-service'; room: RosterRoom; wing: string };

const roomName = (wing: string, room: { room_number: number }) => `Wing ${wing} · Room ${room.room_number}`;
const occupantOf = (bed: RosterBed) => bed.occupant_name ?? bed.occupant_email ?? 'the occupant';

function BedLine({ bed, onAction }: { bed: RosterBed; onAction: (pending: Pending) => void }) {
  const state = bedState(bed);
  const name = `bed ${bed.label} of room ${bed.room_number}`;
  return (
    <li className={`admin-bed admin-bed--${state}`}>
      <span className="admin-bed__label">Bed {bed.label}</span>
      <span className="admin-bed__who">
        {bed.occupied ? (
          <>
            <span className="admin-bed__name">{bed.occupant_name ?? 'Name not given'}</span>
            {bed.occupant_email ? <span className="admin-table__sub">{bed.occupant_email}</span> : null}
          </>
        ) : (
          <span className="admin-muted">Nobody</span>
        )}
      </span>
      <span className="admin-bed__state">
        <span className={`status-badge admin-bed-state admin-bed-state--${state}`}>{BED_STATE_LABEL[state]}</span>
        {bed.checked_in_at ? (
          <span className="admin-table__sub">
            since <time dateTime={bed.checked_in_at}>{formatDateTime(bed.checked_in_at)}</time>
          </span>
        ) : null}
        {bed.held_until ? (
          <span className="admin-table__sub">
            until <time dateTime={bed.held_until}>{formatDateTime(bed.held_until)}</time>
          </span>
        ) : null}
      </span>
      <span className="admin-bed__actions">
        {state === 'occupied' ? (
          <Button
            className="button--small"
            aria-label={`Check in ${name}`}
            onClick={() => onAction({ kind: 'check-in', bed })}
          >
            Check in
          </Button>
        ) : null}
        {bed.occupied ? (
          <Button
            variant="secondary"
            className="button--small"
            aria-label={`Check out ${name}`}
            onClick={() => onAction({ kind: 'check-out', bed })}
          >
            Check out
          </Button>
        ) : null}
      </span>
    </li>
  );
}

function RoomItem({ wing, room, onAction }: { wing: string; room: RosterRoom; onAction: (pending: Pending) => void }) {
  const titleId = `roster-room-${room.room_id}`;
  return (
    <li className={room.out_of_service ? 'admin-room admin-room--closed' : 'admin-room'} aria-labelledby={titleId}>
      <div className="admin-room__head">
        <h3 id={titleId} className="admin-room__title">
          {roomName(wing, room)}
        </h3>
        <span className="admin-muted">
          {room.occupancy === 1 ? 'Single' : 'Double'} · {formatMoney(room.price_minor)} a bed
        </span>
        {room.out_of_service ? <span className="status-badge admin-room__closed">Out of service</span> : null}
      </div>
      {room.out_of_service && room.out_of_service_reason ? (
        <p className="admin-room__reason">Reason: {room.out_of_service_reason}</p>
      ) : null}
      <ul className="admin-beds">
        {room.beds.map((bed) => (
          <BedLine key={bed.bed_id} bed={bed} onAction={onAction} />
        ))}
      </ul>
      <Button
        variant="ghost"
        className="button--small admin-room__service"
        aria-describedby={titleId}
        onClick={() => onAction({ kind: room.out_of_service ? 'back-in-service' : 'out-of-service', room, wing })}
      >
        {room.out_of_service ? 'Return to service' : 'Take out of service'}
      </Button>
    </li>
  );
}

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

function dialogFor(pending: Pending): { title: string; text: string; confirm: string; busy: string } {
  switch (pending.kind) {
    case 'check-in':
      return {
        title: 'Check in?',
        text: `${occupantOf(pending.bed)} collects the keys to bed ${pending.bed.label} of room ${pending.bed.room_number}.`,
        confirm: 'Check in',
        busy: 'Checking in...',
      };
    case 'check-out':
      return {
        title: 'Check out?',
        text: `${occupantOf(pending.bed)} leaves bed ${pending.bed.label} of room ${pending.bed.room_number}. The bed becomes free for booking and the paid booking ends. This cannot be undone here.`,
        confirm: 'Check out',
        busy: 'Checking out...',
      };
    case 'out-of-service':
      return {
        title: 'Take out of service?',
        text: `${roomName(pending.wing, pending.room)} cannot be booked until it returns to service. Students see it as Out of service; the reason stays with the office.`,
        confirm: 'Take out of service',
        busy: 'Saving...',
      };
    case 'back-in-service':
      return {
        title: 'Return to service?',
        text: `${roomName(pending.wing, pending.room)} can be booked again at once.`,
        confirm: 'Return to service',
        busy: 'Saving...',
      };
  }
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
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const total = roster.data?.total;
  const searchFor = (to: number) => rosterParams({ hostel, query, page: to }).toString();
  const { pages, current } = usePageInRange({ page, pageSize: ROSTER_PAGE_SIZE, total }, searchFor);

  const show = (next: Partial<typeof wanted>) =>
    setParams(rosterParams({ hostel, query, page: 1, ...next }), { replace: true });

  const search = (event: FormEvent) => {
    event.preventDefault();
    show({ query: typed.trim() });
  };

  const act = async (reason: string | null) => {
    if (!pending) return;
    setBusy(true);
    try {
      switch (pending.kind) {
        case 'check-in':
          await checkInBed(pending.bed.bed_id);
          notify.success(`${occupantOf(pending.bed)} is checked in.`);
          break;
        case 'check-out':
          await checkOutBed(pending.bed.bed_id);
          notify.success(`${occupantOf(pending.bed)} is checked out. Bed ${pending.bed.label} is free.`);
          break;
        case 'out-of-service':
          await setRoomService(pending.room.room_id, reason);
          notify.success(`${roomName(pending.wing, pending.room)} is out of service.`);
          break;
        case 'back-in-service':
          await setRoomService(pending.room.room_id, null);
          notify.success(`${roomName(pending.wing, pending.room)} is back in service.`);
          break;
      }
      setPending(null);
    } catch (error) {
      notify.error(roomActionFailure(error, 'That could not be done right now. Please try again.'));
      setPending(null);
    } finally {
      setBusy(false);
      roster.reload();
    }
  };

  const wings = groupRoster(roster.data?.rows ?? []);
  const dialog = pending ? dialogFor(pending) : null;

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
            actions={
              <>
                {query !== '' ? (
                  <Button variant="ghost" onClick={() => show({ query: '' })}>
                    Clear search
                  </Button>
                ) : null}
                <Button type="submit" variant="secondary">
                  Search
                </Button>
              </>
            }
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
                <RoomItem key={room.room_id} wing={wing.wing} room={room} onAction={setPending} />
              ))}
            </ul>
          </section>
        ))}
      </OfficeList>
      {pending && dialog ? (
        <ConfirmDialog
          title={dialog.title}
          confirmLabel={dialog.confirm}
          busyLabel={dialog.busy}
          busy={busy}
          reason={pending.kind === 'out-of-service' ? { label: 'Reason', max: 300 } : undefined}
          onConfirm={(reason) => void act(reason)}
          onCancel={() => setPending(null)}
        >
          <p>{dialog.text}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
