// The main journeys in Hindi, and sign-in with the account's language in both: booking and paying for a room with its
// receipt, raising a complaint, and the office's list of complaints. Every label comes from the app's own catalogues
// (a missing key throws), and every page passes axe and fits at 360 and 1280 px, light and dark.
import type { Browser, Page } from '@playwright/test';
import {
  chooseLanguage,
  createStudent,
  createAdmin,
  expect,
  expectNoAxeViolations,
  LANGUAGES,
  newStudent,
  pickVacantRoom,
  screenshotAtWidths,
  supabaseFetch,
  test,
  transitionsOver,
  words,
  type Language,
} from '../fixtures';

type Say = ReturnType<typeof words>;

const TAG: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
const OTHER: Record<Language, Language> = { en: 'hi', hi: 'en' };

/** A text as the start of a pattern, its special characters taken literally. */
function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** Axe and no sideways scroll at both widths in both colour schemes; a Hindi page is also captured for a person. */
async function expectPageFits(page: Page, language: Language, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme });
      await transitionsOver(page);
      await test.step(`${name} at ${width} px, ${colorScheme}`, async () => {
        await expectNoAxeViolations(page);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, 'page width').toBeLessThanOrEqual(width);
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
  if (language === 'hi') await screenshotAtWidths(page, `languages-hi-${name}`);
}

/** A message in the notification region, named in the language being read. */
async function expectNotice(page: Page, say: Say, kind: 'error' | 'success', text: string): Promise<void> {
  const region = page.getByRole('region', { name: say('ui.notifications') });
  await expect(
    region.getByRole(kind === 'error' ? 'alert' : 'status').filter({ has: page.getByText(text, { exact: true }) }),
  ).toBeVisible();
}

/** Fills a sign-in page (student or admin) by its labels in the language it shows, and signs in. */
async function fillSignIn(page: Page, say: Say, { email, password }: { email: string; password: string }) {
  await page.getByLabel(say('auth:email'), { exact: true }).fill(email);
  await page.getByLabel(say('auth:password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: say('auth:signIn.submit'), exact: true }).click();
}

/** Chooses the language on the student sign-in page, as a visitor does, and signs in. */
async function signInIn(page: Page, language: Language, student: { email: string; password: string }) {
  const say = words(language);
  await page.goto('/auth/login/student');
  await chooseLanguage(page, language);
  await fillSignIn(page, say, student);
  await expect(page.getByRole('link', { name: say('layout.profile') })).toBeVisible();
}

/**
 * A new office admin in a browser of its own, reading the given language, on the office's dashboard: its sign-in keeps
 * the language in the account, which must not change the demo admin other journeys read in English.
 */
async function adminPage(browser: Browser, language: Language): Promise<Page> {
  const say = words(language);
  const page = await (await browser.newContext()).newPage();
  await page.goto('/auth/login/admin');
  await chooseLanguage(page, language);
  await expect(page.getByRole('heading', { level: 1, name: say('auth:login.adminTitle') })).toBeVisible();
  await fillSignIn(page, say, await createAdmin('languages-admin'));
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: say('admin:dashboard.title') })).toBeVisible();
  return page;
}

/** The student's complaints, newest last, read through RLS as them. */
async function complaintIds(accessToken: string): Promise<number[]> {
  const rows = (await supabaseFetch('/rest/v1/complaints_table?select=id&order=id', { token: accessToken })) as Array<{
    id: number;
  }>;
  return rows.map((row) => row.id);
}

for (const language of LANGUAGES) {
  const say = words(language);

  test.describe(`in ${language === 'hi' ? 'Hindi' : 'English'}`, () => {
    test('a student signs in by the sign-in page in that language, and the account brings it back in a new browser', async ({
      page,
      browser,
    }) => {
      test.slow();
      const student = await createStudent(`language-${language}`);
      await page.goto('/auth/login/student');
      await chooseLanguage(page, language);
      await expect(page.locator('html')).toHaveAttribute('lang', TAG[language]);
      await expect(page.getByRole('heading', { level: 1, name: say('auth:login.studentTitle') })).toBeVisible();
      await expect(page.getByText(say('auth:login.studentLead'))).toBeVisible();
      await expect(page.getByRole('checkbox', { name: say('auth:signIn.remember') })).toBeVisible();
      await expectPageFits(page, language, 'sign-in');
      await fillSignIn(page, say, student);
      await expect(page.getByRole('link', { name: say('layout.profile') })).toBeVisible();

      await page.goto('/profile');
      await page.getByRole('button', { name: say('profile:logout'), exact: true }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: say('profile:logout'), exact: true })
        .click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('button', { name: say('layout.login') })).toBeVisible();

      // A browser that prefers the other language and has kept nothing: the account's language wins on sign-in.
      const context = await browser.newContext({ locale: TAG[OTHER[language]] });
      const fresh = await context.newPage();
      await fresh.goto('/auth/login/student');
      await expect(fresh.locator('html')).toHaveAttribute('lang', TAG[OTHER[language]]);
      await fillSignIn(fresh, words(OTHER[language]), student);
      await expect(fresh.locator('html')).toHaveAttribute('lang', TAG[language]);
      await expect(fresh.getByRole('link', { name: say('layout.profile') })).toBeVisible();
      await context.close();
    });
  });
}

