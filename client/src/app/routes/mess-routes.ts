// The mess's pages: patched beside the other pages on the first visit to /mess (app/routes.tsx).
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { lazyPage } from '../lazy-page';

export const messRoutes: RouteObject[] = [
  {
    path: paths.mess.path,
    lazy: lazyPage(() => import('./mess'), ['mess', 'mess-counter', 'mess-menus', 'mess-bills', 'messages']),
  },
  {
    path: paths.messCounter.path,
    lazy: lazyPage(() => import('./mess-counter'), ['mess-counter', 'messages']),
  },
  {
    path: paths.messBill.path,
    lazy: lazyPage(() => import('./mess-bill'), ['mess-bills', 'messages']),
  },
];
