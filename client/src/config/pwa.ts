// The installable app: its web app manifest and what its service worker (Workbox, generated at build) keeps for
// offline use. Read by vite.config.ts at build time only.
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The runtime cache holding a reader's own rows (receipts, leave); emptied at sign-out so the next reader never sees them. */
export const PRIVATE_CACHE = 'campus-hostel-private';
/** Public reads (notices, hostels) kept for offline: anyone may read them anyway. */
export const PUBLIC_CACHE = 'campus-hostel-public';

const manifest: VitePWAOptions['manifest'] = {
  name: 'Campus Hostel',
  short_name: 'Campus Hostel',
  description: "Rooms, bookings, applications and complaints for the university's hostels.",
  lang: 'en-IN',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#f6f7fb',
  theme_color: '#1e3a8a',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * The shell (every built chunk, style and catalogue) is precached, so any page opens offline; Supabase reads of the
 * reader's receipts and of the notices and hostels, the receipts' issuer, and the student's leave (their out-pass) are
 * answered from the network when it answers within a few seconds, else from the last copy. Writes are never cached.
 */
export function pwaOptions(): Partial<VitePWAOptions> {
  return {
    registerType: 'prompt',
    injectRegister: false,
    manifest,
    includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      navigateFallback: '/index.html',
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ url, request }) => request.method === 'GET' && /\/rest\/v1\/bookings$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: PRIVATE_CACHE,
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 50, maxAgeSeconds: 60 * 60 * 24 * 90 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // The student's leave with its passes (the API's GET /leave/mine), so the out-pass shows at a gate without a
          // network. Each copy is kept under the account the request's bearer token names (its `sub`), not under the
          // address alone: a reload as anyone else finds no copy, even before a sign-out has emptied the cache.
          urlPattern: ({ url, request }) => request.method === 'GET' && url.pathname === '/leave/mine',
          handler: 'NetworkFirst',
          options: {
            cacheName: PRIVATE_CACHE,
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 10, maxAgeSeconds: 60 * 60 * 24 * 180 },
            cacheableResponse: { statuses: [200] },
            plugins: [
              {
                cacheKeyWillBeUsed: ({ request }) => {
                  const token = (request.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
                  let account = '';
                  try {
                    const part = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
                    const claims: unknown = JSON.parse(atob(part));
                    if (claims && typeof claims === 'object' && 'sub' in claims) account = String(claims.sub);
                  } catch {
                    // No token, or not a JWT: the key names no account, which no signed-in read asks for.
                  }
                  const key = new URL(request.url);
                  key.searchParams.set('account', account);
                  return Promise.resolve(key.href);
                },
              },
            ],
          },
        },
        {
          // The receipts' issuer (the API's GET /receipts/institute) too, so a receipt opens offline whole. Workbox
          // copies this function's source into the service worker: the path is written out, not imported.
          urlPattern: ({ url, request }) =>
            request.method === 'GET' &&
            (/\/rest\/v1\/(notices|hostels)$/.test(url.pathname) || url.pathname === '/receipts/institute'),
          handler: 'NetworkFirst',
          options: {
            cacheName: PUBLIC_CACHE,
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 20, maxAgeSeconds: 60 * 60 * 24 * 30 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  };
}
