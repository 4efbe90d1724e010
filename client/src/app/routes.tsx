// The routes table: one line per page. Each page is its own lazily loaded chunk under app/routes/.
import { redirect, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { lazyPage } from './lazy-page';

export const pageRoutes: RouteObject[] = [
  { path: paths.home.path, lazy: lazyPage(() => import('./routes/landing')) },
  { path: paths.about.path, lazy: lazyPage(() => import('./routes/about')) },
  {
    path: paths.hostels.path,
    lazy: lazyPage(() => import('./routes/hostels')),
  },
  { path: paths.status.path, lazy: lazyPage(() => import('./routes/status')) },
  {
    path: paths.hostelRooms.path,
    lazy: lazyPage(() => import('./routes/hostel-rooms')),
  },
  {
    path: paths.bookNow.path,
    lazy: lazyPage(() => import('./routes/book-now')),
  },
  {
    path: paths.payment.path,
    lazy: lazyPage(() => import('./routes/payment')),
  },
  {
    path: paths.success.path,
    lazy: lazyPage(() => import('./routes/success')),
  },
  {
    path: paths.receipt.path,
    lazy: lazyPage(() => import('./routes/receipt')),
  },
  {
    path: paths.login.path,
    lazy: lazyPage(() => import('./routes/auth/login')),
  },
  {
    path: paths.createAccount.path,
    lazy: lazyPage(() => import('./routes/auth/create-account')),
  },
  {
    path: paths.forgotPassword.path,
    lazy: lazyPage(() => import('./routes/auth/forgot-password')),
  },
  {
    path: paths.resetPassword.path,
    lazy: lazyPage(() => import('./routes/auth/reset-password')),
  },
  {
    path: paths.complaint.path,
    lazy: lazyPage(() => import('./routes/complaint')),
  },
  {
    path: paths.profile.path,
    lazy: lazyPage(() => import('./routes/profile')),
  },
  {
    path: paths.notifications.path,
    lazy: lazyPage(() => import('./routes/notifications')),
  },
  {
    path: paths.admin.path,
    lazy: lazyPage(() => import('./routes/admin/admin-layout')),
    children: [
      { index: true, lazy: lazyPage(() => import('./routes/admin/admin-home')) },
      {
        path: paths.adminApplications.path,
        lazy: lazyPage(() => import('./routes/admin/admin-applications')),
      },
      {
        path: paths.adminComplaints.path,
        lazy: lazyPage(() => import('./routes/admin/admin-complaints')),
      },
      {
        path: paths.adminRooms.path,
        lazy: lazyPage(() => import('./routes/admin/admin-rooms')),
      },
      {
        path: paths.adminBookings.path,
        lazy: lazyPage(() => import('./routes/admin/admin-bookings')),
      },
      {
        path: paths.adminPeople.path,
        lazy: lazyPage(() => import('./routes/admin/admin-people')),
      },
      {
        path: paths.adminHostels.path,
        lazy: lazyPage(() => import('./routes/admin/admin-hostels')),
      },
      {
        path: paths.adminNotices.path,
        lazy: lazyPage(() => import('./routes/admin/admin-notices')),
      },
      {
        path: paths.adminAudit.path,
        lazy: lazyPage(() => import('./routes/admin/admin-audit')),
      },
    ],
  },
  {
    path: paths.loginShortcut.path,
    loader: () => redirect(paths.login.getHref('student')),
  },
  {
    path: paths.signinShortcut.path,
    loader: () => redirect(paths.login.getHref('student')),
  },
  {
    path: paths.adminShortcut.path,
    loader: () => redirect(paths.login.getHref('admin')),
  },
];
