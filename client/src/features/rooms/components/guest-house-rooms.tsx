// A guest house's rooms for the nights asked: the stay picker (kept in the address, so Book Now, a reload and a shared
// link keep the dates) above the same map and list as a students' hostel, a room Vacant only when every night is free.
// Live: a night taken or freed, a room's price or service or the house's rules changed, elsewhere reads them again.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { defaultStay, getGuestRooms, stayFromSearch, staySearch, type StayDates } from '../../../lib/guest-stays';
import { useQuery } from '../../../lib/use-query';
import { useLiveTables } from '../live-tables';
import { guestRoomViews } from '../room-list';
import { RoomsBrowser } from './rooms-browser';
import { StayPicker } from './stay-picker';

const sameAnswer = (shown: unknown, loaded: unknown) => JSON.stringify(shown) === JSON.stringify(loaded);

export function GuestHouseRooms({ hostel }: { hostel: string }) {
  const [search, setSearch] = useSearchParams();
  const asked = stayFromSearch(search);
  const fallback = useMemo(() => defaultStay(), []);
  const stay = asked ?? fallback;
  const rooms = useQuery(`guest-rooms:${hostel}:${staySearch(stay)}`, () => getGuestRooms(hostel, stay), sameAnswer);
  const views = useMemo(() => (rooms.data ? guestRoomViews(rooms.data) : undefined), [rooms.data]);

  // Whether a room is free is the server's to say (a lapsed hold's nights count as free before the sweep removes them),
  // so any change heard reads the rooms again rather than being applied here.
  const ofHouse = `hostel_name=eq.${hostel}`;
  const tables = [
    { table: 'guest_rooms', filter: ofHouse },
    { table: 'guest_house_rules', filter: ofHouse },
    { table: 'guest_room_nights' },
  ];
  useLiveTables(`guest-rooms:${hostel}`, tables, rooms.status === 'success', rooms.reload);

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
