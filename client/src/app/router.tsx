// The data router: the layout around every page, the error screen for failures and unknown addresses.
import { useMemo } from 'react';
import { RouterProvider, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorScreen } from './error-screen';
import { RootLayout } from './layout/root-layout';
import { PageLoading } from './layout/page-loading';
import { pageRoutes } from './routes';

export function createAppRoutes(pages: RouteObject[] = pageRoutes): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <ErrorScreen />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          // Errors inside a page render within the layout, so the navigation stays usable.
          errorElement: <ErrorScreen />,
          children: [...pages, { path: '*', element: <ErrorScreen /> }],
        },
      ],
    },
  ];
}

export function AppRouter() {
  const router = useMemo(() => createBrowserRouter(createAppRoutes()), []);
  return <RouterProvider router={router} />;
}
