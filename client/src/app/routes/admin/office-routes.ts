// The office's pages other than its dashboard: patched under /admin on the first visit there (app/routes.tsx).
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { lazyPage } from '../../lazy-page';

/** Every office page reads the admin catalogue, and the spec's messages for its toasts and failures. */
const OFFICE_WORDS = ['admin', 'messages'] as const;

export const officeRoutes: RouteObject[] = [
  {
    path: paths.adminApplications.path,
    lazy: lazyPage(() => import('./admin-applications'), OFFICE_WORDS),
  },
  {
    path: paths.adminComplaints.path,
    lazy: lazyPage(() => import('./admin-complaints'), OFFICE_WORDS),
  },
  {
    path: paths.adminRooms.path,
    lazy: lazyPage(() => import('./admin-rooms'), OFFICE_WORDS),
  },
  {
    path: paths.adminBookings.path,
    lazy: lazyPage(() => import('./admin-bookings'), OFFICE_WORDS),
  },
  {
    path: paths.adminPeople.path,
    lazy: lazyPage(() => import('./admin-people'), [...OFFICE_WORDS, 'records']),
  },
  {
    path: paths.adminRecords.path,
    lazy: lazyPage(() => import('./admin-records'), [...OFFICE_WORDS, 'records']),
  },
  {
    path: paths.adminHostels.path,
    lazy: lazyPage(() => import('./admin-hostels'), OFFICE_WORDS),
  },
  {
    path: paths.adminNotices.path,
    lazy: lazyPage(() => import('./admin-notices'), OFFICE_WORDS),
  },
  {
    path: paths.adminSelection.path,
    lazy: lazyPage(() => import('./admin-selection'), OFFICE_WORDS),
  },
  {
    path: paths.adminAllotments.path,
    lazy: lazyPage(() => import('./admin-allotments'), [...OFFICE_WORDS, 'allotments']),
  },
  {
    path: paths.adminMess.path,
    lazy: lazyPage(() => import('./admin-mess'), [...OFFICE_WORDS, 'mess']),
  },
  {
    path: paths.adminMessMenus.path,
    lazy: lazyPage(() => import('./admin-mess-menus'), [...OFFICE_WORDS, 'mess-menus']),
  },
  {
    path: paths.adminMessRebates.path,
    lazy: lazyPage(() => import('./admin-mess-rebates'), [...OFFICE_WORDS, 'mess-menus']),
  },
  {
    path: paths.adminMessBills.path,
    lazy: lazyPage(() => import('./admin-mess-bills'), [...OFFICE_WORDS, 'mess-bills']),
  },
  {
    path: paths.adminMessScorecard.path,
    lazy: lazyPage(() => import('./admin-mess-scorecard'), [...OFFICE_WORDS, 'mess-bills']),
  },
  {
    path: paths.adminAudit.path,
    lazy: lazyPage(() => import('./admin-audit'), OFFICE_WORDS),
  },
];
