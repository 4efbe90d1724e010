// What a page needs before its code arrives, started as the layout's code runs when the app opens at that page. The
// page's code is a chain of requests behind the layout's; on a phone its read's connection and CORS preflight then
// come beside it instead of after it. Two pages have such work: /profile's one read and a hostel's rooms.
import { matchPath } from 'react-router-dom';
import { paths } from '../../config/paths';
import { startMyProfile } from '../../features/profile/api/my-profile-start';
import { startHostelRooms } from '../../features/rooms/api/hostel-rooms-start';

/** The address's path as the router matches it: each segment decoded (one that is not valid stays as written). */
function decodedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll('/', '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

export function startEarlyPageWork(pathname: string): void {
  const path = decodedPath(pathname);
  if (matchPath(paths.profile.path, path)) startMyProfile();
  const hostel = matchPath(paths.hostelRooms.path, path)?.params.hosteltype;
  if (hostel) startHostelRooms(hostel);
}
