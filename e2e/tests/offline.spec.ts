// The installed app away from the network: once a page has loaded, the service worker keeps the shell and the reader's
// receipt and out-pass, so a reload offline shows them under the offline banner instead of the browser's error page,
// even after the access token has expired with no network to refresh it.
import { testRollNumber } from '@campus-hostel/emulators/testing/users';
import {
  buyBedThroughApi,
  DEMO_ADMIN,
  expect,
  expectNoAxeViolations,
  newStudent,
  pickVacantRoom,
  signInAsStudent,
  supabaseFetch,
  test,
} from '../fixtures';
import { API_URL } from '../fixtures/stack';

const HOUR_MS = 3_600_000;

/** Calls our API with `token`: a GET, or a POST of `body`; fails the test on any non-2xx answer. */
async function api<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${path}: ${response.status} ${await response.clone().text()}`).toBe(true);
  return (await response.json()) as T;
}

// This journey is about the service worker, which the other journeys block.
test.use({ serviceWorkers: 'allow' });

test('when a student goes offline after opening a receipt and reloads, then the shell, the receipt and the offline banner show', async ({
  page,
  context,
  consoleWatch,
}) => {
  test.slow();
  // Offline, the reads the page tries (the bell's count, Realtime) fail, and the browser says so.
  consoleWatch.expectConsoleError(/ERR_INTERNET_DISCONNECTED/);
  const student = await newStudent('offline', 'Gopad');
  const room = await pickVacantRoom('Gopad');
  await buyBedThroughApi(student, room);
  const [booking] = (await supabaseFetch(`/rest/v1/bookings?select=reference&status=eq.paid&room_id=eq.${room.id}`, {
    token: student.accessToken,
  })) as Array<{ reference: string }>;
  const reference = booking?.reference ?? '';

  await signInAsStudent(page, student);
  // The service worker installs after the first load and takes control of the next one.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(`/receipt/${reference}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Campus Hostel' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  await expect(page.getByText('You are offline.')).toHaveCount(0);
});

test('when a student reloads their out-pass offline after the access token has expired, then the pass and the offline banner still show', async ({
  page,
  context,
  consoleWatch,
}) => {
  test.slow();
  consoleWatch.expectConsoleError(/ERR_INTERNET_DISCONNECTED/);
  const hostel = 'Gopad';
  const student = await newStudent('offline-pass', hostel);
  await buyBedThroughApi(student, await pickVacantRoom(hostel));
  // Gopad's rules ask no guardian's consent (Kanhar's are the leave journey's), so the office approves at once.
  const { access_token: adminToken } = (await supabaseFetch('/auth/v1/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify(DEMO_ADMIN),
  })) as { access_token: string };
  await api('/admin/leave/rules', adminToken, {
    hostel_name: hostel,
    notice_hours: 0,
    max_days: 30,
    guardian_consent: false,
    curfew: '22:00',
    late_notice_minutes: 60,
  });
  const leave = await api<{ id: number }>('/leave', student.accessToken, {
    from: new Date(Date.now() + 24 * HOUR_MS).toISOString(),
    to: new Date(Date.now() + 72 * HOUR_MS).toISOString(),
    destination: 'Raipur',
    reason: 'A family wedding',
    phone: '9876501234',
  });
  await api(`/admin/leave/${leave.id}/decide`, adminToken, { decision: 'approved' });

  await signInAsStudent(page, student, { at: '/leave' });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  const pass = page.getByRole('region', { name: 'Out-pass: Raipur' });
  await expect(pass.getByRole('img', { name: /^Out-pass QR code of / })).toBeVisible();

  // Two hours on and offline: the hour-long access token has expired and nothing can refresh it.
  await context.setOffline(true);
  await page.clock.install({ time: Date.now() + 2 * HOUR_MS });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(pass.getByRole('img', { name: /^Out-pass QR code of / })).toBeVisible({ timeout: 10_000 });
  await expect(pass).toContainText(testRollNumber(student.userId));
  await expect(page).toHaveURL(/\/leave$/);
  await expectNoAxeViolations(page);
});

test('when the web app manifest is read, then it names the app, starts at / and offers 192 and 512 px icons', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Campus Hostel', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
});
