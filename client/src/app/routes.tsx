// The routes table: one line per page. Each page is its own lazily loaded chunk under app/routes/.
import { redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { lazyPage } from './lazy-page';

/** The office's route, which its pages are patched into. */
const ADMIN_ROUTE_ID = 'admin';

/** The route every page is a child of, which the everyday pages are patched into. */
export const PAGES_ROUTE_ID = 'pages';

export const pageRoutes: RouteObject[] = [
  { path: paths.home.path, lazy: lazyPage(() => import('./routes/landing'), ['pages']) },
  { path: paths.about.path, lazy: lazyPage(() => import('./routes/about'), ['pages']) },
  {
    path: paths.hostels.path,
    lazy: lazyPage(() => import('./routes/hostels'), ['rooms']),
  },
  {
    path: paths.status.path,
    lazy: lazyPage(() => import('./routes/status'), ['pages', 'applications', 'complaints', 'notices', 'rooms']),
  },
  {
    path: paths.hostelRooms.path,
    lazy: lazyPage(() => import('./routes/hostel-rooms'), ['rooms', 'eligibility', 'booking']),
  },
  {
    path: paths.bookNow.path,
    lazy: lazyPage(() => import('./routes/book-now'), ['booking', 'eligibility', 'records']),
  },
  {
    path: paths.payment.path,
    lazy: lazyPage(() => import('./routes/payment'), ['booking']),
  },
  {
    path: paths.success.path,
    lazy: lazyPage(() => import('./routes/success'), ['booking']),
  },
  {
    path: paths.receipt.path,
    lazy: lazyPage(() => import('./routes/receipt'), ['receipts']),
  },
  {
    path: paths.login.path,
    lazy: lazyPage(() => import('./routes/auth/login'), ['auth']),
  },
  {
    path: paths.createAccount.path,
    lazy: lazyPage(() => import('./routes/auth/create-account'), ['auth']),
  },
  {
    path: paths.forgotPassword.path,
    lazy: lazyPage(() => import('./routes/auth/forgot-password'), ['auth']),
  },
  {
    path: paths.resetPassword.path,
    lazy: lazyPage(() => import('./routes/auth/reset-password'), ['auth']),
  },
  {
    path: paths.complaint.path,
    lazy: lazyPage(() => import('./routes/complaint'), ['complaints']),
  },
  {
    path: paths.profile.path,
    lazy: lazyPage(
      () => import('./routes/profile'),
      ['profile', 'applications', 'complaints', 'roommates', 'eligibility', 'records', 'guest-stays'],
    ),
  },
  {
    path: paths.notifications.path,
    lazy: lazyPage(() => import('./routes/notifications'), ['notifications']),
  },
  {
    path: paths.selectionClaim.path,
    lazy: lazyPage(() => import('./routes/selection-claim'), ['selection']),
  },
  {
    id: ADMIN_ROUTE_ID,
    path: paths.admin.path,
    lazy: lazyPage(() => import('./routes/admin/admin-layout'), ['admin']),
    // The dashboard is here; the office's other pages join on the first visit under /admin (see discoverRoutes).
    children: [{ index: true, lazy: lazyPage(() => import('./routes/admin/admin-home'), ['admin']) }],
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

/**
 * The top paths of the hostel's every day (the mess, leave, visitors, the gate, a technician's jobs, the student's
 * room), whose pages are patched in together.
 */
const DAILY_TOPS = [
  paths.mess.path,
  paths.leave.path,
  paths.visitors.path,
  paths.gate.path,
  paths.jobs.path,
  paths.room.path,
];

/**
 * The office's pages beyond its dashboard, and the everyday pages (the mess, leave, the gate), are added to the table
 * on the first visit under /admin or to one of the everyday tops, so the routes of pages a visitor never sees stay out of the landing page's
 * download. React Router asks on every address it cannot match, or matches only by a parameter or the not-found
 * splat; only those under /admin or at an everyday top (any casing, as the router matches) load anything.
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const lower = path.toLowerCase();
  if (lower.startsWith(`${paths.admin.path}/`)) {
    const { officeRoutes } = await import('./routes/admin/office-routes');
    patch(ADMIN_ROUTE_ID, officeRoutes);
  } else if (DAILY_TOPS.some((top) => `${lower}/`.startsWith(`${top}/`))) {
    const { dailyRoutes } = await import('./routes/daily-routes');
    patch(PAGES_ROUTE_ID, dailyRoutes);
  }
};
