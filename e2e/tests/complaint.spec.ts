// Journeys through Raise a Complaint: an attachment that reaches the profile, the 3 MB rule, refused files, sign-in.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '@campus-hostel/emulators/supabase';

const SUPABASE_URL = (process.env.E2E_SUPABASE_URL ?? 'http://localhost:54321').replace(/\/+$/, '');
const PASSWORD = 'complaint-e2e-pass-2026';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface Student {
  email: string;
  accessToken: string;
}

async function supabaseFetch(path: string, init: RequestInit & { token?: string } = {}): Promise<unknown> {
  const response = await fetch(`${SUPABASE_URL}${path}`, {
    ...init,
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${init.token ?? LOCAL_ANON_KEY}`, 'Content-Type': 'application/json' },
  });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A fresh student per test, so no test sees another's complaints. */
async function newStudent(label: string): Promise<Student> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.hostel.local`;
  const body = (await supabaseFetch('/auth/v1/signup', {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD, data: { full_name: 'Complaint Tester' } }),
  })) as { access_token: string };
  return { email, accessToken: body.access_token };
}

async function ownComplaints(student: Student): Promise<Array<{ id: number; resource_link: string }>> {
  return (await supabaseFetch('/rest/v1/complaints_table?select=id,resource_link&order=id', { token: student.accessToken })) as Array<{
    id: number;
    resource_link: string;
  }>;
}

async function signIn(page: Page, student: Student): Promise<void> {
  await page.goto('/auth/login/student');
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
}

/** A notification with exactly this text, as an alert (errors) or a status message (successes, hints). */
function notice(page: Page, role: 'alert' | 'status', text: string | RegExp) {
  return page.getByRole(role).locator('.notification__message').filter({ hasText: text });
}

async function fillComplaint(page: Page, description: string): Promise<void> {
  await page.getByLabel('Complaint type').selectOption('facility-maintenance');
  await page.getByLabel('Category').selectOption('plumbing-issue');
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Urgency').selectOption('high');
}

test('when a student raises a complaint with a pdf, then its ID and a working attachment link appear in the profile', async ({ page, request }) => {
  const student = await newStudent('complaint-pdf');
  await signIn(page, student);
  await page.goto('/complaint');
  await expect(page.getByRole('heading', { level: 1, name: 'Raise a Complaint' })).toBeVisible();
  await expect(page.getByText('Every complaint is reviewed and responded to within 24 hours.')).toBeVisible();

  await fillComplaint(page, 'The washroom tap leaks all night.');
  await page.getByLabel('Attachment (optional)').setInputFiles({ name: 'leak report (1).pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Submit Complaint' }).click();

  await expect(notice(page, 'status', 'Complaint raised successfully')).toHaveText('Complaint raised successfully');
  await expect(page).toHaveURL('/profile');
  const [complaint] = await ownComplaints(student);
  expect(complaint).toBeDefined();
  const id = complaint?.id ?? 0;
  await expect(notice(page, 'status', `Your complaint ID is ${id}.`)).toHaveText(
    `Your complaint ID is ${id}. Use it to check the status on the status page.`,
  );

  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(id), exact: true }) });
  await expect(row).toContainText('facility-maintenance');
  await expect(row).toContainText('plumbing-issue');
  await expect(row).toContainText('high');
  await expect(row).toContainText('In Progress');
  const link = row.getByRole('link', { name: /View attachment/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const href = await link.getAttribute('href');
  expect(href).toBe(complaint?.resource_link);
  expect(href).toMatch(/\/storage\/v1\/object\/public\/complaints\/complaint_files\/[0-9a-f-]{36}_leak_report_1_\.pdf$/);

  const download = await request.get(href ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('application/pdf');
  expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);
});

test('when a 4 MB file is chosen, then the spec message shows, submitting is blocked and nothing is inserted', async ({ page }) => {
  const student = await newStudent('complaint-big');
  await signIn(page, student);
  await page.goto('/complaint');
  await fillComplaint(page, 'Photo of the broken window.');
  await page
    .getByLabel('Attachment (optional)')
    .setInputFiles({ name: 'window.png', mimeType: 'image/png', buffer: Buffer.alloc(4 * 1024 * 1024, 1) });

  const message = 'File size exceeds 3 MB. Please upload a smaller file.';
  await expect(notice(page, 'alert', message)).toHaveText(message);
  await expect(page.locator('.field__error', { hasText: message })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Complaint' });
  await expect(submit).toBeDisabled();
  // Even a programmatic submit (Enter in a field) is refused while the file is too large.
  await page.locator('form.complaint-form').evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(page).toHaveURL('/complaint');
  expect(await ownComplaints(student)).toEqual([]);

  // A smaller file lifts the block.
  await page.getByLabel('Attachment (optional)').setInputFiles({ name: 'window.png', mimeType: 'image/png', buffer: Buffer.alloc(1024, 1) });
  await expect(page.locator('.field__error', { hasText: message })).toHaveCount(0);
  await expect(submit).toBeEnabled();
});

test('when the storage refuses a file type, then the upload error names the reason and nothing is inserted', async ({ page }) => {
  const student = await newStudent('complaint-type');
  await signIn(page, student);
  await page.goto('/complaint');
  await fillComplaint(page, 'Notes attached.');
  await page.getByLabel('Attachment (optional)').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  await expect(notice(page, 'alert', 'Error uploading file: ')).toHaveText('Error uploading file: mime type text/plain is not supported');
  await expect(page).toHaveURL('/complaint');
  expect(await ownComplaints(student)).toEqual([]);
});

test('when the form is submitted empty, then each required field says so under it', async ({ page }) => {
  const student = await newStudent('complaint-empty');
  await signIn(page, student);
  await page.goto('/complaint');
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

test('when a visitor submits a complaint, then it says Please login to raise a complaint and goes home', async ({ page }) => {
  await page.goto('/complaint');
  await fillComplaint(page, 'Signed out complaint.');
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  await expect(notice(page, 'alert', 'Please login to raise a complaint')).toHaveText('Please login to raise a complaint');
  await expect(page).toHaveURL('/');
});

test('the complaint page has no axe violations and fits 360 px and 1280 px', async ({ page }, testInfo) => {
  const student = await newStudent('complaint-a11y');
  await signIn(page, student);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/complaint');
    await expect(page.getByRole('heading', { level: 1, name: 'Raise a Complaint' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`complaint-${width}.png`), fullPage: true });
  }
});
