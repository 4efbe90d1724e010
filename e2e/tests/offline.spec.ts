// The installed app away from the network: once a page has loaded, the service worker keeps the shell and the reader's
// receipt, so a reload offline shows them under the offline banner instead of the browser's error page.
import {
  buyBedThroughApi,
  expect,
  expectNoAxeViolations,
  newStudent,
  pickVacantRoom,
  signInAsStudent,
  supabaseFetch,
  test,
} from '../fixtures';

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
