// Journeys through the rooms list and the booking wizard to a paid room, as a student and as a visitor sees them.
import type { Page } from '@playwright/test';
import { TEST_STUDENT_RECORD } from '@campus-hostel/emulators/testing/users';
import {
  bookUpToPayment,
  completeStudentSignIn,
  createStudent,
  expect,
  expectNoAxeViolations,
  expectNotice,
  fillRecord,
  newStudent,
  payWith,
  pickVacantRoom,
  openRoom,
  roomCell,
  ROOM_LIST_REQUEST,
  screenshotAtWidths,
  signInAsStudent,
  supabaseFetch,
  test,
  typedRecord,
} from '../fixtures';

/** The first screenful at each width: the full list of ~500 rooms would make a needlessly huge image. */
async function viewportScreenshots(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const path = test.info().outputPath(`${name}-${width}.png`);
    await page.screenshot({ path });
    await test.info().attach(`${name}-${width}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('booking a room', () => {
  test('when a student books a vacant room and pays with 4242…, then the room is theirs and Occupied for everyone', async ({
    page,
    browser,
  }) => {
    // The whole money path plus axe on the wing map and screenshots: longer than one page's budget.
    test.slow();
    const student = await newStudent('booker', 'Kanhar');
    const room = await pickVacantRoom('Kanhar');
    await signInAsStudent(page, student);

    // The rooms map: filters narrow ~500 rooms to the wing's vacant ones; the room opens from its cell.
    await page.goto('/status/Kanhar');
    await expect(page.getByRole('heading', { level: 1, name: 'Kanhar rooms' })).toBeVisible();
    await page.getByLabel('Wing', { exact: true }).selectOption(room.wing);
    await page.getByLabel('Vacant only').check();
    await expect(page).toHaveURL(new RegExp(`wing=${room.wing}.*vacant=1`));
    await expectNoAxeViolations(page);
    await viewportScreenshots(page, 'rooms');
    const card = await openRoom(page, room);
    await expect(card).toContainText('Vacant');
    await expect(card).toContainText('₹500.00');
    await expectNoAxeViolations(page);

    await card.getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/status/Kanhar/booknow/${room.id}$`));
    await expect(page.locator('[aria-current="step"]')).toContainText('Personal Information');

    // Step 1: the account's email and the record's name are already there; emptied, every message shows once, under
    // its field.
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(student.email);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(TEST_STUDENT_RECORD.full_name);
    await page.getByLabel('Name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    for (const message of ['Name is required', 'State is required', 'City is required', 'Pincode is required']) {
      await expect(page.getByText(message, { exact: true })).toHaveCount(1);
    }
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'wizard-step1-errors');
    await page.getByLabel('Name', { exact: true }).fill('Meera Iyer');
    await page.getByLabel('Email', { exact: true }).fill(student.email);
    await page.getByLabel('State', { exact: true }).fill('Chhattisgarh');
    await page.getByLabel('City', { exact: true }).fill('Bilaspur');
    await page.getByLabel('Pincode', { exact: true }).fill('495009');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2.
    await expect(page.locator('[aria-current="step"]')).toContainText('Room Preferences');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Description is required', { exact: true })).toHaveCount(1);
    await page.getByLabel('Description', { exact: true }).fill('A quiet room near the library, please.');
    // The data survives a reload.
    await page.reload();
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue('A quiet room near the library, please.');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: review, then on to payment.
    await expect(page.locator('[aria-current="step"]')).toContainText('Confirmation');
    await expect(page.getByText(`Kanhar, Wing ${room.wing} · Room ${room.number}`)).toBeVisible();
    await expect(page.getByText('Meera Iyer')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'wizard-review');
    await page.getByRole('button', { name: 'Submit Booking' }).click();

    await expect(page).toHaveURL(new RegExp(`/payment/Kanhar/${room.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Payment' })).toBeVisible();
    await expect(page.getByText('₹500.00')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/success\?payment_intent=pi_/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await expectNotice(page, 'success', 'Payment successful!');
    const details = page.locator('.success-card__facts');
    await expect(details).toContainText('₹500.00');
    await expect(details).toContainText('Paid');
    await expect(details).not.toContainText('succeeded');
    await expect(details).toContainText(`Kanhar, Wing ${room.wing} · Room ${room.number} · Bed A`);
    await expect(details).not.toContainText('Room ID');
    // The wizard's stored data for the room is gone once the booking is paid.
    const storedKeys = await page.evaluate(() => {
      const storage = (
        globalThis as unknown as { sessionStorage: { length: number; key(index: number): string | null } }
      ).sessionStorage;
      return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
    });
    expect(storedKeys.filter((key) => key.startsWith('campus-hostel.booking'))).toEqual([]);

    // Everyone, signed in or not, now sees the room Occupied.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/status/Kanhar?wing=${room.wing}`);
    const seen = await openRoom(visitorPage, room);
    await expect(seen).toContainText('Occupied');
    await expect(seen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    await visitor.close();

    // The student's own booking is paid, and their profile shows the room.
    const bookings = (await supabaseFetch(`/rest/v1/bookings?select=status,room_id&room_id=eq.${room.id}`, {
      token: student.accessToken,
    })) as Array<{
      status: string;
    }>;
    expect(bookings.map((booking) => booking.status)).toEqual(['paid']);
    await page.goto('/profile');
    const hostelDetails = page.locator('dl').filter({ hasText: 'Room number' });
    await expect(hostelDetails).toContainText('Kanhar');
    await expect(hostelDetails).toContainText(String(room.number));
  });

  test('when a visitor presses Book Now, then they sign in first and come back to the wizard with their email filled in', async ({
    page,
  }) => {
    const student = await createStudent('book-visitor');
    const room = await pickVacantRoom('Gopad');
    await page.goto(`/status/Gopad/booknow/${room.id}`);
    await expectNotice(page, 'success', 'Please log in to book a room. You will come straight back here.');
    await completeStudentSignIn(page, student);
    await expect(page).toHaveURL(new RegExp(`/status/Gopad/booknow/${room.id}$`));

    // A first booking asks, once, for the student record the office keeps, at either width…
    await expect(page.getByRole('heading', { name: 'Before you book' })).toBeVisible();
    await expect(page.getByText(/for example 23CS041/)).toBeVisible();
    await page.getByRole('button', { name: 'Save my record' }).click();
    await expect(page.getByText('This is required.')).toHaveCount(11);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page);
    }
    await screenshotAtWidths(page, 'record-before-booking');
    const record = typedRecord(`R${Date.now().toString(36).toUpperCase()}`);
    await fillRecord(page, record);
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Save my record' }).click();
    await expect(page.getByText('Write a 10-digit mobile number.')).toBeVisible();
    await page.getByLabel('Mobile number').fill(record.phone);
    await page.getByRole('button', { name: 'Save my record' }).click();
    await expectNotice(page, 'success', 'Your student record is saved.');

    // …then what decides which hostels are open to them.
    await expect(page.getByRole('heading', { name: 'Before you book' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Choose your gender', { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await page.getByRole('radio', { name: 'Not married' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('[aria-current="step"]')).toContainText('Personal Information');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(student.email);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(record.fullName);
  });

  test('when a student who has paid for a bed books another, then they are offered a room change instead', async ({
    page,
  }) => {
    const student = await newStudent('second-bed', 'Gopad');
    const [paid, other] = [await pickVacantRoom('Gopad'), await pickVacantRoom('Gopad')];
    await signInAsStudent(page, student);
    await bookUpToPayment(page, paid, 'Rohan Das');
    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();

    // On the map, the paid bed is marked as theirs and every room offers a room change instead of Book Now.
    await page.goto(`/status/Gopad?wing=${paid.wing}`);
    await expect(roomCell(page, paid)).toHaveAccessibleName(/Your bed$/);
    await page.goto(`/status/Gopad?wing=${other.wing}`);
    const details = await openRoom(page, other);
    await expect(details.getByRole('link', { name: 'Request a room change' })).toBeVisible();
    await expect(details.getByRole('link', { name: 'Book Now' })).toHaveCount(0);

    await page.goto(`/status/Gopad/booknow/${other.id}`);
    await expect(page.getByRole('alert').filter({ hasText: 'You already have a bed' })).toHaveText(
      'You already have a bed this term: one bed per student. To move, ask for a room change.',
    );
    await expect(page.locator('[aria-current="step"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'already-booked');
    await page.getByRole('link', { name: 'Request a room change' }).click();
    await expect(page).toHaveURL(/\/status\?section=submit-application$/);
    await expect(page.getByRole('heading', { name: 'Submit an Application' })).toBeVisible();
  });

  test('when a student may not live in the hostel, then Book Now says why before the wizard starts', async ({
    page,
  }) => {
    const student = await newStudent('ineligible', 'Indravati');
    const room = await pickVacantRoom('Kanhar');
    await signInAsStudent(page, student, { at: `/status/Kanhar/booknow/${room.id}` });
    await expect(page.getByRole('alert').filter({ hasText: 'You cannot book this room:' })).toHaveText(
      'You cannot book this room: Kanhar is a boys’ hostel: only male students may book it.',
    );
    await expect(page.locator('[aria-current="step"]')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Kanhar rooms' }).click();
    await expect(page).toHaveURL(/\/status\/Kanhar$/);
  });

  test('when the hostel in the address does not exist, then the page says so and links to all hostels', async ({
    page,
  }) => {
    await page.goto('/status/Mahanadi');
    await expect(page.getByRole('heading', { level: 1, name: 'Hostel not found' })).toBeVisible();
    await expect(page.getByText('There is no hostel called "Mahanadi".')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'hostel-not-found');
    await page.getByRole('link', { name: 'See all hostels on the status page' }).click();
    await expect(page).toHaveURL(/\/status\?section=room-availability$/);
  });

  test('when the rooms cannot be fetched, then the page says Failed to fetch room data', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.expectConsoleError(/Failed to load resource/);
    await page.route(ROOM_LIST_REQUEST, (route) => route.abort('connectionrefused'));
    await page.goto('/status/Indravati');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch room data' })).toBeVisible();
  });

  test('when the hostel is spelled in another case, then the canonical page opens', async ({ page }) => {
    await page.goto('/status/gopad');
    await expect(page).toHaveURL(/\/status\/Gopad$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gopad rooms' })).toBeVisible();
  });
});
