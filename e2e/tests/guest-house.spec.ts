// The guest house, as a student host and the office use it. The host chooses the day their mother arrives and two
// nights on Atithi's page, opens a room free for both from the wing map, books it for her through the wizard, pays
// with 4242…, and reads the success page and the receipt naming her, the dates and the nights; the stay is on their
// profile, and on the guest house's day for the office. On the day a guest arrives, the office checks them in (and out).
// The office changes a room's nightly price and the house's rules, and a visitor's open map shows both without a reload.
// Every page is checked at 360 and 1280 px with axe. Stays are booked on days drawn at random well ahead, and for today
// on a room still free tonight, so reruns on the same data do not collide.
import type { Page } from '@playwright/test';
import {
  expect,
  expectFitsBothWidths,
  newStudent,
  payWith,
  payWithTestCard,
  signInAsAdmin,
  signInAsStudent,
  test,
  type TokenStudent,
} from '../fixtures';
import { API_URL, DEMO_ADMIN } from '../fixtures/stack';
import { GUEST_HOUSE, freeRoom, istDay, rupees, written, type GuestRoom } from '../fixtures/guest-house';

/** A stay held and paid through the API and the Stripe stand-in, as the browser does, until the server confirms it. */
async function payStayThroughApi(host: TokenStudent, room: GuestRoom, checkIn: string, guest: string): Promise<void> {
  const hold = await fetch(`${API_URL}/create-payment-intent`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${host.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      shipping: { name: 'Guest Host', city: 'Raipur', state: 'Chhattisgarh', pincode: '492010', email: host.email },
      description: 'Arriving this evening',
      hosteltype: GUEST_HOUSE,
      room_id: room.id,
      check_in: checkIn,
      nights: 1,
      guest_name: guest,
    }),
  });
  expect(hold.status, await hold.clone().text()).toBe(200);
  const intent = (await hold.json()) as { paymentIntentId: string; clientSecret: string };
  await payWithTestCard(intent);
  await expect
    .poll(async () => {
      const details = await fetch(`${API_URL}/get-payment-details/${intent.paymentIntentId}`, {
        headers: { Authorization: `Bearer ${host.accessToken}` },
      });
      return ((await details.json()) as { stay?: { status: string } | null }).stay?.status;
    })
    .toBe('confirmed');
}

/** The part of the guest house's day headed `name` ("Arrivals (2)"). */
function rosterPart(page: Page, name: string) {
  return page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) }) });
}

