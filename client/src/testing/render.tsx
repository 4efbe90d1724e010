// Renders a component as the app would: inside a data router, the auth provider and the notification region.
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { NotificationRegion } from '../components/ui/notification-region';
import { AuthProvider } from '../lib/auth';

export interface AppRender extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  router: ReturnType<typeof createMemoryRouter>;
}

/** Mounts `ui` at `route`; other paths render a marker so a test can see where navigation went. */
export function renderInApp(ui: ReactNode, { route = '/' }: { route?: string } = {}): AppRender {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <NotificationRegion />
          </>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  const user = userEvent.setup();
  const result = render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { ...result, user, router };
}
