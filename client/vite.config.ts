/// <reference types="vitest/config" />
// Vite build and dev server for the SPA, and the component-test setup (Vitest + jsdom).
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { EnvError, parseEnv, type Env } from './src/config/env-parse.ts';
import { pwaOptions } from './src/config/pwa.ts';
import { securityHeaders } from './src/config/security-headers.ts';

/** Tests that change the process's time zone, run outside the VM contexts the others share. */
const TIME_ZONE_TESTS = ['src/features/admin/notices/notice-input.test.ts'];

/**
 * Where the .env with the VITE_* keys lives: the repository's root (beside .env.example), which configures the server and
 * the stand-ins too; CLIENT_ENV_DIR points a build elsewhere (a deploy pipeline's own folder, the build tests).
 */
const envDir = process.env.CLIENT_ENV_DIR ?? path.resolve(import.meta.dirname, '..');

/**
 * A production build bakes its VITE_* values into the bundle, so it must not quietly fall back to localhost:
 * a missing or malformed key stops the build with one line naming it.
 */
function productionEnv(mode: string, stage: 'build' | 'preview'): Env {
  try {
    return parseEnv(loadEnv(mode, envDir, 'VITE_'), undefined);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`Client ${stage} stopped: ${error.message}\n`);
    process.exit(1);
  }
}

const require = createRequire(import.meta.url);
const reactRouterDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: path.join(reactRouterDist, 'index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: path.join(reactRouterDist, 'dom-export.mjs'),
  },
];

export default defineConfig(({ command, mode, isPreview }) => {
  if (command === 'build' && mode === 'production') productionEnv(mode, 'build');
  // The built SPA is served with its security headers, computed from the same keys it was built with.
  const previewHeaders = isPreview ? securityHeaders(productionEnv(mode, 'preview')) : undefined;
  return {
    envDir,
    plugins: [react(), VitePWA(pwaOptions())],
    resolve: {
      // react-router's package exports only its development build to bundlers; production builds use its
      // production files instead (no dev warnings, smaller landing page).
      alias: mode === 'production' ? reactRouterProduction : [],
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 5173, strictPort: true, headers: previewHeaders },
    build: {
      target: 'es2022',
      // Keep the landing page's entry small: supabase-js and every page load as their own chunks.
      chunkSizeWarningLimit: 250,
      modulePreload: {
        polyfill: false,
        // Dynamic imports fetch their CSS, and for the first paint of / (layout + landing) and of the public
        // status pages a selection window sends everyone to, their JS too, in parallel. Other pages' shared
        // JS arrives by their own static imports: listing every chunk of every page in the entry would cost
        // the landing page's budget for pages it never shows.
        resolveDependencies: (filename, deps, { hostType }) =>
          hostType === 'html' || /(^|\/)(root-layout|landing|status|hostel-rooms)-[^/]*\.js$/.test(filename)
            ? deps
            : deps.filter((dep) => dep.endsWith('.css')),
      },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // A group holds the modules it names, not everything they import.
            includeDependenciesRecursively: false,
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              },
              {
                // The small modules the layout (with its footer) and the public pages share: their reads (a visitor's and
                // the signed-in user's, and the profile's, which the layout starts when the app opens there), clock,
                // formats, live updates, session, messages, reference data and buttons. The layout loads with every page,
                // so nobody downloads more for them being together: one request rather than twenty, and under Lighthouse
                // each request started costs the main thread a few milliseconds.
                name: 'page-kit',
                test: /src[\\/](app[\\/]chunk-retry|lib[\\/](api-request|use-query|use-now|format|pages|public-rest|signed-in-rest|stale-session|hostels|own-beds-news|auth|auth-storage|app-user|supabase|notifications|errors)|config[\\/](env|env-parse|messages|site)|components[\\/]ui[\\/](retry-message|button|field)|features[\\/](rooms[\\/](live-rooms|api[\\/]hostel-rooms-start)|profile[\\/]api[\\/]my-profile-start)|api[\\/]rooms|reference|office-roles|database|database\.types|money)\.tsx?$/,
              },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      restoreMocks: true,
      projects: [
        // Each file in a VM context of one jsdom per worker: creating jsdom for each of a hundred files was 40% of the
        // run (88 s against 33 s on the 2-core machine), and every file still gets its own modules and globals.
        {
          extends: true,
          test: {
            name: 'components',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: TIME_ZONE_TESTS,
            pool: 'vmThreads',
          },
        },
        // These move the process's time zone (process.env.TZ), which a VM context does not see.
        { extends: true, test: { name: 'time zones', include: TIME_ZONE_TESTS } },
      ],
    },
  };
});