test.describe('the guest house', () => {
  test('when a student books their mother’s two nights and pays with 4242…, then the receipt names her, the dates and the nights', async ({
    page,
    browser,
  }) => {
    // The whole money path with axe and both widths on seven pages: longer than one page's budget.
    test.slow();
    const host = await newStudent('guest-host');
    // Well ahead and drawn at random, so a rerun on the same data finds other nights free.
    const checkIn = istDay(20 + Math.floor(Math.random() * 60));
    const room = await freeRoom(checkIn, 2);
    const mother = `Sunita Verma ${Math.random().toString(36).slice(2, 6)}`;
    await signInAsStudent(page, host);

    // The guest house's page: the day she arrives and two nights; the rooms free for both are Vacant on the map.
    await page.goto(`/status/${GUEST_HOUSE}`);
    await expect(page.getByRole('heading', { level: 1, name: `${GUEST_HOUSE} rooms` })).toBeVisible();
    await page.getByLabel('Check-in date').fill(checkIn);
    await page.getByLabel('Nights', { exact: true }).selectOption('2');
    await expect(page).toHaveURL(new RegExp(`check_in=${checkIn}&nights=2`));
    await expect(page.getByText(`Arrives and leaves: ${written(checkIn)}`)).toBeVisible();
    const cell = page
      .getByRole('grid', { name: new RegExp(`^Wing ${room.wing_name}\\b`) })
      .getByRole('button', { name: new RegExp(`^Room ${room.room_number}: Vacant`) });
    await expect(cell).toBeVisible();
    await expectFitsBothWidths(page, 'guest-house-map');
    await cell.click();
    const details = page.getByRole('dialog', { name: `Wing ${room.wing_name} · Room ${room.room_number}` });
    await expect(details).toContainText(`${rupees(room.nightly_minor)} a night`);
    await expect(details).toContainText(rupees(room.amount_minor));
    await details.getByRole('link', { name: 'Book Now' }).click();

    // The wizard: who pays (the host), then whom the stay is for, then the review with the nights and their price.
    await expect(page).toHaveURL(
      new RegExp(`/status/${GUEST_HOUSE}/booknow/${room.id}\\?check_in=${checkIn}&nights=2$`),
    );
    await page.getByLabel('Name', { exact: true }).fill('Asha Verma');
    await page.getByLabel('Email', { exact: true }).fill(host.email);
    await page.getByLabel('State', { exact: true }).fill('Chhattisgarh');
    await page.getByLabel('City', { exact: true }).fill('Bilaspur');
    await page.getByLabel('Pincode', { exact: true }).fill('495009');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('[aria-current="step"]')).toContainText('Your Guest');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Guest’s name is required', { exact: true })).toBeVisible();
    await page.getByLabel('Guest’s name').fill(mother);
    await page.getByLabel('Description', { exact: true }).fill('Arriving by the evening train.');
    await page.getByRole('button', { name: 'Next' }).click();
    const review = page.locator('.wizard__review');
    await expect(review).toContainText(mother);
    await expect(review).toContainText('2 nights');
    await expect(review).toContainText(rupees(room.amount_minor));
    await expectFitsBothWidths(page, 'guest-house-review');
    await page.getByRole('button', { name: 'Submit Booking' }).click();

    // The payment page: the nights held, at the price the server set.
    await expect(page).toHaveURL(new RegExp(`/payment/${GUEST_HOUSE}/${room.id}\\?check_in=${checkIn}&nights=2$`));
    const summary = page.getByRole('region', { name: 'Your booking' });
    await expect(summary).toContainText(mother);
    await expect(summary).toContainText(`${written(checkIn)} – `);
    await expect(summary).toContainText('2 nights');
    await expect(summary).toContainText(rupees(room.amount_minor));
    await expect(page.getByRole('timer')).toBeVisible();
    await expectFitsBothWidths(page, 'guest-house-payment');
    await payWith(page, '4242 4242 4242 4242');

    // Paid: the success page, then the receipt naming her, the dates and the nights.
    await expect(page).toHaveURL(/\/success\?payment_intent=pi_/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByText('Your guest’s stay is booked.')).toBeVisible();
    const paid = page.locator('.success-card__facts');
    await expect(paid).toContainText(mother);
    await expect(paid).toContainText('2 nights');
    await expect(paid).toContainText(rupees(room.amount_minor));
    await expectFitsBothWidths(page, 'guest-house-success');
    await page.getByRole('link', { name: 'View and print your receipt' }).click();
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt).toContainText('Paid');
    await expect(receipt).toContainText(mother);
    await expect(receipt).toContainText(written(checkIn));
    await expect(receipt.locator('dt', { hasText: 'Nights' }).locator('+ dd')).toHaveText('2');
    await expect(receipt).toContainText(rupees(room.amount_minor));
    await expectFitsBothWidths(page, 'guest-house-receipt');

    // The stay is on the host's profile, confirmed; the room is no longer free for those nights, for anyone.
    await page.goto('/profile');
    const stays = page.getByRole('region', { name: 'Guest stays' });
    await expect(stays.getByRole('listitem').filter({ hasText: mother })).toContainText('Confirmed');
    await expectFitsBothWidths(page, 'guest-house-profile');
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/status/${GUEST_HOUSE}?check_in=${checkIn}&nights=2`);
    await expect(
      visitorPage
        .getByRole('grid', { name: new RegExp(`^Wing ${room.wing_name}\\b`) })
        .getByRole('button', { name: new RegExp(`^Room ${room.room_number}: Occupied`) }),
    ).toBeVisible();
    await visitor.close();

    // The office's day of her arrival lists her, with no check-in before the day comes.
    await page.context().clearCookies();
    await signInAsAdmin(page, DEMO_ADMIN, { at: `/admin/guest-house?house=${GUEST_HOUSE}&day=${checkIn}` });
    const arrivals = rosterPart(page, 'Arrivals');
    await expect(arrivals.getByRole('row').filter({ hasText: mother })).toBeVisible();
    await expect(arrivals.getByRole('button', { name: `Check in ${mother}` })).toHaveCount(0);
  });

  test('when a guest arrives today, then the office checks them in from the guest house’s day, and out again', async ({
    page,
  }) => {
    const host = await newStudent('guest-host-today');
    const guest = `Ramesh Iyer ${Math.random().toString(36).slice(2, 6)}`;
    const today = istDay(0);
    await payStayThroughApi(host, await freeRoom(today, 1), today, guest);

    await signInAsAdmin(page, DEMO_ADMIN, { at: `/admin/guest-house` });
    await expect(page.getByRole('heading', { level: 1, name: 'Guest house' })).toBeVisible();
    const arrival = rosterPart(page, 'Arrivals').getByRole('row').filter({ hasText: guest });
    await expect(arrival).toContainText('Confirmed');
    await expectFitsBothWidths(page, 'guest-house-roster');
    await arrival.getByRole('button', { name: `Check in ${guest}` }).click();
    await expect(page.getByText(`${guest} is checked in.`)).toBeVisible();
    // Still among the day's arrivals, now in the house: the next thing to do is check them out.
    await expect(arrival).toContainText('Checked in');
    await arrival.getByRole('button', { name: `Check out ${guest}` }).click();
    await expect(page.getByText(`${guest} is checked out.`)).toBeVisible();
    await expect(arrival).toContainText('Checked out');
    await expect(arrival.getByRole('button')).toHaveCount(0);
  });

  test('when the office changes a room’s nightly price and the house’s rules, then an open map shows both at once', async ({
    page,
    browser,
  }) => {
    test.slow();
    const checkIn = istDay(3 + Math.floor(Math.random() * 10));
    const room = await freeRoom(checkIn, 1);
    const name = `Wing ${room.wing_name} · Room ${room.room_number}`;
    const price = room.nightly_minor + (1 + Math.floor(Math.random() * 99)) * 100;

    // A visitor has the map open before anything changes.
    const visitor = await browser.newContext();
    const map = await visitor.newPage();
    await map.goto(`/status/${GUEST_HOUSE}?check_in=${checkIn}&nights=1`);
    await expect(map.getByText('Up to 14 nights, beginning within 90 days.', { exact: false })).toBeVisible();
    const cell = map
      .getByRole('grid', { name: new RegExp(`^Wing ${room.wing_name}\\b`) })
      .getByRole('button', { name: new RegExp(`^Room ${room.room_number}: Vacant`) });
    await cell.click();
    const details = map.getByRole('dialog', { name });
    await expect(details).toContainText(`${rupees(room.nightly_minor)} a night`);
    await map.keyboard.press('Escape');

    // The office sets the room's price and lets stays begin further ahead.
    await signInAsAdmin(page, DEMO_ADMIN, { at: `/admin/guest-house?house=${GUEST_HOUSE}` });
    const setup = page.getByRole('region', { name: `${GUEST_HOUSE}: rooms and rules` });
    const roomForm = setup.getByRole('form', { name });
    await expect(roomForm.getByLabel('Nightly price (₹)')).toHaveValue(String(room.nightly_minor / 100));
    await roomForm.getByLabel('Nightly price (₹)').fill('0.5');
    await roomForm.getByRole('button', { name: `Save ${name}` }).click();
    await expect(roomForm.getByText(/^Enter a price from ₹1.00 to ₹1,00,000.00/)).toBeVisible();
    await roomForm.getByLabel('Nightly price (₹)').fill(String(price / 100));
    await roomForm.getByRole('button', { name: `Save ${name}` }).click();
    await expect(page.getByText(`${name} now costs ${rupees(price)} a night.`)).toBeVisible();
    const rules = setup.getByRole('form', { name: `Rules of ${GUEST_HOUSE}` });
    await rules.getByLabel('Days ahead a stay may begin').fill('120');
    await rules.getByRole('button', { name: 'Save rules' }).click();
    await expect(page.getByText(`The rules of ${GUEST_HOUSE} are saved.`)).toBeVisible();
    await expectFitsBothWidths(page, 'guest-house-office');

    // The visitor's map heard both: the new price for the nights, and the new horizon.
    await expect(map.getByText('Up to 14 nights, beginning within 120 days.', { exact: false })).toBeVisible();
    await cell.click();
    await expect(details).toContainText(`${rupees(price)} a night`);
    await expectFitsBothWidths(map, 'guest-house-map-repriced');
    await visitor.close();

    // Back as they were, so other journeys on the same data book at the seed's prices and limits.
    await roomForm.getByLabel('Nightly price (₹)').fill(String(room.nightly_minor / 100));
    await roomForm.getByRole('button', { name: `Save ${name}` }).click();
    await expect(page.getByText(`${name} now costs ${rupees(room.nightly_minor)} a night.`)).toBeVisible();
    await rules.getByLabel('Days ahead a stay may begin').fill('90');
    await rules.getByRole('button', { name: 'Save rules' }).click();
    await expect
      .poll(async () => {
        const response = await fetch(`${API_URL}/guest-house/${GUEST_HOUSE}/${checkIn}/1`);
        const answer = (await response.json()) as { rules: { days_ahead: number }; rooms: GuestRoom[] };
        return [answer.rules.days_ahead, answer.rooms.find((other) => other.id === room.id)?.nightly_minor];
      })
      .toEqual([90, room.nightly_minor]);
  });
});
