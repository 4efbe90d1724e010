// The database out of reach (Supabase stand-in stopped): the API answers 503 {message} and recovers by itself once it is back.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { bookingBody, call, eventually, startBackend, type Backend, type Student } from '../src/backend';

let backend: Backend;
let students: Student[];

beforeAll(async () => {
  backend = await startBackend(inject('postgresUrl'));
  students = await backend.students(2, 'unreachable');
});

afterAll(async () => {
  await backend?.close();
});

describe('when the Supabase stand-in is stopped', () => {
  it('then the API answers 503 with a message, stays up, and serves again once the stand-in is back', async () => {
    const [first, second] = students;
    if (!first || !second) throw new Error('no students');
    const room = await backend.vacantRoom();
    await backend.stopSupabase();

    const down = await call<{ message?: unknown; stack?: unknown }>(`${backend.apiUrl}/create-payment-intent`, {
      token: first.token,
      body: bookingBody(first, room),
    });
    expect(down.status).toBe(503);
    expect(typeof down.body.message).toBe('string');
    expect(JSON.stringify(down.body)).not.toMatch(/ECONNREFUSED|at .*\.ts:\d+/);
    const login = await call(`${backend.apiUrl}/admin/login`, {
      body: { email: 'admin@hostel.local', password: 'admin-pass-2026' },
    });
    expect(login.status).toBe(503);
    expect((await call(`${backend.apiUrl}/health`)).status).toBe(200);

    await backend.startSupabase();
    const up = await eventually(
      () =>
        call<{ paymentIntentId?: string }>(`${backend.apiUrl}/create-payment-intent`, {
          token: second.token,
          body: bookingBody(second, room),
        }),
      (answer) => answer.status !== 503,
    );
    expect(up.status).toBe(200);
    expect(up.body.paymentIntentId).toMatch(/^pi_/);
  });
});
