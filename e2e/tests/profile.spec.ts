// Journeys through the profile: sign-in guard, the paid room, residence details, complaints history and Logout.
import AxeBuilder from '@axe-core/playwright';
import { testRecordArguments } from '@campus-hostel/emulators/testing/users';
import {
  buyBedThroughApi,
  completeStudentSignIn,
  createStudent,
  expect,
  expectNoAxeViolations,
  expectNotice,
  screenshotAtWidths,
  signInAsStudent,
  signedInClient,
  test,
  type Student,
} from '../fixtures';

async function accessTokenOf(student: Student): Promise<string> {
  const { data } = await (await signedInClient(student)).auth.getSession();
  return data.session?.access_token ?? '';
}

/** Books and pays for a random vacant room through the API and the Stripe stand-in, as the browser would. */
async function payForRoom(
  student: Student,
): Promise<{ hostel: string; wing: string; number: number; occupancy: number }> {
  const supabase = await signedInClient(student);
  // Shivnath is for married students: the student declares so once, as the profile asks before any booking.
  const declared = await supabase.from('student_profiles').insert({ gender: 'female', married: true });
  expect(declared.error).toBeNull();
  const { data: session } = await supabase.auth.getSession();
  const recorded = await supabase.rpc('create_my_student_record', testRecordArguments(session.session?.user.id ?? ''));
  expect(recorded.data).toBe('created');
  const { data } = await supabase
    .from('hostel_room')
    .select('id, hostel_name, wing_name, room_number, occupancy')
    .eq('hostel_name', 'Shivnath')
    .eq('status', false)
    .is('held_until', null);
  const rooms = (data ?? []) as Array<{
    id: number;
    hostel_name: string;
    wing_name: string;
    room_number: number;
    occupancy: number;
  }>;
  const room = rooms[Math.floor(Math.random() * rooms.length)];
  if (!room) throw new Error('no vacant room left in Shivnath');
  await buyBedThroughApi(
    { email: student.email, password: student.password, accessToken: await accessTokenOf(student) },
    { id: room.id, hostel: room.hostel_name, wing: room.wing_name, number: room.room_number },
  );
  return { hostel: room.hostel_name, wing: room.wing_name, number: room.room_number, occupancy: room.occupancy };
}

test('when a visitor opens the profile from a link, then it asks them to sign in and comes back to the profile', async ({
  page,
}) => {
  const student = await createStudent('profile-return');
  await page.goto('/profile#complaints-title');
  await expectNotice(page, 'info', 'Please login first');
  await expect(page).toHaveURL(/\/auth\/login\/student\?next=%2Fprofile%23complaints-title$/);
  await completeStudentSignIn(page, student);
  await expect(page).toHaveURL('/profile#complaints-title');
  await expect(page.locator('.profile-card__email')).toHaveText(student.email);
});

test('when a student has no paid booking, then the profile says No room booked yet and links to room availability', async ({
  page,
}) => {
  const student = await createStudent('profile-noroom');
  await (await signedInClient(student)).auth.updateUser({ data: { full_name: 'Meera Iyer' } });
  await signInAsStudent(page, student, { at: '/profile' });
  await expect(page.getByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible();
  await expect(page.getByText(student.email)).toBeVisible();
  await expect(page.locator('.profile-avatar--initials')).toHaveText('MI');
  await expect(page.getByText('No room booked yet', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check room availability' })).toHaveAttribute(
    'href',
    '/status?section=room-availability',
  );
  await expect(page.getByText('You have not raised any complaints yet.')).toBeVisible();
});

test('when a student has paid for a room, then the profile shows that hostel, wing, room and type', async ({
  page,
}) => {
  const student = await createStudent('profile-room');
  const room = await payForRoom(student);
  await signInAsStudent(page, student, { at: '/profile' });
  const details = page.getByRole('region', { name: 'Hostel details' });
  await expect(details.getByRole('definition').nth(0)).toHaveText(room.hostel);
  await expect(details.getByRole('definition').nth(1)).toHaveText(room.wing);
  await expect(details.getByRole('definition').nth(2)).toHaveText(String(room.number));
  await expect(details.getByRole('definition').nth(3)).toHaveText(room.occupancy === 1 ? 'Single' : 'Double');
});

test('when a student with a paid room opens the profile, then one read answers its panels: none reads on its own', async ({
  page,
}) => {
  const student = await createStudent('profile-one-read');
  const room = await payForRoom(student);
  await signInAsStudent(page, student);
  // The panels' own reads, each a request (and a CORS preflight) before the one read answered them all.
  const ownReads =
    /\/rest\/v1\/(student_records|bookings|hostel_room|complaints_table|notification_preferences|student_profiles|application_table|rpc\/my_room_share|rpc\/my_roommate_invites)|\/waitlist\/me|\/guest-stays\/mine/;
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'OPTIONS') reads.push(new URL(request.url()).pathname);
  });
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Hostel details' }).getByRole('definition').nth(0)).toHaveText(
    room.hostel,
  );
  await expect(page.getByRole('region', { name: 'Student record' })).toBeVisible();
  expect(reads.filter((read) => read.endsWith('/rest/v1/rpc/my_profile'))).toHaveLength(1);
  expect(reads.filter((read) => ownReads.test(read))).toEqual([]);
});

