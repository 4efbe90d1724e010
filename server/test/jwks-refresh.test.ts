// The API keeps the project's token keys fetched ahead of the requests that need them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createSupabaseJwks, keepJwksFresh } from '../src/clients/supabase.js';
import type { Periodic } from '../src/timing/periodic.js';
import { accessTokenVerifier } from '../src/http/auth.js';

const USER_ID = '6f1f2d3c-4b5a-4c6d-8e7f-901a2b3c4d5e';

/** A project's JWKS endpoint that counts its fetches and can be made to stop answering. */
async function jwksEndpoint() {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const body = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' }] });
  let fetches = 0;
  let down = false;
  const server: Server = createServer((_req, res) => {
    fetches += 1;
    if (down) {
      res.writeHead(503).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const sign = () =>
    new SignJWT({ email: 'asha@hostel.local' })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setSubject(USER_ID)
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(privateKey);
  return {
    url: `http://127.0.0.1:${port}/auth/v1/.well-known/jwks.json`,
    sign,
    fetches: () => fetches,
    goDown: () => {
      down = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function started() {
  const endpoint = await jwksEndpoint();
  const jwks = createSupabaseJwks({ supabaseJwksUrl: endpoint.url });
  const refresh: Periodic = keepJwksFresh(jwks, pino({ level: 'silent' }));
  cleanups.push(endpoint.close, () => refresh.stop());
  await refresh.runOnce();
  return { endpoint, jwks, refresh, verify: accessTokenVerifier(jwks, undefined) };
}

describe('JWKS refresh', () => {
  it('when the API starts, then the keys are fetched before any request needs them', async () => {
    const { endpoint, jwks, verify } = await started();
    expect(endpoint.fetches()).toBe(1);
    expect(jwks.fresh).toBe(true);
    await expect(verify(await endpoint.sign())).resolves.toMatchObject({ id: USER_ID });
    await expect(verify(await endpoint.sign())).resolves.toMatchObject({ id: USER_ID });
    expect(endpoint.fetches()).toBe(1);
  });

  it('when a refresh fails, then the keys already fetched keep verifying tokens', async () => {
    const { endpoint, refresh, verify } = await started();
    endpoint.goDown();
    await expect(refresh.runOnce()).rejects.toThrow();
    await expect(verify(await endpoint.sign())).resolves.toMatchObject({ id: USER_ID });
  });
});
