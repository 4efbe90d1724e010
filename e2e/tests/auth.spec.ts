// Sign-in, sign-up, social sign-in and "remember me", through the real pages and the Auth stand-in.
import {
  DEMO_ADMIN,
  DEMO_STUDENT,
  createStudent,
  expect,
  expectNotice,
  mailCountTo,
  setupClient,
  signInAsAdminThroughPage,
  signInAsStudent,
  signInThroughPage,
  signUpThroughPage,
  test,
  uniqueEmail,
} from '../fixtures';
import { watchConsole } from '../fixtures/console';

test.describe('sign-in and sign-up', () => {
  test('when the password is wrong, then the backend message "Invalid login credentials" is shown', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.expectConsoleError(/status of 400/);
    await page.goto('/auth/login/student');
    await page.getByLabel('Email', { exact: true }).fill(DEMO_STUDENT.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectNotice(page, 'error', 'Invalid login credentials');
    await expect(page).toHaveURL('/auth/login/student');
  });

  test('when sign-in fields are empty, then it says "Please fill all the fields"', async ({ page }) => {
    await page.goto('/auth/login/student');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectNotice(page, 'error', 'Please fill all the fields');
  });

  test('when sign-up input is incomplete or the passwords differ, then the spec messages appear', async ({ page }) => {
    await page.goto('/auth/create_account/student');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expectNotice(page, 'error', 'Please fill all the fields');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('mismatch'));
    await page.getByLabel('Password', { exact: true }).fill('first-pass-2026');
    await page.getByLabel('Confirm password').fill('second-pass-2026');
    await page.getByLabel('Role').selectOption('guest');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expectNotice(page, 'error', 'Passwords do not match');
    const width = await page.locator('.auth-card').evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(330);
  });

  test('when someone signs up with a taken email, then they are answered as a new address is and nothing is mailed', async ({
    page,
  }) => {
    // As GoTrue with confirmations on: sign-up never tells who has an account.
    const taken = await createStudent('taken');
    await signUpThroughPage(page, { email: taken.email, password: 'another-pass-2026' });
    expect(await mailCountTo(taken.email)).toBe(0);
    expect((await setupClient().auth.signInWithPassword(taken)).error).toBeNull();
  });

  test('when a signed-in student opens a login page, then they are sent home', async ({ page }) => {
    const student = await createStudent('redirect');
    await signInAsStudent(page, student, { at: '/auth/login/student' });
    await expect(page).toHaveURL('/');
    await page.goto('/auth/login/admin');
    await expect(page).toHaveURL('/');
  });

  test('when the admin signs in, then the API admits them and the Profile button leads to /admin', async ({ page }) => {
    await signInAsAdminThroughPage(page, DEMO_ADMIN);
    await expectNotice(page, 'success', 'success');
    await page.goto('/auth/login/admin');
    await expect(page).toHaveURL(/\/admin/);
  });

  test('when a student tries the admin sign-in, then the server refuses with its message', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.expectConsoleError(/status of 403/);
    const student = await createStudent('not-admin');
    await page.goto('/auth/login/admin');
    await page.getByLabel('Email', { exact: true }).fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectNotice(page, 'error', 'This account does not have admin access');
    await expect(page).toHaveURL('/auth/login/admin');
  });
});

test.describe('social sign-in', () => {
  test('when a student continues with Google on the local consent page, then they come back signed in', async ({
    page,
  }) => {
    await page.goto('/auth/login/student');
    await page.getByRole('button', { name: 'Sign up with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with Google (local stand-in)' })).toBeVisible();
    await page.getByLabel('Email').fill(uniqueEmail('google'));
    await page.getByLabel('Full name').fill('Gita Google');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/#?$/);
    await expectNotice(page, 'success', 'success');
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('provider'))).toBe('google');
    expect(page.url(), 'the session fragment is removed from the address').not.toContain('access_token');
  });

  test('when a student continues with GitHub, then the provider key says github', async ({ page }) => {
    await page.goto('/auth/login/student');
    await page.getByRole('button', { name: 'Sign up with GitHub' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with GitHub (local stand-in)' })).toBeVisible();
    await page.getByLabel('Email').fill(uniqueEmail('github'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('provider'))).toBe('github');
  });
});

test.describe('remember me', () => {
  test('when "remember me" is off, then a new tab starts signed out', async ({ page, context }) => {
    const student = await createStudent('forget');
    await signInThroughPage(page, student, { remember: false });
    const tab = await context.newPage();
    const watch = watchConsole(tab);
    await tab.goto('/');
    await expect(tab.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(tab.getByRole('link', { name: 'Profile' })).toHaveCount(0);
    expect(watch.unexpected()).toEqual([]);
  });

  test('when "remember me" is on, then a new tab is still signed in', async ({ page, context }) => {
    const student = await createStudent('remember');
    await signInThroughPage(page, student, { remember: true });
    const tab = await context.newPage();
    const watch = watchConsole(tab);
    await tab.goto('/');
    await expect(tab.getByRole('link', { name: 'Profile' })).toBeVisible();
    expect(watch.unexpected()).toEqual([]);
  });
});
