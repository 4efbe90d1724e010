// Admin journeys: the guard, resolving a fresh student's application and complaint end to end, filters, CSV, failures.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  createApplications,
  createStudent,
  expect,
  expectNotice,
  officeClient,
  signInAsAdmin,
  signInAsStudent,
  signedInClient,
  test,
  type Student,
} from '../fixtures';

type NewComplaint = {
  complaint_type: string;
  complaint_category: string;
  complaint_description: string;
  urgency_level: 'low' | 'medium' | 'high';
};

/** Raises complaints as the student, through RLS, and returns their IDs in order. */
async function raiseComplaints(student: Student, complaints: readonly NewComplaint[]): Promise<number[]> {
  const supabase = await signedInClient(student);
  const ids: number[] = [];
  for (const complaint of complaints) {
    const { data, error } = await supabase.from('complaints_table').insert(complaint).select('id').single();
    if (error) throw new Error(error.message);
    ids.push((data as { id: number }).id);
  }
  await supabase.auth.signOut();
  return ids;
}

const leak: NewComplaint = {
  complaint_type: 'facility-maintenance',
  complaint_category: 'plumbing-issue',
  complaint_description: 'Tap leaking in wing C',
  urgency_level: 'high',
};

/** Admin chunks in a build (assets/admin-*.js) or admin modules under the dev server. */
const ADMIN_CODE = /\/admin-[\w-]+\.(js|css)|\/features\/admin\//;

function localDate(offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today in the office's calendar (Asia/Kolkata), as its CSV files are named. */
function officeDate(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/** A count as the office's pages write it (2,506). */
function figure(count: number | null): string {
  return new Intl.NumberFormat('en-IN').format(count ?? -1);
}

function rowWith(page: Page, id: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: id, exact: true }) });
}

test('when the landing page loads, then no admin code is downloaded', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(requested.some((url) => url.includes('/assets/') || url.includes('/src/'))).toBe(true);
  expect(requested.filter((url) => ADMIN_CODE.test(url))).toEqual([]);
});

test('when a visitor opens the admin area, then they are sent to the admin sign-in and asked to come back', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/admin/complaints');
  await expect(page).toHaveURL('/auth/login/admin?next=%2Fadmin%2Fcomplaints');
  // The guard lives in the admin chunk, so this is where it loads (and what the landing-page check looks for).
  expect(requested.some((url) => ADMIN_CODE.test(url))).toBe(true);
});

test('when a signed-in student opens the admin area, then they are sent to the admin sign-in', async ({ page }) => {
  const student = await createStudent('admin-guard');
  await signInAsStudent(page, student);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/admin');
  // Guard → /auth/admin → /auth/login/admin; the sign-in page then sends an already signed-in student home.
  await expect.poll(() => visited).toEqual(expect.arrayContaining(['/admin', '/auth/login/admin']));
  await expect(page).toHaveURL('/');
  expect(visited.indexOf('/auth/login/admin')).toBeGreaterThan(visited.indexOf('/admin'));
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
});

