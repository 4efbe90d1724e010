// "Forgot password?": the email checked under its field, one answer for every address, the API's 429 explained.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../config/messages';
import { renderInApp } from '../../../testing/render';
import { ForgotPasswordForm } from './forgot-password-form';

/** Answers every request as the API would, and records what it was asked. */
function stubApi(status: number, body: object) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
    );
}

const urlOf = (input: string | URL | Request): URL => new URL(input instanceof Request ? input.url : input);

/** The requests made to POST /auth/recover of our API, with their JSON bodies; nothing goes to GoTrue's own /recover. */
function recoverCalls(spy: ReturnType<typeof stubApi>): { url: URL; method: string | undefined; body: unknown }[] {
  return spy.mock.calls
    .map(([input, init]) => ({
      url: urlOf(input),
      method: init?.method,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }))
    .filter(({ url }) => url.pathname.endsWith('/recover'));
}

describe('ForgotPasswordForm', () => {
  it('when submitted empty or with a malformed address, then the field says why and nothing is sent', async () => {
    const fetchSpy = stubApi(200, { ok: true });
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

  it('when an address is sent, then the API is asked to mail a reset link and the one confirmation shows', async () => {
    const fetchSpy = stubApi(200, { ok: true });
    const { user } = renderInApp(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), '  someone@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(messages.recoveryEmailSent)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(messages.recoveryEmailSent);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    const [call, ...others] = recoverCalls(fetchSpy);
    expect(others).toEqual([]);
    // Where the link lands is the server's to say, from its configuration: the request names no page.
    expect(call).toMatchObject({ method: 'POST', body: { email: 'someone@example.com' } });
    expect(call?.url.pathname).toBe('/auth/recover');
    expect(call?.url.search).toBe('');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login/student');
  });

  it('when the API answers 429 for too many requests from here, then it says to wait and keeps the form', async () => {
    stubApi(429, {
      message: 'Too many password reset requests. Please try again in 15 minutes.',
      code: 'rate_limited',
    });
    const { user } = renderInApp(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.recoveryRateLimited);
    expect(screen.queryByText(messages.recoveryEmailSent)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });
});