test('when a student declares their residence details, then they are kept and only the office can change them', async ({
  page,
}) => {
  const student = await createStudent('profile-residence');
  await signInAsStudent(page, student, { at: '/profile' });
  const residence = page.getByRole('region', { name: 'Residence details' });
  await residence.getByRole('radio', { name: 'Female' }).check();
  await residence.getByRole('button', { name: 'Save' }).click();
  await expect(residence.getByText('Choose your marital status', { exact: true })).toBeVisible();
  await residence.getByRole('radio', { name: 'Married', exact: true }).check();
  await residence.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, 'success', 'Saved. You can now book in the hostels open to you.');

  await page.reload();
  await expect(residence.getByRole('definition').filter({ hasText: 'Female' })).toBeVisible();
  await expect(residence.getByRole('definition').filter({ hasText: /^Married$/ })).toBeVisible();
  await expect(residence.getByText('To change this, ask the hostel office.')).toBeVisible();
  await expect(residence.getByRole('radio')).toHaveCount(0);
});

test('when neither the profile’s one read nor complaints can be loaded, then the other panels read on their own and it says Failed to fetch complaints', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.expectConsoleError(/Failed to load resource.*500/);
  const student = await createStudent('profile-fetchfail');
  await signInAsStudent(page, student);
  const databaseDown = {
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ message: 'database unavailable', code: 'XX000' }),
  };
  await page.route('**/rest/v1/rpc/my_profile**', (route) => route.fulfill(databaseDown));
  await page.route('**/rest/v1/complaints_table**', (route) => route.fulfill(databaseDown));
  await page.goto('/profile');
  await expectNotice(page, 'error', 'Failed to fetch complaints');
  await expect(page.getByRole('region', { name: 'Residence details' }).getByRole('radio').first()).toBeVisible();
});

test('when Logout is chosen, then a modal asks first; Escape and Continue keep the session, Logout clears it and goes home', async ({
  page,
}) => {
  const student = await createStudent('profile-logout');
  await signInAsStudent(page, student, { at: '/profile' });
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
  // Only the browser's display choices (language, theme) outlive the session.
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'locale' && key !== 'theme')),
  ).toEqual([]);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('when the profile and its Logout dialog are shown at 360 px and 1280 px, then axe finds no violations and nothing overflows', async ({
  page,
}, testInfo) => {
  const student = await createStudent('profile-a11y');
  const { error } = await (await signedInClient(student)).from('complaints_table').insert({
    complaint_type: 'internet-issue',
    complaint_category: 'wifi-not-working',
    complaint_description: 'Wi-Fi drops in the evening',
    urgency_level: 'medium',
  });
  expect(error).toBeNull();
  await signInAsStudent(page, student, { at: '/profile' });
  await expect(page.getByRole('cell', { name: 'Wi-Fi not working' })).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const dialogResults = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(dialogResults.violations).toEqual([]);
    const path = testInfo.outputPath(`profile-logout-${width}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`profile-logout-${width}`, { path, contentType: 'image/png' });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await screenshotAtWidths(page, 'profile');
});
