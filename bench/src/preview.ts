// Serves the built SPA for Lighthouse as the static hosts the README names serve it (HTTPS, HTTP/2), with a throw-away
// certificate that only this run's Chromium trusts, by its public key.
import { createHash, createPublicKey } from 'node:crypto';
import { request } from 'node:https';
import { generate } from 'selfsigned';
import { spawnTs, waitUntilHealthy, type Service } from '@campus-hostel/testkit/processes';

export interface Preview {
  service: Service;
  /** The certificate's public key as Chromium's `--ignore-certificate-errors-spki-list` names it. */
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

/** Where the SPA will be served from a port: the stack's API must know it (CORS) before the preview starts. */
export const previewOrigin = (port: number): string => `https://${HOST}:${port}`;

export async function startPreview(port: number, clientEnv: Record<string, string>): Promise<Preview> {
  const { cert, private: key } = await generate([{ name: 'commonName', value: HOST }], {
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: HOST }] }],
  });
  const service = spawnTs('vite preview', 'bench/src/preview-server.ts', {
    ...clientEnv,
    PORT: String(port),
    PREVIEW_TLS_CERT: cert,
    PREVIEW_TLS_KEY: key,
  });
  const origin = previewOrigin(port);
  try {
    // The preview server answers any path with index.html, so /health is 200 once it listens.
    await waitUntilHealthy(origin, () => healthy(origin, cert), service);
  } catch (error) {
    await service.stop();
    throw error;
  }
  const spki = createHash('sha256')
    .update(createPublicKey(cert).export({ type: 'spki', format: 'der' }))
    .digest('base64');
  return { service, spki };
}
