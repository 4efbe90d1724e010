// /notifications asks a visitor to sign in and brings them back here afterwards.
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotificationRegion } from '../../components/ui/notification-region';
import { messages } from '../../config/messages';
import { AuthProvider } from '../../lib/auth';
import { Component as NotificationsPage } from './notifications';

function SignInStub() {
  const location = useLocation();
  return <p>sign in {location.pathname + location.search}</p>;
}

describe('/notifications', () => {
  it('when a visitor opens it, then they are sent to sign in with a way back here', async () => {
    const router = createMemoryRouter(
      [
        { path: '/notifications', element: <NotificationsPage /> },
        { path: '/auth/login/:userType', element: <SignInStub /> },
      ],
      { initialEntries: ['/notifications'] },
    );
    render(
      <AuthProvider>
        <RouterProvider router={router} />
        <NotificationRegion />
      </AuthProvider>,
    );
    expect(await screen.findByText('sign in /auth/login/student?next=%2Fnotifications')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(messages.loginFirst);
  });
});
