// The office's pages other than its dashboard: patched under /admin on the first visit there (app/routes.tsx).
import type { RouteObject } from 'react-router-dom';
import { officePaths } from '../../../config/office-paths';
import { lazyPage } from '../../lazy-page';

/** Every office page reads the admin catalogue (the layout brings the spec's messages for its toasts and failures). */
const OFFICE_WORDS = ['admin'] as const;

export const officeRoutes: RouteObject[] = [
  {
    path: officePaths.adminApplications.path,
    lazy: lazyPage(() => import('./admin-applications'), OFFICE_WORDS),
  },
  {
    path: officePaths.adminComplaints.path,
    lazy: lazyPage(() => import('./admin-complaints'), OFFICE_WORDS),
  },
  {
    path: officePaths.adminRooms.path,
    lazy: lazyPage(() => import('./admin-rooms'), OFFICE_WORDS),
  },
  {
    path: officePaths.adminBookings.path,
    lazy: lazyPage(() => import('./admin-bookings'), OFFICE_WORDS),
  },
  {
    path: officePaths.adminPeople.path,
    lazy: lazyPage(() => import('./admin-people'), [...OFFICE_WORDS, 'records']),
  },
  {
    path: officePaths.adminRecords.path,
    lazy: lazyPage(() => import('./admin-records'), [...OFFICE_WORDS, 'records']),
  },
  {
    path: officePaths.adminHostels.path,
    lazy: lazyPage(() => import('./admin-hostels'), OFFICE_WORDS),
  },
  {
    path: officePaths.adminNotices.path,
    lazy: lazyPage(() => import('./admin-notices'), OFFICE_WORDS),
  },
  {
    path: officePaths.adminSelection.path,
    lazy: lazyPage(() => import('./admin-selection'), OFFICE_WORDS),
  },
  {
    path: officePaths.adminAllotments.path,
    lazy: lazyPage(() => import('./admin-allotments'), [...OFFICE_WORDS, 'allotments']),
  },
  {
    path: officePaths.adminLeave.path,
    lazy: lazyPage(() => import('./admin-leave'), [...OFFICE_WORDS, 'leave-office', 'records']),
  },
  {
    path: officePaths.adminGuestHouse.path,
    lazy: lazyPage(() => import('./admin-guest-house'), [...OFFICE_WORDS, 'guest-stays']),
  },
  {
    path: officePaths.adminRollcall.path,
    lazy: lazyPage(() => import('./admin-rollcall'), [...OFFICE_WORDS, 'rollcall']),
  },
  {
    path: officePaths.adminVisitors.path,
    lazy: lazyPage(() => import('./admin-visitors'), [...OFFICE_WORDS, 'visitors-office']),
  },
  {
    path: officePaths.adminWorkOrders.path,
    lazy: lazyPage(() => import('./admin-work-orders'), [...OFFICE_WORDS, 'work-orders-office', 'jobs']),
  },
  {
    path: officePaths.adminInspections.path,
    lazy: lazyPage(() => import('./admin-inspections'), [...OFFICE_WORDS, 'inspections', 'room']),
  },
  {
    path: officePaths.adminMess.path,
    lazy: lazyPage(() => import('./admin-mess'), [...OFFICE_WORDS, 'mess']),
  },
  {
    path: officePaths.adminMessMenus.path,
    lazy: lazyPage(() => import('./admin-mess-menus'), [...OFFICE_WORDS, 'mess-menus']),
  },
  {
    path: officePaths.adminMessRebates.path,
    lazy: lazyPage(() => import('./admin-mess-rebates'), [...OFFICE_WORDS, 'mess-menus']),
  },
  {
    path: officePaths.adminMessBills.path,
    lazy: lazyPage(() => import('./admin-mess-bills'), [...OFFICE_WORDS, 'mess-bills']),
  },
  {
    path: officePaths.adminMessScorecard.path,
    lazy: lazyPage(() => import('./admin-mess-scorecard'), [...OFFICE_WORDS, 'mess-bills']),
  },
  {
    path: officePaths.adminAudit.path,
    lazy: lazyPage(() => import('./admin-audit'), OFFICE_WORDS),
  },
];
