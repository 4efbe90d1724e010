// The wing map on /status/{hosteltype}: reached and booked from the keyboard alone, axe-clean and without sideways
// scrolling on a phone, with the list view kept for anyone who prefers it.
import type { Locator, Page } from '@playwright/test';
import {
  bookUpToPayment,
  buyBedThroughApi,
  expect,
  expectNoAxeViolations,
  holdBedThroughApi,
  newStudent,
  openRoom,
  pickVacantDouble,
  pickVacantRoom,
  roomCell,
  ROOM_LIST_REQUEST,
  screenshotAtWidths,
  signInAsStudent,
  test,
  type VacantRoom,
} from '../fixtures';

/** The accessible name of whatever has the focus. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = (
      globalThis as unknown as { document: { activeElement: { getAttribute(name: string): string | null } | null } }
    ).document.activeElement;
    return element?.getAttribute('aria-label') ?? '';
  });
}

function roomNumberOf(name: string): number {
  return Number(/^Room (\d+):/.exec(name)?.[1] ?? Number.NaN);
}

/**
 * Presses arrows from the focused cell until the room's cell has the focus: up or down to its floor, then left or right
 * to it (a floor's rooms run in number order; Down may land either side of the room, as other journeys sell rooms).
 */
async function arrowTo(page: Page, room: VacantRoom): Promise<void> {
  const floor = Math.floor(room.number / 100);
  for (let step = 0; step < 60; step += 1) {
    const at = roomNumberOf(await focusedName(page));
    if (at === room.number) return;
    const atFloor = Math.floor(at / 100);
    const key =
      atFloor < floor ? 'ArrowDown' : atFloor > floor ? 'ArrowUp' : at < room.number ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.press(key);
  }
  throw new Error(`the arrows never reached room ${room.number}`);
}

/**
 * A page of rooms joins Realtime once it has settled (ROOMS_LIVE_START_MS, 2 s, in contracts/src/api/rooms.ts), then
 * reads its rooms once more, for anything that changed before it joined. Its clock (page.clock, installed before it
 * loads) jumps past that moment rather than the journey waiting it out; should the delay grow beyond the jump, the page
 * still joins when its own time comes.
 */
const SETTLE_JUMP_MS = 5_000;

/**
 * Opens the room's wing of Gopad with the room vacant and waits until the page has joined Realtime and read its rooms
 * again. Tells the room's cell and how often the page has read the rooms.
 */
async function openJoinedMap(page: Page, room: VacantRoom): Promise<{ cell: Locator; roomReads: () => number }> {
  let reads = 0;
  page.on('response', (response) => {
    if (ROOM_LIST_REQUEST.test(new URL(response.url()).pathname)) reads += 1;
  });
  await page.clock.install();
  await page.goto(`/status/Gopad?wing=${room.wing}`);
  const cell = roomCell(page, room);
  await expect(cell).toHaveAccessibleName(new RegExp(`^Room ${room.number}: Vacant`));
  await page.clock.fastForward(SETTLE_JUMP_MS);
  await expect.poll(() => reads, { timeout: 15_000 }).toBe(2);
  return { cell, roomReads: () => reads };
}

