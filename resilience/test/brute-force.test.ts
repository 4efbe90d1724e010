// Password guessing is slowed to 429: sign-in on the stand-in after 30 failures from one address, the API's admin login after 10 per IP and e-mail.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { call, startBackend, type Backend } from '../src/backend';
import { LOCAL_SUPABASE } from '../src/hostile';

/** Documented in resilience/README.md: failed tries allowed before 429, per window. */
const SIGN_IN_FAILURES_PER_ADDRESS = 30;
const ADMIN_LOGIN_FAILURES = 10;

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend(inject('postgresUrl'));
});

afterAll(async () => {
  await backend?.close();
});

/**
 * A sign-in from the address `from`, as a server holding the secret key forwards it. The guesser is given an
 * address of its own so that its 429s do not spill onto this test's address, from which the API is called below.
 */
function signIn(email: string, password: string, from: string) {
  return call<{ error_code?: string; access_token?: string }>(
    `${backend.supabaseUrl}/auth/v1/token?grant_type=password`,
    { headers: { apikey: LOCAL_SUPABASE.secretKey, 'sb-forwarded-for': from }, body: { email, password } },
  );
}

const GUESSER = '203.0.113.9';
const STUDENT = '198.51.100.7';

describe('when someone guesses a student password again and again', () => {
  // As GoTrue limits /token per client address (supabase/auth internal/api/middleware.go performRateLimiting),
  // the guesser is slowed while the student, elsewhere, still signs in.
  it(`then the first ${SIGN_IN_FAILURES_PER_ADDRESS} wrong tries from one address answer 400, every later try from it 429, and the student still signs in from another address`, async () => {
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS; i += 1) {
      const wrong = await signIn('student@hostel.local', `guess-${i}`, GUESSER);
      expect(wrong.status).toBe(400);
      expect(wrong.body.error_code).toBe('invalid_credentials');
    }
    const blocked = await signIn('student@hostel.local', 'guess-final', GUESSER);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    const right = await signIn('student@hostel.local', 'student-pass-2026', GUESSER);
    expect(right.status).toBe(429);
    expect(right.body.access_token).toBeUndefined();
    const elsewhere = await signIn('student@hostel.local', 'student-pass-2026', STUDENT);
    expect(elsewhere.status).toBe(200);
    expect(typeof elsewhere.body.access_token).toBe('string');
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
