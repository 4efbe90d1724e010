// The office's pages other than its dashboard: patched under /admin on the first visit there (app/routes.tsx).
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { lazyPage } from '../../lazy-page';

export const officeRoutes: RouteObject[] = [
  {
    path: paths.adminApplications.path,
    lazy: lazyPage(() => import('./admin-applications')),
  },
  {
    path: paths.adminComplaints.path,
    lazy: lazyPage(() => import('./admin-complaints')),
  },
  {
    path: paths.adminRooms.path,
    lazy: lazyPage(() => import('./admin-rooms')),
  },
  {
    path: paths.adminBookings.path,
    lazy: lazyPage(() => import('./admin-bookings')),
  },
  {
    path: paths.adminPeople.path,
    lazy: lazyPage(() => import('./admin-people')),
  },
  {
    path: paths.adminHostels.path,
    lazy: lazyPage(() => import('./admin-hostels')),
  },
  {
    path: paths.adminNotices.path,
    lazy: lazyPage(() => import('./admin-notices')),
  },
  {
    path: paths.adminSelection.path,
    lazy: lazyPage(() => import('./admin-selection')),
  },
  {
    path: paths.adminAudit.path,
    lazy: lazyPage(() => import('./admin-audit')),
  },
];
