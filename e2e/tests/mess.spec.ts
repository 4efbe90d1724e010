// The mess through a month, as its people use it: the office opens registration and eases Gopad Mess's rebate rules;
// two students choose messes; Gopad's manager publishes the week's menu; the counter serves breakfast once (the second
// scan is refused, a student of another mess is refused too), adds an extra and serves lunch; the student rates lunch
// and applies for a rebate that the manager approves; the month's bill shows the rebate and the extra and is paid by
// card; the scorecard shows the rating. Every page is checked at 360 and 1280 px with axe.
import type { Browser, Page } from '@playwright/test';
import { testRollNumber } from '@campus-hostel/emulators/testing/users';
import {
  DEMO_ADMIN,
  buyBedThroughApi,
  expect,
  expectFitsBothWidths,
  newStudent,
  pickVacantRoom,
  signInAsAdmin,
  signInAsStudent,
  test,
} from '../fixtures';

const MANAGER = { email: 'mess@hostel.local', password: 'mess-pass-2026' };
const GOPAD_MESS = 'Gopad Mess';
const EXTRA = 'Paneer curry';

/** A calendar day in India, n days from today: the mess keeps IST days. */
function istDay(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
}

/** The first day of the month after the one `day` is in, and the last day of that next month. */
function monthAfter(day: string): { first: string; last: string } {
  const [year = 0, month = 0] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month, 1));
  const last = new Date(Date.UTC(year, month + 1, 0));
  return { first: first.toISOString().slice(0, 10), last: last.toISOString().slice(0, 10) };
}

