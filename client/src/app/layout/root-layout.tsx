// The frame of every page: skip link, header, main content, footer and the notification region.
import { Suspense, lazy } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { NotificationRegion } from '../../components/ui/notification-region';
import { Header } from './header';
import { PageLoading } from './page-loading';

// The footer sits below the fold: it (and the newsletter form) loads after the first paint.
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        {navigation.state === 'loading' ? <PageLoading /> : null}
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <NotificationRegion />
      <ScrollRestoration />
    </div>
  );
}
