// A legacy project (HS256 tokens, service_role key, JWT secret) still runs the whole flow: admin login and resolve, booking and payment.
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE } from '@campus-hostel/emulators/supabase';
import { ADMIN, Harness, STUDENT, bookingBody, eventually } from './harness.js';

let h: Harness;

beforeAll(async () => {
  h = await Harness.start({}, 'postgres', { legacy: true });
});

afterAll(async () => {
  await h.close();
});

describe('a legacy Supabase project', () => {
  it('when configured, then the API says at start which settings are legacy', () => {
    expect(h.api.config.notices).toEqual([
      expect.stringMatching(/SUPABASE_SERVICE_ROLE_KEY is a legacy key/),
      expect.stringMatching(/SUPABASE_JWT_SECRET/),
    ]);
  });

  it('when a student signs in, books and pays, then the HS256 token is accepted and the webhook occupies the room', async () => {
    const student = await h.signIn(STUDENT.email, STUDENT.password);
    expect(jwt.decode(student.token, { complete: true })?.header.alg).toBe('HS256');
    const [room] = await h.vacantRooms('Kanhar', 1);
    if (!room) throw new Error('no vacant room');
    const held = await h.call<{ paymentIntentId: string }>('POST', '/create-payment-intent', {
      token: student.token,
      body: bookingBody(room),
    });
    expect(held.status).toBe(200);
    await h.stripe.paymentIntents.confirm(held.body.paymentIntentId, {
      payment_method: 'pm_card_visa',
      return_url: 'http://localhost:5173/success',
    });
    const after = await eventually(
      () => h.room(room.id),
      (r) => r.status,
    );
    expect(after).toMatchObject({ status: true, occupant_id: student.userId });
  });

  it('when the admin signs in through the API and resolves an application, then both work with the legacy keys', async () => {
    const login = await h.call<{ token: string }>('POST', '/admin/login', { body: ADMIN });
    expect(login.status).toBe(200);
    const [application] = await h.sql<{ application_id: string }>(
      'select application_id from public.application_table where not status limit 1',
    );
    if (!application) throw new Error('no open application in the seed');
    const resolved = await h.call('POST', '/admin/resolve-application', { token: login.body.token, body: application });
    expect(resolved).toMatchObject({ status: 200, body: { status: true } });
  });

  it('when an HS256 token is signed with another secret, then 401', async () => {
    const forged = jwt.sign(
      { sub: '00000000-0000-4000-8000-000000000001', aud: 'authenticated', role: 'authenticated' },
      `${LOCAL_SUPABASE.legacyJwtSecret}-not`,
      {
        expiresIn: 600,
      },
    );
    const res = await h.call('GET', '/get-payment-details/pi_123', { token: forged });
    expect(res.status).toBe(401);
  });
});
