// What a page needs before its code arrives, started as the layout's code runs when the app opens at that page. The
// page's code is a chain of requests behind the layout's; on a phone its read's connection and CORS preflight then
// come beside it instead of after it. Only /profile has such work: its one read.
import { matchPath } from 'react-router-dom';
import { paths } from '../../config/paths';
import { startMyProfile } from '../../features/profile/api/my-profile-start';

export function startEarlyPageWork(pathname: string): void {
  if (matchPath(paths.profile.path, pathname)) startMyProfile();
}
