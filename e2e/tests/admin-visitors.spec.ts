// The office's visitors page, as the admin uses it: Gopad's visiting hours edited and read back, a blackout period
// added and removed, a phone number banned after the confirmation (the pass a host had made for it is void, and a new
// one refused), the ban lifted, and the day's log read with the void pass and its reason beside a pass still expected.
// Every run has its own host, phone numbers, names and blackout reason, so a retry finds only its own. Checked at 360
// and 1280 px with axe.
import {
  api,
  buyBedThroughApi,
  callApi,
  DEMO_ADMIN,
  expect,
  expectFitsBothWidths,
  newStudent,
  pickVacantRoom,
  signInAsAdmin,
  test,
  tokenOf,
  uniqueEmail,
} from '../fixtures';

/** A boys' hostel no other journey keeps visitors in: its rules may change under this one alone. */
const HOSTEL = 'Gopad';
const IST_MS = 330 * 60_000;

/** The IST date `days` from today, as YYYY-MM-DD. */
function istDay(days: number): string {
  return new Date(Date.now() + IST_MS + days * 86_400_000).toISOString().slice(0, 10);
}

/** A mobile number of this run: 9 and nine digits from the clock and chance. */
function runPhone(): string {
  return `9${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
}

interface Pass {
  id: number;
  status: string;
  void_reason: string | null;
}

test('admin visitors: visiting hours, a blackout added and removed, a ban that voids a pass, lifted, and the day’s log', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const run = runPhone().slice(1);
  const banned = { name: `Vikram ${run}`, phone: runPhone() };
  const welcome = { name: `Sunita ${run}`, phone: runPhone() };
  const host = await newStudent('visitor-host', HOSTEL);
  await pickVacantRoom(HOSTEL).then((room) => buyBedThroughApi(host, room));

  await signInAsAdmin(page, DEMO_ADMIN, { at: '/admin/visitors' });
  await expect(page.getByRole('heading', { level: 1, name: 'Visitors' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Hostel', exact: true }).selectOption(HOSTEL);

  // Visiting hours from eight to eight, two visitors at once: saved, and read back after a reload.
  const rules = page.getByRole('form', { name: `Visitor rules of ${HOSTEL}` });
  await rules.getByLabel('Visiting from (IST)').fill('08:00');
  await rules.getByLabel('Visiting until (IST)').fill('20:00');
  await rules.getByLabel('Visitors of a host at once').fill('2');
  await rules.getByLabel('Days ahead a pass may be made').fill('30');
  await rules.getByRole('button', { name: `Save rules of ${HOSTEL}` }).click();
  await expect(page.getByText(`The visitor rules of ${HOSTEL} are saved.`)).toBeVisible();
  await page.reload();
  await page.getByRole('combobox', { name: 'Hostel', exact: true }).selectOption(HOSTEL);
  await expect(rules.getByLabel('Visiting until (IST)')).toHaveValue('20:00');
  await expect(rules.getByLabel('Days ahead a pass may be made')).toHaveValue('30');

  // A blackout period a month ahead: listed with its reason, then removed.
  const reason = `Hostel day ${run}`;
  const month = istDay(28);
  const add = page.getByRole('form', { name: 'Add blackout period' });
  await add.getByLabel('From (IST)').fill(`${month}T18:00`);
  await add.getByLabel('Until (IST)').fill(`${month}T22:00`);
  await add.getByLabel('Reason').fill(reason);
  await add.getByRole('button', { name: 'Add blackout period' }).click();
  await expect(
    page.getByText(new RegExp(`^Blackout period added to ${HOSTEL}: .* 06:00 pm – .* 10:00 pm\\.$`, 'i')),
  ).toBeVisible();
  const blackout = page.getByRole('row').filter({ hasText: reason });
  await expect(blackout).toContainText(/06:00 pm/i);
  await expectFitsBothWidths(page, 'admin-visitors-rules');
  await blackout.getByRole('button', { name: `Remove blackout period: ${reason}` }).click();
  await expect(page.getByText(`Blackout period removed: ${reason}.`)).toBeVisible();
  await expect(blackout).toHaveCount(0);

  // The host registers two visitors for tomorrow morning, inside the hours.
  const tomorrow = istDay(1);
  const register = (visitor: { name: string; phone: string }, hour: number) =>
    callApi('/visitors', host.accessToken, {
      visitor_name: visitor.name,
      phone: visitor.phone,
      relation: 'friend',
      gender: 'male',
      purpose: 'Project work',
      email: uniqueEmail('visitor'),
      from: `${tomorrow}T${hour}:00:00+05:30`,
      to: `${tomorrow}T${hour + 1}:00:00+05:30`,
    });
  const made = await register(banned, 10);
  expect(made.status, await made.clone().text()).toBe(201);
  const pass = (await made.json()) as Pass;
  expect((await register(welcome, 10)).status).toBe(201);
  expect(pass.status).toBe('active');

  // The admin bans the first visitor's number: the confirmation says what it does, the answer counts the pass voided.
  const bans = page.getByRole('form', { name: 'Ban a visitor' });
  await bans.getByLabel('Phone number').fill(`+91 ${banned.phone}`);
  await bans.getByLabel("Visitor's name").fill(banned.name);
  await bans.getByLabel('Reason').fill('Entered a residents’ floor');
  await bans.getByRole('button', { name: 'Ban visitor' }).click();
  const confirm = page.getByRole('dialog', { name: `Ban ${banned.name} (${banned.phone})?` });
  await expect(confirm).toContainText('Their passes in every hostel become void at once');
  await expectFitsBothWidths(page, 'admin-visitors-ban');
  await confirm.getByRole('button', { name: 'Ban in every hostel' }).click();
  await expect(page.getByText(`${banned.name} is banned in every hostel. 1 pass was made void.`)).toBeVisible();
  const ban = page.getByRole('region', { name: 'Banned visitors', exact: true }).getByRole('row').filter({
    hasText: banned.phone,
  });
  await expect(ban).toContainText('Entered a residents’ floor');

  // The host's pass is void for the ban, and a new pass for the number is refused.
  const mine = await api<{ passes: Pass[] }>('/visitors/mine', host.accessToken);
  expect(mine.passes.find((row) => row.id === pass.id)).toMatchObject({ status: 'void', void_reason: 'banned' });
  const again = await register(banned, 12);
  expect(again.status).toBe(409);
  expect(((await again.json()) as { code?: string }).code).toBe('banned');

  // Tomorrow's log: the banned visitor's pass void with its reason, the other still expected; as CSV too.
  const log = page.getByRole('region', { name: 'Visitor log', exact: true });
  await log.getByRole('textbox', { name: 'Day', exact: true }).fill(tomorrow);
  const voided = log.getByRole('row').filter({ hasText: banned.name });
  await expect(voided).toContainText('Void');
  await expect(voided).toContainText('The visitor is banned.');
  await expect(voided).toContainText('Friend');
  await expect(log.getByRole('row').filter({ hasText: welcome.name })).toContainText('Expected');
  const download = page.waitForEvent('download');
  await log.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(
    new RegExp(`^visitors-gopad-${tomorrow}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  await expectFitsBothWidths(page, 'admin-visitors-log');

  // The ban lifted: said in words, gone from the list, and the number may have a pass again.
  await ban.getByRole('button', { name: `Lift ban: ${banned.name}` }).click();
  await expect(
    page.getByText(`The ban on ${banned.name} (${banned.phone}) is lifted: new passes may be made for them.`),
  ).toBeVisible();
  await expect(ban).toHaveCount(0);
  const inForce = await api<{ bans: { phone: string }[] }>('/admin/visitors/bans', await tokenOf(DEMO_ADMIN));
  expect(inForce.bans.map((row) => row.phone)).not.toContain(banned.phone);
  expect((await register(banned, 12)).status).toBe(201);
});
