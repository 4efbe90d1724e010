// The API's token check: a session's token is verified against the JWKS once, then taken on trust until it expires.
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokenVerifier } from '../src/http/auth.js';

const USER_ID = '6f1f2d3c-4b5a-4c6d-8e7f-901a2b3c4d5e';

async function project() {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' }] });
  let lookups = 0;
  const counted: JWTVerifyGetKey = (header, token) => {
    lookups += 1;
    return jwks(header, token);
  };
  const sign = (expSeconds: number) =>
    new SignJWT({ email: 'asha@hostel.local', app_metadata: { role: 'staff' } })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setSubject(USER_ID)
      .setAudience('authenticated')
      .setExpirationTime(expSeconds)
      .sign(privateKey);
  return { verify: accessTokenVerifier(counted, undefined), sign, lookups: () => lookups };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('access token verifier', () => {
  it('when one session sends its token with every request, then it is verified once and answers the same user', async () => {
    const p = await project();
    const token = await p.sign(Math.floor(Date.now() / 1000) + 3600);
    const first = await p.verify(token);
    const again = await p.verify(token);
    expect(first).toEqual({ id: USER_ID, email: 'asha@hostel.local', role: 'staff' });
    expect(again).toEqual(first);
    expect(p.lookups()).toBe(1);
  });

  it('when a remembered token expires, then it is refused with 401 invalid_token', async () => {
    const p = await project();
    const expiresAt = Math.floor(Date.now() / 1000) + 30;
    const token = await p.sign(expiresAt);
    await p.verify(token);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(expiresAt * 1000);
    await expect(p.verify(token)).rejects.toMatchObject({ status: 401, code: 'invalid_token' });
    await expect(p.verify(token)).rejects.toMatchObject({ status: 401, code: 'invalid_token' });
  });

  it('when a token is refused, then it is not remembered: each try is verified again', async () => {
    const p = await project();
    const token = await p.sign(Math.floor(Date.now() / 1000) - 10);
    await expect(p.verify(token)).rejects.toMatchObject({ status: 401 });
    await expect(p.verify(token)).rejects.toMatchObject({ status: 401 });
    expect(p.lookups()).toBe(2);
  });
});
