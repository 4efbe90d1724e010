// A repair from complaint to rating, as its people do it: a student's "fan not working" complaint becomes a job for the
// hostel's only electrician; the office finds it among the unfinished electrical jobs and sets the visit; the
// electrician finds it on /jobs on their phone, adds a photo of the finished work and marks it done; the student sees
// the visit and the photo on their /jobs, confirms the fix and rates it. Each page is checked at 360 and 1280 px with
// axe; the office then finds the job among the closed ones and the electrician in the month's statement.
import type { Locator, Page } from '@playwright/test';
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

/** The office's row of the job, walking the filtered list's pages with "Show more" until it is shown. */
async function officeRow(office: Page, title: string): Promise<Locator> {
  const row = office.getByRole('row', { name: new RegExp(title.replace(/[()]/g, '\\$&')) });
  const more = office.getByRole('button', { name: 'Show more' });
  await expect(row.or(more).or(office.getByText('No jobs match what you chose.')).first()).toBeVisible();
  while (!(await row.isVisible()) && (await more.isVisible())) {
    await more.click();
    await expect(row.or(more).first()).toBeVisible();
  }
  await expect(row).toBeVisible();
  return row;
}

/** Whether an image loaded (a broken signed link has no natural width). */
const loaded = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.naturalWidth > 0);

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

  const office = await (await browser.newContext()).newPage();
  await signInAsAdmin(office, DEMO_ADMIN, { at: '/admin/work-orders' });
  await expect(office.getByRole('heading', { level: 1, name: 'Work orders' })).toBeVisible();
  const jobs = office.getByRole('region', { name: 'Jobs', exact: true });
  await expect(jobs.getByLabel('Show')).toHaveValue('unfinished');
  await jobs.getByLabel('Trade').selectOption('electrical');
  const row = await officeRow(office, title);
  await row.getByText('Set visit').click();
  const tomorrow = new Date(Date.now() + (5.5 + 24) * 3_600_000).toISOString().slice(0, 10);
  await row.getByLabel('Visit from').fill(`${tomorrow}T10:00`);
  await row.getByLabel('Visit until').fill(`${tomorrow}T11:00`);
  await row.getByRole('button', { name: 'Save visit' }).click();
  await expect(row).toContainText('Visit set');

  const phone = await (await browser.newContext()).newPage();
  await signInAsAdmin(phone, TECHNICIAN, { at: '/jobs' });
  await expect(phone.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
  const job = phone.getByRole('article', { name: title });
  await expect(job).toContainText('Visit set');
  await expect(job.getByRole('button', { name: 'Mark done' })).toBeDisabled();
  await expectFitsBothWidths(phone, 'jobs-technician');
  await job
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'fan.png', mimeType: 'image/png', buffer: PHOTO });
  await job.getByRole('button', { name: 'Add photo' }).click();
  await expect(job.getByRole('img', { name: `After photo 1: ${title}` })).toBeVisible();
  await job.getByRole('button', { name: 'Mark done' }).click();
  await expect(job).toContainText('Done: waiting for the student');

  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'My repairs' })).toBeVisible();
  const repair = page.getByRole('article', { name: title });
  await expect(repair).toContainText('The technician has marked this done. Is it fixed?');
  await expect(repair).toContainText('Visit: ');
  const afterPhoto = repair.getByRole('img', { name: `After photo 1: ${title}` });
  await expect(afterPhoto).toBeVisible();
  await expect.poll(() => loaded(afterPhoto)).toBe(true);
  await expectFitsBothWidths(page, 'jobs-student');
  await repair.getByRole('button', { name: 'Yes, it is fixed' }).click();
  await expect(repair).toContainText('Fixed');
  await repair.getByLabel('Rate the work').selectOption('5');
  await repair.getByRole('button', { name: 'Send rating' }).click();
  await expect(repair).toContainText('You rated this 5 out of 5.');

  await office.reload();
  await jobs.getByLabel('Show').selectOption('closed');
  await jobs.getByLabel('Trade').selectOption('electrical');
  const closed = await officeRow(office, title);
  await expect(closed).toContainText('Confirmed');
  await expect(closed.getByRole('img', { name: `After photo 1: ${title}` })).toBeVisible();
  const statement = office.getByRole('region', { name: 'Monthly contractor statement' });
  await expect(statement.getByRole('row', { name: /Vikram Singh/ })).toBeVisible();
  await expectFitsBothWidths(office, 'admin-work-orders');
});
