// The rooms on screen, whoever reads them: counts, filters by wing, vacancy and access, and a map per wing (or, by
// choice, a list), with a room's details opened from the map. A students' hostel and a guest house both show theirs here.
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  countRooms,
  filterRooms,
  filtersFromSearch,
  firstOfMaps,
  firstRooms,
  groupByWing,
  searchFromFilters,
  wingMaps,
  wingsOf,
  type RoomCounts,
  type RoomFilters,
  type RoomView,
} from '../room-list';
import { RoomCard } from './room-card';
import { RoomDetails } from './room-details';
import { RoomsFilters } from './rooms-filters';
import { RoomsLoading } from './rooms-loading';
import { MapLegend, WingMaps } from './wing-map';

/**
 * The first paint shows about what a screen can show: the list view's first cards, or the map's first rooms (two
 * floors). The rest of a hostel's ~500 rooms follow in a transition, which React renders in slices, so a phone's main
 * thread never stalls on the whole hostel.
 */
const FIRST_CARDS = 24;
const FIRST_MAP_ROOMS = 50;

/** How many rooms the filters show of all, and how many of all are in each state. */
function RoomsSummary({ shown, all }: { shown: RoomCounts; all: RoomCounts }) {
  const { t } = useTranslation('rooms');
  const rest = [
    all.partly > 0 ? t('summary.partly', { count: all.partly }) : null,
    t('summary.occupied', { count: all.occupied }),
    all.reserved > 0 ? t('summary.reserved', { count: all.reserved }) : null,
    all['out-of-service'] > 0 ? t('summary.outOfService', { count: all['out-of-service'] }) : null,
  ].filter((part) => part !== null);
  return (
    <p className="rooms-summary" aria-live="polite">
      <Trans
        t={t}
        i18nKey="summary.shown"
        values={{ shown: shown.total, total: all.total, vacant: all.vacant }}
        components={{ strong: <strong /> }}
      />
      {rest.map((part) => ` · ${part}`).join('')}
    </p>
  );
}

/** The list view: each wing's rooms as cards. */
function RoomsByWing({
  groups,
  blocked,
}: {
  groups: ReadonlyArray<{ wing: string; total: number; rooms: RoomView[] }>;
  blocked: string | null;
}) {
  const { t } = useTranslation('rooms');
  return (
    <>
      {groups.map((group) => (
        <section key={group.wing} className="rooms-wing" aria-labelledby={`wing-${group.wing}`}>
          <h2 id={`wing-${group.wing}`} className="rooms-wing__title">
            {t('wing.title', { wing: group.wing })}{' '}
            <span className="rooms-wing__count">{t('wing.count', { total: group.total })}</span>
          </h2>
          <ul className="rooms-grid">
            {group.rooms.map((room) => (
              <RoomCard key={room.id} room={room} blocked={blocked} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export interface RoomsBrowserProps {
  /** The rooms as the viewer sees them; undefined until they are read. */
  views: readonly RoomView[] | undefined;
  /** The rooms could not be read. */
  failed: boolean;
  /** Why the viewer may not book here at all, said where Book Now would be. */
  blocked: string | null;
}

export function RoomsBrowser({ views, failed, blocked }: RoomsBrowserProps) {
  const { t } = useTranslation('messages');
  const [search, setSearch] = useSearchParams();
  // The controls answer at once from local state; the address follows so a reload or a shared link keeps the view.
  const [chosen, setChosen] = useState<RoomFilters>(() => filtersFromSearch(search, search.getAll('wing')));
  const [openId, setOpenId] = useState<number | null>(null);
  const mapRef = useRef<HTMLDivElement>(null);

  const loaded = views !== undefined;
  const wings = useMemo(() => wingsOf(views ?? []), [views]);
  // Until the rooms arrive the wings are unknown: the chosen one stays chosen.
  const wing = !loaded || wings.includes(chosen.wing) ? chosen.wing : '';
  const { vacantOnly, accessibleOnly, view } = chosen;
  const visible = useMemo(
    () => filterRooms(views ?? [], { wing, vacantOnly, accessibleOnly }),
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
  const all = useMemo(() => countRooms(views ?? []), [views]);
  const shown = useMemo(() => countRooms(visible), [visible]);
  const openRoom = views?.find((room) => room.id === openId);

  useEffect(() => {
    if (loaded && !complete) startTransition(() => setComplete(true));
  }, [loaded, complete]);

  const setFilters = (next: Partial<RoomFilters>) => {
    const updated: RoomFilters = { wing, vacantOnly, accessibleOnly, view, ...next };
    setChosen(updated);
    setSearch((current) => searchFromFilters(updated, current), { replace: true, preventScrollReset: true });
  };

  const closeDetails = () => {
    const id = openId;
    setOpenId(null);
    // Back to the cell the room was opened from, so the keys carry on where they were.
    if (id !== null) mapRef.current?.querySelector<HTMLElement>(`[data-room-id="${id}"]`)?.focus();
  };

  if (failed) {
    return (
      <p className="empty-state" role="alert">
        {t('fetchRoomsFailed')}
      </p>
    );
  }
  return (
    <>
      <RoomsFilters
        filters={{ wing, vacantOnly, accessibleOnly, view }}
        wings={wings}
        loaded={loaded}
        onChange={setFilters}
      />

      {!loaded ? (
        // The filters above are already in place.
        <RoomsLoading />
      ) : (
        <>
          <RoomsSummary shown={shown} all={all} />
          {shown.vacant + shown.partly === 0 ? <p className="empty-state">{t('noVacantRooms')}</p> : null}
        </>
      )}

      {loaded && view === 'map' ? (
        <div ref={mapRef}>
          <MapLegend />
          <WingMaps maps={maps} onOpen={setOpenId} />
          {openRoom ? <RoomDetails key={openRoom.id} room={openRoom} onClose={closeDetails} blocked={blocked} /> : null}
        </div>
      ) : null}
      <RoomsByWing groups={groups} blocked={blocked} />
    </>
  );
}
