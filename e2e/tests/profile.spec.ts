// Journeys through the profile: sign-in guard, the paid room, academic details, complaints history and Logout.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '@campus-hostel/emulators/supabase';

const SUPABASE_URL = (process.env.E2E_SUPABASE_URL ?? 'http://localhost:54321').replace(/\/+$/, '');
const API_URL = (process.env.E2E_API_URL ?? 'http://localhost:8787').replace(/\/+$/, '');
const STRIPE_URL = (process.env.E2E_STRIPE_URL ?? 'http://localhost:12111').replace(/\/+$/, '');
const PASSWORD = 'profile-e2e-pass-2026';

interface Student {
  email: string;
  accessToken: string;
}

async function supabaseFetch(path: string, init: RequestInit & { token?: string } = {}): Promise<unknown> {
  const response = await fetch(`${SUPABASE_URL}${path}`, {
    ...init,
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${init.token ?? LOCAL_ANON_KEY}`, 'Content-Type': 'application/json' },
  });
  const text = await response.text();
  const body: unknown = text === '' ? null : JSON.parse(text);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A fresh student per test, so no test sees another's room or complaints. */
async function newStudent(label: string, fullName = 'Profile Tester'): Promise<Student> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.hostel.local`;
  const body = (await supabaseFetch('/auth/v1/signup', {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD, data: { full_name: fullName } }),
  })) as { access_token: string };
  return { email, accessToken: body.access_token };
}

async function signIn(page: Page, student: Student): Promise<void> {
  await page.goto('/auth/login/student');
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
}

function notice(page: Page, role: 'alert' | 'status', text: string) {
  return page.getByRole(role).locator('.notification__message').filter({ hasText: text });
}

/** Books and pays for a random vacant room through the API and the Stripe stand-in, as the browser would. */
async function payForRoom(student: Student): Promise<{ hostel: string; wing: string; number: number; occupancy: number }> {
  const rooms = (await supabaseFetch(
    '/rest/v1/hostel_room?select=id,hostel_name,wing_name,room_number,occupancy&hostel_name=eq.Shivnath&status=is.false&held_until=is.null',
  )) as Array<{ id: number; hostel_name: string; wing_name: string; room_number: number; occupancy: number }>;
  const room = rooms[Math.floor(Math.random() * rooms.length)];
  if (!room) throw new Error('no vacant room left in Shivnath');
  const intentResponse = await fetch(`${API_URL}/create-payment-intent`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${student.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      amount: 50000,
      shipping: { name: 'Profile Tester', city: 'Raipur', state: 'Chhattisgarh', pincode: '492010', email: student.email },
      description: 'Profile e2e booking',
      hosteltype: room.hostel_name,
      room_id: room.id,
    }),
  });
  const intent = (await intentResponse.json()) as { clientSecret: string; paymentIntentId: string };
  expect(intentResponse.status).toBe(200);
  const confirm = await fetch(`${STRIPE_URL}/v1/payment_intents/${intent.paymentIntentId}/confirm`, {
    method: 'POST',
    headers: { Authorization: 'Bearer pk_test_local', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_secret: intent.clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4242424242424242',
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
      'payment_method_data[card][cvc]': '123',
      return_url: 'http://localhost:5173/success',
    }).toString(),
  });
  expect(confirm.status).toBe(200);
  // The webhook finalises asynchronously; the success page's details call finalises too, as here.
  await expect
    .poll(async () => {
      await fetch(`${API_URL}/get-payment-details/${intent.paymentIntentId}`, { headers: { Authorization: `Bearer ${student.accessToken}` } });
      const bookings = (await supabaseFetch('/rest/v1/bookings?select=status', { token: student.accessToken })) as Array<{ status: string }>;
      return bookings.map((booking) => booking.status);
    })
    .toEqual(['paid']);
  return { hostel: room.hostel_name, wing: room.wing_name, number: room.room_number, occupancy: room.occupancy };
}

test('when a visitor opens the profile, then it says Please login first and goes home', async ({ page }) => {
  await page.goto('/profile');
  await expect(notice(page, 'alert', 'Please login first')).toHaveText('Please login first');
  await expect(page).toHaveURL('/');
});

