// The rooms of one hostel: counts, filters by wing, vacancy and access, and a map per wing (or, by choice, a list).
import { memo, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import '../../../components/ui/field.css';
import { messages } from '../../../config/messages';
import { useAuth } from '../../../lib/auth';
import type { RoomTypeFreeBeds } from '../../../lib/hostels';
import { onOwnBedsChanged } from '../../../lib/own-beds-news';
import { useNow } from '../../../lib/use-now';
import { useQuery } from '../../../lib/use-query';
import { getHostelRooms, getOwnBeds, type OwnBeds } from '../api/get-hostel-rooms';
import { applyLiveChanges, useLiveRooms } from '../live-rooms';
import {
  countRooms,
  filterRooms,
  filtersFromSearch,
  firstOfMaps,
  firstRooms,
  freeBedsByType,
  groupByWing,
  sameRooms,
  searchFromFilters,
  toRoomViews,
  wingMaps,
  wingsOf,
  type RoomFilters,
} from '../room-list';
import { RoomCard } from './room-card';
import { RoomDetails } from './room-details';
import { RoomsLoading } from './rooms-loading';
import { MapLegend, WingMaps } from './wing-map';

// Holds lapse on their own; re-deciding Reserved/Vacant this often keeps the page honest without refetching.
const TICK_MS = 30_000;

const NO_OWN_BEDS: OwnBeds = { held: new Set(), owned: null };

const isOwnBed = (own: OwnBeds, id: unknown): boolean =>
  typeof id === 'number' && (own.held.has(id) || own.owned === id);

/**
 * The first paint shows about what a screen can show: the list view's first cards, or the map's first rooms (two
 * floors). The rest of a hostel's ~500 rooms follow in a transition, which React renders in slices, so a phone's main
 * thread never stalls on the whole hostel.
 */
const FIRST_CARDS = 24;
const FIRST_MAP_ROOMS = 50;

// Memoised: the page around it re-renders when the hostels list arrives, which must not re-render (or, during the
// transition, restart) the map.
export const HostelRooms = memo(function HostelRooms({
  hostel,
  onRoomTypes,
}: {
  hostel: string;
  /**
   * Told the free beds per room type whenever the rooms are read or re-decided (a live change, a hold lapsing), so the
   * page can offer a waitlist for a full type and follow the changes.
   */
  onRoomTypes?: (roomTypes: RoomTypeFreeBeds[]) => void;
}) {
  const auth = useAuth();
  const userId = auth.user?.id ?? null;
  // The rooms are public, so they load at once; a signed-in student's own holds follow once the session is known
  // and turn their Reserved rooms back into Book Now, marked as their hold.
  const query = useQuery(`rooms:${hostel}`, () => getHostelRooms(hostel), sameRooms);
  const own = useQuery(userId === null ? null : `own-beds:${hostel}:${userId}`, getOwnBeds);
  // Rooms taken or freed elsewhere show within about a second (Realtime): the rows heard are applied where they are,
  // so a busy day's stream of changes costs the page no reads; the rooms are read again only when a row cannot be
  // applied, or on joining (again, after a dropped socket), when changes may have been missed.
  useLiveRooms(hostel, query.status === 'success', (news) => {
    const shown = query.data;
    if (news === 'all' || shown === undefined) {
      query.reload();
      own.reload();
      return;
    }
    if (applyLiveChanges(shown, news) === null) query.reload();
    else query.update((current) => applyLiveChanges(current, news) ?? current);
    // The viewer's own holds and bed are theirs alone: read again only when one of those beds changed.
    const mine = own.data;
    if (mine && news.some((change) => change.table === 'beds' && isOwnBed(mine, change.row.id))) own.reload();
  });
  // A hold taken in another tab or on another device: Realtime tells of the bed but not whose it is.
  const reloadOwn = own.reload;
  useEffect(() => (userId === null ? undefined : onOwnBedsChanged(reloadOwn)), [userId, reloadOwn]);
  const now = useNow(TICK_MS);
  const [search, setSearch] = useSearchParams();
  // The controls answer at once from local state; the address follows so a reload or a shared link keeps the view.
  const [chosen, setChosen] = useState<RoomFilters>(() => filtersFromSearch(search, search.getAll('wing')));
  const [openId, setOpenId] = useState<number | null>(null);
  const mapRef = useRef<HTMLDivElement>(null);

  const rooms = query.data;
  const ownBeds = own.data ?? NO_OWN_BEDS;
  const views = useMemo(
    () => (rooms ? toRoomViews(rooms, now, ownBeds.held, ownBeds.owned) : []),
    [rooms, ownBeds, now],
  );
  const wings = useMemo(() => wingsOf(views), [views]);
  // Until the rooms arrive the wings are unknown: the chosen one stays chosen.
  const wing = rooms === undefined || wings.includes(chosen.wing) ? chosen.wing : '';
  const { vacantOnly, accessibleOnly, view } = chosen;
  const visible = useMemo(
    () => filterRooms(views, { wing, vacantOnly, accessibleOnly }),
    [views, wing, vacantOnly, accessibleOnly],
  );
  const [complete, setComplete] = useState(false);
  const maps = useMemo(
    () => (view === 'map' ? firstOfMaps(wingMaps(visible), complete ? Infinity : FIRST_MAP_ROOMS) : []),
    [view, visible, complete],
  );
  const groups = useMemo(
    () => (view === 'list' ? firstRooms(groupByWing(visible), complete ? Infinity : FIRST_CARDS) : []),
    [view, visible, complete],
  );
  const all = useMemo(() => countRooms(views), [views]);
  const shown = useMemo(() => countRooms(visible), [visible]);
  const openRoom = views.find((room) => room.id === openId);

  useEffect(() => {
    if (rooms && !complete) startTransition(() => setComplete(true));
  }, [rooms, complete]);

  useEffect(() => {
    if (rooms && onRoomTypes) onRoomTypes(freeBedsByType(views));
  }, [rooms, views, onRoomTypes]);

  const setFilters = (next: Partial<RoomFilters>) => {
    const updated: RoomFilters = { wing, vacantOnly, accessibleOnly, view, ...next };
    setChosen(updated);
    setSearch(searchFromFilters(updated), { replace: true, preventScrollReset: true });
  };

  const closeDetails = () => {
    const id = openId;
    setOpenId(null);
    // Back to the cell the room was opened from, so the keys carry on where they were.
    if (id !== null) mapRef.current?.querySelector<HTMLElement>(`[data-room-id="${id}"]`)?.focus();
  };

  if (query.status === 'error') {
    return (
      <p className="empty-state" role="alert">
        {messages.fetchRoomsFailed}
      </p>
    );
  }
  return (
    <>
      <form className="rooms-filters card" aria-label="Filter rooms" onSubmit={(event) => event.preventDefault()}>
        <fieldset className="rooms-view">
          <legend className="field__label">View</legend>
          <div className="rooms-view__options">
            {(['map', 'list'] as const).map((option) => (
              <label key={option} className="rooms-view__option">
                <input
                  type="radio"
                  name="rooms-view"
                  value={option}
                  checked={view === option}
                  onChange={() => setFilters({ view: option })}
                />
                {option === 'map' ? messages.roomsViewMap : messages.roomsViewList}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field rooms-filters__wing">
          <label className="field__label" htmlFor="rooms-wing">
            Wing
          </label>
          <select
            id="rooms-wing"
            className="input input--select"
            value={wing}
            disabled={rooms === undefined}
            onChange={(event) => setFilters({ wing: event.target.value })}
          >
            <option value="">All wings</option>
            {wings.map((name) => (
              <option key={name} value={name}>
                Wing {name}
              </option>
            ))}
          </select>
        </div>
        <div className="checkbox">
          <input
            id="rooms-vacant"
            type="checkbox"
            checked={vacantOnly}
            onChange={(event) => setFilters({ vacantOnly: event.target.checked })}
          />
          <label htmlFor="rooms-vacant">Vacant only</label>
        </div>
        <div className="checkbox">
          <input
            id="rooms-accessible"
            type="checkbox"
            checked={accessibleOnly}
            onChange={(event) => setFilters({ accessibleOnly: event.target.checked })}
          />
          <label htmlFor="rooms-accessible">Accessible only</label>
        </div>
      </form>

      {rooms === undefined ? (
        // The filters above are already in place.
        <RoomsLoading />
      ) : (
        <>
          <p className="rooms-summary" aria-live="polite">
            Showing <strong>{shown.total}</strong> of {all.total} rooms · <strong>{all.vacant}</strong> vacant ·{' '}
            {all.partly > 0 ? `${all.partly} partly free · ` : ''}
            {all.occupied} occupied
            {all.reserved > 0 ? ` · ${all.reserved} reserved` : ''}
            {all['out-of-service'] > 0 ? ` · ${all['out-of-service']} out of service` : ''}
          </p>
          {shown.vacant + shown.partly === 0 ? <p className="empty-state">{messages.noVacantRooms}</p> : null}
        </>
      )}

      {rooms !== undefined && view === 'map' ? (
        <div ref={mapRef}>
          <MapLegend />
          <WingMaps maps={maps} onOpen={setOpenId} />
          {openRoom ? <RoomDetails key={openRoom.id} room={openRoom} onClose={closeDetails} /> : null}
        </div>
      ) : null}
      {groups.map((group) => (
        <section key={group.wing} className="rooms-wing" aria-labelledby={`wing-${group.wing}`}>
          <h2 id={`wing-${group.wing}`} className="rooms-wing__title">
            Wing {group.wing} <span className="rooms-wing__count">({group.total} rooms)</span>
          </h2>
          <ul className="rooms-grid">
            {group.rooms.map((room) => (
              <RoomCard key={room.id} room={room} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
});
