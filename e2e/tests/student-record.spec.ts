// The student record: an admin corrects a student's record with a reason on /admin/people, the audit log keeps what
// changed and why, and the student reads the correction in their profile; both pages pass axe at 360 and 1280 px.
import {
  DEMO_ADMIN,
  expect,
  expectFitsBothWidths,
  expectNotice,
  newStudent,
  signInAsAdmin,
  signInAsStudent,
  supabaseFetch,
  test,
} from '../fixtures';

test('when an admin corrects a student’s name with a reason, then the log keeps it and the student reads it in the profile', async ({
  page,
  browser,
}) => {
  test.slow();
  const student = await newStudent('record-corrected', 'Gopad');
  const [own] = (await supabaseFetch('/rest/v1/student_records?select=roll_number,full_name', {
    token: student.accessToken,
  })) as Array<{ roll_number: string; full_name: string }>;
  if (!own) throw new Error('the student has no record');

  const office = await (await browser.newContext()).newPage();
  await signInAsAdmin(office, DEMO_ADMIN, { at: `/admin/people?q=${own.roll_number}` });
  const row = office.getByRole('row', { name: new RegExp(own.full_name) });
  await expect(row).toContainText(`Roll number ${own.roll_number}`);
  await row.getByRole('button', { name: `Correct record: ${own.full_name}` }).click();
  const correction = office.getByRole('region', { name: `Correct the record of ${own.full_name}` });
  await expect(correction.getByLabel('Full name')).toHaveValue(own.full_name);
  await expectFitsBothWidths(office, 'record-correction');

  await correction.getByLabel('Full name').fill('Rohan Kumar Verma');
  await correction.getByRole('button', { name: 'Save correction' }).click();
  await expect(correction.getByText('Say why the record is corrected.')).toBeVisible();
  await correction.getByLabel('Reason for the correction').fill('Name as on the admission letter');
  await correction.getByRole('button', { name: 'Save correction' }).click();
  await expectNotice(office, 'success', `The record of ${own.full_name} is corrected.`);
  await expect(correction).toHaveCount(0);

  await office.goto('/admin/audit');
  const entry = office.getByRole('row').filter({ hasText: 'Name as on the admission letter' });
  await expect(entry).toContainText('Rohan Kumar Verma');
  await office.context().close();

  await signInAsStudent(page, student, { at: '/profile' });
  await expect(page.getByRole('heading', { level: 1, name: 'Rohan Kumar Verma' })).toBeVisible();
  const record = page.getByRole('region', { name: 'Student record' });
  await expect(record.getByRole('definition').filter({ hasText: /^Rohan Kumar Verma$/ })).toBeVisible();
  await expect(record).toContainText('The hostel office corrected it on');
  await expect(record).toContainText('Only the hostel office can change it now.');
  await expect(record.getByRole('textbox')).toHaveCount(0);
  await expectFitsBothWidths(page, 'record-profile');
});
