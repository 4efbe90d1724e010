// The hostel office's routes for staff and admins (contracts/src/api/office.ts), over HTTP with real Supabase tokens:
// who may call what, decisions, complaint threads, rooms and beds, and the audit rows they leave (notices: notices.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, Harness, STUDENT, bookingBody, type Session } from './harness.js';

let h: Harness;
let admin: Session;
let staff: Session;
let student: Session;
let otherStudent: Session;

const STAFF_EMAIL = 'office-staff@test.hostel.local';

beforeAll(async () => {
  h = await Harness.start();
  admin = await h.signIn(ADMIN.email, ADMIN.password);
  staff = await h.createOfficeMember(STAFF_EMAIL, 'staff');
  student = await h.signIn(STUDENT.email, STUDENT.password);
  [otherStudent] = (await h.createStudents(1, 'office')) as [Session];
});

afterAll(async () => {
  await h.close();
});

/** Every office route with a body that passes validation, and whether it is for admins alone. */
const ROUTES: { path: string; body: Record<string, unknown>; adminOnly: boolean }[] = [
  { path: '/admin/decide-application', body: { application_id: 'ABC', decision: 'approved' }, adminOnly: false },
  { path: '/admin/complaints/reply', body: { complaint_id: 1, body: 'On it' }, adminOnly: false },
  { path: '/admin/complaints/assign', body: { complaint_id: 1, staff_id: null }, adminOnly: false },
  { path: '/admin/complaints/start', body: { complaint_id: 1 }, adminOnly: false },
  { path: '/admin/notices', body: { title: 'T', body: 'B', published_at: null }, adminOnly: false },
  { path: '/admin/rooms/service', body: { room_id: 1, reason: null }, adminOnly: false },
  { path: '/admin/beds/check-in', body: { bed_id: 1 }, adminOnly: false },
  { path: '/admin/beds/check-out', body: { bed_id: 1 }, adminOnly: false },
  { path: '/admin/resolve-application', body: { application_id: 'ABC' }, adminOnly: false },
  { path: '/admin/resolve-complaint', body: { complaint_id: 1 }, adminOnly: false },
  { path: '/admin/rooms/price', body: { hostel_name: 'Kanhar', occupancy: 1, price_minor: 60000 }, adminOnly: true },
  { path: '/admin/refund', body: { booking_id: 1, reason: 'Left' }, adminOnly: true },
  { path: '/admin/people', body: {}, adminOnly: true },
  {
    path: '/admin/people/role',
    body: { user_id: '00000000-0000-4000-8000-000000000000', role: null },
    adminOnly: true,
  },
  {
    path: '/admin/people/declaration',
    body: { user_id: '00000000-0000-4000-8000-000000000000', gender: 'male', married: false },
    adminOnly: true,
  },
];

async function newApplication(): Promise<string> {
  const [row] = await h.sql<{ application_id: string }>(
    `insert into public.application_table (application_type, description, email, user_id)
     values ('Room Change', 'Too noisy', $1, $2::uuid) returning application_id`,
    [student.email, student.userId],
  );
  if (!row) throw new Error('insert failed');
  return row.application_id;
}

async function newComplaint(urgency = 'low'): Promise<number> {
  const [row] = await h.sql<{ id: number }>(
    `insert into public.complaints_table (complaint_type, complaint_category, complaint_description, urgency_level, email, user_id)
     values ('internet-issue', 'slow-internet', 'Slow', $3, $1, $2::uuid) returning id::int as id`,
    [student.email, student.userId, urgency],
  );
  if (!row) throw new Error('insert failed');
  return row.id;
}

async function auditRows(action: string, targetId: string) {
  return h.sql<{ actor_email: string; before: unknown; after: unknown; reason: string | null }>(
    'select actor_email, before, after, reason from public.audit_log where action = $1 and target_id = $2 order by id',
    [action, targetId],
  );
}

