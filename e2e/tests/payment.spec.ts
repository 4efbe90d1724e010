// Journeys on the payment page: a declined card and a retry, leaving releases the room, a race for one room, sign-in.
import type { Browser, Page } from '@playwright/test';
import {
  bookUpToPayment,
  expect,
  expectNoAxeViolations,
  expectNotice,
  newStudent,
  payWith,
  pickVacantRoom,
  openRoom,
  screenshotAtWidths,
  signInAsStudent,
  supabaseFetch,
  test,
  type TokenStudent,
} from '../fixtures';

const TAKEN = 'This room has just been booked or reserved by another student. Please choose another room.';

/** Whether anyone holds the room right now, as every visitor can read it. */
async function isHeld(roomId: number): Promise<boolean> {
  const [row] = (await supabaseFetch(`/rest/v1/hostel_room?select=held_until&id=eq.${roomId}`)) as Array<{
    held_until: string | null;
  }>;
  return row?.held_until !== null && row?.held_until !== undefined && Date.parse(row.held_until) > Date.now();
}

/** A second student's own browser, for journeys with two people at once. */
async function signedInPage(browser: Browser, student: TokenStudent): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsStudent(page, student);
  return page;
}

/** The hold is in place once the amount and the countdown are on screen. */
async function expectHeld(page: Page): Promise<void> {
  await expect(page.getByText('₹500.00')).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
}

test.describe('paying for a room', () => {
  test('when the card is declined, then the reason shows and a retry with 4242… on the same page succeeds', async ({
    page,
    consoleWatch,
  }) => {
    // The browser logs the provider's 402 for the declined card.
    consoleWatch.expectConsoleError(/status of 402/);
    const student = await newStudent('decline', 'Gopad');
    const room = await pickVacantRoom('Gopad');
    await signInAsStudent(page, student);
    await bookUpToPayment(page, room, 'Kabir Das');
    await expect(page.getByText('₹500.00')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'payment');

    await payWith(page, '4000 0000 0000 0002');
    await expectNotice(page, 'error', 'Payment failed: Your card was declined.');
    await expect(page).toHaveURL(new RegExp(`/payment/Gopad/${room.id}$`));
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();
    await screenshotAtWidths(page, 'payment-declined');

    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await expectNotice(page, 'success', 'Payment successful!');
    await expect(page.locator('.success-card__facts')).toContainText('₹500.00');
    await expect(page.getByRole('alert').filter({ hasText: 'Payment failed' })).toHaveCount(0);
    // The retry paid the same booking: one payment attempt, now paid.
    const bookings = (await supabaseFetch(`/rest/v1/bookings?select=status&room_id=eq.${room.id}`, {
      token: student.accessToken,
    })) as Array<{
      status: string;
    }>;
    expect(bookings).toEqual([{ status: 'paid' }]);
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'success');
  });

  test('when the student leaves the payment page, then the hold is released and another student can book the room', async ({
    page: firstPage,
    browser,
  }) => {
    const first = await newStudent('leaver', 'Indravati');
    const second = await newStudent('next', 'Indravati');
    const room = await pickVacantRoom('Indravati');
    await signInAsStudent(firstPage, first);
    await bookUpToPayment(firstPage, room, 'Riya Sen');
    await expectHeld(firstPage);
    expect(await isHeld(room.id)).toBe(true);

    // A visitor sees the room Reserved while the hold lasts.
    const visitor = await browser.newPage();
    await visitor.goto(`/status/Indravati?wing=${room.wing}`);
    const reserved = await openRoom(visitor, room);
    await expect(reserved).toContainText('Reserved');
    await expect(reserved.getByRole('button', { name: 'Book Now' })).toBeDisabled();

    // Leaving within the app releases the room.
    await firstPage.getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(firstPage).toHaveURL(/\/$/);
    await expect.poll(() => isHeld(room.id)).toBe(false);
    await visitor.reload();
    await expect(await openRoom(visitor, room)).toContainText('Vacant');

    // So the next student gets it; closing their tab releases it again.
    const secondPage = await signedInPage(browser, second);
    await bookUpToPayment(secondPage, room, 'Tara Nair');
    await expectHeld(secondPage);
    expect(await isHeld(room.id)).toBe(true);
    await secondPage.close();
    await expect.poll(() => isHeld(room.id)).toBe(false);
  });

  test('when two students race for one room, then the second is told it was just taken and led back to the rooms', async ({
    page: loserPage,
    browser,
    consoleWatch,
  }) => {
    // The browser logs the API's 409 for the room that was just taken.
    consoleWatch.expectConsoleError(/status of 409/);
    const winner = await newStudent('winner', 'Indravati');
    const loser = await newStudent('loser', 'Indravati');
    const room = await pickVacantRoom('Indravati');
    const winnerPage = await signedInPage(browser, winner);
    await signInAsStudent(loserPage, loser);

    // The loser fills the wizard while the room is still vacant…
    await loserPage.goto(`/status/Indravati/booknow/${room.id}`);
    await loserPage.getByLabel('Name', { exact: true }).fill('Late Comer');
    await loserPage.getByLabel('Email', { exact: true }).fill('late@example.com');
    await loserPage.getByLabel('State', { exact: true }).fill('Bihar');
    await loserPage.getByLabel('City', { exact: true }).fill('Patna');
    await loserPage.getByLabel('Pincode', { exact: true }).fill('800001');
    await loserPage.getByRole('button', { name: 'Next' }).click();
    await loserPage.getByLabel('Description', { exact: true }).fill('Ground floor.');
    await loserPage.getByRole('button', { name: 'Next' }).click();

    // …the winner gets to payment first and holds it…
    await bookUpToPayment(winnerPage, room, 'Early Bird');
    await expectHeld(winnerPage);

    // …so the loser's Submit Booking ends in the taken message, not a second hold.
    await loserPage.getByRole('button', { name: 'Submit Booking' }).click();
    await expect(loserPage.getByRole('alert').filter({ hasText: TAKEN })).toBeVisible();
    await expect(loserPage.getByLabel('Card number')).toHaveCount(0);
    await expectNoAxeViolations(loserPage);
    await loserPage.getByRole('link', { name: 'Back to Indravati rooms' }).click();
    await expect(loserPage).toHaveURL(/\/status\/Indravati$/);
    await loserPage.getByLabel('Wing', { exact: true }).selectOption(room.wing);
    await expect(await openRoom(loserPage, room)).toContainText('Reserved');
  });

  test('when nobody is signed in, then the payment page says Please login first and asks to sign in, coming back there', async ({
    page,
  }) => {
    const room = await pickVacantRoom('Kanhar');
    await page.goto(`/payment/Kanhar/${room.id}`);
    await expectNotice(page, 'info', 'Please login first');
    await expect(page).toHaveURL(new RegExp(`/auth/login/student\\?next=%2Fpayment%2FKanhar%2F${room.id}$`));
  });
});
