// A student signs up with the institute's address, confirms it by the mailed link, fills in their student record (whose
// programme and year the profile's academic details then show), declares and books; checked at 360 and 1280 px.
import {
  buyBedThroughApi,
  confirmFromMail,
  expect,
  expectFitsBothWidths,
  expectNotice,
  fillRecord,
  mailCountTo,
  pickVacantRoom,
  setupClient,
  supabaseFetch,
  test,
  typedRecord,
  uniqueEmail,
} from '../fixtures';

const PASSWORD = 'signup-pass-2026';

test('when a student signs up, confirms by email, fills in the record and books, then the profile shows the record and the bed', async ({
  page,
}) => {
  test.slow();
  await page.goto('/auth/create_account/student');
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveAccessibleDescription('Use your @e2e.hostel.local address.');
  await email.fill('someone@gmail.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Role').selectOption({ label: 'Student' });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expectNotice(
    page,
    'error',
    'Sign-up is open to @e2e.hostel.local addresses only; a guest signs up as a guest.',
  );

  const address = uniqueEmail('signup');
  await email.fill(address);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expectNotice(page, 'success', 'Success');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`We sent a link to ${address}.`)).toBeVisible();
  await expectFitsBothWidths(page, 'sign-up-check-email');

  // Not confirmed yet: GoTrue's own refusal.
  const early = await setupClient().auth.signInWithPassword({ email: address, password: PASSWORD });
  expect(early.error?.code).toBe('email_not_confirmed');

  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expectNotice(page, 'success', `We sent the link to ${address} again.`);
  await expect.poll(() => mailCountTo(address)).toBe(2);

  await confirmFromMail(page, address);
  await expect(page).toHaveURL(/\/#?$/);

  await page.goto('/profile');
  const academic = page.getByRole('region', { name: 'Academic details' });
  await expect(academic).toContainText('come from your student record');
  const record = page.getByRole('region', { name: 'Student record' });
  const roll = `S${Date.now().toString(36)}`.toUpperCase();
  await fillRecord(record, typedRecord(roll));
  await record.getByRole('button', { name: 'Save my record' }).click();
  await expectNotice(page, 'success', 'Your student record is saved.');
  await expect(page.getByRole('heading', { level: 1, name: 'Kavya Nair' })).toBeVisible();
  await expect(academic.getByRole('definition').filter({ hasText: /^M\.Sc$/ })).toBeVisible();
  await expect(academic.getByRole('definition').filter({ hasText: /^Year 1$/ })).toBeVisible();
  await expect(academic.getByRole('textbox')).toHaveCount(0);

  // Then they declare and book: a girls' hostel takes them, and the profile shows the bed they paid for.
  const residence = page.getByRole('region', { name: 'Residence details' });
  await residence.getByRole('radio', { name: 'Female' }).check();
  await residence.getByRole('radio', { name: 'Not married' }).check();
  await residence.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, 'success', 'Saved. You can now book in the hostels open to you.');
  const token = (await supabaseFetch('/auth/v1/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify({ email: address, password: PASSWORD }),
  })) as { access_token: string };
  const room = await pickVacantRoom('Indravati');
  await buyBedThroughApi({ email: address, password: PASSWORD, accessToken: token.access_token }, room);
  await page.reload();
  const details = page.getByRole('region', { name: 'Hostel details' });
  await expect(details.getByRole('definition').nth(0)).toHaveText('Indravati');
  await expect(details.getByRole('definition').nth(2)).toHaveText(String(room.number));
});
