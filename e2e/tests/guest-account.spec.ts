// A guest account, as a parent makes and uses one: she signs up choosing Guest with her own address (outside the
// institute's domain), confirms it from the mail, and finds only what a guest may do: no Mess, Leave or Visitors in the
// menu, a student's page that says it is for students and points to the guest house, where she books a night for
// herself and pays with 4242…; the receipt names her, and her profile shows the stay and none of a student's panels.
// Every page is checked at 360 and 1280 px with axe; the night is drawn at random well ahead, so reruns do not collide.
import { confirmFromMail, expect, expectFitsBothWidths, payWith, signUpThroughPage, test } from '../fixtures';
import { GUEST_HOUSE, freeRoom, istDay, rupees } from '../fixtures/guest-house';

const PASSWORD = 'guest-pass-2026';

test('when a parent signs up as a guest from her own address, then she books a night of the guest house for herself and sees nothing of a student’s', async ({
  page,
}) => {
  test.slow();
  const email = `sunita-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@mail.test`;
  const name = 'Sunita Sharma';
  await signUpThroughPage(page, { email, password: PASSWORD, role: 'Guest' });
  await confirmFromMail(page, email);

  // The menu has no student's pages; a student's page says whose it is and where a guest goes.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Complaint' })).toBeAttached();
  for (const link of ['Mess', 'Leave', 'Visitors']) await expect(nav.getByRole('link', { name: link })).toHaveCount(0);
  await page.goto('/leave');
  await expect(page.getByRole('heading', { level: 1, name: 'For students' })).toBeVisible();
  await expectFitsBothWidths(page, 'guest-account-students-only');
  await page.getByRole('link', { name: 'Book the guest house' }).click();
  await expect(page).toHaveURL(new RegExp(`/status/${GUEST_HOUSE}$`));

  // A night for herself, from the map.
  const checkIn = istDay(20 + Math.floor(Math.random() * 60));
  const room = await freeRoom(checkIn, 1);
  await page.getByLabel('Check-in date').fill(checkIn);
  await page.getByLabel('Nights', { exact: true }).selectOption('1');
  await expect(page).toHaveURL(new RegExp(`check_in=${checkIn}&nights=1`));
  await page
    .getByRole('grid', { name: new RegExp(`^Wing ${room.wing_name}\\b`) })
    .getByRole('button', { name: new RegExp(`^Room ${room.room_number}: Vacant`) })
    .click();
  await page
    .getByRole('dialog', { name: `Wing ${room.wing_name} · Room ${room.room_number}` })
    .getByRole('link', { name: 'Book Now' })
    .click();

  // The wizard takes her as the guest: her name carries to the guest's step.
  await page.getByLabel('Name', { exact: true }).fill(name);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('State', { exact: true }).fill('Bihar');
  await page.getByLabel('City', { exact: true }).fill('Patna');
  await page.getByLabel('Pincode', { exact: true }).fill('800001');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Guest’s name')).toHaveValue(name);
  await page.getByLabel('Description', { exact: true }).fill('Visiting my son for his convocation.');
  await expectFitsBothWidths(page, 'guest-account-wizard');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit Booking' }).click();

  await expect(page.getByRole('region', { name: 'Your booking' })).toContainText(rupees(room.nightly_minor));
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  await page.getByRole('link', { name: 'View and print your receipt' }).click();
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt).toContainText('Paid');
  await expect(receipt).toContainText(name);
  await expect(receipt.locator('dt', { hasText: 'Nights' }).locator('+ dd')).toHaveText('1');

  // Her profile: the stay, her email choices and complaints; no room, record, roommate or applications.
  await page.goto('/profile');
  const stays = page.getByRole('region', { name: 'Guest stays' });
  await expect(stays.getByRole('listitem').filter({ hasText: name })).toContainText('Confirmed');
  for (const panel of ['Hostel details', 'Student record', 'Residence details', 'Application History']) {
    await expect(page.getByRole('region', { name: panel })).toHaveCount(0);
  }
  await expectFitsBothWidths(page, 'guest-account-profile');
});
