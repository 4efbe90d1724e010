// Who lives where, as the office changes it: Kanhar's warden moves a student who booked and paid to another room and
// is offered no other hostel's roster; an approved room change offers its move; an allotment list with bad rows is
// refused whole with each row named, then applied whole once fixed. Each page passes axe and fits at 360 and 1280 px.
import type { Page } from '@playwright/test';
import {
  buyBedThroughApi,
  createApplications,
  createStudent,
  DEMO_ADMIN,
  expect,
  expectFitsBothWidths,
  expectNotice,
  newStudent,
  officeClient,
  pickVacantRoom,
  signInAsAdmin,
  supabaseFetch,
  test,
  type VacantRoom,
} from '../fixtures';
import { testRollNumber, TEST_STUDENT_RECORD } from '@campus-hostel/emulators/testing/users';

const WARDEN = { email: 'warden@hostel.local', password: 'warden-pass-2026' };

/** Signs in on the office's sign-in page as a role for places, which starts on its first page rather than the dashboard. */
async function signInAsWarden(page: Page): Promise<void> {
  await page.goto('/auth/login/admin');
  await page.getByLabel('Email', { exact: true }).fill(WARDEN.email);
  await page.getByLabel('Password', { exact: true }).fill(WARDEN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/admin/complaints');
}

/** The bed a student holds now, as the office reads it. */
async function bedOf(userId: string): Promise<string | null> {
  const { data, error } = await officeClient()
    .from('beds')
    .select('label, hostel_room(hostel_name, wing_name, room_number)')
    .eq('occupant_id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (!data) return null;
  // The generated types know no relationships; the embed is PostgREST's.
  const bed = data as unknown as {
    label: string;
    hostel_room: { hostel_name: string; wing_name: string; room_number: number };
  };
  const room = bed.hostel_room;
  return `${room.hostel_name} ${room.wing_name}-${room.room_number} bed ${bed.label}`;
}

/** Finds the student on /admin/allotments by email and chooses them. */
async function chooseStudent(page: Page, email: string, name: string): Promise<void> {
  await page.getByLabel('Roll number, name or email').fill(email);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^Choose: ${name}`) }).click();
}

/** Fills the move form with the room's bed A and moves the student there. */
async function moveTo(page: Page, room: VacantRoom): Promise<void> {
  const form = page.getByRole('form', { name: 'Move to another bed' });
  await form.getByLabel('Hostel').selectOption(room.hostel);
  await form.getByLabel('Wing').fill(room.wing);
  await form.getByLabel('Room number').fill(String(room.number));
  await form.getByRole('button', { name: 'Move to this bed' }).click();
}

const bedName = (room: VacantRoom) => `${room.hostel} ${room.wing}-${room.number} bed A`;

test('when Kanhar’s warden moves a student who paid, then the student holds the new bed and is told; Indravati is not offered', async ({
  page,
}) => {
  test.slow();
  const student = await newStudent('allot-move', 'Kanhar');
  const from = await pickVacantRoom('Kanhar');
  await buyBedThroughApi(student, from);
  let to = await pickVacantRoom('Kanhar');
  while (to.id === from.id) to = await pickVacantRoom('Kanhar');

  await signInAsWarden(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link')).toHaveText([
    'Complaints',
    'Rooms',
    'Allotments',
    'Leave',
    'Roll-call',
    'Visitors',
    'Inspections',
    'Work orders',
    'Mess',
  ]);
  await nav.getByRole('link', { name: 'Rooms' }).click();
  await expect(page.getByRole('combobox', { name: 'Hostel', exact: true })).toHaveText('Kanhar');

  await nav.getByRole('link', { name: 'Allotments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Allotments' })).toBeVisible();
  await chooseStudent(page, student.email, TEST_STUDENT_RECORD.full_name);
  await expect(page.getByText(`Holds ${bedName(from)}`)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Move to another bed' }).getByLabel('Hostel')).toHaveText('Kanhar');
  await expectFitsBothWidths(page, 'allotments-student');

  await moveTo(page, to);
  await expectNotice(
    page,
    'success',
    `${TEST_STUDENT_RECORD.full_name} (${testRollNumber(student.userId)}) moved to ${bedName(to)}.`,
  );
  await expect(page.getByText(`Holds ${bedName(to)}`)).toBeVisible();
  expect(await bedOf(student.userId)).toBe(bedName(to));
  const told = (await supabaseFetch('/rest/v1/notifications?select=kind', { token: student.accessToken })) as Array<{
    kind: string;
  }>;
  expect(told.map((row) => row.kind)).toContain('allotment_changed');
});

test('when the office approves a room change, then the application offers the move and the student is moved', async ({
  page,
}) => {
  test.slow();
  const student = await newStudent('allot-room-change', 'Kanhar');
  const from = await pickVacantRoom('Kanhar');
  await buyBedThroughApi(student, from);
  const [applicationId = ''] = await createApplications(
    { email: student.email, password: student.password, userId: student.userId },
    ['My room’s window does not close: please move me to another room.'],
    'Room Change',
  );
  let to = await pickVacantRoom('Kanhar');
  while (to.id === from.id) to = await pickVacantRoom('Kanhar');

  await signInAsAdmin(page, DEMO_ADMIN, { at: `/admin/applications?q=${applicationId}` });
  await page.getByRole('button', { name: `Approve application ${applicationId}` }).click();
  await page
    .getByRole('form', { name: `Approve application ${applicationId}` })
    .getByRole('button', { name: 'Approve', exact: true })
    .click();
  await expectNotice(page, 'success', 'Application approved successfully');
  await page.getByRole('link', { name: `Move the student: application ${applicationId}` }).click();
  await expect(page).toHaveURL(/\/admin\/allotments\?student=/);
  await page.getByRole('button', { name: new RegExp(`^Choose: ${TEST_STUDENT_RECORD.full_name}`) }).click();
  await expect(page.getByText(`Room change application ${applicationId} was approved`)).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Move to another bed' }).getByLabel('Reason (kept in the audit log)'),
  ).toHaveValue(`Room change application ${applicationId}`);
  await moveTo(page, to);
  await expect(page.getByText(`Holds ${bedName(to)}`)).toBeVisible();
  expect(await bedOf(student.userId)).toBe(bedName(to));
});

/** `count` students who may live in Indravati (declared, with a record), made by the office in one go. */
async function indravatiStudents(count: number): Promise<Array<{ userId: string; roll: string }>> {
  const made = await Promise.all(Array.from({ length: count }, (_, i) => createStudent(`allot-list-${i}`)));
  const office = officeClient();
  const ids = made.map((student) => student.userId);
  const profiles = await office
    .from('student_profiles')
    .insert(ids.map((user_id) => ({ user_id, gender: 'female' as const, married: false })));
  if (profiles.error) throw new Error(profiles.error.message);
  const records = await office
    .from('student_records')
    .insert(ids.map((user_id) => ({ user_id, ...TEST_STUDENT_RECORD, roll_number: testRollNumber(user_id) })));
  if (records.error) throw new Error(records.error.message);
  return ids.map((userId) => ({ userId, roll: testRollNumber(userId) }));
}

/** Both beds of `count` doubles of Indravati with no one in, holding or kept for either bed. */
async function freeDoubleBeds(count: number): Promise<Array<{ wing: string; room: number; bed: string }>> {
  const { data, error } = await officeClient()
    .from('hostel_room')
    .select('wing_name, room_number, beds(label, occupied, held_by, reserved_until)')
    .eq('hostel_name', 'Indravati')
    .eq('occupancy', 2)
    .eq('out_of_service', false)
    .order('id', { ascending: false });
  if (error) throw new Error(error.message);
  const rooms = data as unknown as Array<{
    wing_name: string;
    room_number: number;
    beds: Array<{ label: string; occupied: boolean; held_by: string | null; reserved_until: string | null }>;
  }>;
  const free = rooms.filter((room) => room.beds.every((bed) => !bed.occupied && !bed.held_by && !bed.reserved_until));
  if (free.length < count) throw new Error(`only ${free.length} free doubles in Indravati`);
  return free
    .slice(0, count)
    .flatMap((room) => room.beds.map((bed) => ({ wing: room.wing_name, room: room.room_number, bed: bed.label })));
}

test('when an allotment list of 50 has 3 bad rows, then nothing changes and the 3 are named; fixed, all 50 are allotted', async ({
  page,
}) => {
  test.slow();
  const students = await indravatiStudents(50);
  const beds = await freeDoubleBeds(25);
  const line = (student: { roll: string }, bed: { wing: string; room: number; bed: string }) =>
    `${student.roll},Indravati,${bed.wing},${bed.room},${bed.bed}`;
  const good = students.map((student, i) => line(student, beds[i]!));
  const bad = [...good];
  bad[4] = line({ roll: 'NOSUCH404' }, beds[4]!);
  bad[19] = `${students[19]!.roll},Indravati,${beds[19]!.wing},not-a-room,A`;
  bad[36] = line(students[36]!, { ...beds[36]!, room: 9999 });
  const csv = (rows: string[]) => Buffer.from(['roll_number,hostel,wing,room,bed', ...rows].join('\n'));

  await signInAsAdmin(page, DEMO_ADMIN, { at: '/admin/allotments' });
  const list = page.getByRole('region', { name: 'Import an allotment list' });
  await list.getByLabel('CSV file').setInputFiles({ name: 'allotments.csv', mimeType: 'text/csv', buffer: csv(bad) });
  await list.getByRole('button', { name: 'Check the list' }).click();
  await expect(list.getByText('3 rows have a problem. Nothing was applied')).toBeVisible();
  await expect(list.getByRole('row')).toHaveText([
    'LineProblem',
    '6No student has this roll number.',
    '21A cell is missing or is not a hostel, wing, room number or bed (A or B).',
    '38There is no such bed.',
  ]);
  await expectFitsBothWidths(page, 'allotments-import');
  expect(await bedOf(students[0]!.userId)).toBeNull();

  await list.getByLabel('CSV file').setInputFiles({ name: 'allotments.csv', mimeType: 'text/csv', buffer: csv(good) });
  await list.getByRole('button', { name: 'Check the list' }).click();
  await expect(list.getByText('All 50 rows are fine. Nothing has changed yet.')).toBeVisible();
  await list.getByRole('button', { name: 'Apply all 50 rows' }).click();
  await expect(list.getByText('The list was applied: 50 students were allotted beds.')).toBeVisible();
  const housed = await officeClient()
    .from('beds')
    .select('occupant_id')
    .in(
      'occupant_id',
      students.map((student) => student.userId),
    );
  expect(housed.data).toHaveLength(50);
});
