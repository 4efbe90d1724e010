// "Forgot password?" (DESIGN §12): the email checked under its field, one answer for every address, GoTrue's 429 explained.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../config/messages';
import { renderInApp } from '../../../testing/render';
import { ForgotPasswordForm } from './forgot-password-form';

/** Answers supabase-js's POST /auth/v1/recover as GoTrue would, and records what it was asked. */
function stubRecover(status: number, body: object) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
    );
}

const urlOf = (input: string | URL | Request): URL => new URL(input instanceof Request ? input.url : input);

/** The /recover requests supabase-js made: their address and JSON body. */
function recoverCalls(spy: ReturnType<typeof stubRecover>): { url: URL; body: unknown }[] {
  return spy.mock.calls
    .map(([input, init]) => ({
      url: urlOf(input),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }))
    .filter(({ url }) => url.pathname === '/auth/v1/recover');
}

describe('ForgotPasswordForm', () => {
  it('when submitted empty or with a malformed address, then the field says why and nothing is sent', async () => {
    const fetchSpy = stubRecover(200, {});
    const { user } = renderInApp(<ForgotPasswordForm />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.emailRequired);
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.emailInvalid);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(recoverCalls(fetchSpy)).toEqual([]);
  });

  it('when an address is sent, then GoTrue is asked for a link back to /auth/reset-password and the one confirmation shows', async () => {
    const fetchSpy = stubRecover(200, {});
    const { user } = renderInApp(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), '  someone@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(messages.recoveryEmailSent)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(messages.recoveryEmailSent);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    const [call, ...others] = recoverCalls(fetchSpy);
    expect(others).toEqual([]);
    expect(call?.url.searchParams.get('redirect_to')).toBe(`${window.location.origin}/auth/reset-password`);
    expect(call?.body).toMatchObject({ email: 'someone@example.com' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login/student');
  });

  it('when GoTrue answers 429 over_email_send_rate_limit, then it says to wait and keeps the form', async () => {
    stubRecover(429, { code: 429, error_code: 'over_email_send_rate_limit', msg: 'email rate limit exceeded' });
    const { user } = renderInApp(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.recoveryRateLimited);
    expect(screen.queryByText(messages.recoveryEmailSent)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });
});
