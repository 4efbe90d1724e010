// The wing map: a grid per wing (floors as rows, rooms as light cells), one tab stop for all of them, arrows between cells.
import { memo, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isMapKey, moveOnMap, type MapRows } from '../map-navigation';
import {
  ACCESSIBLE_MARK,
  OWN_HOLD_MARK,
  ROOM_STATE_MARK,
  ROOM_STATES,
  roomStateLabel,
  roomSummary,
  type RoomState,
  type WingMap as WingMapData,
} from '../room-list';

const HINT_ID = 'wing-map-hint';

interface CellProps {
  id: number;
  number: number;
  state: RoomState;
  bedsFree: number;
  bedsTotal: number;
  accessible: boolean;
  ownBed: boolean;
  ownHold: boolean;
  /** The language being read: the cell's words are its own, so a switch must reach it. */
  language: string;
  /** The one cell in the tab order. */
  active: boolean;
  /** The room's spot on its floor, so a wide map keeps gaps where filtered-out rooms are. */
  position: number;
}

/**
 * Primitive props only: a 30-second tick rebuilds every room object, yet re-renders just the cells whose state changed.
 * Each cell says its own words, so the ~500 sentences are built in React's interruptible slices, not in one long call of
 * the map, and not again when the map re-renders for something else.
 */
const Cell = memo(function Cell({
  id,
  number,
  state,
  bedsFree,
  bedsTotal,
  accessible,
  ownBed,
  ownHold,
  active,
  position,
}: CellProps) {
  const summary = roomSummary({
    room_number: number,
    state,
    beds_free: bedsFree,
    beds_total: bedsTotal,
    accessible,
    ownBed,
    ownHold,
  });
  const marked = ownHold || ownBed;
  return (
    <div role="gridcell" className="map-cell" style={{ '--position': position } as React.CSSProperties}>
      <button
        type="button"
        className={`map-cell__button map-cell__button--${state}${accessible ? ' map-cell__button--accessible' : ''}${marked ? ' map-cell__button--own' : ''}`}
        data-room-id={id}
        tabIndex={active ? 0 : -1}
        aria-label={summary}
        aria-haspopup="dialog"
        // The marks are drawn by CSS (::after) from this attribute: ~500 cells, one element fewer each to create,
        // style and lay out; the name above already says them in words.
        data-marks={`${ROOM_STATE_MARK[state]}${accessible ? ACCESSIBLE_MARK : ''}${marked ? OWN_HOLD_MARK : ''}`}
      >
        {number}
      </button>
    </div>
  );
});

/** What each colour and symbol of the map means. */
export function MapLegend() {
  const { t } = useTranslation(['rooms', 'messages']);
  return (
    <ul className="map-legend" aria-label={t('wing.mapKey')}>
      {ROOM_STATES.map((state) => (
        <li key={state}>
          <span className={`map-legend__swatch map-cell__button--${state}`} aria-hidden="true">
            {ROOM_STATE_MARK[state]}
          </span>
          {roomStateLabel(state)}
        </li>
      ))}
      <li>
        <span className="map-legend__swatch map-legend__swatch--plain map-cell__button--accessible" aria-hidden="true">
          {ACCESSIBLE_MARK}
        </span>
        {t('messages:roomAccessible')}
      </li>
      <li>
        <span className="map-legend__swatch map-legend__swatch--plain map-cell__button--own" aria-hidden="true">
          {OWN_HOLD_MARK}
        </span>
        {t('messages:yourBedOrHold')}
      </li>
    </ul>
  );
}

export interface WingMapProps {
  maps: readonly WingMapData[];
  /** A cell was chosen (click, Enter or Space). */
  onOpen: (roomId: number) => void;
}

export function WingMaps({ maps, onOpen }: WingMapProps) {
  const rows: MapRows = useMemo(
    () => maps.flatMap((map) => map.floors.map((floor) => floor.rooms.map(({ id, position }) => ({ id, position })))),
    [maps],
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const { t, i18n } = useTranslation(['rooms', 'messages']);
  const container = useRef<HTMLDivElement>(null);
  // The tab stop stays on the last cell the keys or a click reached while it is on the map; else the first cell.
  const activeId =
    chosen !== null && rows.some((row) => row.some((cell) => cell.id === chosen)) ? chosen : rows[0]?.[0]?.id;

  const roomIdOf = (target: EventTarget): number | null => {
    const button = target instanceof Element ? target.closest<HTMLElement>('[data-room-id]') : null;
    return button ? Number(button.dataset.roomId) : null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isMapKey(event.key)) return;
    const from = roomIdOf(event.target);
    if (from === null) return;
    event.preventDefault();
    const next = moveOnMap(rows, from, event.key, event.ctrlKey || event.metaKey);
    if (next === null) return;
    setChosen(next);
    container.current?.querySelector<HTMLElement>(`[data-room-id="${next}"]`)?.focus();
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const id = roomIdOf(event.target);
    if (id === null) return;
    setChosen(id);
    onOpen(id);
  };

  return (
    <div ref={container} className="wing-maps">
      <p id={HINT_ID} className="wing-maps__hint">
        {t('messages:roomsMapHint')}
      </p>
      {maps.map((map) => (
        <section
          key={map.wing}
          className="rooms-wing rooms-wing--map"
          aria-labelledby={`wing-${map.wing}`}
          style={{ '--floors': map.floors.length } as React.CSSProperties}
        >
          <h2 id={`wing-${map.wing}`} className="rooms-wing__title">
            {t('wing.title', { wing: map.wing })}{' '}
            <span className="rooms-wing__count">{t('wing.count', { total: map.total })}</span>
          </h2>
          <div
            role="grid"
            // The cells hold the one tab stop; the grid only hears their keys and clicks.
            tabIndex={-1}
            className="wing-map"
            aria-labelledby={`wing-${map.wing}`}
            aria-describedby={HINT_ID}
            style={{ '--columns': map.columns } as React.CSSProperties}
            onKeyDown={onKeyDown}
            onClick={onClick}
          >
            {map.floors.map(({ floor, rooms }) => (
              <div role="row" key={floor} className="wing-map__floor">
                <div role="rowheader" className="wing-map__floor-label">
                  {t('wing.floor', { floor })}
                </div>
                {rooms.map((room) => (
                  <Cell
                    key={room.id}
                    id={room.id}
                    number={room.room_number}
                    state={room.state}
                    bedsFree={room.beds_free}
                    bedsTotal={room.beds_total}
                    accessible={room.accessible}
                    ownBed={room.ownBed}
                    ownHold={room.ownHold}
                    language={i18n.language}
                    active={room.id === activeId}
                    position={room.position}
                  />
                ))}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
