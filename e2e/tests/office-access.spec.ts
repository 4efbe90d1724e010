// Sign-up that means what it offers: choosing hostel office staff makes a student's account with a request for office
// access, which an admin grants on /admin/people; the account then signs in to the office. Axe at 360 and 1280 px.
import {
  DEMO_ADMIN,
  confirmFromMail,
  expect,
  expectFitsBothWidths,
  expectNotice,
  signInAsAdmin,
  signInAsAdminThroughPage,
  test,
  uniqueEmail,
} from '../fixtures';

test('when someone signs up as hostel office staff, then they are a student until an admin grants the request', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = uniqueEmail('office-access');
  const password = 'office-pass-2026';
  await page.goto('/auth/create_account/student');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Role').selectOption({ label: 'Hostel office staff (HR)' });
  await expect(page.getByLabel('Role')).toHaveAccessibleDescription(
    /an admin of the hostel office grants the office pages/,
  );
  await expectFitsBothWidths(page, 'sign-up-office');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await confirmFromMail(page, email);
  await page.goto('/admin');
  await expect(page).not.toHaveURL(/\/admin$/);

  const office = await (await browser.newContext()).newPage();
  await signInAsAdmin(office, DEMO_ADMIN, { at: `/admin/people?q=${encodeURIComponent(email)}` });
  const row = office.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Asks to be staff');
  await expectFitsBothWidths(office, 'people-access-request');
  await row.getByRole('button', { name: `Make staff as asked: ${email}` }).click();
  await office.getByRole('dialog').getByRole('button', { name: 'Make staff as asked' }).click();
  await expectNotice(office, 'success', `${email} is now staff.`);
  await expect(row).not.toContainText('Asks to be staff');
  await expect(row.getByRole('cell', { name: 'Staff', exact: true })).toBeVisible();
  await office.context().close();

  const staff = await (await browser.newContext()).newPage();
  await signInAsAdminThroughPage(staff, { email, password });
  await expect(staff.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Bookings' })).toBeVisible();
  await staff.context().close();
});