test('when a student has no paid booking, then the profile says No room booked yet and links to room availability', async ({ page }) => {
  const student = await newStudent('profile-noroom', 'Meera Iyer');
  await signIn(page, student);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible();
  await expect(page.getByText(student.email)).toBeVisible();
  await expect(page.locator('.profile-avatar--initials')).toHaveText('MI');
  await expect(page.getByText('No room booked yet', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check room availability' })).toHaveAttribute('href', '/status?section=room-availability');
  await expect(page.getByText('You have not raised any complaints yet.')).toBeVisible();
});

test('when a student has paid for a room, then the profile shows that hostel, wing, room and type', async ({ page }) => {
  const student = await newStudent('profile-room');
  const room = await payForRoom(student);
  await signIn(page, student);
  await page.goto('/profile');
  const details = page.getByRole('region', { name: 'Hostel details' });
  await expect(details.getByRole('definition').nth(0)).toHaveText(room.hostel);
  await expect(details.getByRole('definition').nth(1)).toHaveText(room.wing);
  await expect(details.getByRole('definition').nth(2)).toHaveText(String(room.number));
  await expect(details.getByRole('definition').nth(3)).toHaveText(room.occupancy === 1 ? 'Single' : 'Double');
});

test('when academic details are edited, then they are checked, saved to the account and shown again after a reload', async ({ page }) => {
  const student = await newStudent('profile-academic');
  await signIn(page, student);
  await page.goto('/profile');
  await page.getByLabel('Course').fill('M.Sc Physics');
  await page.getByLabel('Semester').fill('13');
  await page.getByLabel('Admission date').fill('2025-07-15');
  await page.getByRole('button', { name: 'Save academic details' }).click();
  await expect(page.getByLabel('Semester')).toHaveAccessibleDescription(/Semester must be a whole number from 1 to 12$/);

  await page.getByLabel('Semester').fill('3');
  await page.getByRole('button', { name: 'Save academic details' }).click();
  await expect(notice(page, 'status', 'Academic details saved')).toHaveText('Academic details saved');

  await page.reload();
  await expect(page.getByLabel('Course')).toHaveValue('M.Sc Physics');
  await expect(page.getByLabel('Semester')).toHaveValue('3');
  await expect(page.getByLabel('Admission date')).toHaveValue('2025-07-15');
});

test('when complaints cannot be loaded, then it says Failed to fetch complaints', async ({ page }) => {
  const student = await newStudent('profile-fetchfail');
  await signIn(page, student);
  await page.route('**/rest/v1/complaints_table**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'database unavailable', code: 'XX000' }) }),
  );
  await page.goto('/profile');
  await expect(notice(page, 'alert', 'Failed to fetch complaints')).toHaveText('Failed to fetch complaints');
});

test('when Logout is chosen, then a modal asks first; Escape and Continue keep the session, Logout clears it and goes home', async ({ page }) => {
  const student = await newStudent('profile-logout');
  await signIn(page, student);
  await page.goto('/profile');
  await page.evaluate(() => localStorage.setItem('draft', 'kept until logout'));

  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Do you want to Logout ?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('You will lose all your progress and redirect to home page');
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
  // Focus stays inside the modal: Tab moves between its two buttons only.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeFocused();

  await page.getByRole('button', { name: 'Logout' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/profile');

  await page.getByRole('button', { name: 'Logout' }).click();
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the profile has no axe violations and fits 360 px and 1280 px', async ({ page }, testInfo) => {
  const student = await newStudent('profile-a11y');
  await supabaseFetch('/rest/v1/complaints_table', {
    method: 'POST',
    token: student.accessToken,
    body: JSON.stringify({
      complaint_type: 'internet-issue',
      complaint_category: 'wifi-not-working',
      complaint_description: 'Wi-Fi drops in the evening',
      urgency_level: 'medium',
    }),
  });
  await signIn(page, student);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/profile');
    await expect(page.getByRole('cell', { name: 'wifi-not-working' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`profile-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialogResults = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(dialogResults.violations).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`profile-logout-${width}.png`) });
    await page.keyboard.press('Escape');
  }
});
