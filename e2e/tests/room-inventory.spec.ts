// Room inventory as its people use it: the office adds a double's shared study table on /admin/inspections and prices
// a damaged table; both roommates are checked in; the first disputes their bed's chair on /room with a photo, which the
// office sees as it countersigns the report. At check-out the office inspects both roommates: the table found broken
// at the first inspection is charged once, split between them, and the second inspection charges nothing again; one
// roommate appeals on /room, the office decides the appeal beside the inspector's photo and issues both no-dues
// clearances, which the students see. Each booking's payment is fixed as rent plus a ₹300 deposit, so the clearance
// refunds part of a real payment. Every page is checked at 360 and 1280 px with axe, and both pages once more in Hindi
// and the dark theme.
import type { Page } from '@playwright/test';
import { testRollNumber } from '@campus-hostel/emulators/testing/users';
import {
  api,
  buyBedThroughApi,
  DEMO_ADMIN,
  expect,
  expectFitsBothWidths,
  newStudent,
  officeClient,
  pickVacantDouble,
  signInAsAdmin,
  signInAsStudent,
  test,
  tokenOf,
  words,
} from '../fixtures';

const HOSTEL = 'Kanhar';
const DEPOSIT_MINOR = 30_000;
/** A tiny PNG, as a phone's photo would be uploaded. */
const PHOTO = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

interface Bed {
  id: number;
  label: string;
  occupant_id: string | null;
}

async function bedsOf(roomId: number): Promise<Bed[]> {
  const { data, error } = await officeClient()
    .from('beds')
    .select('id,label,occupant_id')
    .eq('room_id', roomId)
    .order('label');
  if (error) throw new Error(error.message);
  return data as Bed[];
}

/** The booking's payment, as if the hostel had charged a deposit within it: the same amount, part of it the deposit. */
async function withDeposit(userId: string): Promise<void> {
  const office = officeClient();
  const { data, error } = await office
    .from('bookings')
    .select('id,amount_minor')
    .eq('user_id', userId)
    .eq('status', 'paid');
  if (error || data?.length !== 1) throw new Error(`no paid booking of ${userId}: ${error?.message ?? data?.length}`);
  const [booking] = data as Array<{ id: number; amount_minor: number }>;
  expect(booking!.amount_minor).toBeGreaterThan(DEPOSIT_MINOR);
  const { error: update } = await office
    .from('bookings')
    .update({ deposit_minor: DEPOSIT_MINOR, rent_minor: booking!.amount_minor - DEPOSIT_MINOR })
    .eq('id', booking!.id);
  if (update) throw new Error(update.message);
}

function stayCard(page: Page, userId: string) {
  return page.locator('.inspections-stay').filter({ hasText: testRollNumber(userId) });
}

async function openInspections(page: Page): Promise<void> {
  await page.goto('/admin/inspections');
  await page.getByRole('combobox', { name: 'Hostel', exact: true }).selectOption(HOSTEL);
}

