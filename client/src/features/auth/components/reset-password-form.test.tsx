// /auth/reset-password: the new password checked under its fields, set through GoTrue, then on to /profile signed in.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../config/messages';
import { SESSION_STORAGE_KEY } from '../../../lib/auth-storage';
import { renderInApp } from '../../../testing/render';
import { ResetPasswordForm } from './reset-password-form';

const USER = {
  id: '7d0c3c1e-0000-4000-8000-000000000001',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'r@example.com',
  app_metadata: { provider: 'email' },
  user_metadata: { role: 'student' },
};

/** The session a recovery link leaves behind, where supabase-js keeps it. */
function storeRecoverySession(): void {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  sessionStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      access_token: 'recovery-access-token',
      refresh_token: 'recovery-refresh-token',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: expiresAt,
      user: USER,
    }),
  );
}

/** Answers supabase-js's PUT /auth/v1/user as GoTrue would. */
function stubUpdateUser(status: number, body: object) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
    );
}

const urlOf = (input: string | URL | Request): URL => new URL(input instanceof Request ? input.url : input);

/** The JSON bodies of supabase-js's PUT /auth/v1/user requests. */
function userUpdates(spy: ReturnType<typeof stubUpdateUser>): unknown[] {
  return spy.mock.calls
    .filter(([input, init]) => urlOf(input).pathname === '/auth/v1/user' && init?.method === 'PUT')
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
}

describe('ResetPasswordForm', () => {
  it('when the password is too short and the second differs, then each field says why and nothing is sent', async () => {
    const fetchSpy = stubUpdateUser(200, USER);
    const { user } = renderInApp(<ResetPasswordForm onLinkEnded={() => undefined} />);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      `At least 6 characters. ${messages.passwordTooShort(6)}`,
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(messages.passwordsDoNotMatch);
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(userUpdates(fetchSpy)).toEqual([]);
  });

  it('when both passwords match, then GoTrue gets the new one and the student lands on /profile with a notice', async () => {
    storeRecoverySession();
    const fetchSpy = stubUpdateUser(200, USER);
    const { user, router } = renderInApp(<ResetPasswordForm onLinkEnded={() => undefined} />, {
      route: '/auth/reset-password',
    });
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('status')).toHaveTextContent(messages.passwordChanged);
    expect(router.state.location.pathname).toBe('/profile');
    expect(userUpdates(fetchSpy)).toEqual([expect.objectContaining({ password: 'brand-new-pass' })]);
  });

  it('when GoTrue refuses the password, then its own words are shown and the form stays', async () => {
    storeRecoverySession();
    stubUpdateUser(422, {
      code: 422,
      error_code: 'same_password',
      msg: 'New password should be different from the old password.',
    });
    const { user, router } = renderInApp(<ResetPasswordForm onLinkEnded={() => undefined} />, {
      route: '/auth/reset-password',
    });
    await user.type(screen.getByLabelText('New password'), 'the-old-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'the-old-pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'New password should be different from the old password.',
    );
    expect(router.state.location.pathname).toBe('/auth/reset-password');
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeEnabled();
  });

  it('when the session is gone by the time it is sent, then the page says the link no longer works', async () => {
    stubUpdateUser(200, USER);
    const ended = vi.fn();
    const { user } = renderInApp(<ResetPasswordForm onLinkEnded={ended} />);
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await vi.waitFor(() => expect(ended).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
