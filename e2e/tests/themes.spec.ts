// The dark theme: every page checked here passes axe (contrast included) at 360 and 1280 px on a dark device (light is
// checked by every other journey), the header's Dark holds from the first paint of the next page, and As device follows
// the device again. With E2E_SCREENSHOTS each dark page is captured under test-results/ for a person to look at.
import type { Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  DEMO_STUDENT,
  expect,
  expectNoAxeViolations,
  signInAsAdmin,
  signInAsStudent,
  test,
  transitionsOver,
} from '../fixtures';

type Visitor = 'visitor' | 'student' | 'admin';

const pages: { name: string; path: string; as: Visitor }[] = [
  { name: 'landing', path: '/', as: 'visitor' },
  { name: 'room-availability', path: '/status?section=room-availability', as: 'visitor' },
  // One wing: the same parts in the same colours as the whole hostel, for a fifth of axe's time.
  { name: 'kanhar-rooms', path: '/status/Kanhar?wing=A', as: 'visitor' },
  { name: 'hostels', path: '/Hostels', as: 'visitor' },
  { name: 'login-student', path: '/auth/login/student', as: 'visitor' },
  { name: 'complaint', path: '/complaint', as: 'student' },
  { name: 'profile', path: '/profile', as: 'student' },
  { name: 'admin-dashboard', path: '/admin', as: 'admin' },
  { name: 'admin-rooms', path: '/admin/rooms', as: 'admin' },
];

async function signIn(page: Page, as: Visitor): Promise<void> {
  if (as === 'student') await signInAsStudent(page, DEMO_STUDENT);
  if (as === 'admin') await signInAsAdmin(page, DEMO_ADMIN);
}

/** The page as loaded: its heading shown, its reads settled, colour transitions (0.15 s) over. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await transitionsOver(page);
}

/** The page's ground shows the theme in use: #f6f7fb in light, #0f172a in dark. */
async function expectGround(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await expect(page.locator('html')).toHaveCSS(
    'background-color',
    theme === 'light' ? 'rgb(246, 247, 251)' : 'rgb(15, 23, 42)',
  );
}

// Light is every other journey's axe check; here each page is read in dark from the device, signed in once per reader.
for (const as of ['visitor', 'student', 'admin'] as const) {
  const theirs = pages.filter((entry) => entry.as === as);
  test(`when ${as === 'visitor' ? 'a visitor' : `the ${as}`} reads ${theirs.map((entry) => entry.path).join(', ')} on a dark device, then axe finds nothing at 360 and 1280 px`, async ({
    page,
  }) => {
    test.slow();
    await signIn(page, as);
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const { name, path } of theirs) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await settled(page);
      await expectGround(page, 'dark');
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 800 });
        await transitionsOver(page);
        await expectNoAxeViolations(page);
        if (process.env.E2E_SCREENSHOTS)
          await page.screenshot({ path: test.info().outputPath(`${name}-dark-${width}.png`), fullPage: true });
      }
    }
  });
}

test('when a reader on a light device chooses Dark in the header, then it holds from the first paint of the next page', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.expectConsoleError(/ERR_FAILED \(http:\/\/localhost:\d+\/assets\//);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/status/Kanhar');
  await settled(page);
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectGround(page, 'dark');
  // The kept choice is applied by index.html's boot script, before any of the app's code runs.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/Hostels');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectGround(page, 'dark');
  await page.unroute('**/assets/*.js');
  await page.reload();
  await settled(page);
  await expectNoAxeViolations(page);
});

test('when the reader goes back to As device, then the page follows the device again', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const theme = page.getByRole('combobox', { name: 'Theme' });
  await theme.selectOption('light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await settled(page);
  await expectGround(page, 'light');
  await theme.selectOption('system');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  await settled(page);
  await expectGround(page, 'dark');
  await expectNoAxeViolations(page);
});
