// The hostel office: staff answer complaints, admins decide applications and refund bookings, staff
// cannot refund or grant roles, every action lands in an audit log nobody can edit, and every office page passes axe.
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_STAFF, officeClient } from '../fixtures/stack';
import {
  buyBedThroughApi,
  createApplications,
  createStudent,
  expect,
  expectNoAxeViolations,
  expectNotice,
  newStudent,
  pickVacantRoom,
  roomCell,
  screenshotAtWidths,
  signInAsAdmin,
  signInAsStudent,
  signedInClient,
  test,
  type Student,
  type TokenStudent,
  type VacantRoom,
} from '../fixtures';
import { API_URL } from '../fixtures/stack';

function rowWith(page: Page, id: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: id, exact: true }) });
}

async function raiseComplaint(student: Student, description: string): Promise<number> {
  const supabase = await signedInClient(student);
  const { data, error } = await supabase
    .from('complaints_table')
    .insert({
      complaint_type: 'facility-maintenance',
      complaint_category: 'electricity-failure',
      complaint_description: description,
      urgency_level: 'high',
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  await supabase.auth.signOut({ scope: 'local' });
  return (data as { id: number }).id;
}

/** The office member's access token, as the SPA sends it to the API. */
async function accessToken(credentials: { email: string; password: string }): Promise<string> {
  const supabase = await signedInClient(credentials);
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('no session');
  return token;
}

/** The roster page (50 beds a page, in wing and room order) that lists the room, read as the office reads it. */
async function rosterPageOf(room: VacantRoom): Promise<number> {
  const staff = await signedInClient(DEMO_STAFF);
  for (let offset = 0; ; offset += 200) {
    const { data, error } = await staff.rpc('office_roster', {
      p_hostel_name: room.hostel,
      p_query: '',
      p_limit: 200,
      p_offset: offset,
    });
    if (error) throw new Error(error.message);
    const beds = data as { room_id: number }[];
    const index = beds.findIndex((bed) => bed.room_id === room.id);
    if (index >= 0) return Math.floor((offset + index) / 50) + 1;
    if (beds.length < 200) throw new Error(`room ${room.id} is not in the roster`);
  }
}

/** The account id a student's access token names. */
function userIdOf(student: TokenStudent): string {
  const [, payload = ''] = student.accessToken.split('.');
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}

/** The audit log's entries for one target, newest first, as the office reads them. */
async function auditOf(targetType: string, targetId: string): Promise<{ action: string; actor_email: string }[]> {
  const { data, error } = await officeClient()
    .from('audit_log')
    .select('action, actor_email')
    .eq('target_type', targetType)
    .eq('target_id', targetId)
    .order('id', { ascending: false });
  if (error) throw new Error(error.message);
  return data as { action: string; actor_email: string }[];
}

/** Opens the audit page filtered to one target and checks it lists the action in words by the actor. */
async function expectAuditRow(page: Page, type: string, target: string, words: string, actor: string) {
  await page.goto(`/admin/audit?type=${type}&target=${encodeURIComponent(target)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: words }).filter({ hasText: actor }).first()).toBeVisible();
}

test('when staff reply to a complaint, then the student reads the reply in the profile and answers it', async ({
  page,
  browser,
}) => {
  const student = await createStudent('office-reply');
  const complaintId = await raiseComplaint(student, 'The light in my room flickers all night');

  await signInAsAdmin(page, DEMO_STAFF);
  await expect(page.getByText(`Staff · ${DEMO_STAFF.email}`)).toBeVisible();
  await page.goto('/admin/complaints');
  await page.getByLabel('Search').fill(student.email);
  await expect(page.getByText('Showing 1 complaint', { exact: true })).toBeVisible();
  const row = rowWith(page, String(complaintId));
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Replies: complaint ${complaintId}` }).click();
  const thread = page.getByRole('form', { name: `Reply to complaint ${complaintId}` });
  await thread.getByLabel('Your reply').fill('An electrician will visit your room tomorrow at 10:00.');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expectNotice(page, 'success', 'Reply sent');
  await expect(page.getByRole('list', { name: `Replies to complaint ${complaintId}` })).toContainText(
    'An electrician will visit your room tomorrow at 10:00.',
  );
  await expect(row).toContainText('In Progress');

  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signInAsStudent(studentPage, student, { at: '/profile' });
  await studentPage.getByRole('button', { name: `Replies: complaint ${complaintId}` }).click();
  const replies = studentPage.getByRole('list', { name: `Replies to complaint ${complaintId}` });
  await expect(replies).toContainText('Hostel office');
  await expect(replies).toContainText('An electrician will visit your room tomorrow at 10:00.');
  const answer = studentPage.getByRole('form', { name: `Reply to complaint ${complaintId}` });
  await answer.getByLabel('Your reply').fill('Thank you, I will be in.');
  await answer.getByRole('button', { name: 'Send reply' }).click();
  await expectNotice(studentPage, 'success', 'Reply sent');
  await expect(replies).toContainText('Thank you, I will be in.');
  await studentContext.close();

  expect(await auditOf('complaint', String(complaintId))).toEqual([
    { action: 'complaint.reply', actor_email: DEMO_STAFF.email },
  ]);
  await expectAuditRow(page, 'complaint', String(complaintId), 'Replied to complaint', DEMO_STAFF.email);
});