test.describe('the wing map', () => {
  test('when a student uses only the keyboard, then the arrows reach a room, Enter opens it and Book Now books it', async ({
    page,
  }) => {
    const student = await newStudent('keys', 'Gopad');
    const room = await pickVacantRoom('Gopad');
    // Remembered, so a second tab is signed in too.
    await signInAsStudent(page, student, { remember: true });
    await page.goto(`/status/Gopad?wing=${room.wing}&vacant=1`);

    // The filters come first (they are drawn before the rooms arrive, so wait for the map); one Tab past them lands
    // on the map, which is a single tab stop.
    const map = page.getByRole('grid', { name: new RegExp(`^Wing ${room.wing}\\b`) });
    await expect(map.getByRole('button').first()).toBeVisible();
    await page.getByLabel('Accessible only').focus();
    await page.keyboard.press('Tab');
    await expect(map.getByRole('button').first()).toBeFocused();
    await expect(map.locator('button[tabindex="0"]')).toHaveCount(1);

    // End and Home stay on the floor; the arrows walk to the room.
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await arrowTo(page, room);
    expect(await focusedName(page)).toMatch(new RegExp(`^Room ${room.number}: Vacant`));

    // Enter opens the room; Escape closes it and gives the focus back to its cell.
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: `Wing ${room.wing} · Room ${room.number}` });
    await expect(details).toContainText('Vacant');
    await expect(details).toContainText('₹500.00');
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    expect(roomNumberOf(await focusedName(page))).toBe(room.number);

    // Space opens it too, and Tab reaches Book Now inside it.
    await page.keyboard.press(' ');
    await expect(details).toBeVisible();
    const bookNow = details.getByRole('link', { name: 'Book Now' });
    for (
      let step = 0;
      step < 4 && !(await bookNow.evaluate((link) => link === link.ownerDocument.activeElement));
      step += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(bookNow).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/status/Gopad/booknow/${room.id}$`));
    await bookUpToPayment(page, room, 'Kiran Bose');

    // With the payment page still open (leaving it releases the hold), the map in a second tab marks the student's
    // own hold and keeps it bookable for them.
    const second = await page.context().newPage();
    await second.goto(`/status/Gopad?wing=${room.wing}`);
    const own = second
      .getByRole('grid', { name: new RegExp(`^Wing ${room.wing}\\b`) })
      .getByRole('button', { name: new RegExp(`^Room ${room.number}: .*Your hold`) });
    await expect(own).toBeVisible();
    await own.click();
    const ownDetails = second.getByRole('dialog', { name: `Wing ${room.wing} · Room ${room.number}` });
    await expect(ownDetails.getByText('Your hold')).toBeVisible();
    await expect(ownDetails.getByRole('link', { name: 'Book Now' })).toBeVisible();
    await second.close();
  });

  test('when a visitor opens a hostel’s map at 360 and 1280 px, then axe finds nothing and the page never scrolls sideways', async ({
    page,
  }) => {
    // axe weighs every cell at two widths, with the details open and in the list view: more than one page's budget.
    test.slow();
    // One wing's map (122 rooms) keeps axe's run short; every wing is the same markup.
    await page.goto('/status/Kanhar?wing=A');
    await expect(page.getByRole('grid', { name: /^Wing A\b/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Map key' })).toContainText('Partly free');

    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page);
      const sideways = await page.evaluate(() => {
        const root = (
          globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
        ).document.documentElement;
        return root.scrollWidth - root.clientWidth;
      });
      expect(sideways, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    }
    await screenshotAtWidths(page, 'wing-map');

    // A room's details are axe-clean too.
    await page
      .getByRole('grid', { name: /^Wing A\b/ })
      .getByRole('button')
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'wing-map-room');
    await page.keyboard.press('Escape');

    // The list view shows the same rooms, and the address remembers the choice.
    await page.getByRole('radio', { name: 'List' }).check();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expect(page.getByRole('listitem', { name: /^Wing A · Room 101$/ })).toBeVisible();
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'List' })).toBeChecked();

    // Every wing's map at once still fits a phone's width.
    await page.goto('/status/Kanhar');
    await expect(page.getByRole('grid')).toHaveCount(4);
    const sideways = await page.evaluate(() => {
      const root = (
        globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
      ).document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(sideways).toBeLessThanOrEqual(0);
  });

  test('when one bed of a double is sold, then its cell, its details and its card say 1 of 2 beds free', async ({
    page,
  }) => {
    const room = await pickVacantDouble('Gopad');
    await buyBedThroughApi(await newStudent('half', 'Gopad'), room);

    await page.goto(`/status/Gopad?wing=${room.wing}`);
    const cell = roomCell(page, room);
    await expect(cell).toHaveAccessibleName(`Room ${room.number}: Partly free, 1 of 2 beds free`);
    await expect(cell).toHaveAttribute('data-marks', '◐');
    const details = await openRoom(page, room);
    await expect(details).toContainText('Partly free');
    await expect(details).toContainText('1 of 2 beds free');
    await expect(details.getByRole('link', { name: 'Book Now' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('radio', { name: 'List' }).check();
    const card = page.getByRole('listitem', { name: `Wing ${room.wing} · Room ${room.number}` });
    await expect(card).toContainText('Partly free');
    await expect(card).toContainText('1 of 2 beds free');
    await expect(card.getByRole('link', { name: 'Book Now' })).toBeVisible();
  });

  test('when another student buys a room, then a map already open shows it taken, without reading the rooms again', async ({
    page,
  }) => {
    const buyer = await newStudent('live', 'Gopad');
    const room = await pickVacantRoom('Gopad');
    const { cell, roomReads } = await openJoinedMap(page, room);
    // The sale comes over the socket and is applied where it is.
    await buyBedThroughApi(buyer, room);
    await expect(cell).toHaveAccessibleName(new RegExp(`^Room ${room.number}: Occupied`), { timeout: 5000 });
    expect(roomReads()).toBe(2);
  });

  test('when a student holds a bed in another tab, then the map already open marks it as their hold, not as reserved', async ({
    page,
  }) => {
    const student = await newStudent('two-tabs', 'Gopad');
    const room = await pickVacantRoom('Gopad');
    // Remembered, so the second tab is signed in too.
    await signInAsStudent(page, student, { remember: true });
    const mapTab = await page.context().newPage();
    const { cell, roomReads } = await openJoinedMap(mapTab, room);

    await bookUpToPayment(page, room, 'Asha Verma');
    await expect(cell).toHaveAccessibleName(new RegExp(`^Room ${room.number}: .*Your hold`), { timeout: 5000 });
    expect(roomReads()).toBe(2);
    await mapTab.close();
  });

  test('when a student holds a bed on another device, then the map open here marks it as their hold once they come back to it', async ({
    page,
  }) => {
    const student = await newStudent('two-devices', 'Gopad');
    const room = await pickVacantRoom('Gopad');
    await signInAsStudent(page, student);
    const { cell } = await openJoinedMap(page, room);

    // The phone: the same student's hold, with a session of its own. Realtime tells this page of the bed, not whose.
    await holdBedThroughApi(student, room);
    await expect(cell).toHaveAccessibleName(new RegExp(`^Room ${room.number}: Reserved`), { timeout: 5000 });
    // Back at this window: it gains the focus, as a browser gives it when the student returns to it.
    await page.evaluate(() => globalThis.dispatchEvent(new Event('focus')));
    await expect(cell).toHaveAccessibleName(new RegExp(`^Room ${room.number}: .*Your hold`), { timeout: 5000 });
  });

  test('when another student buys a room, then the availability cards already open count one bed fewer, without a reload', async ({
    page,
  }) => {
    const buyer = await newStudent('live-count', 'Gopad');
    const room = await pickVacantRoom('Gopad');
    let reads = 0;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('/rpc/room_availability')) reads += 1;
    });
    await page.clock.install();
    await page.goto('/status?section=room-availability');
    const bar = page.locator('#room-availability').getByRole('progressbar', { name: /^Gopad: / });
    const free = async () => Number(/^Gopad: (\d+) of/.exec((await bar.getAttribute('aria-label')) ?? '')?.[1]);
    await expect(bar).toBeVisible();
    const before = await free();
    // As on the map: the cards join Realtime once settled and read the counts again; the sale comes after, over the
    // socket.
    await page.clock.fastForward(SETTLE_JUMP_MS);
    await expect.poll(() => reads, { timeout: 15_000 }).toBe(2);
    await buyBedThroughApi(buyer, room);
    await expect.poll(free, { timeout: 5000 }).toBeLessThan(before);
  });
});
