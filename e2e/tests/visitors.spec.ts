// Visitors through the gate, as their people use them: Indravati's warden keeps visiting hours the student's visit
// falls outside, and the student is refused with the hours; inside new hours they register two visitors, and the pass
// reaches the first visitor's mailbox; a guard of Indravati's gate lets the first in on the QR code in that mail (the
// host sees them inside) and out by phone number; a walk-in registered at the gate waits for the host, who confirms in
// the app, and the guard sees it; the host goes on leave, which Indravati's warden approves, and the remaining pass
// shows void. Every page is checked at 360 and 1280 px with axe. Indravati keeps this journey's rules: the leave
// journey edits Kanhar's leave rules and the office's visitors journey Gopad's visitor rules, maybe at the same time.
import type { Browser, Page } from '@playwright/test';
import { TEST_STUDENT_RECORD, testRollNumber } from '@campus-hostel/emulators/testing/users';
import {
  api,
  buyBedThroughApi,
  expect,
  expectFitsBothWidths,
  latestMailTo,
  newStudent,
  pickVacantRoom,
  qrCodeIn,
  signInAsAdmin,
  signInAsStudent,
  test,
  tokenOf,
  uniqueEmail,
} from '../fixtures';
import { DEMO_ADMIN } from '../fixtures/stack';

const HOSTEL = 'Indravati';
const IST_MS = 330 * 60_000;
const HOST = TEST_STUDENT_RECORD.full_name;

