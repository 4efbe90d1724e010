// Selection day: a hostel under selection lets a student hold a bed only inside their own window, and the waiting room
// (the e2e stack runs the API with SELECTION_CAPACITY=1) meters who holds once it opens: arrivals in the first minute
// after an opening are shuffled, so nobody of that minute is admitted before it ends. While the window is open, the
// line stands in front of the hostel page's rooms. A listed address whose account came after the draw is claimed only
// through the link mailed to it. The journeys run on the married flats, which no other journey books, one after the
// other, and remove their window whatever happens, since a window restricts its hostel for everyone while it lasts.
import {
  bookUpToPayment,
  DEMO_ADMIN,
  expect,
  expectNoAxeViolations,
  firstLink,
  latestMailTo,
  newStudent,
  payWith,
  screenshotAtWidths,
  pickVacantDouble,
  setupClient,
  signInAsStudent,
  test,
  uniqueEmail,
} from '../fixtures';
import { API_URL } from '../fixtures/stack';

const HOSTEL = 'Shivnath';

/** Calls the API as the demo admin. */
async function asAdmin(path: string, body: unknown): Promise<{ status: number; body: { id?: number } }> {
  const client = setupClient();
  const { data, error } = await client.auth.signInWithPassword(DEMO_ADMIN);
  if (error || !data.session) throw error ?? new Error('the demo admin could not sign in');
  const response = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${data.session.access_token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { id?: number } };
}