// The English journeys are booking.spec, payment.spec, complaint.spec and office.spec, which read the same pages with
// the same catalogue; here they run in Hindi, the language whose longer words and other script a layout must take.
test.describe('in Hindi', () => {
  const language: Language = 'hi';
  const say = words(language);

  test('a student books a room, pays with 4242… and reads the success page and the receipt', async ({ page }) => {
    test.slow();
    const student = await newStudent(`language-book-${language}`, 'Gopad');
    const room = await pickVacantRoom('Gopad');
    await signInIn(page, language, student);

    await page.goto(`/status/Gopad?wing=${room.wing}`);
    const cell = page
      .getByRole('grid', { name: startingWith(`${say('rooms:wing.title', { wing: room.wing })} `) })
      .getByRole('button', { name: startingWith(say('rooms:room.summary', { room: room.number, parts: '' })) });
    await cell.click();
    const details = page.getByRole('dialog', {
      name: say('rooms:room.title', { wing: room.wing, room: room.number }),
    });
    await expect(details).toBeVisible();
    await expectPageFits(page, language, 'room');
    await details.getByRole('link', { name: say('messages:bookNow') }).click();

    await expect(page).toHaveURL(new RegExp(`/status/Gopad/booknow/${room.id}$`));
    await page.getByLabel(say('booking:fields.name'), { exact: true }).fill('Ananya Mishra');
    await page.getByLabel(say('booking:fields.email'), { exact: true }).fill('ananya@example.com');
    await page.getByLabel(say('booking:fields.state'), { exact: true }).fill('Odisha');
    await page.getByLabel(say('booking:fields.city'), { exact: true }).fill('Sambalpur');
    await page.getByLabel(say('booking:fields.pincode'), { exact: true }).fill('768001');
    await expectPageFits(page, language, 'wizard');
    const next = page.getByRole('button', { name: say('messages:wizardNext'), exact: true });
    await next.click();
    await page.getByLabel(say('booking:fields.description'), { exact: true }).fill('Any floor is fine.');
    await next.click();
    await expect(page.locator('[aria-current="step"]')).toContainText(say('booking:steps.confirmation'));
    await page.getByRole('button', { name: say('messages:submitBooking'), exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/payment/Gopad/${room.id}(\\?.*)?$`));
    await expect(page.getByRole('heading', { level: 1, name: say('messages:completeYourPayment') })).toBeVisible();
    await expect(page.getByText('₹500.00')).toBeVisible();
    await expectPageFits(page, language, 'payment');
    await page.getByLabel(say('common:card.number')).fill('4242 4242 4242 4242');
    await page.getByLabel(say('common:card.expiry')).fill('12/34');
    await page.getByLabel(say('common:card.cvc')).fill('123');
    await page.getByRole('button', { name: say('messages:submitPayment'), exact: true }).click();

    await expect(page).toHaveURL(/\/success\?payment_intent=pi_/);
    await expect(
      page.getByRole('heading', { level: 1, name: say('messages:paymentSuccessfulTitle'), exact: true }),
    ).toBeVisible();
    await expectNotice(page, say, 'success', say('messages:paymentSuccessful'));
    const facts = page.locator('.success-card__facts');
    await expect(facts).toContainText('₹500.00');
    await expect(facts).toContainText(say('booking:success.intent.succeeded'));
    await expectPageFits(page, language, 'success');

    await page.getByRole('link', { name: say('messages:viewReceipt') }).click();
    await expect(page.getByRole('heading', { level: 1, name: say('receipts:title') })).toBeVisible();
    const fact = (term: string) =>
      page
        .locator('.receipt__facts > div')
        .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${say(term)}$`) }) })
        .getByRole('definition');
    await expect(fact('receipts:facts.status')).toHaveText(say('receipts:statuses.paid'));
    await expect(fact('receipts:facts.amount')).toHaveText('₹500.00');
    await expect(fact('receipts:facts.hostel')).toHaveText('Gopad');
    await expectPageFits(page, language, 'receipt');
  });

  test("a student raises a complaint and the office's list shows it as pending", async ({ page, browser }) => {
    test.slow();
    const student = await newStudent(`language-complaint-${language}`);
    await signInIn(page, language, student);

    await page.goto('/complaint');
    await expect(page.getByRole('heading', { level: 1, name: say('complaints:page.title') })).toBeVisible();
    await page
      .getByLabel(say('complaints:form.type'))
      .selectOption({ label: say('options.complaintType.cleanliness') });
    await page
      .getByLabel(say('complaints:form.category'))
      .selectOption({ label: say('options.complaintCategory.room-condition-issue') });
    await page.getByLabel(say('complaints:form.description')).fill('The window latch is broken.');
    await page.getByLabel(say('complaints:form.urgency')).selectOption({ label: say('options.urgency.high') });
    await expectPageFits(page, language, 'complaint');
    await page.getByRole('button', { name: say('complaints:form.submit'), exact: true }).click();

    await expectNotice(page, say, 'success', say('messages:complaintRaised'));
    await expect(page).toHaveURL('/profile');
    const [id, ...others] = await complaintIds(student.accessToken);
    expect(others).toEqual([]);
    await expectNotice(page, say, 'success', say('messages:complaintIdIs', { id: id ?? 0 }));
    const ownRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: String(id), exact: true }) });
    await expect(ownRow).toContainText(say('status.complaint.pending'));
    await expect(ownRow).toContainText(say('options.complaintType.cleanliness'));
    await expectPageFits(page, language, 'profile');

    const office = await adminPage(browser, language);
    await office.goto('/admin/complaints');
    await office.getByLabel(say('admin:list.search'), { exact: true }).fill(student.email);
    const row = office
      .getByRole('row')
      .filter({ has: office.getByRole('rowheader', { name: String(id), exact: true }) });
    await expect(row).toContainText(say('status.complaint.pending'));
    await expect(row).toContainText(say('options.complaintCategory.room-condition-issue'));
    await expectPageFits(office, language, 'office-complaints');
    await office.context().close();
  });
});
