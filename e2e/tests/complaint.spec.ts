// Journeys through Raise a Complaint: an attachment that reaches the profile, the 3 MB rule, refused files, sign-in.
import type { Page } from '@playwright/test';
import {
  completeStudentSignIn,
  createStudent,
  expect,
  expectNoAxeViolations,
  expectNotice,
  screenshotAtWidths,
  signInAsStudent,
  signedInClient,
  test,
  type Student,
} from '../fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const TOO_LARGE = 'File size exceeds 3 MB. Please upload a smaller file.';

/** The student's complaints as the database holds them, read through RLS as the student. */
async function ownComplaints(student: Student): Promise<Array<{ id: number; resource_link: string }>> {
  const supabase = await signedInClient(student);
  const { data, error } = await supabase.from('complaints_table').select('id, resource_link').order('id');
  if (error) throw new Error(error.message);
  return data as Array<{ id: number; resource_link: string }>;
}

async function fillComplaint(page: Page, description: string): Promise<void> {
  await page.getByLabel('Complaint type').selectOption('facility-maintenance');
  await page.getByLabel('Category').selectOption('plumbing-issue');
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Urgency').selectOption('high');
}

test('when a student raises a complaint with a pdf, then its ID and a signed attachment link appear in the profile; the unsigned address opens nothing', async ({
  page,
  request,
}) => {
  const student = await createStudent('complaint-pdf');
  await signInAsStudent(page, student, { at: '/complaint' });
  await expect(page.getByRole('heading', { level: 1, name: 'Raise a Complaint' })).toBeVisible();
  await expect(page.getByText('Every complaint is reviewed and responded to within 24 hours.')).toBeVisible();

  await fillComplaint(page, 'The washroom tap leaks all night.');
  await page
    .getByLabel('Attachment (optional)')
    .setInputFiles({ name: 'leak report (1).pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Submit Complaint' }).click();

  await expectNotice(page, 'success', 'Complaint raised successfully');
  await expect(page).toHaveURL('/profile');
  const [complaint, ...others] = await ownComplaints(student);
  expect(others).toEqual([]);
  const id = complaint?.id ?? 0;
  await expectNotice(page, 'success', `Your complaint ID is ${id}. Use it to check the status on the status page.`);

  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(id), exact: true }) });
  await expect(row).toContainText('Facility maintenance');
  await expect(row).toContainText('Plumbing issue');
  await expect(row).toContainText('High');
  // Nobody in the office has started it yet.
  await expect(row).toContainText('Pending');
  const link = row.getByRole('link', { name: /View attachment/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  expect(complaint?.resource_link).toMatch(/^complaint_files\/[0-9a-f-]{36}_leak_report_1_\.pdf$/);
  const href = await link.getAttribute('href');
  expect(href).toContain(`/storage/v1/object/sign/complaints/${complaint?.resource_link}?token=`);

  const download = await request.get(href ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('application/pdf');
  expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);
  // The bucket is private: the file's address without a signature opens nothing.
  const unsigned = await request.get(
    new URL(`/storage/v1/object/public/complaints/${complaint?.resource_link}`, href ?? '').toString(),
  );
  expect(unsigned.status()).toBeGreaterThanOrEqual(400);
  expect(Buffer.from(await unsigned.body()).includes('%PDF')).toBe(false);
});

test('when a 4 MB file is chosen, then the spec message shows, submitting is blocked and nothing is inserted', async ({
  page,
}) => {
  const student = await createStudent('complaint-big');
  await signInAsStudent(page, student, { at: '/complaint' });
  await fillComplaint(page, 'Photo of the broken window.');
  const attachment = page.getByLabel('Attachment (optional)');
  await attachment.setInputFiles({
    name: 'window.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(4 * 1024 * 1024, 1),
  });

  await expectNotice(page, 'error', TOO_LARGE);
  await expect(attachment).toHaveAccessibleDescription(new RegExp(`${TOO_LARGE.replace(/\./g, '\\.')}$`));
  const submit = page.getByRole('button', { name: 'Submit Complaint' });
  await expect(submit).toBeDisabled();
  // Even a programmatic submit (Enter in a field) is refused while the file is too large.
  await page.locator('form.complaint-form').evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(page).toHaveURL('/complaint');
  expect(await ownComplaints(student)).toEqual([]);

  // A smaller file lifts the block.
  await attachment.setInputFiles({ name: 'window.png', mimeType: 'image/png', buffer: Buffer.alloc(1024, 1) });
  await expect(attachment).not.toHaveAttribute('aria-invalid');
  await expect(submit).toBeEnabled();
});