/** `ms` from now in IST, as the form's date and time fields hold it. */
function istFields(ms: number): { day: string; time: string } {
  const iso = new Date(Date.now() + ms + IST_MS).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** A visit from this minute for up to an hour, ending before midnight IST (a visit is one day's). */
function visitToday(): { day: string; from: string; to: string } {
  const now = istFields(0);
  const later = istFields(3_600_000);
  return { day: now.day, from: now.time, to: later.day === now.day ? later.time : '23:59' };
}

const JOURNEY_MS = 180_000;
const DAY_MS = 86_400_000;

/**
 * A visit is one IST day's, and the journey's visits start now: a run in the day's last minutes waits for the next day
 * to begin rather than fail at midnight, with that wait added to its time.
 */
async function clearOfMidnight(): Promise<void> {
  const left = DAY_MS - ((Date.now() + IST_MS) % DAY_MS);
  if (left > 2 * JOURNEY_MS) return;
  test.setTimeout(JOURNEY_MS + left);
  await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}

/** A mobile number no other run has used: the gate finds a visitor's pass today by it. */
function uniquePhone(): string {
  return `9${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 10)}`;
}

function visitorRules(visitFrom: string, visitTo: string) {
  return {
    hostel_name: HOSTEL,
    visit_from: visitFrom,
    visit_to: visitTo,
    max_at_once: 5,
    days_ahead: 7,
    areas: 'The visitors’ lounge and the ground-floor common room',
    other_gender: true,
  };
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

interface Visitor {
  name: string;
  phone: string;
  email: string;
}

async function register(page: Page, visitor: Visitor, when: { day: string; from: string; to: string }) {
  const form = page.getByRole('region', { name: 'Register a visitor' });
  await form.getByLabel('Visitor’s name').fill(visitor.name);
  await form.getByLabel('Visitor’s phone').fill(visitor.phone);
  await form.getByLabel('Visitor’s email').fill(visitor.email);
  await form.getByLabel('Who they are to you').selectOption({ label: 'Parent' });
  await form.getByLabel('Visitor’s gender').selectOption({ label: 'Female' });
  await form.getByLabel('Purpose of the visit').fill('Bringing winter clothes');
  await form.getByLabel('Day of the visit').fill(when.day);
  await form.getByLabel('Arrives at').fill(when.from);
  await form.getByLabel('Leaves by').fill(when.to);
  await form.getByRole('button', { name: 'Register the visitor' }).click();
}

test('visitors: refused outside the hours with the hours, registered inside them, the pass mailed, in by its QR and out by phone, a walk-in confirmed by the host, void on leave', async ({
  page,
  browser,
  consoleWatch,
}) => {
  test.setTimeout(JOURNEY_MS);
  await clearOfMidnight();
  // The refusal outside the visiting hours is the API's 409, which the browser reports.
  consoleWatch.expectConsoleError(/409 \(Conflict\).*\/visitors\)/);
  const adminToken = await tokenOf(DEMO_ADMIN);
  const [student, guard, warden] = await Promise.all([
    newStudent('visitors-host', HOSTEL),
    newStudent('visitors-guard'),
    newStudent('visitors-warden'),
  ]);
  const roll = testRollNumber(student.userId);
  await Promise.all([
    pickVacantRoom(HOSTEL).then((room) => buyBedThroughApi(student, room)),
    api('/admin/people/role', adminToken, { user_id: guard.userId, role: 'guard', places: [HOSTEL] }),
    api('/admin/people/role', adminToken, { user_id: warden.userId, role: 'warden', places: [HOSTEL] }),
  ]);
  // Indravati's warden keeps its visitor rules and approves its leave.
  const wardenToken = await tokenOf(warden);
  await api('/admin/visitors/rules', wardenToken, visitorRules('06:00', '07:00'));
  const mother: Visitor = { name: 'Meera Verma', phone: uniquePhone(), email: uniqueEmail('visitor-mother') };
  const uncle: Visitor = { name: 'Anil Verma', phone: uniquePhone(), email: uniqueEmail('visitor-uncle') };
  const friend: Visitor = { name: 'Kiran Rao', phone: uniquePhone(), email: uniqueEmail('visitor-friend') };

  // Outside the visiting hours: refused, with the hours.
  await signInAsStudent(page, student, { at: '/visitors' });
  await expect(page.getByRole('heading', { level: 1, name: 'Visitors' })).toBeVisible();
  await expect(page.getByText('Visiting hours are 06:00 to 07:00 (IST).')).toBeVisible();
  await register(page, mother, { day: istFields(86_400_000).day, from: '09:00', to: '10:00' });
  await expect(page.getByRole('region', { name: 'Register a visitor' }).getByRole('alert')).toHaveText(
    'Outside visiting hours: visitors may come between 06:00 and 07:00 (IST).',
  );
  await expectFitsBothWidths(page, 'visitors-refused');

  // The warden opens the hours around now; two visitors are registered for this hour, and the pass is mailed.
  await api('/admin/visitors/rules', wardenToken, visitorRules('00:00', '23:59'));
  await page.reload();
  await expect(page.getByText('Visiting hours are 00:00 to 23:59 (IST).')).toBeVisible();
  await register(page, mother, visitToday());
  await expect(page.getByText(`The pass is mailed to ${mother.email}.`)).toBeVisible();
  await register(page, uncle, visitToday());
  await expect(page.getByText(`The pass is mailed to ${uncle.email}.`)).toBeVisible();
  const mine = page.getByRole('region', { name: 'My visitors' });
  await expect(mine.getByRole('heading', { name: `${mother.name} Expected` })).toBeVisible();
  await expect(mine.getByRole('heading', { name: `${uncle.name} Expected` })).toBeVisible();
  await expectFitsBothWidths(page, 'visitors-registered');
  const mail = await latestMailTo(mother.email);
  expect(mail.Subject).toBe(`Your visitor pass to ${HOSTEL}`);
  expect(mail.Text).toContain(mother.name);

  // The gate: the mother comes in on the QR code of her mail, as a hardware scanner types it, sent to her host's room;
  // the host sees her inside.
  const gate = await newPage(browser);
  await signInAsAdmin(gate, guard, { at: '/gate' });
  const typed = gate.getByLabel('Pass, roll number or phone');
  const answer = gate.getByRole('status').filter({ hasText: /Direction:|Not recorded/ });
  const today = gate.getByRole('region', { name: `Today’s visitors at ${HOSTEL}` });
  await gate.getByRole('radio', { name: 'In' }).check();
  await typed.fill(await qrCodeIn(mail));
  await typed.press('Enter');
  await expect(answer).toContainText(`Visitor in: ${mother.name}`);
  await expect(answer).toContainText(new RegExp(`Visiting ${HOST} · Room `));
  await expect(today.getByRole('heading', { name: 'Inside', exact: true })).toBeVisible();
  await expectFitsBothWidths(gate, 'gate-visitor-in');
  await page.reload();
  await expect(page.getByText(`Inside now: ${mother.name}`)).toBeVisible();

  // And out, found by her phone number.
  await gate.getByRole('radio', { name: 'Out' }).check();
  await typed.fill(mother.phone);
  await typed.press('Enter');
  await expect(answer).toContainText(`Visitor out: ${mother.name}`);
  await expect(today.getByRole('heading', { name: 'Left', exact: true })).toBeVisible();

  // A walk-in: the guard asks the host, who confirms in the app; the guard sees it and lets the friend in.
  await today.getByRole('button', { name: 'Register a walk-in' }).click();
  const walkIn = gate.getByRole('form', { name: 'A visitor without a pass' });
  await walkIn.getByLabel('Visitor’s name').fill(friend.name);
  await walkIn.getByLabel('Visitor’s phone').fill(friend.phone);
  await walkIn.getByLabel('Who they are to the host').selectOption({ label: 'Friend' });
  await walkIn.getByLabel('Visitor’s gender').selectOption({ label: 'Male' });
  await walkIn.getByLabel('Purpose of the visit').fill('Returning notes');
  await walkIn.getByLabel('Host’s roll number').fill(roll);
  await walkIn.getByLabel('Stays until (today)').fill(visitToday().to);
  await walkIn.getByRole('button', { name: 'Ask the host' }).click();
  await expect(gate.getByText(`Waiting for ${HOST} to confirm ${friend.name}…`)).toBeVisible();
  await expectFitsBothWidths(gate, 'gate-walk-in-waiting');

  await page.reload();
  await expect(page.getByText(`${friend.name} is at the gate and asks to see you`)).toBeVisible();
  await expectFitsBothWidths(page, 'visitors-walk-in');
  await page.getByRole('button', { name: `Confirm ${friend.name}` }).click();
  await expect(page.getByText(`${friend.name} may come in: the gate is told.`)).toBeVisible();
  await expect(gate.getByText(`${HOST} confirmed: ${friend.name} may come in.`, { exact: false })).toBeVisible();
  await gate.getByRole('radio', { name: 'In' }).check();
  await typed.fill(friend.phone);
  await typed.press('Enter');
  await expect(answer).toContainText(`Visitor in: ${friend.name}`);

  // The host goes on leave from the next minute, and Indravati's warden approves it: the uncle's pass is void.
  await api('/admin/leave/rules', wardenToken, {
    hostel_name: HOSTEL,
    notice_hours: 0,
    max_days: 90,
    guardian_consent: false,
    curfew: '23:59',
    late_notice_minutes: 0,
  });
  await api('/leave', student.accessToken, {
    from: new Date(Date.now() + 60_000).toISOString(),
    to: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    destination: 'Bilaspur',
    reason: 'A family wedding',
    phone: '9876501234',
  });
  const office = await newPage(browser);
  await signInAsAdmin(office, warden, { at: '/admin/leave' });
  const row = office.getByRole('row').filter({ hasText: roll });
  await row.getByRole('button', { name: /^Approve leave of / }).click();
  await row.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(office.getByText(/Leave approved for /)).toBeVisible();

  await page.reload();
  await expect(mine.getByRole('heading', { name: `${uncle.name} Void` })).toBeVisible();
  await expect(mine.getByText('Void: you are on leave at that time.')).toBeVisible();
  await expect(mine.getByRole('button', { name: `Cancel the visit of ${uncle.name}` })).toHaveCount(0);
  await expectFitsBothWidths(page, 'visitors-void');
});
