// The data router: the layout around every page, the error screen for failures and unknown addresses.
import { Suspense, lazy } from 'react';
import { RouterProvider, createBrowserRouter, useRouteError, type RouteObject } from 'react-router-dom';
import { isChunkFailure, lazyPage } from './lazy-page';
import { BootLoading } from './boot-loading';
import { PAGES_ROUTE_ID, discoverRoutes, pageRoutes } from './routes';

// The error screen (and the message catalogue it uses) loads only when something goes wrong, keeping the
// landing page's first download small. Should even this chunk fail to arrive, React Router's own
// fallback shows the same 'Unexpected Application Error!' title.
const ErrorScreen = lazy(() =>
  Promise.all([
    import('./error-screen'),
    import('../lib/i18n').then((i18n) => i18n.loadNamespaces(['common', 'messages', 'pages'])),
  ]).then(([module]) => ({ default: module.ErrorScreen })),
);

const ChunkRetry = lazy(() =>
  Promise.all([import('./chunk-retry'), import('../lib/i18n').then((i18n) => i18n.loadNamespaces(['common']))]).then(
    ([module]) => ({ default: module.ChunkRetry }),
  ),
);

function RouteError() {
  const error = useRouteError();
  return <Suspense fallback={<BootLoading />}>{isChunkFailure(error) ? <ChunkRetry /> : <ErrorScreen />}</Suspense>;
}

export function createAppRoutes(pages: RouteObject[] = pageRoutes): RouteObject[] {
  return [
    {
      // The layout (header, footer, the signed-in user) is a lazy chunk too, fetched in parallel with the page's.
      lazy: lazyPage(() => import('./layout/root-layout'), ['common', 'messages']),
      errorElement: <RouteError />,
      hydrateFallbackElement: <BootLoading />,
      children: [
        {
          // Errors inside a page render within the layout, so the navigation stays usable.
          id: PAGES_ROUTE_ID,
          errorElement: <RouteError />,
          children: [...pages, { path: '*', lazy: lazyPage(() => import('./error-screen'), ['pages']) }],
        },
      ],
    },
  ];
}

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/** The app's router. Creating it starts loading the code of the page at the address. */
export function createAppRouter(): AppRouterInstance {
  return createBrowserRouter(createAppRoutes(), { patchRoutesOnNavigation: discoverRoutes });
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