test('room inventory: a dispute with a photo countersigned; a broken shared table split between roommates at check-out, one appeal decided, no dues issued', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const adminToken = await tokenOf(DEMO_ADMIN);
  const [first, second] = await Promise.all([newStudent('room-first', HOSTEL), newStudent('room-second', HOSTEL)]);
  const room = await pickVacantDouble(HOSTEL);
  await buyBedThroughApi(first, room);
  await buyBedThroughApi(second, room);
  await Promise.all([withDeposit(first.userId), withDeposit(second.userId)]);
  const beds = await bedsOf(room.id);
  const firstBed = beds.find((bed) => bed.occupant_id === first.userId)!;
  const stamp = Date.now().toString(36);
  const table = `Study table ${stamp}`;
  const chair = `Chair ${stamp}`;

  // The office keeps the room's shared table and prices a damaged table; the first bed's own chair is set up as data.
  await signInAsAdmin(page, DEMO_ADMIN, { at: '/admin/inspections' });
  await page.getByRole('combobox', { name: 'Hostel', exact: true }).selectOption(HOSTEL);
  await page.getByRole('button', { name: 'Add an item' }).click();
  await page.getByLabel('Room', { exact: true }).selectOption({ label: `${room.wing}-${room.number}` });
  await page.getByLabel('Kind').selectOption({ label: 'Table' });
  await page.getByLabel('Name', { exact: true }).fill(table);
  await page.getByRole('button', { name: 'Save the item' }).click();
  await expect(page.getByText(`${table} is saved.`)).toBeVisible();
  const prices = page.getByRole('region', { name: 'Price list' });
  await prices.getByLabel('Table, Damaged (₹)').fill('400');
  await prices.getByRole('button', { name: 'Save the prices of Table' }).click();
  await expect(page.getByText('The prices of Table are saved.')).toBeVisible();
  await expectFitsBothWidths(page, 'admin-inspections-inventory');
  await api('/admin/inventory', adminToken, {
    room_id: room.id,
    bed_id: firstBed.id,
    kind: 'chair',
    label: chair,
    condition: 'good',
  });
  for (const bed of beds) await api('/admin/beds/check-in', adminToken, { bed_id: bed.id });

  // The first roommate disputes their chair with a photo; the report is sent once.
  const student = await (await browser.newContext()).newPage();
  await signInAsStudent(student, first, { at: '/room' });
  const chairItem = student.getByRole('group', { name: `${chair}, listed as Good` });
  await chairItem.getByRole('radio', { name: 'Dispute' }).check();
  await chairItem.getByLabel('Condition you found').selectOption({ label: 'Worn' });
  await chairItem.getByLabel('Note').fill('The seat is scratched');
  await chairItem.getByLabel('Photos (up to 3)').setInputFiles(PHOTO);
  await expect(student.getByRole('timer')).toHaveText(/^2 d 2[23] h/);
  await expectFitsBothWidths(student, 'room-report');
  await student.getByRole('button', { name: 'Send the report' }).click();
  await expect(student.getByText('Your move-in report is sent.')).toBeVisible();
  await expect(student.getByText('Disputed: Worn')).toBeVisible();
  await expect(student.getByRole('img', { name: `Photo 1: ${chair}` })).toBeVisible();

  // The office sees the dispute with the student's photo, loaded from the private bucket, and countersigns it.
  await openInspections(page);
  await page.getByLabel('Show').selectOption({ label: 'Reports to countersign' });
  const disputePhoto = stayCard(page, first.userId)
    .getByRole('img', { name: `Student's photo 1: ${chair}` })
    .first();
  await expect(disputePhoto).toBeVisible();
  await expect.poll(() => disputePhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectFitsBothWidths(page, 'admin-inspections-countersign');
  await stayCard(page, first.userId).getByRole('button', { name: 'Countersign the report' }).click();
  await expect(page.getByText(/is countersigned\.$/)).toBeVisible();
  await page.getByLabel('Show').selectOption({ label: 'All stays' });
  await expect(stayCard(page, first.userId).getByText(/Countersigned /)).toBeVisible();

  // Check-out: the first inspection finds the table broken, charged once and split; the second charges nothing again.
  for (const bed of beds) await api('/admin/beds/check-out', adminToken, { bed_id: bed.id });
  await openInspections(page);
  await page.getByLabel('Show').selectOption({ label: 'To inspect' });
  const firstCard = stayCard(page, first.userId);
  await firstCard.getByRole('button', { name: 'Inspect the room' }).click();
  const tableLine = firstCard.getByRole('group', { name: table });
  await tableLine.getByLabel(`${table}: condition now`).selectOption({ label: 'Damaged' });
  await tableLine.getByLabel(`Note on ${table}`).fill('One leg broken');
  await tableLine.getByLabel('Photos (up to 3)').setInputFiles(PHOTO);
  await expect(
    tableLine.getByText('Proposed charge: ₹400.00, split between the roommates who shared it'),
  ).toBeVisible();
  await expectFitsBothWidths(page, 'admin-inspections-inspect');
  await firstCard.getByRole('button', { name: 'Record the inspection' }).click();
  await expect(page.getByText(/^The inspection of .* is recorded\.$/)).toBeVisible();
  await page.getByLabel('Show').selectOption({ label: 'All stays' });
  await expect(firstCard.getByText('₹200.00 of ₹400.00, split between 2')).toBeVisible();
  const secondCard = stayCard(page, second.userId);
  await secondCard.getByRole('button', { name: 'Inspect the room' }).click();
  const secondTable = secondCard.getByRole('group', { name: table });
  await secondTable.getByLabel(`${table}: condition now`).selectOption({ label: 'Damaged' });
  await expect(secondTable.getByText('No charge.')).toBeVisible();
  await secondCard.getByRole('button', { name: 'Record the inspection' }).click();
  await expect(secondCard.getByText(/^Inspected /)).toBeVisible();

  // The second roommate sees their share with the inspector's photo, and appeals it.
  const roommate = await (await browser.newContext()).newPage();
  await signInAsStudent(roommate, second, { at: '/room' });
  await expect(roommate.getByText('Your share: ₹200.00 of ₹400.00, split between 2 roommates')).toBeVisible();
  await expect(roommate.getByRole('img', { name: `Photo 1: ${table}` })).toBeVisible();
  await roommate.getByText('Appeal this charge').click();
  await roommate.getByLabel('Why the charge is wrong').fill('The table was wobbly when I moved in');
  await roommate.getByRole('button', { name: 'Send the appeal' }).click();
  await expect(roommate.getByText('Your appeal is sent.')).toBeVisible();
  await expect(roommate.getByText("Awaiting the office's decision.")).toBeVisible();
  await expectFitsBothWidths(roommate, 'room-charges');

  // The office decides the appeal at half the share and issues both clearances.
  await openInspections(page);
  await page.getByLabel('Show').selectOption({ label: 'Appeals to decide' });
  const appealed = stayCard(page, second.userId);
  await expect(appealed.getByRole('img', { name: `Inspector's photo 1: ${table}` })).toBeVisible();
  await appealed.getByLabel('Amount owed (₹)').fill('100');
  await appealed.getByRole('button', { name: 'Decide the appeal' }).click();
  await expect(page.getByText('The appeal is decided.')).toBeVisible();
  await page.getByLabel('Show').selectOption({ label: 'All stays' });
  await expect(appealed.getByText(/^Decided .*: ₹100\.00$/)).toBeVisible();
  for (const userId of [second.userId, first.userId]) {
    await stayCard(page, userId).getByRole('button', { name: 'Issue no dues' }).click();
    await expect(stayCard(page, userId).getByRole('heading', { name: 'No-dues clearance' })).toBeVisible();
  }
  await expectFitsBothWidths(page, 'admin-inspections-clearance');

  // Each student sees their clearance: the deposit less what they owe.
  await roommate.reload();
  const clearance = roommate.getByRole('region', { name: 'No-dues clearance' });
  await expect(clearance).toContainText('₹300.00');
  await expect(clearance).toContainText('₹200.00');
  await expect(clearance.getByRole('button', { name: 'Print the clearance' })).toBeVisible();
  await student.reload();
  await expect(student.getByRole('region', { name: 'No-dues clearance' })).toContainText('₹100.00');
  await expectFitsBothWidths(student, 'room-clearance');

  // Both pages in Hindi and the dark theme: every word from the catalogue, axe's contrast, nothing wider than 360 px.
  const say = words('hi');
  await student.emulateMedia({ colorScheme: 'dark' });
  await student.goto('/room?lang=hi');
  await expect(student.getByRole('heading', { level: 1, name: say('room:title') })).toBeVisible();
  await expectFitsBothWidths(student, 'room-hi-dark');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/admin/inspections?lang=hi');
  await page.getByRole('combobox', { name: say('inspections:page.hostel'), exact: true }).selectOption(HOSTEL);
  await expect(stayCard(page, first.userId).getByRole('heading', { name: say('room:clearance.title') })).toBeVisible();
  await expectFitsBothWidths(page, 'admin-inspections-hi-dark');
});
