// A repair from complaint to rating, as its people do it: a student's "fan not working" complaint becomes a job for the
// hostel's only electrician, who finds it on /jobs on their phone, adds a photo of the finished work and marks it done;
// the student sees the repair done on their /jobs, confirms the fix and rates it. Each page is checked at 360 and
// 1280 px with axe; the office then sees the job confirmed and the electrician in the month's statement.
import {
  DEMO_ADMIN,
  createStudent,
  expect,
  expectFitsBothWidths,
  expectNotice,
  signInAsAdmin,
  signInAsStudent,
  test,
} from '../fixtures';

/** The seed's technician, the only one of the electrical trade: a new electrical job is theirs at once. */
const TECHNICIAN = { email: 'technician@hostel.local', password: 'technician-pass-2026' } as const;
/** A 1×1 PNG: Storage checks a file's bytes against its type. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('when a student’s fan stops, then the electrician closes the job with a photo and the student confirms and rates it', async ({
  page,
  browser,
}) => {
  const title = `Fan not working in my room (${Date.now()})`;
  const student = await createStudent('work-order');
  await signInAsStudent(page, student, { at: '/complaint' });
  await page.getByLabel('Complaint type').selectOption('facility-maintenance');
  await page.getByLabel('Category').selectOption('electricity-failure');
  await page.getByLabel('Description').fill(title);
  await page.getByLabel('Urgency').selectOption('medium');
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  await expectNotice(page, 'success', 'Complaint raised successfully');

  const phone = await (await browser.newContext()).newPage();
  await signInAsAdmin(phone, TECHNICIAN, { at: '/jobs' });
  await expect(phone.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
  const job = phone.getByRole('article', { name: title });
  await expect(job).toContainText('Assigned');
  await expect(job.getByRole('button', { name: 'Mark done' })).toBeDisabled();
  await expectFitsBothWidths(phone, 'jobs-technician');
  await job
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'fan.png', mimeType: 'image/png', buffer: PHOTO });
  await job.getByRole('button', { name: 'Add photo' }).click();
  await expect(job).toContainText('Photos: 0 before, 1 after');
  await job.getByRole('button', { name: 'Mark done' }).click();
  await expect(job).toContainText('Done: waiting for the student');

  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'My repairs' })).toBeVisible();
  const repair = page.getByRole('article', { name: title });
  await expect(repair).toContainText('The technician has marked this done. Is it fixed?');
  await expectFitsBothWidths(page, 'jobs-student');
  await repair.getByRole('button', { name: 'Yes, it is fixed' }).click();
  await expect(repair).toContainText('Fixed');
  await repair.getByLabel('Rate the work').selectOption('5');
  await repair.getByRole('button', { name: 'Send rating' }).click();
  await expect(repair).toContainText('You rated this 5 out of 5.');

  const office = await (await browser.newContext()).newPage();
  await signInAsAdmin(office, DEMO_ADMIN, { at: '/admin/work-orders' });
  await expect(office.getByRole('heading', { level: 1, name: 'Work orders' })).toBeVisible();
  const statement = office.getByRole('region', { name: 'Monthly contractor statement' });
  await expect(statement.getByRole('row', { name: /Vikram Singh/ })).toBeVisible();
  await expectFitsBothWidths(office, 'admin-work-orders');
});
