// What a page needs before its code arrives, started as the layout's code runs when the app opens at that page. The
// page's code is a chain of requests behind the layout's; on a phone its read's connection and CORS preflight then
// come beside it instead of after it. Two pages have such work: /profile's one read and a hostel's rooms.
import { matchRoutes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { startMyProfile } from '../../features/profile/api/my-profile-start';
import { startHostelRooms } from '../../features/rooms/api/hostel-rooms-start';

/** The params of `path` when the address is that page, decoded as the router decodes them; else undefined. */
const paramsAt = (path: string, pathname: string) => matchRoutes([{ path }], pathname)?.[0]?.params;

export function startEarlyPageWork(pathname: string): void {
  if (paramsAt(paths.profile.path, pathname)) startMyProfile();
  const hostel = paramsAt(paths.hostelRooms.path, pathname)?.hosteltype;
  if (hostel) startHostelRooms(hostel);
}
