// A notice aimed at a hostel: the office writes it for Gopad's residents in words, and it reaches the bell and the
// status page of a student holding a Gopad bed, while a student holding a Kanhar bed sees it nowhere.
import type { Browser } from '@playwright/test';
import {
  buyBedThroughApi,
  expect,
  expectFitsBothWidths,
  newStudent,
  pickVacantRoom,
  signInAsAdmin,
  signInAsStudent,
  test,
  type TokenStudent,
} from '../fixtures';
import { DEMO_STAFF } from '../fixtures/stack';

/**
 * Signs the student in a browser of their own and checks that their bell and the status page show the notice `title`
 * when it `reaches` them, and nowhere when it does not.
 */
async function expectReach(browser: Browser, student: TokenStudent, hostel: string, title: string, reaches: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signInAsStudent(page, student);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Notifications, \d+ unread/ })
      .click();
    const list = page.getByRole('main').getByRole('listitem');
    // Their own booking's receipt is listed for both: the list has loaded.
    await expect(list.getByRole('heading', { name: new RegExp(`^Booking confirmed: ${hostel}`) })).toBeVisible();
    await expect(list.getByRole('heading', { name: `Notice: ${title}` })).toHaveCount(reaches ? 1 : 0);

    // The status page reads the public notices first, then again as the signed-in student (supabase-js's request).
    const asStudent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/rest/v1/rpc/published_notices') &&
        response.request().headers()['x-client-info'] !== undefined,
    );
    await page.goto('/status?section=notices');
    await asStudent;
    const notices = page.locator('#notices');
    await expect(notices.getByRole('listitem').first()).toBeVisible();
    await expect(notices.getByRole('heading', { name: title })).toHaveCount(reaches ? 1 : 0);
  } finally {
    await context.close();
  }
}

test('when the office publishes a notice to Gopad, then it reaches a Gopad student’s bell and not a Kanhar student’s', async ({
  page,
  browser,
}) => {
  const title = `Gopad water tank cleaning ${Date.now().toString(36)}`;
  const gopad = await newStudent('notice-gopad', 'Gopad');
  const kanhar = await newStudent('notice-kanhar', 'Kanhar');
  await buyBedThroughApi(gopad, await pickVacantRoom('Gopad'));
  await buyBedThroughApi(kanhar, await pickVacantRoom('Kanhar'));

  await signInAsAdmin(page, DEMO_STAFF, { at: '/admin/notices' });
  const writer = page.getByRole('region', { name: 'Write a notice' });
  await writer.getByLabel('Title').fill(title);
  await writer.getByLabel('Text').fill('Water is off in every Gopad wing on Saturday from 09:00 to 13:00.');
  await writer.getByRole('radio', { name: 'Students living in chosen hostels' }).check();
  await writer.getByRole('checkbox', { name: 'Gopad' }).check();
  await expectFitsBothWidths(page, 'notice-audience');
  await writer.getByRole('button', { name: 'Publish now' }).click();
  const notice = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(notice).toContainText('Published');
  await expect(notice).toContainText('For students living in Gopad');

  await expectReach(browser, gopad, 'Gopad', title, true);
  await expectReach(browser, kanhar, 'Kanhar', title, false);
});
