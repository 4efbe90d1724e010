import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { discoverRoutes } from './routes';

async function discover(path: string) {
  const patch = vi.fn<(routeId: string | null, children: RouteObject[]) => void>();
  await discoverRoutes({ path, patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined });
  return patch;
}

describe('discoverRoutes', () => {
  it('adds the office pages under the admin route on a visit under /admin, in any casing', async () => {
    for (const path of [paths.adminRooms.getHref(), '/Admin/Audit']) {
      const patch = await discover(path);
      expect(patch).toHaveBeenCalledOnce();
      const [routeId, children] = patch.mock.calls[0] ?? [];
      expect(routeId).toBe('admin');
      expect(children?.map((route) => route.path)).toEqual(
        expect.arrayContaining([paths.adminRooms.path, paths.adminAudit.path, paths.adminPeople.path]),
      );
    }
  });

  it('loads nothing for the public pages React Router asks about', async () => {
    for (const path of [paths.hostelRooms.getHref('Kanhar'), '/no-such-page', '/administrator']) {
      expect(await discover(path)).not.toHaveBeenCalled();
    }
  });
});
