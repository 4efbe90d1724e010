// The bell and /notifications: a complaint resolved by the office reaches the student's bell and list, reading it
// lowers the count, and the profile's email choice for it persists.
import type { Locator, Page, TestInfo } from '@playwright/test';
import {
  DEMO_ADMIN,
  createStudent,
  expect,
  expectNoAxeViolations,
  expectNotice,
  latestMailTo,
  mailCountTo,
  screenshotAtWidths,
  signInAsStudent,
  signedInClient,
  test,
  type Student,
} from '../fixtures';
import { API_URL } from '../fixtures/stack';

/** Resolves a complaint as the admin UI does: the admin's token from /admin/login, then /admin/resolve-complaint. */
async function resolveAsAdmin(complaintId: number): Promise<void> {
  const login = await fetch(`${API_URL}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const resolved = await fetch(`${API_URL}/admin/resolve-complaint`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ complaint_id: complaintId }),
  });
  expect(resolved.status).toBe(200);
}

/** Raises a complaint through the Raise a Complaint page and returns its ID (the app says it once filed). */
async function raiseComplaintInApp(page: Page, description: string): Promise<number> {
  await page.goto('/complaint');
  await page.getByLabel('Complaint type').selectOption('cleanliness');
  await page.getByLabel('Category').selectOption('room-condition-issue');
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Urgency').selectOption('medium');
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  await expectNotice(page, 'success', 'Complaint raised successfully');
  const notice = page
    .getByRole('region', { name: 'Notifications' })
    .getByText(/^Your complaint ID is \d+\./)
    .first();
  const id = Number(/ID is (\d+)/.exec((await notice.textContent()) ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/** Raises complaints as the student through RLS (as the form does) and returns their IDs. */
async function raiseComplaints(student: Student, count: number): Promise<number[]> {
  const supabase = await signedInClient(student);
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const { data, error } = await supabase
      .from('complaints_table')
      .insert({
        complaint_type: 'internet-issue',
        complaint_category: 'wifi-not-working',
        complaint_description: `Wi-Fi drops in the evening (${index + 1})`,
        urgency_level: 'low',
      })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    ids.push((data as { id: number }).id);
  }
  await supabase.auth.signOut({ scope: 'local' });
  return ids;
}

/** The email statuses of the student's notifications of one kind, as their outbox rows say them. */
async function emailStatuses(student: Student, kind: string): Promise<string[]> {
  const supabase = await signedInClient(student);
  const { data, error } = await supabase.from('notifications').select('email_status').eq('kind', kind);
  await supabase.auth.signOut({ scope: 'local' });
  if (error) throw new Error(error.message);
  return (data as { email_status: string }[]).map((row) => row.email_status);
}

/** The bell: one is shown at a time (top bar on narrow screens, beside Profile on wide ones). */
function bell(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
}

/** The notifications listed on /notifications. */
function items(page: Page) {
  return page.getByRole('main').getByRole('listitem');
}

/** The badge on the bell (hidden from assistive technology: the bell's name carries the count). */
function badge(page: Page) {
  return bell(page).locator('.header-bell__badge');
}

/** As the app does when its tab is brought back: the window regains focus. */
async function returnToTab(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

/** At 360 and 1280 px: the bell shows, axe finds nothing, nothing overflows; a picture of `shown` under the header. */
async function expectFitsAt(page: Page, testInfo: TestInfo, name: string, shown?: Locator): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(bell(page)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `no overflow at ${width} px`,
    ).toBeLessThanOrEqual(width);
    await shown?.scrollIntoViewIfNeeded();
    const path = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('when the office resolves a student’s complaint, then the bell counts it, the list shows it, and following it marks it read', async ({
  page,
}, testInfo) => {
  const student = await createStudent('bell-resolved');
  await signInAsStudent(page, student);
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  const complaintId = await raiseComplaintInApp(page, 'Damp patch on the wall behind the bed.');
  await resolveAsAdmin(complaintId);

  await returnToTab(page);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(badge(page)).toHaveText('1');

  // The same news by email, once, linking to the profile where complaints are followed.
  const mail = await latestMailTo(student.email, { timeout: 20_000 });
  expect(mail.Subject).toBe('Your complaint was resolved');
  expect(mail.Text).toContain(
    `The hostel office resolved complaint #${complaintId} (Cleanliness, Room condition issue).`,
  );
  expect(new URL(/See your complaints: (\S+)/.exec(mail.Text)?.[1] ?? '').pathname).toBe('/profile');
  await expect.poll(() => emailStatuses(student, 'complaint_resolved')).toEqual(['sent']);
  expect(await mailCountTo(student.email)).toBe(1);

  await bell(page).click();
  await expect(page).toHaveURL('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const item = items(page).filter({ hasText: `complaint #${complaintId} ` });
  await expect(item.getByRole('heading', { name: 'Your complaint was resolved' })).toBeVisible();
  await expect(item).toContainText(
    `The hostel office resolved complaint #${complaintId} (Cleanliness, Room condition issue).`,
  );
  await expect(item).toContainText('Unread');
  await expectFitsAt(page, testInfo, 'notifications');
  await screenshotAtWidths(page, 'notifications');

  await item.getByRole('link', { name: 'See your complaints' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(badge(page)).toHaveCount(0);
  await page.goto('/notifications');
  await expect(items(page).filter({ hasText: `complaint #${complaintId} ` })).not.toContainText('Unread');
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
});

test('when several are unread, then Mark all as read clears them and the bell', async ({ page }) => {
  const student = await createStudent('bell-all');
  const ids = await raiseComplaints(student, 2);
  for (const id of ids) await resolveAsAdmin(id);

  await signInAsStudent(page, student);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await bell(page).click();
  await expect(items(page)).toHaveCount(2);
  // Newest first.
  await expect(items(page).first()).toContainText(`complaint #${ids[1]} `);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expectNotice(page, 'success', 'All notifications marked as read.');
  await expect(page.getByText('Unread', { exact: true })).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('when a visitor opens /notifications, then they sign in and come back to it, with no bell before', async ({
  page,
}) => {
  const student = await createStudent('bell-visitor');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(bell(page)).toHaveCount(0);

  await page.goto('/notifications');
  await expect(page).toHaveURL('/auth/login/student?next=%2Fnotifications');
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/notifications');
  await expect(page.getByText('Nothing here yet.', { exact: false })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('when a student turns off emails about resolved complaints, then the choice is kept and a resolved complaint reaches the bell only', async ({
  page,
}, testInfo) => {
  const student = await createStudent('bell-email');
  await signInAsStudent(page, student, { at: '/profile' });
  const section = page.getByRole('region', { name: 'Email notifications' });
  const answers = section.getByRole('checkbox', { name: 'My complaints resolved' });
  await expect(answers).toBeChecked();
  // Every kind a student may turn off; the link to claim a place in room selection and the consent asked of a
  // guardian exist only as mail, and stay.
  await expect(section.getByRole('checkbox')).toHaveCount(23);
  await expect(section.getByRole('checkbox', { name: 'My leave: each step of a request' })).toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Consent requests to my guardian' })).toHaveCount(0);
  await expect(section.getByRole('checkbox', { name: 'Important notices from the hostel office' })).toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'When my room selection slot opens' })).toBeChecked();
  await expect(section.getByRole('checkbox', { name: /claim my place/ })).toHaveCount(0);
  await expect(section.getByRole('checkbox', { name: 'Replies to my complaints' })).toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'A bed offered to me from the waitlist' })).toBeChecked();
  await expect(section).toContainText('everything still appears under the bell in the app');

  await answers.uncheck();
  await section.getByRole('button', { name: 'Save email choices' }).click();
  await expectNotice(page, 'success', 'Email choices saved');

  await page.reload();
  await expect(answers).not.toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Booking receipts' })).toBeChecked();
  const { data } = await (await signedInClient(student)).from('notification_preferences').select('email_off').single();
  expect(data).toEqual({ email_off: ['complaint_resolved'] });
  await expectFitsAt(page, testInfo, 'profile-email', section);

  const [complaintId] = await raiseComplaints(student, 1);
  await resolveAsAdmin(complaintId ?? 0);
  await returnToTab(page);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  // The sender has passed over it (skipped, not pending), and nothing reached the inbox.
  await expect.poll(() => emailStatuses(student, 'complaint_resolved'), { timeout: 20_000 }).toEqual(['skipped']);
  expect(await mailCountTo(student.email)).toBe(0);
});
