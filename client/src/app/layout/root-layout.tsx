// The frame of every page: the signed-in user, skip link, header, main content, footer and the notification region.
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { NotificationRegion } from '../../components/ui/notification-region';
import { AuthProvider } from '../../lib/auth';
import { AppUpdate } from './app-update';
import { startEarlyPageWork } from './early-page-work';
import { Header } from './header';
import { OfflineBanner } from './offline-banner';
import { PageLoading } from './page-loading';
// Buttons and page styles ride with the layout, so every page (including other features') has them.
import '../../styles/palette.css';
import '../../styles/elements.css';
import '../../styles/buttons.css';
import '../../styles/content.css';
import './layout.css';

startEarlyPageWork(window.location.pathname);

// The footer sits below the fold: it (and the newsletter form) loads after the first paint.
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    // The auth provider lives here rather than around the router so that it, like the rest of the shell,
    // is not part of the first download; every page renders inside this layout.
    <AuthProvider>
      <div className="app-shell">
        <a className="skip-link" href="#main">
          {t('layout.skipToContent')}
        </a>
        <Header />
        <OfflineBanner />
        <main id="main" className="app-main" tabIndex={-1}>
          {navigation.state === 'loading' ? <PageLoading /> : null}
          {/* A page whose catalogue is not in memory yet (another feature's words it shows) waits here. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
        <AppUpdate />
        <NotificationRegion />
        <ScrollRestoration />
      </div>
    </AuthProvider>
  );
}

export { RootLayout as Component };
