// A fifth hostel, added by e2e/fixtures/migrations/ the way an office adds one (a migration with its row and its
// rooms): it appears on every page, menu and count, and its rooms are booked and paid like any other, though no
// file of the product names it.
import {
  bookUpToPayment,
  expect,
  expectNotice,
  listHostels,
  newStudent,
  payWith,
  pickVacantRoom,
  openRoom,
  signInAsStudent,
  test,
} from '../fixtures';

const FIFTH = { name: 'Narmada', code: 'GH2', anchor: 'narmada' } as const;

test.describe('a hostel added by a migration', () => {
  test('when the office adds a fifth hostel, then /Hostels, the menus and /status show it in its place', async ({
    page,
  }) => {
    // The guest house comes after every students' hostel, however many a migration adds.
    const hostels = await listHostels();
    expect(hostels.map((hostel) => hostel.name)).toEqual([
      'Kanhar',
      'Gopad',
      'Indravati',
      'Shivnath',
      FIFTH.name,
      'Atithi',
    ]);

    await page.goto('/Hostels');
    await expect(page.getByRole('heading', { level: 1, name: '6 hostels, one campus' })).toBeVisible();
    const card = page.locator(`#${FIFTH.anchor}`);
    await expect(card).toContainText(`${FIFTH.name} (${FIFTH.code})`);
    await expect(card).toContainText('Girls');
    await expect(card).toContainText('10 + 2 for persons with disabilities');
    await expect(card).toContainText('Air-conditioned, Wi-Fi, Study hall');

    // The header's Hostels menu and the footer list every hostel in the office's order, the fifth last.
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Hostels' }).click();
    const menuLinks = header
      .getByRole('navigation')
      .getByRole('link', { name: /^(Kanhar|Gopad|Indravati|Shivnath|Narmada|Atithi)$/ });
    await expect(menuLinks).toHaveText(hostels.map((hostel) => hostel.name));
    await header.getByRole('link', { name: FIFTH.name }).click();
    await expect(page).toHaveURL(`/Hostels#${FIFTH.anchor}`);
    await expect(page.getByRole('heading', { level: 2, name: `${FIFTH.name} (${FIFTH.code})` })).toBeFocused();
    const footerHostels = page.getByRole('contentinfo').getByRole('navigation', { name: 'Hostels' }).getByRole('link');
    await expect(footerHostels).toHaveText(hostels.map((hostel) => hostel.name));

    // Availability: its own card with its own count (12 rooms, 4 of them doubles: 16 beds), last of the students'
    // hostels (the guest house's rooms are let by the night, not counted as beds).
    await page.goto('/status?section=room-availability');
    const cards = page.locator('#room-availability').getByRole('listitem');
    await expect(cards).toHaveCount(hostels.filter((hostel) => hostel.kind !== 'guest').length);
    await expect(cards.last().getByRole('heading', { name: FIFTH.name })).toBeVisible();
    await expect(cards.last().getByRole('progressbar', { name: /^Narmada: \d+ of 16 beds free$/ })).toBeVisible();
    await cards.last().getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(`/status/${FIFTH.name}`);
    await expect(page.getByRole('heading', { level: 1, name: `${FIFTH.name} rooms` })).toBeVisible();

    // Any casing of its name leads to it, as for the spec's four.
    await page.goto(`/status/${FIFTH.name.toLowerCase()}`);
    await expect(page).toHaveURL(`/status/${FIFTH.name}`);
  });

  test('when a student books a room of the fifth hostel and pays, then it is theirs', async ({ page }) => {
    test.slow();
    const student = await newStudent('fifth-hostel', FIFTH.name);
    const room = await pickVacantRoom(FIFTH.name);
    await signInAsStudent(page, student);

    // From its rooms list, as a student finds it.
    await page.goto(`/status/${FIFTH.name}?wing=${room.wing}`);
    await (await openRoom(page, room)).getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/status/${FIFTH.name}/booknow/${room.id}$`));
    await bookUpToPayment(page, room, 'Lata Sahu');
    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await expectNotice(page, 'success', 'Payment successful!');
    await expect(page.locator('.success-card__facts')).toContainText(FIFTH.name);

    await page.goto(`/status/${FIFTH.name}?wing=${room.wing}`);
    await expect(await openRoom(page, room)).toContainText('Occupied');
  });
});
