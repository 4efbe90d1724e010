// What Lighthouse loads, as a browser reaches it in production: the built SPA as the static hosts the README names
// serve it, and the stand-ins as hosted Supabase and a deployed API answer, all over HTTPS and HTTP/2, with a throw-away
// certificate that only this run's Chromium trusts, by its public key.
import { createHash, createPublicKey } from 'node:crypto';
import { request } from 'node:https';
import { generate } from 'selfsigned';
import { spawnTs, waitUntilHealthy, type Service } from '@campus-hostel/testkit/processes';

/** A certificate made for one run, which only that run's Chromium trusts. */
export interface Certificate {
  cert: string;
  key: string;
  /** Its public key as Chromium's `--ignore-certificate-errors-spki-list` names it. */
  spki: string;
}

/** Answers whether the server at `origin` says 200, trusting only `cert`. */
function healthy(origin: string, cert: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/health`, { ca: cert, timeout: 2_000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end();
  });
}

const HOST = '127.0.0.1';

/** Where a port answers over TLS: the SPA's (the stack's API must know it for CORS before the preview starts) or a front's. */
export const httpsOrigin = (port: number): string => `https://${HOST}:${port}`;

export async function throwAwayCertificate(): Promise<Certificate> {
  const { cert, private: key } = await generate([{ name: 'commonName', value: HOST }], {
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: HOST }] }],
  });
  const spki = createHash('sha256')
    .update(createPublicKey(cert).export({ type: 'spki', format: 'der' }))
    .digest('base64');
  return { cert, key, spki };
}

/** Waits until each origin of a started `service` answers /health with 200 over TLS; stops the service if one never does. */
async function healthyOver(service: Service, origins: string[], cert: string): Promise<Service> {
  try {
    for (const origin of origins) await waitUntilHealthy(origin, () => healthy(origin, cert), service);
  } catch (error) {
    await service.stop();
    throw error;
  }
  return service;
}

export function startPreview(port: number, clientEnv: Record<string, string>, tls: Certificate): Promise<Service> {
  const service = spawnTs('vite preview', 'bench/src/preview-server.ts', {
    ...clientEnv,
    PORT: String(port),
    PREVIEW_TLS_CERT: tls.cert,
    PREVIEW_TLS_KEY: tls.key,
  });
  // The preview server answers any path with index.html, so /health is 200 once it listens.
  return healthyOver(service, [httpsOrigin(port)], tls.cert);
}

/**
 * Puts the stand-ins behind HTTPS and HTTP/2 as hosted Supabase and a deployed API are reached (tls-front-server.ts):
 * each `port` answers for `origin`.
 */
export function startTlsFronts(fronts: { port: number; origin: string }[], tls: Certificate): Promise<Service> {
  const service = spawnTs('TLS fronts', 'bench/src/tls-front-server.ts', {
    FRONTS: fronts.map(({ port, origin }) => `${port}=${origin}`).join(','),
    FRONT_TLS_CERT: tls.cert,
    FRONT_TLS_KEY: tls.key,
  });
  return healthyOver(
    service,
    fronts.map(({ port }) => httpsOrigin(port)),
    tls.cert,
  );
}