test('when the admin resolves a fresh application and complaint, then the student sees Approved and Resolved', async ({
  page,
  browser,
}) => {
  const student = await createStudent('admin-resolve');
  const [applicationId = ''] = await createApplications(student, ['Please move me closer to the library']);
  const [complaintId = 0] = await raiseComplaints(student, [leak]);

  await signInAsAdmin(page, DEMO_ADMIN);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const name of ['Home', 'Applications', 'Complaints', 'Hostels'])
    await expect(nav.getByRole('link', { name })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();

  await nav.getByRole('link', { name: 'Applications' }).click();
  await expect(page).toHaveURL('/admin/applications');
  await page.getByLabel('Search').fill(applicationId);
  await expect(page.getByText('Showing 1 application', { exact: true })).toBeVisible();
  const application = rowWith(page, applicationId);
  await expect(application).toContainText('Pending');
  await expect(application).toContainText(student.email);
  await application.getByRole('button', { name: `Approve application ${applicationId}` }).click();
  await page
    .getByRole('form', { name: `Approve application ${applicationId}` })
    .getByRole('button', { name: 'Approve', exact: true })
    .click();
  await expectNotice(page, 'success', 'Application approved successfully');
  await expect(application).toContainText('Approved');
  await expect(application).toContainText(`by ${DEMO_ADMIN.email} on`);
  await expect(application.getByRole('button', { name: /^(Approve|Reject) application/ })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Complaints' }).click();
  await expect(page).toHaveURL('/admin/complaints');
  await page.getByLabel('Search').fill(student.email);
  await expect(page.getByText('Showing 1 complaint', { exact: true })).toBeVisible();
  const complaint = rowWith(page, String(complaintId));
  await expect(complaint).toContainText('Pending');
  await complaint.getByRole('button', { name: `Resolve complaint ${complaintId}` }).click();
  await expectNotice(page, 'success', 'Complaint resolved successfully');
  await expect(complaint).toContainText('Resolved');
  await expect(complaint).toContainText(`by ${DEMO_ADMIN.email} on`);

  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signInAsStudent(studentPage, student, { at: '/status?section=application-history' });
  await expect(studentPage.getByRole('row').filter({ hasText: applicationId })).toContainText('Approved');
  await studentPage.goto('/profile');
  await expect(rowWith(studentPage, String(complaintId))).toContainText('Resolved');
  await studentContext.close();
});

test('when filtering and exporting complaints, then search, type, urgency, dates and unresolved-only narrow the list and the CSV is safe', async ({
  page,
}) => {
  const student = await createStudent('admin-filter');
  const [formulaId = 0, wifiId = 0] = await raiseComplaints(student, [
    {
      complaint_type: 'cleanliness',
      complaint_category: 'room-condition-issue',
      complaint_description: '=HYPERLINK("http://evil.test","click"), then "quoted"',
      urgency_level: 'high',
    },
    {
      complaint_type: 'internet-issue',
      complaint_category: 'wifi-not-working',
      complaint_description: 'Wi-Fi down',
      urgency_level: 'low',
    },
  ]);

  await signInAsAdmin(page, DEMO_ADMIN, { at: '/admin/complaints' });
  await page.getByLabel('Search').fill(student.email);
  await expect(page.getByText('Showing 2 complaints')).toBeVisible();
  await expect(rowWith(page, String(formulaId))).toBeVisible();
  await expect(rowWith(page, String(wifiId))).toBeVisible();

  await page.getByLabel('Type').selectOption('internet-issue');
  await expect(rowWith(page, String(formulaId))).toHaveCount(0);
  await expect(rowWith(page, String(wifiId))).toBeVisible();
  await page.getByLabel('Type').selectOption('');
  await page.getByLabel('Urgency').selectOption('high');
  await expect(rowWith(page, String(wifiId))).toHaveCount(0);
  await expect(rowWith(page, String(formulaId))).toBeVisible();
  await page.getByLabel('Urgency').selectOption('');

  await page.getByLabel('From').fill(localDate(1));
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  await page.getByLabel('From').fill(localDate(-1));
  await page.getByLabel('To', { exact: true }).fill(localDate(0));
  await expect(page.getByText('Showing 2 complaints')).toBeVisible();

  await page.getByLabel('Urgency').selectOption('high');
  await expect(page.getByText('Showing 1 complaint', { exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`complaints-${officeDate()}.csv`);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(
    'Complaint ID,Type,Category,Urgency,Description,Student,Email,Attachment,Created at,Status,Due at,Overdue,Answered at,Assigned to,Resolved by,Resolved at',
  );
  expect(lines[1]).toContain(
    `${formulaId},Cleanliness,Room condition issue,High,"'=HYPERLINK(""http://evil.test"",""click""), then ""quoted""",${student.email},${student.email},,`,
  );
  expect(lines[1]).toMatch(/,Pending,[^,]+,no,,,,$/);
  expect(lines).toHaveLength(3);

  await page.getByLabel('Urgency').selectOption('');
  await page.getByLabel('From').fill('');
  await page.getByLabel('To', { exact: true }).fill('');
  await rowWith(page, String(wifiId))
    .getByRole('button', { name: `Resolve complaint ${wifiId}` })
    .click();
  await expectNotice(page, 'success', 'Complaint resolved successfully');
  await page.getByLabel('Status').selectOption({ label: 'Not resolved' });
  await expect(rowWith(page, String(wifiId))).toHaveCount(0);
  await expect(rowWith(page, String(formulaId))).toBeVisible();
  await page.getByLabel('Status').selectOption('');
  await expect(rowWith(page, String(wifiId))).toContainText('Resolved');
});

test('when there are 2,500 complaints, then the admin sees page 1 of 50, the URL keeps the page, and the last row is reachable', async ({
  page,
}) => {
  // More rows than one answer of the REST API may hold (max_rows 1,000): inserted with the secret key, as an office import would.
  const student = await createStudent('admin-pages');
  const run = `bulk-${Date.now().toString(36)}`;
  const office = officeClient();
  const { data: inserted, error } = await office
    .from('complaints_table')
    .insert(
      Array.from({ length: 2500 }, (_, i) => ({
        complaint_type: 'cleanliness',
        complaint_category: 'room-condition-issue',
        complaint_description: `${run} number ${i + 1}`,
        urgency_level: 'low',
        email: student.email,
        user_id: student.userId,
      })),
    )
    .select('id');
  if (error) throw new Error(error.message);
  expect(inserted).toHaveLength(2500);
  const oldest = Math.min(...inserted.map((row) => Number(row.id)));

  await signInAsAdmin(page, DEMO_ADMIN);
  // Newest first, so the oldest complaint is the last page's last row (the default puts the soonest due first).
  await page.goto(`/admin/complaints?q=${run}&sort=newest`);
  await expect(page.getByText('Showing 1–50 of 2,500 complaints')).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Complaints pages' });
  await expect(pages.getByText('Page 1 of 50')).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveCount(50);

  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/complaints\\?q=${run}&sort=newest&page=2$`));
  await expect(page.getByText('Showing 51–100 of 2,500 complaints')).toBeVisible();

  await pages.getByRole('link', { name: 'Last' }).click();
  await expect(pages.getByText('Page 50 of 50')).toBeVisible();
  await expect(page.getByText('Showing 2,451–2,500 of 2,500 complaints')).toBeVisible();
  await expect(rowWith(page, String(oldest))).toBeVisible();
  await expect(pages.getByText('Next', { exact: true })).toHaveAttribute('aria-disabled', 'true');

  // The page is in the URL, so a reload (or a shared link) opens the same page.
  await page.reload();
  await expect(rowWith(page, String(oldest))).toBeVisible();

  // The CSV export holds every match, not just the page on screen.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await downloading).path(), 'utf8');
  expect(csv.trimEnd().split('\r\n')).toHaveLength(2501);
});

test('when the lists cannot be loaded, then it says Failed to fetch applications / Failed to fetch complaints', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.expectConsoleError(/Failed to load resource.*500/);
  await signInAsAdmin(page, DEMO_ADMIN);
  const databaseDown = {
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ message: 'database unavailable', code: 'XX000' }),
  };
  await page.route('**/rest/v1/application_table**', (route) => route.fulfill(databaseDown));
  await page.route('**/rest/v1/complaints_table**', (route) => route.fulfill(databaseDown));
  await page.goto('/admin/applications');
  await expectNotice(page, 'error', 'Failed to fetch applications');
  await page.goto('/admin/complaints');
  await expectNotice(page, 'error', 'Failed to fetch complaints');
});

test('when resolving fails, then the server message is shown, or the spec fallback when there is none', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.expectConsoleError(/Failed to load resource.*(500|403)/);
  const student = await createStudent('admin-resolve-fail');
  const [applicationId = ''] = await createApplications(student, ['Resolve me later']);
  const [complaintId = 0] = await raiseComplaints(student, [leak]);
  await signInAsAdmin(page, DEMO_ADMIN);

  await page.route('**/admin/decide-application', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/admin/applications');
  await page.getByLabel('Search').fill(applicationId);
  await expect(page.getByText('Showing 1 application', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Approve application ${applicationId}` }).click();
  await page
    .getByRole('form', { name: `Approve application ${applicationId}` })
    .getByRole('button', { name: 'Approve', exact: true })
    .click();
  await expectNotice(page, 'error', 'Failed to resolve application');
  await expect(rowWith(page, applicationId)).toContainText('Pending');

  await page.route('**/admin/resolve-complaint', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Only admins may resolve complaints' }),
    }),
  );
  await page.goto('/admin/complaints');
  await page.getByLabel('Search').fill(student.email);
  await expect(page.getByText('Showing 1 complaint', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Resolve complaint ${complaintId}` }).click();
  await expectNotice(page, 'error', 'Only admins may resolve complaints');
  await page.unroute('**/admin/resolve-complaint');
  await page.route('**/admin/resolve-complaint', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: `Resolve complaint ${complaintId}` }).click();
  await expectNotice(page, 'error', 'Failed to resolve complaint');
});

test('when the dashboard opens, then its figures and recent activity come from the database', async ({ page }) => {
  const student = await createStudent('admin-dashboard');
  const [applicationId = ''] = await createApplications(student, ['Dashboard application']);
  const [complaintId = 0] = await raiseComplaints(student, [leak]);
  const admin = await signedInClient(DEMO_ADMIN);

  await signInAsAdmin(page, DEMO_ADMIN);
  // Other journeys may add items meanwhile, so compare with the database until both agree.
  await expect(async () => {
    await page.goto('/admin');
    const [applications, complaints] = await Promise.all([
      admin.from('application_table').select('id', { count: 'exact', head: true }).eq('status', false),
      admin.from('complaints_table').select('id', { count: 'exact', head: true }).eq('resolved', false),
    ]);
    const figures = page.getByRole('list', { name: 'Figures' });
    await expect(figures.getByRole('link', { name: /Pending applications/ })).toHaveText(
      `${figure(applications.count)}Pending applications`,
      { timeout: 3000 },
    );
    await expect(figures.getByRole('link', { name: /Pending complaints/ })).toHaveText(
      `${figure(complaints.count)}Pending complaints`,
      { timeout: 3000 },
    );
    await expect(page.getByRole('region', { name: 'Recent applications' })).toContainText(applicationId, {
      timeout: 3000,
    });
    await expect(page.getByRole('region', { name: 'Recent complaints' })).toContainText(`#${complaintId}`, {
      timeout: 3000,
    });
  }).toPass({ timeout: 30_000 });

  const { data: availability } = await admin.rpc('room_availability');
  const kanhar = (availability as Array<{ hostel_name: string; free: number; total: number }>).find(
    (row) => row.hostel_name === 'Kanhar',
  );
  expect(kanhar).toBeDefined();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Hostels' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hostels' })).toBeVisible();
  await expect(page.getByText(/of \d+ beds occupied/).first()).toContainText(`of ${kanhar?.total ?? -1} beds occupied`);
  await admin.auth.signOut();
});

test('when the admin reloads, then the session is still there; when the admin logs out, then the user and storage are cleared and the admin area is closed', async ({
  page,
}) => {
  await signInAsAdmin(page, DEMO_ADMIN, { at: '/admin/complaints' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // Only the browser's display choices (language, theme) outlive the session.
  expect(
    await page.evaluate(() => [
      ...Object.keys(localStorage).filter((key) => key !== 'locale' && key !== 'theme'),
      ...Object.keys(sessionStorage),
    ]),
  ).toEqual([]);
  await page.goto('/admin');
  await expect(page).toHaveURL('/auth/login/admin?next=%2Fadmin');
});