test('when the storage refuses a file type, then the upload error names the reason and nothing is inserted', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.expectConsoleError(/Failed to load resource.*(400|415)/);
  const student = await createStudent('complaint-type');
  await signInAsStudent(page, student, { at: '/complaint' });
  await fillComplaint(page, 'Notes attached.');
  await page
    .getByLabel('Attachment (optional)')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  await expectNotice(page, 'error', 'Error uploading file: mime type text/plain is not supported');
  await expect(page).toHaveURL('/complaint');
  expect(await ownComplaints(student)).toEqual([]);
});

test('when the database refuses the insert, then its own error message is shown', async ({ page, consoleWatch }) => {
  consoleWatch.expectConsoleError(/Failed to load resource.*400/);
  const student = await createStudent('complaint-insert');
  await signInAsStudent(page, student, { at: '/complaint' });
  // The form only sends valid values, so alter the request on the wire: the real database then refuses it.
  await page.route('**/rest/v1/complaints_table**', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
    return route.continue({ postData: JSON.stringify({ ...body, complaint_category: 'not-a-category' }) });
  });
  await fillComplaint(page, 'A complaint the database will refuse.');
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /violates check constraint/ })).toContainText(
    'new row for relation "complaints_table" violates check constraint',
  );
  await expect(page).toHaveURL('/complaint');
  await expect(page.getByRole('button', { name: 'Submit Complaint' })).toBeEnabled();
  expect(await ownComplaints(student)).toEqual([]);
});

test('when the form is submitted empty, then each required field says so under it', async ({ page }) => {
  const student = await createStudent('complaint-empty');
  await signInAsStudent(page, student, { at: '/complaint' });
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  for (const [label, message] of [
    ['Complaint type', 'Complaint type is required'],
    ['Category', 'Category is required'],
    ['Description', 'Description is required'],
    ['Urgency', 'Urgency is required'],
  ] as const) {
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(new RegExp(`${message}$`));
  }
  expect(await ownComplaints(student)).toEqual([]);
});

test('when a visitor submits a complaint, then they are asked to log in and come back to it as they left it', async ({
  page,
}) => {
  const student = await createStudent('complaint-visitor');
  await page.goto('/complaint');
  await fillComplaint(page, 'Signed out complaint: the tap in room 101 drips.');
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  await expectNotice(page, 'error', 'Please login to raise a complaint');
  expect(await ownComplaints(student)).toEqual([]);

  await completeStudentSignIn(page, student);
  await expect(page).toHaveURL('/complaint');
  await expect(page.getByLabel('Complaint type')).toHaveValue('facility-maintenance');
  await expect(page.getByLabel('Category')).toHaveValue('plumbing-issue');
  await expect(page.getByLabel('Description')).toHaveValue('Signed out complaint: the tap in room 101 drips.');
  await expect(page.getByLabel('Urgency')).toHaveValue('high');
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  await expectNotice(page, 'success', 'Complaint raised successfully');
  await expect(page).toHaveURL('/profile');
  expect(await ownComplaints(student)).toHaveLength(1);
});

test('when the complaint page is shown at 360 px and 1280 px, then axe finds no violations and nothing overflows', async ({
  page,
}) => {
  const student = await createStudent('complaint-a11y');
  await signInAsStudent(page, student, { at: '/complaint' });
  await expect(page.getByRole('heading', { level: 1, name: 'Raise a Complaint' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  await expect(page.getByLabel('Urgency')).toHaveAttribute('aria-invalid', 'true');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await screenshotAtWidths(page, 'complaint');
});
