// The built SPA (client/dist) served as a static host serves it: over HTTPS, where Vite's preview server speaks
// HTTP/2, with the headers client/vite.config.ts sets for the keys it was built with. The certificate comes from the
// parent (PREVIEW_TLS_CERT, PREVIEW_TLS_KEY), which trusts it for this run only.
import path from 'node:path';
import { preview } from 'vite';
import { REPO_ROOT } from '@campus-hostel/testkit/processes';

const { PORT, PREVIEW_TLS_CERT, PREVIEW_TLS_KEY } = process.env;
if (!PORT || !PREVIEW_TLS_CERT || !PREVIEW_TLS_KEY)
  throw new Error('PORT, PREVIEW_TLS_CERT and PREVIEW_TLS_KEY are required');

const root = path.join(REPO_ROOT, 'client');
await preview({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  preview: {
    host: '127.0.0.1',
    port: Number(PORT),
    strictPort: true,
    https: { cert: PREVIEW_TLS_CERT, key: PREVIEW_TLS_KEY },
  },
});
