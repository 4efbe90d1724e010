// The pages of the hostel's every day: the mess's, leave's (the student's, the guardian's consent), the visitors', the
// gate's, a technician's jobs and the student's room. Patched beside the other pages on the first visit to /mess,
// /leave, /visitors, /gate, /jobs or /room (app/routes.tsx).
import type { RouteObject } from 'react-router-dom';
import { dailyPaths } from '../../config/daily-paths';
import { paths } from '../../config/paths';
import { lazyPage } from '../lazy-page';

export const dailyRoutes: RouteObject[] = [
  {
    path: paths.mess.path,
    lazy: lazyPage(() => import('./mess'), ['mess', 'mess-counter', 'mess-menus', 'mess-bills']),
  },
  {
    path: dailyPaths.messCounter.path,
    lazy: lazyPage(() => import('./mess-counter'), ['mess-counter']),
  },
  {
    path: paths.messBill.path,
    lazy: lazyPage(() => import('./mess-bill'), ['mess-bills']),
  },
  { path: paths.leave.path, lazy: lazyPage(() => import('./leave'), ['leave', 'records']) },
  { path: dailyPaths.leaveConsent.path, lazy: lazyPage(() => import('./leave-consent'), ['leave']) },
  { path: paths.visitors.path, lazy: lazyPage(() => import('./visitors'), ['visitors']) },
  { path: paths.gate.path, lazy: lazyPage(() => import('./gate'), ['gate', 'visitors']) },
  { path: paths.jobs.path, lazy: lazyPage(() => import('./jobs'), ['jobs']) },
  { path: paths.room.path, lazy: lazyPage(() => import('./room'), ['room']) },
];