/** A free bed of an untouched single room, made occupied by `occupant` as a paid booking would. */
async function occupiedBed(occupant: Session): Promise<{ bedId: number; roomId: number }> {
  const [room] = await h.vacantRooms('Gopad', 1);
  if (!room) throw new Error('no vacant room');
  const [bed] = await h.sql<{ id: number }>(
    `update public.beds set occupied = true, occupant_id = $2, occupant_name = 'Aarav Sharma'
     where room_id = $1 and label = 'A' returning id::int as id`,
    [room.id, occupant.userId],
  );
  if (!bed) throw new Error('no bed A');
  await h.sql('select public.sync_room($1)', [room.id]);
  return { bedId: bed.id, roomId: room.id };
}

describe('who may use the office routes', () => {
  it('when there is no token, then every office route answers 401', async () => {
    for (const route of ROUTES) {
      const res = await h.call('POST', route.path, { body: route.body });
      expect(res.status, route.path).toBe(401);
      expect(res.body, route.path).toMatchObject({ code: 'missing_token' });
    }
    const student = await h.call('POST', '/complaints/reply', { body: { complaint_id: 1, body: 'Hi' } });
    expect(student.status).toBe(401);
  });

  it('when a student calls any office route, then 403 forbidden', async () => {
    for (const route of ROUTES) {
      const res = await h.call('POST', route.path, { token: student.token, body: route.body });
      expect(res.status, route.path).toBe(403);
      expect(res.body, route.path).toEqual({ message: 'Hostel office access required', code: 'forbidden' });
    }
  });

  it('when staff call a route for admins alone, then 403 forbidden and nothing changes', async () => {
    const [before] = await h.sql<{ price_minor: number }>(
      "select max(price_minor) as price_minor from public.hostel_room where hostel_name = 'Kanhar' and occupancy = 1",
    );
    for (const route of ROUTES.filter((r) => r.adminOnly)) {
      const res = await h.call('POST', route.path, { token: staff.token, body: route.body });
      expect(res.status, route.path).toBe(403);
      expect(res.body, route.path).toEqual({ message: 'Admin access required', code: 'forbidden' });
    }
    const [after] = await h.sql<{ price_minor: number }>(
      "select max(price_minor) as price_minor from public.hostel_room where hostel_name = 'Kanhar' and occupancy = 1",
    );
    expect(after).toEqual(before);
  });

  it('when staff sign in with the office login, then they get a session of type staff', async () => {
    const res = await h.call<{ user: { type: string; email: string }; token: string }>('POST', '/admin/login', {
      body: { email: STAFF_EMAIL, password: 'office-test-pass' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ type: 'staff', email: STAFF_EMAIL });
    const resolved = await h.call('POST', '/admin/resolve-application', {
      token: res.body.token,
      body: { application_id: await newApplication() },
    });
    expect(resolved.status).toBe(200);
  });

  it('when staff resolve a complaint (the spec contract), then it is resolved and the audit names them', async () => {
    const id = await newComplaint();
    const res = await h.call('POST', '/admin/resolve-complaint', { token: staff.token, body: { complaint_id: id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ complaint_id: id, resolved: true });
    expect(await auditRows('complaint.resolve', String(id))).toMatchObject([{ actor_email: STAFF_EMAIL }]);
  });

  it('when a role is removed in the database, then the same token is refused on its next request; granted, admitted', async () => {
    const member = await h.createOfficeMember('office-leaver@test.hostel.local', 'staff');
    const id = await newComplaint();
    const first = await h.call('POST', '/admin/complaints/start', { token: member.token, body: { complaint_id: id } });
    expect(first.status).toBe(200);
    await h.sql(`update auth.users set raw_app_meta_data = raw_app_meta_data - 'role' where id = $1`, [member.userId]);
    const after = await h.call('POST', '/admin/complaints/start', { token: member.token, body: { complaint_id: id } });
    expect(after.status).toBe(403);
    expect(after.body).toEqual({ message: 'Hostel office access required', code: 'forbidden' });
    await h.sql(`update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"admin"}' where id = $1`, [
      member.userId,
    ]);
    const promoted = await h.call('POST', '/admin/people', { token: member.token, body: {} });
    expect(promoted.status).toBe(200);
  });
});

describe('POST /admin/decide-application', () => {
  it('when staff reject with a note, then the student sees it and a second identical call answers the same', async () => {
    const id = await newApplication();
    const body = { application_id: id.toLowerCase(), decision: 'rejected', note: '  No double rooms are free.  ' };
    const res = await h.call('POST', '/admin/decide-application', { token: staff.token, body });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ application_id: id, decision: 'rejected', note: 'No double rooms are free.' });
    const [row] = await h.sql(
      'select status, decision, decision_note, resolved_by from public.application_table where application_id = $1',
      [id],
    );
    expect(row).toEqual({
      status: true,
      decision: 'rejected',
      decision_note: 'No double rooms are free.',
      resolved_by: STAFF_EMAIL,
    });
    const again = await h.call('POST', '/admin/decide-application', { token: staff.token, body });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect(await auditRows('application.reject', id)).toHaveLength(1);
    const [notice] = await h.sql<{ data: { decision: string; note: string } }>(
      "select data from public.notifications where kind = 'application_decided' and data ->> 'application_id' = $1",
      [id],
    );
    expect(notice?.data).toMatchObject({ decision: 'rejected', note: 'No double rooms are free.' });
  });

  it('when an approved application is rejected afterwards, then 409 already_decided', async () => {
    const id = await newApplication();
    const approve = await h.call('POST', '/admin/decide-application', {
      token: admin.token,
      body: { application_id: id, decision: 'approved' },
    });
    expect(approve.body).toEqual({ application_id: id, decision: 'approved', note: null });
    const reject = await h.call('POST', '/admin/decide-application', {
      token: admin.token,
      body: { application_id: id, decision: 'rejected', note: 'Changed my mind' },
    });
    expect(reject.status).toBe(409);
    expect(reject.body).toMatchObject({ code: 'already_decided' });
  });

  it('when the application does not exist or the body is wrong, then 404 or 400 naming the field', async () => {
    const missing = await h.call('POST', '/admin/decide-application', {
      token: staff.token,
      body: { application_id: 'FFFFFFFFFFFFFFFF', decision: 'approved' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Application not found', code: 'not_found' });
    const bad = await h.call('POST', '/admin/decide-application', {
      token: staff.token,
      body: { application_id: 'ABC', decision: 'maybe' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'decision must be approved or rejected', code: 'invalid_request' });
    const long = await h.call('POST', '/admin/decide-application', {
      token: staff.token,
      body: { application_id: 'ABC', decision: 'approved', note: 'x'.repeat(1001) },
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: 'note must be at most 1000 characters' });
  });
});

describe('complaint threads', () => {
  it('when the office replies, then the student is notified, the complaint counts as answered, and the student answers back', async () => {
    const id = await newComplaint();
    const reply = await h.call<{ id: number; complaint_id: number; created_at: string }>(
      'POST',
      '/admin/complaints/reply',
      { token: staff.token, body: { complaint_id: id, body: 'A technician comes at 4 pm.' } },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.complaint_id).toBe(id);
    expect(reply.body.id).toBeGreaterThan(0);
    expect(new Date(reply.body.created_at).toISOString()).toBe(reply.body.created_at);
    const answer = await h.call('POST', '/complaints/reply', {
      token: student.token,
      body: { complaint_id: String(id), body: 'Thanks, I will be in.' },
    });
    expect(answer.status).toBe(200);
    const thread = await h.sql(
      'select from_office, body, author_id::text as author_id from public.complaint_replies where complaint_id = $1 order by id',
      [id],
    );
    expect(thread).toEqual([
      { from_office: true, body: 'A technician comes at 4 pm.', author_id: staff.userId },
      { from_office: false, body: 'Thanks, I will be in.', author_id: student.userId },
    ]);
    const [complaint] = await h.sql<{ answered: boolean }>(
      'select answered_at is not null as answered from public.complaints_table where id = $1',
      [id],
    );
    expect(complaint?.answered).toBe(true);
    const notified = await h.sql(
      "select 1 from public.notifications where kind = 'complaint_replied' and user_id = $1 and data ->> 'complaint_id' = $2",
      [student.userId, String(id)],
    );
    expect(notified).toHaveLength(1);
    expect(await auditRows('complaint.reply', String(id))).toHaveLength(1);
  });

  it("when a student replies to another student's complaint or a missing one, then 404 and nothing is written", async () => {
    const id = await newComplaint();
    for (const complaint_id of [id, 999999]) {
      const res = await h.call('POST', '/complaints/reply', {
        token: otherStudent.token,
        body: { complaint_id, body: 'Me too' },
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Complaint not found', code: 'not_found' });
    }
    expect(await h.sql('select 1 from public.complaint_replies where complaint_id = $1', [id])).toHaveLength(0);
  });

  it('when a student sends a 21st reply within the hour, then 429 {message} says to wait and it is not stored', async () => {
    const [row] = await h.sql<{ id: number }>(
      `insert into public.complaints_table (complaint_type, complaint_category, complaint_description, urgency_level, email, user_id)
       values ('internet-issue', 'slow-internet', 'Slow', 'low', $1, $2::uuid) returning id::int as id`,
      [otherStudent.email, otherStudent.userId],
    );
    const send = (body: string) =>
      h.call('POST', '/complaints/reply', { token: otherStudent.token, body: { complaint_id: row?.id, body } });
    for (let i = 1; i <= 20; i++) expect((await send(`Still slow ${i}`)).status, `reply ${i}`).toBe(200);
    const over = await send('Still slow 21');
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      message: 'You have sent 20 replies in the last hour. Please wait a while before sending another.',
      code: 'rate_limited',
    });
    expect(
      await h.sql('select 1 from public.complaint_replies where author_id = $1', [otherStudent.userId]),
    ).toHaveLength(20);
  });

  it('when the complaint is resolved, then replies from either side get 409 complaint_resolved', async () => {
    const id = await newComplaint();
    await h.call('POST', '/admin/resolve-complaint', { token: staff.token, body: { complaint_id: id } });
    const office = await h.call('POST', '/admin/complaints/reply', {
      token: staff.token,
      body: { complaint_id: id, body: 'Late' },
    });
    expect(office.status).toBe(409);
    expect(office.body).toMatchObject({ code: 'complaint_resolved' });
    const own = await h.call('POST', '/complaints/reply', {
      token: student.token,
      body: { complaint_id: id, body: 'Hi' },
    });
    expect(own.status).toBe(409);
  });

  it('when a reply is empty or too long, then 400 naming body', async () => {
    const id = await newComplaint();
    const empty = await h.call('POST', '/complaints/reply', {
      token: student.token,
      body: { complaint_id: id, body: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: 'body must not be empty', code: 'invalid_request' });
    const long = await h.call('POST', '/admin/complaints/reply', {
      token: staff.token,
      body: { complaint_id: id, body: 'x'.repeat(2001) },
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: 'body must be at most 2000 characters' });
  });

  it('when a complaint is assigned to staff, then it names them; a student cannot be assigned; null unassigns', async () => {
    const id = await newComplaint();
    const assigned = await h.call('POST', '/admin/complaints/assign', {
      token: admin.token,
      body: { complaint_id: id, staff_id: staff.userId },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toEqual({ complaint_id: id, assigned_to: staff.userId, assigned_email: STAFF_EMAIL });
    const toStudent = await h.call('POST', '/admin/complaints/assign', {
      token: admin.token,
      body: { complaint_id: id, staff_id: student.userId },
    });
    expect(toStudent.status).toBe(400);
    expect(toStudent.body).toMatchObject({ code: 'not_staff' });
    const cleared = await h.call('POST', '/admin/complaints/assign', {
      token: staff.token,
      body: { complaint_id: id, staff_id: null },
    });
    expect(cleared.body).toEqual({ complaint_id: id, assigned_to: null, assigned_email: null });
    expect(await auditRows('complaint.assign', String(id))).toHaveLength(2);
    const missing = await h.call('POST', '/admin/complaints/assign', {
      token: admin.token,
      body: { complaint_id: 999999, staff_id: staff.userId },
    });
    expect(missing.status).toBe(404);
    const bad = await h.call('POST', '/admin/complaints/assign', {
      token: admin.token,
      body: { complaint_id: id, staff_id: 'someone' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'staff_id must be a user id' });
  });

  it('when a complaint is started, then it is In progress once; resolved or missing ones answer 409 or 404', async () => {
    const id = await newComplaint('high');
    for (let i = 0; i < 2; i++) {
      const res = await h.call('POST', '/admin/complaints/start', { token: staff.token, body: { complaint_id: id } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ complaint_id: id, in_progress: true });
    }
    expect(await auditRows('complaint.start', String(id))).toHaveLength(1);
    await h.call('POST', '/admin/resolve-complaint', { token: staff.token, body: { complaint_id: id } });
    const resolved = await h.call('POST', '/admin/complaints/start', {
      token: staff.token,
      body: { complaint_id: id },
    });
    expect(resolved.status).toBe(409);
    const missing = await h.call('POST', '/admin/complaints/start', {
      token: staff.token,
      body: { complaint_id: 999999 },
    });
    expect(missing.status).toBe(404);
    const bad = await h.call('POST', '/admin/complaints/start', { token: staff.token, body: { complaint_id: 0 } });
    expect(bad.status).toBe(400);
  });
});

describe('rooms and beds', () => {
  it('when staff take a free room out of service and back, then holds are refused meanwhile and both are audited', async () => {
    const [room] = await h.vacantRooms('Kanhar', 1);
    if (!room) throw new Error('no room');
    const out = await h.call('POST', '/admin/rooms/service', {
      token: staff.token,
      body: { room_id: room.id, reason: 'Ceiling leak' },
    });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ room_id: room.id, out_of_service: true });
    const hold = await h.call('POST', '/create-payment-intent', {
      token: otherStudent.token,
      body: bookingBody(room),
    });
    expect(hold.status).toBe(409);
    const [row] = await h.sql('select out_of_service, out_of_service_reason from public.hostel_room where id = $1', [
      room.id,
    ]);
    expect(row).toEqual({ out_of_service: true, out_of_service_reason: 'Ceiling leak' });
    const back = await h.call('POST', '/admin/rooms/service', {
      token: staff.token,
      body: { room_id: room.id, reason: null },
    });
    expect(back.body).toEqual({ room_id: room.id, out_of_service: false });
    expect(await auditRows('room.take_out_of_service', String(room.id))).toMatchObject([{ reason: 'Ceiling leak' }]);
    expect(await auditRows('room.return_to_service', String(room.id))).toHaveLength(1);
  });

  it('when the room has an occupant or does not exist, then 409 room_in_use or 404', async () => {
    const { roomId } = await occupiedBed(otherStudent);
    const busy = await h.call('POST', '/admin/rooms/service', {
      token: staff.token,
      body: { room_id: roomId, reason: 'Paint' },
    });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ code: 'room_in_use' });
    const missing = await h.call('POST', '/admin/rooms/service', {
      token: staff.token,
      body: { room_id: 999999, reason: 'Paint' },
    });
    expect(missing.status).toBe(404);
    const blank = await h.call('POST', '/admin/rooms/service', {
      token: staff.token,
      body: { room_id: roomId, reason: ' ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ message: 'reason must not be empty' });
    await h.sql(
      'update public.beds set occupied = false, occupant_id = null, occupant_name = null where room_id = $1',
      [roomId],
    );
    await h.sql('select public.sync_room($1)', [roomId]);
  });

  it('when an admin sets the price of a room type, then every such room of that hostel has it and the change is audited', async () => {
    const res = await h.call<{ rooms: number }>('POST', '/admin/rooms/price', {
      token: admin.token,
      body: { hostel_name: 'Indravati', occupancy: 2, price_minor: 65000 },
    });
    expect(res.status).toBe(200);
    const [count] = await h.sql<{ n: number }>(
      "select count(*)::int as n from public.hostel_room where hostel_name = 'Indravati' and occupancy = 2",
    );
    expect(res.body.rooms).toBe(count?.n);
    const prices = await h.sql(
      "select distinct price_minor from public.hostel_room where hostel_name = 'Indravati' and occupancy = 2",
    );
    expect(prices).toEqual([{ price_minor: 65000 }]);
    expect(await auditRows('room.set_price', 'Indravati/2')).toHaveLength(1);
    const again = await h.call('POST', '/admin/rooms/price', {
      token: admin.token,
      body: { hostel_name: 'Indravati', occupancy: 2, price_minor: 65000 },
    });
    expect(again.body).toEqual({ rooms: 0 });
  });

  it('when the hostel is unknown or the price out of range, then 404 or 400', async () => {
    const missing = await h.call('POST', '/admin/rooms/price', {
      token: admin.token,
      body: { hostel_name: 'Narmada', occupancy: 1, price_minor: 60000 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Hostel not found', code: 'not_found' });
    for (const [body, message] of [
      [{ hostel_name: 'Kanhar', occupancy: 1, price_minor: 50 }, 'price_minor must be at least 100'],
      [{ hostel_name: 'Kanhar', occupancy: 3, price_minor: 60000 }, 'occupancy must be 1 or 2'],
      [{ hostel_name: 'Kanhar', occupancy: 1, price_minor: 600.5 }, 'price_minor must be a whole number of paise'],
    ] as const) {
      const res = await h.call('POST', '/admin/rooms/price', { token: admin.token, body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message });
    }
  });

  it('when staff check an occupant in and out, then the bed is checked in once, then freed', async () => {
    const { bedId, roomId } = await occupiedBed(otherStudent);
    for (let i = 0; i < 2; i++) {
      const res = await h.call('POST', '/admin/beds/check-in', { token: staff.token, body: { bed_id: bedId } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ bed_id: bedId, occupied: true, checked_in: true });
    }
    expect(await auditRows('bed.check_in', String(bedId))).toHaveLength(1);
    const out = await h.call('POST', '/admin/beds/check-out', { token: staff.token, body: { bed_id: bedId } });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ bed_id: bedId, occupied: false, checked_in: false });
    const [bed] = await h.sql('select occupied, occupant_id, checked_in_at from public.beds where id = $1', [bedId]);
    expect(bed).toEqual({ occupied: false, occupant_id: null, checked_in_at: null });
    expect((await h.room(roomId)).status).toBe(false);
    const twice = await h.call('POST', '/admin/beds/check-out', { token: staff.token, body: { bed_id: bedId } });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'bed_not_occupied' });
    const checkInFree = await h.call('POST', '/admin/beds/check-in', { token: staff.token, body: { bed_id: bedId } });
    expect(checkInFree.status).toBe(409);
  });

  it('when the bed does not exist or bed_id is not an id, then 404 or 400', async () => {
    for (const path of ['/admin/beds/check-in', '/admin/beds/check-out']) {
      const missing = await h.call('POST', path, { token: staff.token, body: { bed_id: 9999999 } });
      expect(missing.status, path).toBe(404);
      expect(missing.body, path).toEqual({ message: 'Bed not found', code: 'not_found' });
      const bad = await h.call('POST', path, { token: staff.token, body: { bed_id: 'A' } });
      expect(bad.status, path).toBe(400);
      expect(bad.body, path).toMatchObject({ message: 'bed_id must be a positive integer' });
    }
  });
});
