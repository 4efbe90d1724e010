// Fees as the office sets them: an admin prices the fifth hostel's singles per year and gives the hostel a refundable
// caution deposit; a student sees the price with its period, pays rent plus deposit, and the receipt names the
// institute, its gap-free number and the fee period, with the deposit apart from the rent. The fifth hostel is the e2e
// stack's own, and the other journeys that book it check no amounts.
import type { Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  bookUpToPayment,
  expect,
  expectFitsBothWidths,
  newStudent,
  openRoom,
  payWith,
  pickVacantRoom,
  signInAsStudent,
  test,
} from '../fixtures';
import { API_URL } from '../fixtures/stack';

const HOSTEL = 'Narmada';
const RENT = { minor: 4_500_000, shown: '₹45,000.00 per year' };
const DEPOSIT = { minor: 500_000, shown: '₹5,000.00' };
const TOTAL = '₹50,000.00';

/** An admin's call to the API, with the token /admin/login gives. */
async function asAdmin(path: string, body: unknown): Promise<void> {
  const login = await fetch(`${API_URL}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const answer = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(answer.status, path).toBe(200);
}

/** The value beside a term of a facts list. */
function fact(page: Page, list: string, term: string) {
  return page
    .locator(`${list} > div`)
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .getByRole('definition');
}

test.describe('fees', () => {
  test('when a hostel charges rent per year and a deposit, then the receipt shows its number, the fee period and the deposit apart', async ({
    page,
  }) => {
    // Setting the fees, the money path and both widths: longer than one page's budget.
    test.slow();
    await asAdmin('/admin/rooms/price', {
      hostel_name: HOSTEL,
      occupancy: 1,
      price_minor: RENT.minor,
      fee_period: 'year',
    });
    await asAdmin('/admin/hostels/deposit', { hostel_name: HOSTEL, deposit_minor: DEPOSIT.minor });
    const institute = (await (await fetch(`${API_URL}/receipts/institute`)).json()) as {
      name: string;
      address: string;
    };

    const student = await newStudent('fees', HOSTEL);
    const room = await pickVacantRoom(HOSTEL);
    await signInAsStudent(page, student, { at: `/status/${HOSTEL}?wing=${room.wing}` });
    await expect(await openRoom(page, room)).toContainText(RENT.shown);

    await bookUpToPayment(page, room, 'Ira Nair');
    await expect(fact(page, '.payment-summary .facts', 'Rent')).toHaveText(RENT.shown);
    await expect(fact(page, '.payment-summary .facts', 'Refundable caution deposit')).toHaveText(DEPOSIT.shown);
    await expect(fact(page, '.payment-summary .facts', 'Total')).toHaveText(TOTAL);
    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await page.getByRole('link', { name: 'View and print your receipt' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    const issuer = page.locator('.receipt__issuer');
    await expect(issuer).toContainText(institute.name);
    await expect(issuer).toContainText(institute.address);
    await expect(fact(page, '.receipt__facts', 'Receipt number')).toHaveText(/^CH\/\d{4}-\d{2}\/\d{6}$/);
    await expect(fact(page, '.receipt__facts', 'Fee period')).toHaveText('Year');
    await expect(fact(page, '.receipt__facts', 'Rent')).toHaveText(RENT.shown);
    await expect(fact(page, '.receipt__facts', 'Refundable caution deposit')).toHaveText(DEPOSIT.shown);
    await expect(fact(page, '.receipt__facts', 'Amount')).toHaveText(TOTAL);
    await expectFitsBothWidths(page, 'receipt-fees');
  });
});
