// Admin sign-in under a flood of failures: GoTrue's per-IP budget is the caller's, never the one the API's own address shares.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE } from '@campus-hostel/emulators/supabase';
import { ADMIN, Harness } from './harness.js';

const ATTACKER = '203.0.113.7';
const ADMIN_DESK = '198.51.100.20';

/** 40 wrong passwords, each for another address, so the API's per-IP-and-email limit never stops one before GoTrue sees it. */
async function flood(h: Harness, forwardedFor: (i: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) {
    const res = await h.call('POST', '/admin/login', {
      body: { email: `intruder-${i}@hostel.local`, password: 'guess' },
      headers: { 'x-forwarded-for': forwardedFor(i) },
    });
    statuses.push(res.status);
  }
  return statuses;
}

describe('behind one proxy hop (TRUST_PROXY_HOPS=1)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await Harness.start({ TRUST_PROXY_HOPS: '1' });
  });

  afterAll(async () => {
    await h.close();
  });

  it('when one address fails 40 times, then it is throttled and the admin signing in from another address gets 200', async () => {
    const statuses = await flood(h, () => ATTACKER);
    expect(statuses.slice(0, 30)).toEqual(Array<number>(30).fill(401));
    expect(statuses.slice(30)).toEqual(Array<number>(10).fill(429));

    const admin = await h.call<{ user: { email: string; type: string }; token: string }>('POST', '/admin/login', {
      body: ADMIN,
      headers: { 'x-forwarded-for': ADMIN_DESK },
    });
    expect(admin.status).toBe(200);
    expect(admin.body.user).toMatchObject({ email: ADMIN.email, type: 'admin' });

    const attackerAgain = await h.call('POST', '/admin/login', {
      body: { email: 'intruder-x@hostel.local', password: 'guess' },
      headers: { 'x-forwarded-for': ATTACKER },
    });
    expect(attackerAgain.status).toBe(429);
    expect(attackerAgain.body).toEqual({
      message: 'Too many login attempts. Please try again later.',
      code: 'rate_limited',
    });
  });

  it('when a browser sends Sb-Forwarded-For with the publishable key, then GoTrue ignores it and limits the connection', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await fetch(`${h.supabase.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          apikey: LOCAL_SUPABASE.publishableKey,
          'content-type': 'application/json',
          'sb-forwarded-for': `192.0.2.${i + 1}`,
        },
        body: JSON.stringify({ email: `direct-${i}@hostel.local`, password: 'guess' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array<number>(30).fill(400));
    expect(statuses[30]).toBe(429);
  });
});

describe('exposed directly (TRUST_PROXY_HOPS=0)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await Harness.start();
  });

  afterAll(async () => {
    await h.close();
  });

  it('when a caller forges a new X-Forwarded-For on every attempt, then its attempts still count against its own address', async () => {
    const statuses = await flood(h, (i) => `192.0.2.${i + 1}`);
    expect(statuses.slice(0, 30)).toEqual(Array<number>(30).fill(401));
    expect(statuses.slice(30)).toEqual(Array<number>(10).fill(429));
  });
});
