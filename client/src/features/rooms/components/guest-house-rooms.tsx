// A guest house's rooms for the nights asked: the stay picker (kept in the address, so Book Now, a reload and a shared
// link keep the dates) above the same map and list as a students' hostel, a room Vacant only when every night is free.
// Read again every few seconds, and at once when the page is shown again, so a stay booked elsewhere shows.
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { defaultStay, getGuestRooms, stayFromSearch, staySearch, type StayDates } from '../../../lib/guest-stays';
import { useNow } from '../../../lib/use-now';
import { useQuery } from '../../../lib/use-query';
import { guestRoomViews } from '../room-list';
import { RoomsBrowser } from './rooms-browser';
import { StayPicker } from './stay-picker';

/** How often the nights are read again while the page is on screen. */
export const GUEST_ROOMS_REFRESH_MS = 5000;

const sameAnswer = (shown: unknown, loaded: unknown) => JSON.stringify(shown) === JSON.stringify(loaded);

export function GuestHouseRooms({ hostel }: { hostel: string }) {
  const [search, setSearch] = useSearchParams();
  const asked = stayFromSearch(search);
  const fallback = useMemo(() => defaultStay(), []);
  const stay = asked ?? fallback;
  const rooms = useQuery(`guest-rooms:${hostel}:${staySearch(stay)}`, () => getGuestRooms(hostel, stay), sameAnswer);
  const views = useMemo(() => (rooms.data ? guestRoomViews(rooms.data) : undefined), [rooms.data]);

  const tick = useNow(GUEST_ROOMS_REFRESH_MS);
  // The first read is the query's own; each later tick reads again, unless the page is hidden.
  const firstTick = useRef(tick);
  const { reload } = rooms;
  useEffect(() => {
    if (tick !== firstTick.current && document.visibilityState === 'visible') reload();
  }, [tick, reload]);
  useEffect(() => {
    const onShow = () => {
      if (document.visibilityState === 'visible') reload();
    };
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, [reload]);

  const choose = (next: StayDates) =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of new URLSearchParams(staySearch(next))) updated.set(key, value);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <StayPicker stay={stay} rules={rooms.data?.rules} onChange={choose} />
      <RoomsBrowser views={views} failed={rooms.status === 'error'} blocked={null} />
    </>
  );
}
