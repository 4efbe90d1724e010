// Account recovery: Forgot password? → the link the API e-mails → a new password → signed in.
import type { Page } from '@playwright/test';
import {
  createStudent,
  expect,
  expectNoAxeViolations,
  expectNotice,
  firstLink,
  latestMailTo,
  mailCountTo,
  screenshotAtWidths,
  setupClient,
  signInThroughPage,
  test,
  uniqueEmail,
} from '../fixtures';

const SENT = 'If an account exists for that email, we have sent a link to reset your password.';
const LINK_USED = 'This password reset link has expired or has already been used.';

/** Axe finds nothing and nothing overflows sideways, on a phone and on a laptop. */
async function checkAtBothWidths(page: Page, screenshot: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await screenshotAtWidths(page, screenshot);
}

async function askForLink(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
}

test('when a student has forgotten their password, then the e-mailed link lets them set a new one and sign in with it', async ({
  page,
}) => {
  // Five pages, each checked by axe at two widths.
  test.slow();
  const student = await createStudent('recovery');
  const newPassword = 'recovered-pass-2026';

  await page.goto('/auth/login/student');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/auth/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await checkAtBothWidths(page, 'forgot-password');

  await askForLink(page, student.email);
  await checkAtBothWidths(page, 'forgot-password-sent');

  const mail = await latestMailTo(student.email);
  expect(mail.Subject).toBe('Reset your Campus Hostel password');
  const link = firstLink(mail);
  expect(new URL(link).searchParams.get('redirect_to')).toBe(new URL('/auth/reset-password', page.url()).toString());

  await page.goto(link);
  // supabase-js takes the session out of the fragment, leaving at most a bare `#`.
  await expect(page).toHaveURL(/\/auth\/reset-password#?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password', { exact: true }).fill('different');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    'At least 6 characters. Password must be at least 6 characters',
  );
  await expect(page.getByLabel('Confirm new password', { exact: true })).toHaveAccessibleDescription(
    'Passwords do not match',
  );
  await checkAtBothWidths(page, 'reset-password');

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expectNotice(page, 'success', 'Your password has been changed and you are signed in.');
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Do you want to Logout ?' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await signInThroughPage(page, { email: student.email, password: newPassword });
  const oldPassword = await setupClient().auth.signInWithPassword({ email: student.email, password: student.password });
  expect(oldPassword.error?.message).toBe('Invalid login credentials');

  // The link worked once: opened again, it says so and offers a new one.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByText(LINK_USED)).toBeVisible();
  await checkAtBothWidths(page, 'reset-password-used-link');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL('/auth/forgot-password');
});

test('when someone asks for a link for an unknown email, then they get the same answer and no e-mail is sent', async ({
  page,
}) => {
  const nobody = uniqueEmail('no-account');
  await page.goto('/auth/forgot-password');
  await askForLink(page, nobody);
  // The API answers only after the mail is handed to SMTP, so by now a mail would be in the catcher.
  expect(await mailCountTo(nobody)).toBe(0);
});

test('when the reset page is opened without a link, then it says to open the e-mailed one', async ({ page }) => {
  await page.goto('/auth/reset-password');
  await expect(page.getByText('To choose a new password, open the link in the email we sent you.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/auth/forgot-password');
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
});