test('when a student comes before their window, then the page counts down and the hold is refused; at the opening they are placed in line, admitted, and book; the line stands in front of the rooms for the next', async ({
  page,
  browser,
  consoleWatch,
}) => {
  test.setTimeout(420_000);
  // The refused holds (outside the window, then not yet admitted) are 403s the browser logs, as is the payer's join
  // once they have a bed (409 already_booked).
  consoleWatch.expectConsoleError(/status of 403 .*create-payment-intent/);
  consoleWatch.expectConsoleError(/status of 409 .*queue/);
  const student = await newStudent('window', HOSTEL);
  const room = await pickVacantDouble(HOSTEL);
  // Opens a little later: time to sign in, check and photograph the countdown, and reach the payment page before it
  // does, even on a loaded CI machine (at 40 s a slow run reached the payment page after the opening).
  const opensAt = new Date(Date.now() + 90_000);
  const created = await asAdmin('/admin/selection', {
    name: 'Married flats, first round',
    opens_at: opensAt.toISOString(),
    closes_at: new Date(opensAt.getTime() + 3_600_000).toISOString(),
    hostels: [HOSTEL],
    audience: 'everyone',
  });
  expect(created.status).toBe(200);
  try {
    await signInAsStudent(page, student);
    await page.goto(`/status/${HOSTEL}`);
    await expect(page.getByText(`Your selection window for ${HOSTEL} opens`)).toBeVisible();
    await expect(page.getByRole('timer').first()).toContainText(/\d+ s/);
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'selection-countdown');

    await bookUpToPayment(page, room, 'Meera Iyer');
    await expect(page.getByText(`Your selection window for ${HOSTEL} has not opened yet`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);

    // At the opening the page says so by itself, and starting again holds the room.
    await expect(page.getByText(`Your selection window for ${HOSTEL} is open now.`)).toBeVisible({ timeout: 110_000 });
    await page.getByRole('button', { name: 'Start again' }).click();
    // Arriving in the opening's first minute, they wait in line until it ends: the page says where they stand.
    await expect(page.getByRole('heading', { name: 'You are in line' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /1st in line: nobody is ahead of you\./ })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'selection-in-line');
    // Admitted when the minute ends, the page holds the room by itself and asks for the card.
    await expect(page.getByLabel('Card number')).toBeVisible({ timeout: 90_000 });

    // Another student opens the hostel page while the one seat is taken: the line stands in front of the rooms, which
    // are not shown (nor read) until their turn.
    const next = await newStudent('window-next', HOSTEL);
    const nextContext = await browser.newContext();
    const nextPage = await nextContext.newPage();
    await signInAsStudent(nextPage, next);
    await nextPage.goto(`/status/${HOSTEL}`);
    await expect(nextPage.getByRole('heading', { name: 'You are in line' })).toBeVisible();
    await expect(
      nextPage.getByRole('status').filter({ hasText: /1st in line: nobody is ahead of you\./ }),
    ).toBeVisible();
    await expect(nextPage.getByRole('form', { name: 'Filter rooms' })).toHaveCount(0);
    await expectNoAxeViolations(nextPage);
    await screenshotAtWidths(nextPage, 'selection-rooms-in-line');

    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    // The payment frees the seat: the next student, first in line, is admitted at their page's next check a few seconds
    // on, and the rooms show under how long their turn lasts.
    await expect(nextPage.getByRole('form', { name: 'Filter rooms' })).toBeVisible({ timeout: 15_000 });
    await expect(nextPage.getByRole('heading', { name: 'You are in line' })).toHaveCount(0);
    await expect(nextPage.getByText(/It is your turn: hold a bed before/)).toBeVisible();
    await nextContext.close();

    // The payer has their bed: back on the hostel page they take no place in line and see the rooms at once.
    await page.goto(`/status/${HOSTEL}`);
    await expect(page.getByRole('form', { name: 'Filter rooms' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You are in line' })).toHaveCount(0);
  } finally {
    const removed = await asAdmin('/admin/selection/delete', { id: created.body.id });
    expect(removed.status).toBe(200);
  }
});

test("when a listed student's account comes after the draw, then their place waits for the link mailed to their address; once claimed they are admitted, and may give their turn up to the next in line", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const address = uniqueEmail('listed-late');
  // Open for two minutes already: past its shuffled first minute, a student is admitted as they arrive.
  const opensAt = new Date(Date.now() - 120_000);
  const created = await asAdmin('/admin/selection', {
    name: 'Married flats, listed students',
    opens_at: opensAt.toISOString(),
    closes_at: new Date(opensAt.getTime() + 3_600_000).toISOString(),
    hostels: [HOSTEL],
    audience: 'emails',
    emails_csv: `email\n${address}`,
  });
  expect(created.status).toBe(200);
  try {
    // A visitor sees that the hostel is under selection, and until when, naming nobody.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/status/${HOSTEL}`);
    await expect(visitor.getByText(`Room selection for ${HOSTEL} is under way until`)).toBeVisible();
    await expectNoAxeViolations(visitor);
    await screenshotAtWidths(visitor, 'selection-visitor');
    await visitorContext.close();

    const student = await newStudent('listed-late', HOSTEL, address);
    await signInAsStudent(page, student);
    await page.goto(`/status/${HOSTEL}`);
    await expect(page.getByText('No selection window admits you to this hostel.')).toBeVisible();

    const mail = await latestMailTo(address, { timeout: 20_000 });
    expect(mail.Subject).toBe('Claim your place in room selection');
    const link = new URL(firstLink(mail));
    await page.goto(link.pathname + link.search);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your place in room selection is yours now' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'selection-claimed');

    await page.goto(`/status/${HOSTEL}`);
    await expect(page.getByText(/It is your turn: hold a bed before/)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Filter rooms' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'selection-turn');

    await page.getByRole('button', { name: 'Give up my turn' }).click();
    await expect(page.getByText('You gave up your turn, and the next student in line has it now.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Filter rooms' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'selection-turn-given-up');

    // The seat was free again at once: a new place is admitted straight away.
    await page.getByRole('button', { name: 'Take a new place in line' }).click();
    await expect(page.getByText(/It is your turn: hold a bed before/)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Filter rooms' })).toBeVisible();
  } finally {
    const removed = await asAdmin('/admin/selection/delete', { id: created.body.id });
    expect(removed.status).toBe(200);
  }
});
