import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { dailyPaths } from '../config/daily-paths';
import { officePaths } from '../config/office-paths';
import { paths } from '../config/paths';
import { discoverRoutes } from './routes';

async function discover(path: string) {
  const patch = vi.fn<(routeId: string | null, children: RouteObject[]) => void>();
  await discoverRoutes({ path, patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined });
  return patch;
}

/** The everyday pages, patched in together on a visit to any of them. */
const DAILY_PATHS = [
  paths.mess.path,
  dailyPaths.messCounter.path,
  paths.messBill.path,
  paths.leave.path,
  dailyPaths.leaveConsent.path,
  paths.visitors.path,
  paths.gate.path,
  paths.jobs.path,
  paths.room.path,
];

describe('discoverRoutes', () => {
  it('adds the office pages under the admin route on a visit under /admin, in any casing', async () => {
    for (const path of [officePaths.adminRooms.getHref(), '/Admin/Audit']) {
      const patch = await discover(path);
      expect(patch).toHaveBeenCalledOnce();
      const [routeId, children] = patch.mock.calls[0] ?? [];
      expect(routeId).toBe('admin');
      expect(children?.map((route) => route.path)).toEqual(
        expect.arrayContaining([
          officePaths.adminRooms.path,
          officePaths.adminAudit.path,
          officePaths.adminPeople.path,
          officePaths.adminRollcall.path,
          officePaths.adminVisitors.path,
        ]),
      );
    }
  });

  it('adds the everyday pages beside the other pages on a visit to /mess or under it, in any casing', async () => {
    for (const path of [paths.mess.getHref(), paths.messBill.getHref('2026-11'), '/Mess/Counter']) {
      const patch = await discover(path);
      expect(patch).toHaveBeenCalledOnce();
      const [routeId, children] = patch.mock.calls[0] ?? [];
      expect(routeId).toBe('pages');
      expect(children?.map((route) => route.path)).toEqual(DAILY_PATHS);
    }
  });

  it('adds the same pages on a visit to /leave, under it, to /visitors, to /gate or to /jobs, in any casing', async () => {
    for (const path of [
      paths.leave.getHref(),
      dailyPaths.leaveConsent.getHref(),
      paths.visitors.getHref(),
      '/Visitors',
      '/Gate',
      paths.jobs.getHref(),
      paths.room.getHref(),
    ]) {
      const patch = await discover(path);
      expect(patch).toHaveBeenCalledOnce();
      const [routeId, children] = patch.mock.calls[0] ?? [];
      expect(routeId).toBe('pages');
      expect(children?.map((route) => route.path)).toEqual(DAILY_PATHS);
    }
  });

  it('loads nothing for the public pages React Router asks about', async () => {
    for (const path of [
      paths.hostelRooms.getHref('Kanhar'),
      '/no-such-page',
      '/administrator',
      '/messages',
      '/leaves',
      '/gateway',
      '/visitorsbook',
      '/jobsboard',
      '/rooms',
    ]) {
      expect(await discover(path)).not.toHaveBeenCalled();
    }
  });
});
