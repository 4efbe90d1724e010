// Leave's pages (the student's, the guardian's consent, the guard's gate): patched beside the other pages on the first
// visit to /leave or /gate (app/routes.tsx).
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { lazyPage } from '../lazy-page';

export const leaveRoutes: RouteObject[] = [
  { path: paths.leave.path, lazy: lazyPage(() => import('./leave'), ['leave', 'records', 'messages']) },
  { path: paths.leaveConsent.path, lazy: lazyPage(() => import('./leave-consent'), ['leave', 'messages']) },
  { path: paths.gate.path, lazy: lazyPage(() => import('./gate'), ['gate', 'messages']) },
];
