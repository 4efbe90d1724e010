// Every public page: no axe violations, and screenshots at 360 px and 1280 px (under test-results/).
import { DEMO_STUDENT, expect, expectNoAxeViolations, screenshotAtWidths, signInAsStudent, test } from '../fixtures';

const pages = [
  { name: 'landing', path: '/', heading: 'Your home away from home' },
  { name: 'about', path: '/about', heading: 'The hostel office' },
  { name: 'hostels', path: '/Hostels', heading: /^\d+ hostels, one campus$/ },
  { name: 'status', path: '/status', heading: 'Track everything in one place' },
  { name: 'login-student', path: '/auth/login/student', heading: 'Student Login' },
  { name: 'login-admin', path: '/auth/login/admin', heading: 'Admin Login' },
  { name: 'create-account', path: '/auth/create_account/student', heading: 'Create an account' },
  { name: 'not-found', path: '/no-such-page', heading: 'Page not found' },
] as const;

for (const { name, path, heading } of pages) {
  test(`when a visitor opens ${path}, then axe finds no violations at either width`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, name);
  });
}

test('when a student opens the status page with history and messages, then axe still finds nothing', async ({
  page,
}) => {
  await signInAsStudent(page, DEMO_STUDENT, { at: '/status' });
  await expect(page.locator('#application-history tbody tr').first()).toBeVisible();
  await page.locator('#complaint-status').getByLabel('Complaint ID').fill('abc');
  await page.locator('#complaint-status').getByRole('button', { name: 'Check status' }).click();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'status-signed-in');
});

test('when the mobile menu is open, then axe finds nothing and the menu is captured', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Status' }).click();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('mobile-menu-360.png') });
});