test('when the admin rejects an application with a note, then the student sees Rejected and the note', async ({
  page,
  browser,
}) => {
  const student = await createStudent('office-reject');
  const [applicationId = ''] = await createApplications(student, ['Please move me to the married flats']);

  await signInAsAdmin(page, DEMO_ADMIN, { at: '/admin/applications' });
  await page.getByLabel('Search').fill(applicationId);
  // The list reloads once the search settles; act on the row it shows then.
  await expect(page.getByText('Showing 1 application', { exact: true })).toBeVisible();
  const row = rowWith(page, applicationId);
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Reject application ${applicationId}` }).click();
  const form = page.getByRole('form', { name: `Reject application ${applicationId}` });
  await form.getByLabel('Note for the student (optional)').fill('The married flats are for married students only.');
  await form.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText('The married flats are for married students only.');

  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signInAsStudent(studentPage, student, { at: '/status?section=application-history' });
  const history = studentPage.getByRole('row').filter({ hasText: applicationId });
  await expect(history).toContainText('Rejected');
  await expect(history).toContainText('The married flats are for married students only.');
  await studentContext.close();

  // Anyone checking the ID sees the decision too.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/status?section=application-status');
  const check = visitorPage.locator('#application-status');
  await check.getByLabel('Application ID').fill(applicationId);
  await check.getByRole('button', { name: 'Check status' }).click();
  await expect(check).toContainText('Rejected');
  await visitor.close();

  expect(await auditOf('application', applicationId)).toEqual([
    { action: 'application.reject', actor_email: DEMO_ADMIN.email },
  ]);
  await expectAuditRow(page, 'application', applicationId, 'Rejected application', DEMO_ADMIN.email);
});

test('when the admin refunds a booking, then the bed shows free, and refunding again changes nothing', async ({
  page,
}) => {
  const student = await newStudent('office-refund', 'Kanhar');
  const room = await pickVacantRoom('Kanhar');
  await buyBedThroughApi(student, room);
  const { data: booking } = await officeClient()
    .from('bookings')
    .select('id, reference')
    .eq('email', student.email)
    .eq('status', 'paid')
    .single();
  const { id: bookingId, reference } = booking as { id: number; reference: string };

  await page.goto(`/status/${room.hostel}`);
  await expect(roomCell(page, room)).toHaveAccessibleName(/Occupied/);

  await signInAsAdmin(page, DEMO_ADMIN, { at: `/admin/bookings?q=${reference}` });
  const row = rowWith(page, reference);
  await expect(row).toContainText('Paid');
  await row.getByRole('button', { name: `Refund booking ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Refund booking ${reference}?` });
  await dialog.getByLabel('Reason for the refund').fill('The student left the university before the semester.');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(row).toContainText('Refunded');
  await expect(row.getByRole('button', { name: `Refund booking ${reference}` })).toHaveCount(0);

  await page.goto(`/status/${room.hostel}`);
  await expect(roomCell(page, room)).toHaveAccessibleName(/Vacant/);

  // A retry (a second click elsewhere, a network replay) answers the same refund and refunds nothing more.
  const token = await accessToken(DEMO_ADMIN);
  const again = await fetch(`${API_URL}/admin/refund`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ booking_id: bookingId, reason: 'Clicked twice' }),
  });
  expect(again.status).toBe(200);
  expect(await again.json()).toMatchObject({ booking_id: bookingId, status: 'refunded' });
  expect(await auditOf('booking', reference)).toEqual([{ action: 'booking.refund', actor_email: DEMO_ADMIN.email }]);
  await expectAuditRow(page, 'booking', reference, 'Refunded booking', DEMO_ADMIN.email);
});

test('when staff use the office, then refunds and roles are neither offered nor allowed', async ({ page }) => {
  const student = await newStudent('office-staff-refund', 'Kanhar');
  const room = await pickVacantRoom('Kanhar');
  await buyBedThroughApi(student, room);
  const { data: booking } = await officeClient()
    .from('bookings')
    .select('id, reference')
    .eq('email', student.email)
    .eq('status', 'paid')
    .single();
  const { id: bookingId, reference } = booking as { id: number; reference: string };

  await signInAsAdmin(page, DEMO_STAFF);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Bookings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'People' })).toHaveCount(0);
  await page.goto(`/admin/bookings?q=${reference}`);
  await expect(rowWith(page, reference)).toContainText('Paid');
  await expect(page.getByRole('button', { name: /^Refund booking/ })).toHaveCount(0);
  await page.goto('/admin/people');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByText('Only admins can open that page', { exact: false })).toBeVisible();

  const token = await accessToken(DEMO_STAFF);
  const post = (path: string, body: unknown) =>
    fetch(`${API_URL}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const refund = await post('/admin/refund', { booking_id: bookingId, reason: 'I should not be able to' });
  expect(refund.status).toBe(403);
  const grant = await post('/admin/people/role', { user_id: userIdOf(student), role: 'admin' });
  expect(grant.status).toBe(403);
  const { data: after } = await officeClient().from('bookings').select('status').eq('id', bookingId).single();
  expect(after).toEqual({ status: 'paid' });
  expect(await auditOf('booking', reference)).toEqual([]);
  expect(await auditOf('user', userIdOf(student))).toEqual([]);
});

