// The status page for visitors and students: checks by ID, availability, history paging, notices, applications.
import {
  confirmFromMail,
  createApplications,
  completeStudentSignIn,
  createStudent,
  expect,
  expectNotice,
  listHostels,
  ROOM_LIST_REQUEST,
  signInAsStudent,
  signUpThroughPage,
  test,
  uniqueEmail,
} from '../fixtures';

test.describe('status page', () => {
  test('when a student signs up, then they can apply, see it Pending in the history, and anyone can check it by ID', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('signup');
    await signUpThroughPage(page, { email, password: 'e2e-signup-pass-2026' });
    await expectNotice(page, 'success', 'Success');
    await confirmFromMail(page, email);
    await expect(page).toHaveURL(/\/#?$/);
    await expect(page.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');

    await page.goto('/status');
    const history = page.locator('#application-history');
    await expect(history).toContainText('You have not submitted any applications yet.');
    const form = page.locator('#submit-application');
    await form.getByLabel('Application type').selectOption('Room Change');
    await form.getByLabel('Description').fill('A quieter room on the top floor, please.');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expectNotice(page, 'success', 'Application submitted successfully!');
    const applicationId = (await form.locator('.application-id').textContent()) ?? '';
    expect(applicationId).toMatch(/^[0-9A-F]{16}$/);

    const row = history.getByRole('row').filter({ hasText: applicationId });
    await expect(row).toContainText('Room Change');
    await expect(row).toContainText('Pending');

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/status?section=application-status');
    const check = visitorPage.locator('#application-status');
    await check.getByLabel('Application ID').fill(applicationId);
    await check.getByRole('button', { name: 'Check status' }).click();
    await expectNotice(visitorPage, 'success', 'Application status checked successfully!');
    await expect(check).toContainText('Pending');
    await expect(visitorPage.locator('#application-history')).toContainText('Please Login to see this section');
    await visitor.close();
  });

  test('when a student has 10 applications, then the history pages 3 → 8 → 10 → 3', async ({ page }) => {
    const student = await createStudent('history');
    await createApplications(
      student,
      Array.from({ length: 10 }, (_, index) => `History entry ${index + 1}`),
    );
    await signInAsStudent(page, student, { at: '/status?section=application-history' });
    const history = page.locator('#application-history');
    const rows = history.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText('History entry 10');
    await history.getByRole('button', { name: 'View More' }).click();
    await expect(rows).toHaveCount(8);
    await history.getByRole('button', { name: 'View All' }).click();
    await expect(rows).toHaveCount(10);
    await history.getByRole('button', { name: 'Show Less' }).click();
    await expect(rows).toHaveCount(3);
  });

  test('when a visitor checks IDs that do not exist, then both checks say so, and a word is no complaint ID', async ({
    page,
  }) => {
    await page.goto('/status');
    const application = page.locator('#application-status');
    await application.getByLabel('Application ID').fill('0000000000000000');
    await application.getByRole('button', { name: 'Check status' }).click();
    await expectNotice(page, 'error', 'No such application exists');

    const complaint = page.locator('#complaint-status');
    await complaint.getByLabel('Complaint ID').fill('abc');
    await complaint.getByRole('button', { name: 'Check status' }).click();
    await expect(complaint.getByLabel('Complaint ID')).toHaveAccessibleDescription(
      'A complaint ID is a whole number, for example 42',
    );

    await complaint.getByLabel('Complaint ID').fill('987654321');
    await complaint.getByRole('button', { name: 'Check status' }).click();
    const complaintAlerts = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('alert')
      .filter({ hasText: 'No such complaint exists' });
    await expect(complaintAlerts).toHaveCount(1);
  });

  test("when a visitor checks the demo student's complaint, then it reports its status", async ({ page }) => {
    await page.goto('/status?section=complaint-status');
    const complaint = page.locator('#complaint-status');
    await complaint.getByLabel('Complaint ID').fill('1');
    await complaint.getByRole('button', { name: 'Check status' }).click();
    await expectNotice(page, 'success', 'Complaint status checked successfully!');
    await expect(complaint.locator('.pill')).toHaveText(/^(Resolved|In Progress|Pending)$/);
  });

  test('when the status page loads, then availability comes from room_availability() alone, and notices are listed', async ({
    page,
  }) => {
    const availabilityCalls: string[] = [];
    const roomQueries: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/rpc/room_availability')) availabilityCalls.push(request.url());
      if (ROOM_LIST_REQUEST.test(new URL(request.url()).pathname)) roomQueries.push(request.url());
    });
    await page.goto('/status');
    const cards = page.locator('#room-availability').getByRole('listitem');
    // The students' hostels: a guest house's rooms are let by the night, not counted as beds.
    const hostels = (await listHostels()).filter((hostel) => hostel.kind !== 'guest').map((hostel) => hostel.name);
    await expect(cards).toHaveCount(hostels.length);
    for (const hostel of hostels) {
      const card = cards.filter({ has: page.getByRole('heading', { name: hostel }) });
      await expect(
        card.getByRole('progressbar', { name: new RegExp(`^${hostel}: \\d+ of \\d+ beds free$`) }),
      ).toBeVisible();
      await expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `/status/${hostel}`);
    }
    // One function call serves every card (React's development mode may run it twice); no per-hostel queries.
    expect(availabilityCalls.length).toBeGreaterThanOrEqual(1);
    expect(roomQueries).toEqual([]);
    await expect(page.locator('#notices').getByRole('listitem').first()).toBeVisible();
  });

  test('when a visitor submits an application, then fields are checked first and then they are asked to log in', async ({
    page,
  }) => {
    await page.goto('/status');
    const form = page.locator('#submit-application');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByLabel('Application type')).toHaveAccessibleDescription('Application type is required');
    await expect(form.getByLabel('Description')).toHaveAccessibleDescription('Description is required');
    await form.getByLabel('Application type').selectOption('Other');
    await form.getByLabel('Description').fill('May I keep a bicycle in the hostel?');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expectNotice(page, 'error', 'Please login to submit an application');

    // Signing in brings them back to the form as they left it.
    const student = await createStudent('apply-visitor');
    await completeStudentSignIn(page, student);
    await expect(page).toHaveURL('/status?section=submit-application');
    await expect(form.getByLabel('Application type')).toHaveValue('Other');
    await expect(form.getByLabel('Description')).toHaveValue('May I keep a bicycle in the hostel?');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expectNotice(page, 'success', 'Application submitted successfully!');
  });

  test('when a visitor opens the application history, then it links to the sign-in page', async ({ page }) => {
    await page.goto('/status');
    await page.locator('#application-history').getByRole('link', { name: 'Please Login to see this section' }).click();
    await expect(page).toHaveURL('/auth/login/student');
  });
});

