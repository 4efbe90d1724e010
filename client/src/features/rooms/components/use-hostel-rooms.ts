// A hostel's rooms as one viewer sees them, kept current: read once, then changed in place as Realtime tells of beds
// taken or freed elsewhere, with the signed-in student's own holds and bed read beside them.
import { useEffect } from 'react';
import { useAuth } from '../../../lib/auth';
import { onOwnBedsChanged } from '../../../lib/own-beds-news';
import { useQuery } from '../../../lib/use-query';
import { getHostelRooms, getOwnBeds, type OwnBeds } from '../api/get-hostel-rooms';
import { applyLiveChanges, useLiveRooms } from '../live-rooms';
import { sameRooms } from '../room-list';

const isOwnBed = (own: OwnBeds, id: unknown): boolean =>
  typeof id === 'number' && (own.held.has(id) || own.owned === id);

export function useHostelRooms(hostel: string) {
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
  return { rooms: query, own };
}
