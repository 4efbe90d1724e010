// Receipts: from the success page to a printable receipt, and who may open /receipt/{reference} (its owner and the office).
import type { Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  bookUpToPayment,
  buyBedThroughApi,
  completeStudentSignIn,
  expect,
  expectNoAxeViolations,
  expectNotice,
  latestMailTo,
  mailCountTo,
  newStudent,
  payWith,
  pickVacantRoom,
  screenshotAtWidths,
  signInAsAdmin,
  signInAsStudent,
  supabaseFetch,
  test,
  type TokenStudent,
  type VacantRoom,
} from '../fixtures';

const NO_RECEIPT = /^No receipt with that reference\./;

/** The value beside a term of the receipt's list. */
function fact(page: Page, term: string) {
  return page
    .locator('.receipt__facts > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .getByRole('definition');
}

async function expectReceipt(page: Page, room: VacantRoom, reference: string, who: { name: string; email: string }) {
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(fact(page, 'Status')).toHaveText('Paid');
  await expect(fact(page, 'Hostel')).toHaveText(room.hostel);
  await expect(fact(page, 'Wing')).toHaveText(room.wing);
  await expect(fact(page, 'Room')).toHaveText(String(room.number));
  await expect(fact(page, 'Bed')).toHaveText('A');
  await expect(fact(page, 'Amount')).toHaveText('₹500.00');
  await expect(fact(page, 'Paid at')).toHaveText(/\d{4}/);
  await expect(fact(page, 'Payment reference')).toHaveText(/^pi_/);
  await expect(fact(page, 'Booking reference')).toHaveText(reference);
  await expect(fact(page, 'Student')).toHaveText(who.name);
  await expect(fact(page, 'Email')).toHaveText(who.email);
}

/** The student's paid booking's reference, read as them. */
async function referenceOf(student: TokenStudent, room: VacantRoom): Promise<string> {
  const rows = (await supabaseFetch(`/rest/v1/bookings?select=reference&status=eq.paid&room_id=eq.${room.id}`, {
    token: student.accessToken,
  })) as Array<{ reference: string }>;
  const reference = rows[0]?.reference;
  if (!reference) throw new Error('no paid booking');
  return reference;
}

test.describe('receipts', () => {
  test('when a student pays for a bed, then the success page opens a receipt that shows the booking and prints alone', async ({
    page,
  }) => {
    // The money path, axe, two widths and print: longer than one page's budget.
    test.slow();
    const student = await newStudent('receipt', 'Gopad');
    const room = await pickVacantRoom('Gopad');
    await signInAsStudent(page, student);
    await bookUpToPayment(page, room, 'Kavya Rao');
    await payWith(page, '4242 4242 4242 4242');

    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    const receiptLine = page.locator('.success-card__receipt');
    await expect(receiptLine).toHaveText('View and print your receipt. We also email you a copy.');
    await expect(page.getByText('A receipt goes to your email')).toHaveCount(0);
    const reference = await referenceOf(student, room);
    await expect(page.locator('.success-card__facts')).toContainText(reference);
    await screenshotAtWidths(page, 'success-receipt-link');
    await receiptLine.getByRole('link', { name: 'View and print your receipt' }).click();

    await expect(page).toHaveURL(new RegExp(`/receipt/${reference}$`));
    await expectReceipt(page, room, reference, { name: 'Kavya Rao', email: 'kavya@example.com' });
    await expectNoAxeViolations(page);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
      // Nothing of the receipt runs off a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await screenshotAtWidths(page, 'receipt');

    // Print opens the browser's print dialog.
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // On paper: the receipt alone, black on white, without the site's header, footer, navigation or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header.header')).toBeHidden();
    await expect(page.locator('footer.footer')).toBeHidden();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(fact(page, 'Amount')).toBeVisible();
    await expect(fact(page, 'Amount')).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await screenshotAtWidths(page, 'receipt-print');
    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g), 'pages of the printed receipt').toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('header.header')).toBeVisible();

    // Later, the profile links the same receipt.
    await page.goto('/profile');
    await page.getByRole('link', { name: 'View and print your receipt' }).click();
    await expect(page).toHaveURL(new RegExp(`/receipt/${reference}$`));
    await expect(fact(page, 'Booking reference')).toHaveText(reference);
  });

  test('when someone opens a receipt, then the emailed link asks a visitor to sign in first, another student sees none and the office sees it', async ({
    page,
    browser,
  }) => {
    test.slow();
    const owner = await newStudent('receipt-owner', 'Gopad');
    const room = await pickVacantRoom('Gopad');
    await buyBedThroughApi(owner, room);
    const reference = await referenceOf(owner, room);
    const owned = { name: 'Bed Buyer', email: owner.email };

    // The receipt email arrives once (its outbox row is marked sent, so no sender sends it again) and links here.
    const mail = await latestMailTo(owner.email, { timeout: 20_000 });
    expect(mail.Subject).toBe(`Booking confirmed: ${room.hostel}, room ${room.number}`);
    expect(mail.Text).toContain('₹500.00');
    await expect
      .poll(async () => {
        const rows = (await supabaseFetch('/rest/v1/notifications?select=email_status&kind=eq.booking_receipt', {
          token: owner.accessToken,
        })) as Array<{ email_status: string }>;
        return rows.map((row) => row.email_status);
      })
      .toEqual(['sent']);
    expect(await mailCountTo(owner.email)).toBe(1);
    const link = /View your receipt: (\S+)/.exec(mail.Text)?.[1] ?? '';
    expect(new URL(link).pathname).toBe(`/receipt/${reference}`);

    // A visitor following it is sent to sign in and comes straight back to the receipt.
    await page.goto(link);
    await expectNotice(page, 'success', 'Please log in to see your receipt. You will come straight back here.');
    await completeStudentSignIn(page, owner);
    await expect(page).toHaveURL(new RegExp(`/receipt/${reference}$`));
    await expectReceipt(page, room, reference, owned);

    // Another student: the same answer as for a reference that does not exist, so neither tells the other apart.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signInAsStudent(other, await newStudent('receipt-other'), { at: `/receipt/${reference}` });
    await expect(other.getByRole('status').filter({ hasText: NO_RECEIPT })).toBeVisible();
    await expect(other.getByRole('main').getByText(room.hostel, { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(other);
    await screenshotAtWidths(other, 'receipt-none');
    await other.goto('/receipt/NOSUCHREF0');
    await expect(other.getByRole('status').filter({ hasText: NO_RECEIPT })).toBeVisible();
    await otherContext.close();

    // The office.
    const officeContext = await browser.newContext();
    const office = await officeContext.newPage();
    await signInAsAdmin(office, DEMO_ADMIN, { at: `/receipt/${reference}` });
    await expectReceipt(office, room, reference, owned);
    await officeContext.close();
  });
});