test.describe('status page failures', () => {
  test('when the status check cannot reach the database, then it says to try again later', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.expectConsoleError(/net::ERR_FAILED|Failed to load resource/);
    await page.route('**/rest/v1/rpc/application_decision', (route) => route.abort());
    await page.goto('/status');
    const application = page.locator('#application-status');
    await application.getByLabel('Application ID').fill('0000000000000001');
    await application.getByRole('button', { name: 'Check status' }).click();
    await expectNotice(page, 'error', 'Failed to check application status. Please try again later.');
  });

  test('when history or submission fail, then the student sees the spec messages', async ({ page, consoleWatch }) => {
    consoleWatch.expectConsoleError(/net::ERR_FAILED|Failed to load resource/);
    const student = await createStudent('failures');
    await signInAsStudent(page, student);
    await page.route('**/rest/v1/application_table**', (route) => route.abort());
    await page.goto('/status');
    // supabase-js retries a GET that fails on the network three times (after 1, 2 and 4 s) before it gives up.
    await expectNotice(page, 'error', 'Failed to fetch applications', { timeout: 30_000 });
    const form = page.locator('#submit-application');
    await form.getByLabel('Application type').selectOption('Hostel Change');
    await form.getByLabel('Description').fill('Move to Gopad, please.');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    await expectNotice(page, 'error', 'Failed to submit application. Please try again later.');
  });
});