test('when anyone tries to change the audit log, then it is refused, the office and the secret key alike', async () => {
  const admin = await signedInClient(DEMO_ADMIN);
  const { data: before } = await officeClient().from('audit_log').select('*').order('id').limit(1).single();
  const entry = before as { id: number; action: string };
  for (const client of [admin, await signedInClient(DEMO_STAFF), officeClient()]) {
    const update = await client.from('audit_log').update({ action: 'notice.edit' }).eq('id', entry.id);
    expect(update.error?.code).toBe('42501');
    const remove = await client.from('audit_log').delete().eq('id', entry.id);
    expect(remove.error?.code).toBe('42501');
  }
  const { data: after } = await officeClient().from('audit_log').select('*').eq('id', entry.id).single();
  expect(after).toEqual(before);
});

test('when the office publishes a notice for office staff and unpublishes it, then /status shows it to staff alone, while published', async ({
  page,
  browser,
}) => {
  const title = `Lift maintenance ${Date.now().toString(36)}`;
  await signInAsAdmin(page, DEMO_STAFF, { at: '/admin/notices' });
  const writer = page.getByRole('region', { name: 'Write a notice' });
  await writer.getByLabel('Title').fill(title);
  await writer.getByLabel('Text').fill('The Kanhar lift is closed on Sunday from 09:00 to 12:00.');
  // For office staff alone: a notice for everyone would also reach the bells of the journeys running meanwhile.
  await writer.getByRole('radio', { name: 'People in chosen roles' }).check();
  await writer.getByRole('checkbox', { name: 'Office staff' }).check();
  await writer.getByRole('button', { name: 'Publish now' }).click();
  const notice = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(notice).toContainText('Published');
  await expect(notice).toContainText('For Office staff');

  await page.goto('/status?section=notices');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/status');
  await expect(visitorPage.locator('#notices').getByRole('listitem').first()).toBeVisible();
  await expect(visitorPage.getByRole('heading', { name: title })).toHaveCount(0);
  await visitor.close();

  await page.goto('/admin/notices');
  await notice.getByRole('button', { name: /Unpublish/ }).click();
  await notice
    .getByRole('button', { name: /^Unpublish/ })
    .last()
    .click();
  await expect(notice).toContainText('Draft');
  await page.goto('/status?section=notices');
  await expect(page.locator('#notices').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});

test('when the office takes a room out of service, then the map says so and nobody can hold it', async ({ page }) => {
  const room = await pickVacantRoom('Gopad');
  await signInAsAdmin(page, DEMO_STAFF, { at: `/admin/rooms?hostel=${room.hostel}&page=${await rosterPageOf(room)}` });
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
  const entry = page.getByRole('listitem', { name: `Wing ${room.wing} · Room ${room.number}` });
  await entry.getByRole('button', { name: 'Take out of service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take out of service?' });
  await dialog.getByRole('textbox').fill('Ceiling repairs');
  await dialog.getByRole('button', { name: 'Take out of service' }).click();
  await expect(entry).toContainText('Out of service');
  await expect(entry).toContainText('Reason: Ceiling repairs');

  await page.goto(`/status/${room.hostel}`);
  await expect(roomCell(page, room)).toHaveAccessibleName(/Out of service/);

  const student = await newStudent('office-out-of-service', room.hostel);
  const hold = await fetch(`${API_URL}/create-payment-intent`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${student.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      amount: 50000,
      shipping: { name: 'Late Comer', city: 'Raipur', state: 'Chhattisgarh', pincode: '492010', email: student.email },
      description: 'Any floor',
      hosteltype: room.hostel,
      room_id: room.id,
    }),
  });
  expect(hold.status).toBe(409);

  await page.goto(`/admin/rooms?hostel=${room.hostel}&page=${await rosterPageOf(room)}`);
  await entry.getByRole('button', { name: 'Return to service' }).click();
  await page
    .getByRole('dialog', { name: 'Return to service?' })
    .getByRole('button', { name: 'Return to service' })
    .click();
  await expect(entry.getByRole('button', { name: 'Take out of service' })).toBeVisible();
  await page.goto(`/status/${room.hostel}`);
  await expect(roomCell(page, room)).toHaveAccessibleName(/Vacant/);
  expect(await auditOf('room', String(room.id))).toEqual([
    { action: 'room.return_to_service', actor_email: DEMO_STAFF.email },
    { action: 'room.take_out_of_service', actor_email: DEMO_STAFF.email },
  ]);
});

const OFFICE_PAGES = [
  ['/admin', 'Dashboard'],
  ['/admin/applications', 'Applications'],
  ['/admin/complaints', 'Complaints'],
  ['/admin/rooms', 'Rooms'],
  ['/admin/bookings', 'Bookings'],
  ['/admin/notices', 'Notices'],
  ['/admin/audit', 'Audit log'],
  ['/admin/people', 'People'],
  ['/admin/hostels', 'Hostels'],
  ['/admin/selection', 'Selection windows'],
] as const;

for (const [path, heading] of OFFICE_PAGES) {
  test(`when axe checks ${path} at 360 and 1280 px, then it finds nothing and nothing scrolls sideways`, async ({
    page,
  }) => {
    // axe reads every node: a list page after the bulk journeys (thousands of complaints, 50 rows with their forms)
    // takes it well past a minute on a busy two-core machine.
    test.setTimeout(180_000);
    await signInAsAdmin(page, DEMO_ADMIN, { at: path });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await screenshotAtWidths(page, `office${path.replaceAll('/', '-')}`);
  });
}
