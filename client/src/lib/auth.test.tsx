// The app's user at its first render: a session kept in storage with time left is the user at once, so the shell is
// drawn once with the user's links rather than redrawn (and taller) under the page a moment later.
import { render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { keepSession } from '../testing/kept-session';
import { AuthProvider, useAuth, type AuthState } from './auth';

const rendered: AuthState[] = [];

function Probe() {
  rendered.push(useAuth());
  return null;
}

function keep(appMetadata: Record<string, unknown>): void {
  keepSession({ id: 'u-1', email: 'a@hostel.local', app_metadata: appMetadata, user_metadata: { full_name: 'Aarav' } });
}

beforeAll(() => {
  // Nothing here may reach a server: supabase-js is not asked for while the kept token has time left.
  vi.stubGlobal('fetch', () => Promise.reject(new Error('no network in this test')));
});
afterEach(async () => {
  // The session code the provider loads after its first render, before the next test.
  await vi.dynamicImportSettled();
  rendered.length = 0;
  localStorage.clear();
});

describe('AuthProvider', () => {
  it('when storage keeps a session with time left, then the first render has its user', () => {
    keep({});
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(rendered[0]).toMatchObject({
      status: 'ready',
      user: { id: 'u-1', type: 'user', token: 'kept', userMetadata: { full_name: 'Aarav' } },
    });
  });

  it('when the kept session is an office account’s, then the first render knows its role', () => {
    keep({ role: 'warden' });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(rendered[0]?.user?.type).toBe('warden');
  });

  it('when storage keeps nothing, then the first render is a visitor’s', () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(rendered[0]).toEqual({ status: 'ready', user: null });
  });
});
