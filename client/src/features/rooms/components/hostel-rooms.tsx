// The rooms of one students' hostel, kept current (Realtime), with the viewer's own holds and bed marked.
import { memo, useEffect, useMemo } from 'react';
import type { RoomTypeFreeBeds } from '../../../lib/hostels';
import { useNow } from '../../../lib/use-now';
import type { OwnBeds } from '../api/get-hostel-rooms';
import { freeBedsByType, toRoomViews } from '../room-list';
import { RoomsBrowser } from './rooms-browser';
import { useHostelRooms } from './use-hostel-rooms';

// Holds lapse on their own; re-deciding Reserved/Vacant this often keeps the page honest without refetching.
const TICK_MS = 30_000;

const NO_OWN_BEDS: OwnBeds = { held: new Set(), owned: null };

// Memoised: the page around it re-renders when the hostels list arrives, which must not re-render (or, during the
// transition, restart) the map.
export const HostelRooms = memo(function HostelRooms({
  hostel,
  onRoomTypes,
  blocked = null,
}: {
  hostel: string;
  /**
   * Told the free beds per room type whenever the rooms are read or re-decided (a live change, a hold lapsing), so the
   * page can offer a waitlist for a full type and follow the changes; and whether the viewer has a paid bed already.
   */
  onRoomTypes?: (roomTypes: RoomTypeFreeBeds[], viewerHasBed: boolean) => void;
  /** Why the viewer may not book in this hostel at all, said where Book Now would be. */
  blocked?: string | null;
}) {
  const { rooms: query, own } = useHostelRooms(hostel);
  const now = useNow(TICK_MS);
  const rooms = query.data;
  const ownBeds = own.data ?? NO_OWN_BEDS;
  const views = useMemo(
    () => (rooms ? toRoomViews(rooms, now, ownBeds.held, ownBeds.owned) : undefined),
    [rooms, ownBeds, now],
  );

  useEffect(() => {
    if (views && onRoomTypes) onRoomTypes(freeBedsByType(views), ownBeds.owned !== null);
  }, [views, onRoomTypes, ownBeds.owned]);

  return <RoomsBrowser views={views} failed={query.status === 'error'} blocked={blocked} />;
});
