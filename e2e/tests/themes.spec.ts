// Light and dark themes: every page checked here passes axe (contrast included) at 360 and 1280 px in both, whether
// dark comes from the device (prefers-color-scheme) or from the header's Theme select; each dark page is captured
// under test-results/ for a person to look at.
import type { Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  DEMO_STUDENT,
  expect,
  expectNoAxeViolations,
  signInAsAdmin,
  signInAsStudent,
  test,
} from '../fixtures';

type Mode = 'light' | 'dark' | 'dark-chosen';
type Visitor = 'visitor' | 'student' | 'admin';

const pages: { name: string; path: string; as: Visitor }[] = [
  { name: 'landing', path: '/', as: 'visitor' },
  { name: 'room-availability', path: '/status?section=room-availability', as: 'visitor' },
  { name: 'kanhar-rooms', path: '/status/Kanhar', as: 'visitor' },
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
  await page.waitForTimeout(300);
}

/** Dark from the device, or a light device whose reader picks Dark in the header's Theme select. */
async function applyMode(page: Page, mode: Mode): Promise<void> {
  await page.emulateMedia({ colorScheme: mode === 'dark' ? 'dark' : 'light' });
  if (mode !== 'dark-chosen') return;
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

/** The page's ground shows the theme in use: #f6f7fb in light, #0f172a in dark. */
async function expectGround(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await expect(page.locator('html')).toHaveCSS(
    'background-color',
    theme === 'light' ? 'rgb(246, 247, 251)' : 'rgb(15, 23, 42)',
  );
}

for (const mode of ['light', 'dark', 'dark-chosen'] as const) {
  for (const { name, path, as } of pages) {
    test(`when ${as === 'visitor' ? 'a visitor' : `the ${as}`} opens ${path} in ${mode}, then axe finds nothing at 360 and 1280 px`, async ({
      page,
    }) => {
      await signIn(page, as);
      await page.goto(path);
      await settled(page);
      await applyMode(page, mode);
      await expectGround(page, mode === 'light' ? 'light' : 'dark');
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 800 });
        await settled(page);
        await expectNoAxeViolations(page);
        if (mode === 'light') continue;
        const shot = test.info().outputPath(`${name}-${mode}-${width}.png`);
        await page.screenshot({ path: shot, fullPage: true });
        await test.info().attach(`${name}-${mode}-${width}`, { path: shot, contentType: 'image/png' });
      }
    });
  }
}

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
