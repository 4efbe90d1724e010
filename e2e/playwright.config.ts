// Playwright: headless Chromium against the whole stack (both stand-ins, the Supabase one on a throw-away PostgreSQL, the
// API, the built SPA) on the usual ports.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findBrowser } from './find-browser';

const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:5173';
// Outside the repository's .data, which a clean of the work tree may remove under a running stack.
const DATA_DIR = path.join(tmpdir(), 'campus-hostel-e2e');

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  // Two at a time everywhere: the journeys keep their own students and rooms, and one worker left a core idle while a
  // page waited on the stack (8.2 against 6.8 minutes for the whole suite).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // Each journey starts in a fresh browser profile: a service worker would precache the whole app there every time.
    // The offline journey allows it for itself.
    serviceWorkers: 'block',
    launchOptions: {
      // The Debian package when present, else another system Chromium or Playwright's own;
      // on a bare machine with root and apt-get the package is installed here, once.
      executablePath: findBrowser(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `cd .. && npx tsx scripts/stack.ts --fresh --data-dir ${DATA_DIR} --extra-migrations e2e/fixtures/migrations --postgres`,
    url: BASE_URL,
    timeout: 180_000,
    // Selection day at the scale of one journey: one student admitted at a time, and a hold sweep (which also offers
    // freed beds to the waitlist) every 2 s instead of every minute. The API logs only at error level (a 5xx answer with
    // its cause, a failed background job), so a test that meets one shows why in the run's output.
    // Sign-up is open to the journeys' own domain only (uniqueEmail), as an institute's would be.
    env: {
      SELECTION_CAPACITY: '1',
      HOLD_SWEEP_INTERVAL_MS: '2000',
      LOG_LEVEL: 'error',
      INSTITUTE_EMAIL_DOMAIN: 'e2e.hostel.local',
    },
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
