// Password guessing is slowed to 429: sign-in on the stand-in after 10 failures per e-mail, the API's admin login after 10 per IP and e-mail.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { call, startBackend, type Backend } from '../src/backend';
import { LOCAL_SUPABASE } from '../src/hostile';

/** Documented in resilience/README.md: failed tries allowed before 429, per window. */
const SIGN_IN_FAILURES_PER_EMAIL = 10;
const ADMIN_LOGIN_FAILURES = 10;

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend(inject('postgresUrl'));
});

afterAll(async () => {
  await backend?.close();
});

function signIn(email: string, password: string) {
  return call<{ error_code?: string; access_token?: string }>(
    `${backend.supabaseUrl}/auth/v1/token?grant_type=password`,
    {
      headers: { apikey: LOCAL_SUPABASE.publishableKey },
      body: { email, password },
    },
  );
}

describe('when someone guesses a student password again and again', () => {
  it(`then the first ${SIGN_IN_FAILURES_PER_EMAIL} wrong tries answer 400 and every later try, even the right password, answers 429`, async () => {
    for (let i = 0; i < SIGN_IN_FAILURES_PER_EMAIL; i += 1) {
      const wrong = await signIn('student@hostel.local', `guess-${i}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body.error_code).toBe('invalid_credentials');
    }
    const blocked = await signIn('student@hostel.local', 'guess-final');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    const right = await signIn('student@hostel.local', 'student-pass-2026');
    expect(right.status).toBe(429);
    expect(right.body.access_token).toBeUndefined();
  });
});

describe('when someone guesses the admin password on the API', () => {
  it(`then the first ${ADMIN_LOGIN_FAILURES} wrong tries answer 401 and the next answers 429 with a message`, async () => {
    for (let i = 0; i < ADMIN_LOGIN_FAILURES; i += 1) {
      const wrong = await call<{ message?: string }>(`${backend.apiUrl}/admin/login`, {
        body: { email: 'admin@hostel.local', password: `guess-${i}` },
      });
      expect(wrong.status).toBe(401);
      expect(typeof wrong.body.message).toBe('string');
    }
    const blocked = await call<{ message?: string }>(`${backend.apiUrl}/admin/login`, {
      body: { email: 'admin@hostel.local', password: 'guess-final' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/too many/i);
  });
});
