// The out-pass token alone (server/src/leave/pass.ts), as the gate will read it: good within the leave's times, not yet
// before, expired after unless a late return is being read, and refused when forged or signed for another purpose.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { leavePasses, PassRefused, type PassProblem } from '../src/leave/pass.js';

const SECRET = 'a-test-leave-pass-secret-of-32-characters!';
const USER = '4b9f1a52-2a8e-4c6e-9d55-0f5c3c7d1e20';
const from = new Date('2026-12-01T08:00:00Z');
const to = new Date('2026-12-05T18:00:00Z');
const at = (iso: string) => new Date(iso);

async function problemOf(read: Promise<unknown>): Promise<PassProblem | 'read'> {
  try {
    await read;
    return 'read';
  } catch (error) {
    if (error instanceof PassRefused) return error.problem;
    throw error;
  }
}

describe('leavePasses', () => {
  const passes = leavePasses(SECRET);

  it('when read within the leave, then it names the student, the leave and its end', async () => {
    const token = await passes.issue({ userId: USER, leaveId: 41, from, to });
    expect(await passes.read(token, { now: at('2026-12-03T12:00:00Z') })).toEqual({
      userId: USER,
      leaveId: 41,
      expiresAt: to,
    });
  });

  it('when read before the start, then not_yet, even for a late return; after the end, expired unless allowed', async () => {
    const token = await passes.issue({ userId: USER, leaveId: 41, from, to });
    expect(await problemOf(passes.read(token, { now: at('2026-12-01T07:59:00Z') }))).toBe('not_yet');
    expect(await problemOf(passes.read(token, { now: at('2026-12-01T07:59:00Z'), allowExpired: true }))).toBe(
      'not_yet',
    );
    expect(await problemOf(passes.read(token, { now: at('2026-12-05T18:01:00Z') }))).toBe('expired');
    const late = await passes.read(token, { now: at('2026-12-06T09:00:00Z'), allowExpired: true });
    expect(late.leaveId).toBe(41);
  });

  it('when the token is forged, malformed or signed for meals, then invalid', async () => {
    const forged = await leavePasses('another-secret-that-is-32-characters-long').issue({
      userId: USER,
      leaveId: 41,
      from,
      to,
    });
    const meal = await new SignJWT({ purpose: 'meal', leave: 41 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(USER)
      .setIssuer('campus-hostel')
      .setNotBefore(Math.floor(from.getTime() / 1000))
      .setExpirationTime(Math.ceil(to.getTime() / 1000))
      .sign(new TextEncoder().encode(SECRET));
    const now = at('2026-12-03T12:00:00Z');
    for (const token of [forged, meal, 'not.a.token', '']) {
      expect(await problemOf(passes.read(token, { now }))).toBe('invalid');
    }
  });
});