/** A datetime-local value in the browser's own time zone, minutes from now, as the office's form reads it. */
function localInput(page: Page, minutesFromNow: number): Promise<string> {
  return page.evaluate((minutes) => {
    const at = new Date(Date.now() + minutes * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  }, minutesFromNow);
}

async function signInAsManager(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/auth/login/admin');
  await page.getByLabel('Email', { exact: true }).fill(MANAGER.email);
  await page.getByLabel('Password', { exact: true }).fill(MANAGER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\//);
  return page;
}

test('the mess: registration, menu, counter, rating, rebate, a bill paid by card and the scorecard', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const [asha, ravi] = await Promise.all([newStudent('mess-asha', 'Gopad'), newStudent('mess-ravi', 'Kanhar')]);
  await Promise.all([
    pickVacantRoom('Gopad').then((room) => buyBedThroughApi(asha, room)),
    pickVacantRoom('Kanhar').then((room) => buyBedThroughApi(ravi, room)),
  ]);
  const today = istDay();
  const thisMonth = today.slice(0, 7);
  const tomorrow = istDay(1);

  // The office opens registration for this month and the next, and lets Gopad Mess take a rebate of a day, a day ahead.
  const office = await (await browser.newContext()).newPage();
  await signInAsAdmin(office, DEMO_ADMIN, { at: '/admin/mess' });
  await office.getByRole('button', { name: `Edit ${GOPAD_MESS}` }).click();
  await office.getByLabel('Rebate: at least this many days').fill('1');
  await office.getByLabel('Rebate: days of notice').fill('1');
  await office.getByRole('button', { name: 'Save mess' }).click();
  await expect(office.getByText(`${GOPAD_MESS} is saved.`)).toBeVisible();
  const periods = office.getByRole('region', { name: 'Registration periods' });
  await periods.getByLabel('Name (a semester or a month)').fill(`Mess term from ${today}`);
  await periods.getByLabel('First day').fill(`${thisMonth}-01`);
  await periods.getByLabel('Last day').fill(monthAfter(today).last);
  await periods.getByLabel('Registration opens').fill(await localInput(office, -1));
  await periods.getByLabel('Registration closes').fill(await localInput(office, 120));
  await periods.getByRole('button', { name: 'Open registration' }).click();
  // Another journey's term may be open too (leave's, for the months ahead): this one's row says Open.
  await expect(
    periods
      .getByRole('row', { name: new RegExp(`Mess term from ${today}`) })
      .getByRole('cell', { name: 'Open', exact: true }),
  ).toBeVisible();
  await expectFitsBothWidths(office, 'mess-admin');

  // Two students choose: Asha Gopad's mess, Ravi (of Kanhar) his own hostel's.
  const raviPage = await (await browser.newContext()).newPage();
  await Promise.all([signInAsStudent(page, asha), signInAsStudent(raviPage, ravi)]);
  await raviPage.goto('/mess');
  await raviPage.getByRole('button', { name: 'Choose Kanhar Mess' }).click();
  await expect(raviPage.getByText('You are registered in Kanhar Mess.')).toBeVisible();
  await page.goto('/mess');
  await page.getByRole('button', { name: `Choose ${GOPAD_MESS}` }).click();
  await expect(page.getByText(`You are registered in ${GOPAD_MESS}.`)).toBeVisible();

  // Gopad's manager writes today's breakfast and lunch into this week's menu and publishes it.
  const manager = await signInAsManager(browser);
  await manager.goto('/admin/mess/menus');
  // This week's editor opens on today.
  const weekday = new Date(`${today}T00:00:00Z`).toLocaleDateString('en-IN', { weekday: 'long', timeZone: 'UTC' });
  await expect(manager.getByRole('combobox', { name: 'Day', exact: true }).locator('option:checked')).toContainText(
    weekday,
  );
  for (const [meal, dish] of [
    ['Breakfast', 'Poha'],
    ['Lunch', 'Rajma chawal'],
  ] as const) {
    await manager.getByRole('button', { name: `Add a dish to ${meal}` }).click();
    await manager.getByLabel(`${meal}, dish 1`, { exact: true }).fill(dish);
  }
  await manager.getByRole('button', { name: 'Publish menu' }).click();
  await expect(manager.getByText('Published: students see this week.')).toBeVisible();
  await expectFitsBothWidths(manager, 'mess-menus');

  // The counter: breakfast once, the second scan refused; Ravi eats elsewhere; an extra; then lunch.
  await manager.goto('/mess/counter');
  const meal = manager.getByRole('combobox', { name: 'Meal', exact: true });
  const roll = manager.getByRole('textbox', { name: 'Roll number' });
  const answer = manager.getByRole('status').filter({ hasText: /Served|Already served|Wrong mess/ });
  await meal.selectOption('breakfast');
  await roll.fill(testRollNumber(asha.userId));
  await manager.getByRole('button', { name: 'Serve', exact: true }).click();
  await expect(answer).toContainText('Served:');
  await manager.getByRole('combobox', { name: 'Extra', exact: true }).selectOption({ label: `${EXTRA} (₹60.00)` });
  await manager.getByRole('button', { name: 'Add extra' }).click();
  await expect(manager.getByText(`Added 1 × ${EXTRA}: ₹60.00`)).toBeVisible();
  await roll.fill(testRollNumber(asha.userId));
  await manager.getByRole('button', { name: 'Serve', exact: true }).click();
  await expect(answer).toContainText('Already served');
  await roll.fill(testRollNumber(ravi.userId));
  await manager.getByRole('button', { name: 'Serve', exact: true }).click();
  await expect(answer).toContainText('Wrong mess');
  await meal.selectOption('lunch');
  await roll.fill(testRollNumber(asha.userId));
  await manager.getByRole('button', { name: 'Serve', exact: true }).click();
  await expect(answer).toContainText('Served:');
  await expectFitsBothWidths(manager, 'mess-counter');

  // Asha reads today's menu, rates lunch and applies for a day away tomorrow.
  await page.reload();
  await expect(page.getByRole('region', { name: "Today's menu" })).toContainText('Rajma chawal');
  const rating = page.getByRole('form', { name: 'Rate Lunch' });
  await rating.getByRole('radio', { name: '4 stars' }).check();
  await rating.getByLabel('Comment (optional)').fill('Good rajma, rice a little cold.');
  await rating.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText('Thank you: your rating of Lunch is saved.')).toBeVisible();
  const rebate = page.getByRole('form', { name: 'Apply for a rebate' });
  await rebate.getByLabel('First day away').fill(tomorrow);
  await rebate.getByLabel('Last day away').fill(tomorrow);
  await rebate.getByLabel('Reason').fill('Home for a family wedding');
  await rebate.getByRole('button', { name: 'Apply for rebate' }).click();
  await expect(page.getByText(/Your rebate from .* is applied for/)).toBeVisible();
  await expectFitsBothWidths(page, 'mess-student');

  // The manager approves it.
  await manager.goto('/admin/mess/rebates');
  await manager.getByRole('button', { name: new RegExp(`^Approve .*\\(${testRollNumber(asha.userId)}\\)`) }).click();
  await expect(manager.getByText(/The rebate of .* is approved\./)).toBeVisible();

  // Asha's bill: the extra today and the rebate tomorrow (on the last day of a month, in next month's bill), then Pay.
  const rebateMonth = tomorrow.slice(0, 7);
  if (rebateMonth !== thisMonth) {
    await page.goto(`/mess/bill?month=${rebateMonth}`);
    await expect(page.getByText('Rebate', { exact: true }).first()).toBeVisible();
  }
  await page.goto(`/mess/bill?month=${thisMonth}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mess bill' })).toBeVisible();
  await expect(page.getByText(`${EXTRA} × 1`)).toBeVisible();
  if (rebateMonth === thisMonth) await expect(page.getByText('Rebate', { exact: true }).first()).toBeVisible();
  await expectFitsBothWidths(page, 'mess-bill');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page
    .getByRole('button', { name: /^(Pay ₹|Submit)/ })
    .last()
    .click();
  await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible();
  await expect(page.getByText(/Receipt CH\/\d{4}-\d{2}\/\d{6}/).first()).toBeVisible();

  // The scorecard counts the rating.
  await office.goto('/admin/mess/scorecard');
  await office.getByRole('combobox', { name: 'Mess', exact: true }).selectOption({ label: GOPAD_MESS });
  await expect(office.getByRole('heading', { level: 1, name: 'Scorecard' })).toBeVisible();
  await expect(office.getByRole('row', { name: /Lunch/ })).toContainText('4 of 5 (1 rating)');
  await expectFitsBothWidths(office, 'mess-scorecard');
});
