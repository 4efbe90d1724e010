// Token verification: a token accepted once stays subject to its expiry, and a forged one is never accepted.
import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JwtError, verifyToken } from './jwt';

const SECRET = 'jwt-test-secret-with-at-least-32-characters';

function sign(payload: object, secret = SECRET): string {
  return jwt.sign(payload, secret, { algorithm: 'HS256' });
}

function refusal(run: () => unknown): JwtError {
  try {
    run();
  } catch (error) {
    if (error instanceof JwtError) return error;
    throw error;
  }
  throw new Error('expected a JwtError');
}

describe('verifyToken', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when a token that was accepted reaches its expiry, then it is refused as expired', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = sign({ role: 'authenticated', sub: 'user-1', exp });

    expect(verifyToken(token, SECRET)).toMatchObject({ role: 'authenticated', sub: 'user-1' });
    vi.setSystemTime(new Date((exp - 1) * 1000));
    expect(verifyToken(token, SECRET).sub).toBe('user-1');
    vi.setSystemTime(new Date(exp * 1000));
    expect(refusal(() => verifyToken(token, SECRET))).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('when a token was accepted under one secret, then another secret still refuses it', () => {
    const token = sign({ role: 'anon' });
    expect(verifyToken(token, SECRET).role).toBe('anon');
    expect(refusal(() => verifyToken(token, `${SECRET}-other`)).code).toBe('PGRST301');
  });

  it('when the signature is altered after a valid use, then the altered token is refused', () => {
    const token = sign({ role: 'service_role' });
    expect(verifyToken(token, SECRET).role).toBe('service_role');
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(refusal(() => verifyToken(forged, SECRET)).code).toBe('PGRST301');
  });

  it('when claims are returned, then they cannot be changed by a caller', () => {
    const claims = verifyToken(sign({ role: 'anon' }), SECRET);
    expect(Object.isFrozen(claims)).toBe(true);
  });
});
