// The project's keys: API keys act as their roles, user tokens are ES256 with a kid the JWKS verifies, legacy HS256 still works.
import { createPublicKey, type JsonWebKey } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';
import jwt from 'jsonwebtoken';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { claimsFromHeaders, JwtError } from './jwt';
import { projectKeys, type ProjectKeys } from './project-keys';

function refusal(run: () => unknown): JwtError {
  try {
    run();
  } catch (error) {
    if (error instanceof JwtError) return error;
    throw error;
  }
  throw new Error('expected a JwtError');
}

const legacy = (payload: object, secret: string = LOCAL_SUPABASE.legacyJwtSecret): string =>
  jwt.sign(payload, secret, { algorithm: 'HS256' });

describe('project keys', () => {
  let dataDir: string;
  let keys: ProjectKeys;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'project-keys-'));
    keys = projectKeys({ dataDir });
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when a user token is signed, then it is ES256 with a kid and the published JWKS verifies it', () => {
    const token = keys.sign({ sub: 'user-1', role: 'authenticated', aud: 'authenticated' }, { expiresInSeconds: 60 });
    const { header } = jwt.decode(token, { complete: true }) ?? {};
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    const jwk = keys.jwks.keys.find((key) => key.kid === header?.kid);
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', key_ops: ['verify'] });
    expect(jwk).not.toHaveProperty('d');
    const claims = jwt.verify(token, createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }), {
      algorithms: ['ES256'],
    });
    expect(claims).toMatchObject({ sub: 'user-1', role: 'authenticated' });
    expect(keys.verify(token)).toMatchObject({ sub: 'user-1' });
  });

  it('when the stand-in starts again on the same data, then it keeps its signing key, so issued tokens stay valid', () => {
    const token = keys.sign({ role: 'authenticated', sub: 'user-2' });
    const again = projectKeys({ dataDir });
    expect(again.jwks).toEqual(keys.jwks);
    expect(again.verify(token).sub).toBe('user-2');
  });

  it('when an ES256 token names another kid or was signed by another key, then it is refused', async () => {
    const otherDir = await mkdtemp(path.join(tmpdir(), 'project-keys-other-'));
    try {
      const other = projectKeys({ dataDir: otherDir });
      expect(refusal(() => keys.verify(other.sign({ role: 'service_role' }))).message).toMatch(/unknown signing key/);
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('when the publishable or secret key is the token, then it acts as anon or service_role; another sb_ key is refused', () => {
    expect(keys.verify(LOCAL_SUPABASE.publishableKey).role).toBe('anon');
    expect(keys.verify(LOCAL_SUPABASE.secretKey).role).toBe('service_role');
    expect(refusal(() => keys.verify('sb_secret_guessed')).message).toBe('Invalid API key');
  });

  it('when a legacy HS256 token or key arrives, then it is still accepted; one signed with another secret is not', () => {
    expect(keys.verify(LOCAL_SUPABASE.legacyAnonKey).role).toBe('anon');
    expect(keys.verify(legacy({ role: 'authenticated', sub: 'u' })).sub).toBe('u');
    expect(
      refusal(() => keys.verify(legacy({ role: 'anon' }, 'another-secret-with-at-least-32-characters'))).code,
    ).toBe('PGRST301');
  });

  it('when the project signs as a legacy one (hs256), then tokens are HS256 and the JWKS publishes no key', () => {
    const hs = projectKeys({ dataDir, signing: 'hs256' });
    const token = hs.sign({ role: 'authenticated', sub: 'u' });
    expect(jwt.decode(token, { complete: true })?.header.alg).toBe('HS256');
    expect(jwt.verify(token, LOCAL_SUPABASE.legacyJwtSecret, { algorithms: ['HS256'] })).toMatchObject({ sub: 'u' });
    expect(hs.jwks.keys).toEqual([]);
    expect(refusal(() => hs.verify(keys.sign({ role: 'anon' }))).code).toBe('PGRST301');
  });

  it('when a token that was accepted reaches its expiry, then it is refused as expired', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = keys.sign({ role: 'authenticated', sub: 'user-1', exp });
    expect(keys.verify(token).sub).toBe('user-1');
    vi.setSystemTime(new Date((exp - 1) * 1000));
    expect(keys.verify(token).sub).toBe('user-1');
    vi.setSystemTime(new Date(exp * 1000));
    expect(refusal(() => keys.verify(token))).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('when the signature is altered after a valid use, then the altered token is refused', () => {
    const token = keys.sign({ role: 'service_role' });
    expect(keys.verify(token).role).toBe('service_role');
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(refusal(() => keys.verify(forged)).code).toBe('PGRST301');
  });

  it('when claims are returned, then they cannot be changed by a caller', () => {
    expect(Object.isFrozen(keys.verify(keys.sign({ role: 'anon' })))).toBe(true);
    expect(Object.isFrozen(keys.verify(LOCAL_SUPABASE.publishableKey))).toBe(true);
  });

  it('when a browser sends the secret key, or the apikey is not one of the project, then the gateway refuses it', () => {
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' };
    expect(refusal(() => claimsFromHeaders({ apikey: LOCAL_SUPABASE.secretKey, ...browser }, keys)).message).toBe(
      'Forbidden use of secret API key in browser',
    );
    expect(claimsFromHeaders({ apikey: LOCAL_SUPABASE.secretKey, 'user-agent': 'node' }, keys).role).toBe(
      'service_role',
    );
    const user = keys.sign({ role: 'authenticated', sub: 'u' });
    expect(
      refusal(() => claimsFromHeaders({ apikey: 'sb_publishable_wrong', authorization: `Bearer ${user}` }, keys))
        .message,
    ).toBe('Invalid API key');
    expect(
      claimsFromHeaders({ apikey: LOCAL_SUPABASE.publishableKey, authorization: `Bearer ${user}`, ...browser }, keys)
        .sub,
    ).toBe('u');
  });
});
