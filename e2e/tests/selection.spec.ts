// Selection day: a hostel under selection lets a student hold a bed only inside their own window, and the waiting room
// (the e2e stack runs the API with SELECTION_CAPACITY=1) meters who holds once it opens: arrivals in the first minute
// after an opening are shuffled, so nobody of that minute is admitted before it ends. While the window is open, the
// line stands in front of the hostel page's rooms. A listed address whose account came after the draw is claimed only
// through the link mailed to it. The journeys run on the married flats, which no other journey books, one after the
// other, and remove their window whatever happens, since a window restricts its hostel for everyone while it lasts.
// The opening and the end of the shuffled minute come when the journey is ready (fixtures/selection.ts says how).
import {
  bookUpToPayment,
  expect,
  expectNoAxeViolations,
  firstLink,
  latestMailTo,
  newStudent,
  payWith,
  screenshotAtWidths,
  pickVacantDouble,
  signInAsStudent,
  test,
  uniqueEmail,
} from '../fixtures';
import { createWindow, deleteWindow, endShuffledMinute, openWindowNow } from '../fixtures/selection';

const HOSTEL = 'Shivnath';

test('when a student comes before their window, then the page counts down and the hold is refused; at the opening they are placed in line, admitted, and book; the line stands in front of the rooms for the next', async ({
  page,
  browser,
  consoleWatch,
}) => {
  // Two students' pages, with axe at every step: longer than the usual minute on a loaded machine.
  test.setTimeout(120_000);
  // The refused holds (outside the window, then not yet admitted) are 403s the browser logs, as is the payer's join
  // once they have a bed (409 already_booked).
  consoleWatch.expectConsoleError(/status of 403 .*create-payment-intent/);
  consoleWatch.expectConsoleError(/status of 409 .*queue/);
  const student = await newStudent('window', HOSTEL);
  const room = await pickVacantDouble(HOSTEL);
  // Far enough ahead that no slow run reaches it before the refused hold; the journey opens it when it is ready.
  const opensAt = new Date(Date.now() + 600_000);
  const window = await createWindow({
    name: 'Married flats, first round',
    opens_at: opensAt.toISOString(),
    closes_at: new Date(opensAt.getTime() + 3_600_000).toISOString(),
    hostels: [HOSTEL],
    audience: 'everyone',
  });
  try {
    // The page's own clock, so that it can jump to the opening with the window.
    await page.clock.install();
    await signInAsStudent(page, student, { at: `/status/${HOSTEL}` });
    await expect(page.getByText(`Your selection window for ${HOSTEL} opens`)).toBeVisible();
    await expect(page.getByRole('timer').first()).toContainText(/\d+ s/);
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'selection-countdown');

    await bookUpToPayment(page, room, 'Meera Iyer');
    await expect(page.getByText(`Your selection window for ${HOSTEL} has not opened yet`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);

    // At the opening the page says so by itself, and starting again holds the room.
    await openWindowNow(page, window);
    await expect(page.getByText(`Your selection window for ${HOSTEL} is open now.`)).toBeVisible();
    await page.getByRole('button', { name: 'Start again' }).click();
    // Arriving in the opening's first minute, they wait in line until it ends: the page says where they stand.
    await expect(page.getByRole('heading', { name: 'You are in line' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /1st in line: nobody is ahead of you\./ })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'selection-in-line');
    // Admitted when the minute ends (at the page's next check), the page holds the room by itself and asks for the card.
    await endShuffledMinute(window);
    await expect(page.getByLabel('Card number')).toBeVisible({ timeout: 15_000 });

    // Another student opens the hostel page while the one seat is taken: the line stands in front of the rooms, which
    // are not shown (nor read) until their turn.
    const next = await newStudent('window-next', HOSTEL);
    const nextContext = await browser.newContext();
    const nextPage = await nextContext.newPage();
    await signInAsStudent(nextPage, next, { at: `/status/${HOSTEL}` });
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
    await deleteWindow(window);
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
  const window = await createWindow({
    name: 'Married flats, listed students',
    opens_at: opensAt.toISOString(),
    closes_at: new Date(opensAt.getTime() + 3_600_000).toISOString(),
    hostels: [HOSTEL],
    audience: 'emails',
    emails_csv: `email\n${address}`,
  });
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
    await signInAsStudent(page, student, { at: `/status/${HOSTEL}` });
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
    await deleteWindow(window);
  }
});
