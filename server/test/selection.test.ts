// Selection windows over HTTP with real Supabase tokens (contracts/src/api/selection.ts): who may list, save and delete
// them, the 400s of a bad window or CSV, a student's own windows, holds refused with outside_window until theirs
// opens, and a listed address claimed through the link mailed to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNotificationEmail } from '../src/notifications/notification-mail.js';
import { selectionHostels } from '../src/selection/use-cases.js';
import { ADMIN, Harness, bookingBody, studentPool, type Session } from './harness.js';

let h: Harness;
let admin: Session;
let staff: Session;
let nextStudent: () => Session;

const MINUTE = 60_000;
const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * MINUTE).toISOString();

interface ErrorAnswer {
  message: string;
  code?: string;
  opens_at?: string | null;
}

interface WindowAnswer {
  id: number;
  name: string;
  opens_at: string;
  closes_at: string;
  hostels: string[];
  audience: string;
  slot_size: number | null;
  slot_minutes: number | null;
  members: number;
  claimed: number;
  last_slot_opens_at: string | null;
  created_by_email: string | null;
}

interface MySelection {
  selection_hostels: string[];
  windows: { id: number; name: string; hostels: string[]; opens_at: string; closes_at: string; open: boolean }[];
  next_opens_at: string | null;
}

beforeAll(async () => {
  h = await Harness.start();
  admin = await h.signIn(ADMIN.email, ADMIN.password);
  staff = await h.createOfficeMember('selection-staff@test.hostel.local', 'staff');
  nextStudent = studentPool(await h.createStudents(8, 'selection'));
});

afterAll(async () => {
  await h.close();
});

const windowBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'First-year selection',
  opens_at: at(60),
  closes_at: at(180),
  hostels: ['Kanhar'],
  audience: 'everyone',
  ...overrides,
});

const save = (body: unknown, token = admin.token) =>
  h.call<{ id: number } & ErrorAnswer>('POST', '/admin/selection', { token, body });

/** Asks for a hold on a vacant Kanhar single as the payment page does. */
async function hold(student: Session) {
  const [room] = await h.vacantRooms('Kanhar', 1);
  if (!room) throw new Error('no vacant room');
  return h.call<ErrorAnswer & { paymentIntentId?: string }>('POST', '/create-payment-intent', {
    token: student.token,
    body: bookingBody(room, { shipping: { ...bookingBody(room).shipping, email: student.email } }),
  });
}

describe('who may use the selection routes', () => {
  const routes = [
    { method: 'GET', path: '/admin/selection', body: undefined },
    { method: 'POST', path: '/admin/selection', body: windowBody() },
    { method: 'POST', path: '/admin/selection/delete', body: { id: 1 } },
    { method: 'GET', path: '/selection/me', body: undefined },
  ];

  it('when there is no token, then every route answers 401', async () => {
    for (const { method, path, body } of routes) {
      const res = await h.call<ErrorAnswer>(method, path, { body });
      expect(res.status, path).toBe(401);
      expect(res.body.code, path).toBe('missing_token');
    }
  });

  it('when a student calls the office’s routes, then 403; staff may list but not save or delete', async () => {
    const student = nextStudent();
    for (const { method, path, body } of routes.slice(0, 3)) {
      const res = await h.call<ErrorAnswer>(method, path, { token: student.token, body });
      expect(res.status, path).toBe(403);
      expect(res.body.code, path).toBe('forbidden');
    }
    expect((await h.call('GET', '/admin/selection', { token: staff.token })).status).toBe(200);
    for (const { method, path, body } of routes.slice(1, 3)) {
      expect((await h.call<ErrorAnswer>(method, path, { token: staff.token, body })).status, path).toBe(403);
    }
    expect(await h.sql('select id from public.selection_windows')).toEqual([]);
  });
});

describe('saving a window', () => {
  it('when the window or its CSV is invalid, then 400 names the field (and the CSV line), and nothing is saved', async () => {
    const cases: { body: Record<string, unknown>; message: RegExp }[] = [
      { body: windowBody({ name: '  ' }), message: /^name must not be empty/ },
      { body: windowBody({ closes_at: at(30) }), message: /^closes_at must be after opens_at/ },
      { body: windowBody({ closes_at: at(200 * 24 * 60) }), message: /^closes_at must be at most 90 days/ },
      { body: windowBody({ opens_at: 'tomorrow' }), message: /^opens_at must be an ISO date and time/ },
      { body: windowBody({ hostels: [] }), message: /^hostels must name at least one hostel/ },
      { body: windowBody({ hostels: ['Nowhere'] }), message: /^hostels must name hostels that exist/ },
      { body: windowBody({ audience: 'friends' }), message: /^audience must be everyone, emails or slots/ },
      { body: windowBody({ audience: 'emails' }), message: /^emails_csv is required for emails/ },
      { body: windowBody({ audience: 'slots', emails_csv: 'a@x.io' }), message: /^slot_size is required for slots/ },
      { body: windowBody({ slot_size: 5 }), message: /^slot_size is only for slots/ },
      { body: windowBody({ emails_csv: 'a@x.io' }), message: /^emails_csv is only for emails or slots/ },
      {
        body: windowBody({ audience: 'emails', emails_csv: 'email\na@x.io\nnot an email\n' }),
        message: /^emails_csv line 3: "not an email" is not an email address/,
      },
      {
        body: windowBody({ audience: 'emails', emails_csv: 'a@x.io,b@x.io' }),
        message: /^emails_csv line 1: expected one column/,
      },
      {
        body: windowBody({ audience: 'emails', emails_csv: 'email\n\n' }),
        message: /^emails_csv must list at least one/,
      },
      {
        body: windowBody({ audience: 'emails', emails_csv: 'a@x.io\n'.repeat(100_001) }),
        message: /^emails_csv must be at most 600000 characters/,
      },
      {
        body: windowBody({
          audience: 'slots',
          slot_size: 1,
          slot_minutes: 60,
          emails_csv: 'a@x.io\nb@x.io\nc@x.io',
        }),
        message: /^The slots would run past the window’s close/,
      },
    ];
    for (const { body, message } of cases) {
      const res = await save(body);
      expect(res.status, message.source).toBe(400);
      expect(res.body.code, message.source).toBe('invalid_request');
      expect(res.body.message, message.source).toMatch(message);
    }
    expect((await save(windowBody({ id: 999_999 }))).status).toBe(404);
    expect(await h.sql('select id from public.selection_windows')).toEqual([]);
  });

  it('when the body is over the limit, then 413, before anything is read into a window', async () => {
    const res = await save(windowBody({ audience: 'emails', emails_csv: 'a'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
  });
});

describe('a selection day', () => {
  it('when a window for a list is saved, then the office lists it, the student sees it, and their hold waits until it opens', async () => {
    const listed = nextStudent();
    const unlisted = nextStudent();
    const opensAt = at(60);
    const created = await save(
      windowBody({
        name: 'Final years',
        opens_at: opensAt,
        audience: 'emails',
        emails_csv: `Email\r\n${listed.email.toUpperCase()}\r\n`,
      }),
    );
    expect(created.status).toBe(200);
    const id = created.body.id;

    const list = await h.call<{ windows: WindowAnswer[] }>('GET', '/admin/selection', { token: staff.token });
    expect(list.body.windows).toEqual([
      expect.objectContaining({
        id,
        name: 'Final years',
        opens_at: opensAt,
        hostels: ['Kanhar'],
        audience: 'emails',
        members: 1,
        claimed: 1,
        slot_size: null,
        created_by_email: ADMIN.email,
      }),
    ]);

    const mine = await h.call<MySelection>('GET', '/selection/me', { token: listed.token });
    expect(mine.body).toEqual({
      selection_hostels: ['Kanhar'],
      windows: [
        expect.objectContaining({ id, name: 'Final years', hostels: ['Kanhar'], opens_at: opensAt, open: false }),
      ],
      next_opens_at: opensAt,
    });
    expect((await h.call<MySelection>('GET', '/selection/me', { token: unlisted.token })).body).toEqual({
      selection_hostels: ['Kanhar'],
      windows: [],
      next_opens_at: null,
    });

    const early = await hold(listed);
    expect(early.status).toBe(403);
    const { message, ...facts } = early.body;
    expect(facts).toEqual({ code: 'outside_window', opens_at: opensAt });
    expect(message).toMatch(/^Your selection window for Kanhar has not opened yet\. It opens on .+ IST\.$/);

    // The admin opens it now; the list is kept.
    const opened = await save(windowBody({ id, name: 'Final years', opens_at: at(-1), audience: 'emails' }));
    expect(opened.status).toBe(200);
    const held = await hold(listed);
    expect(held.status).toBe(200);
    expect(held.body.paymentIntentId).toMatch(/^pi_/);

    const refused = await hold(unlisted);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'outside_window', opens_at: null });
    expect(refused.body.message).toMatch(/^Room selection for Kanhar is not open to you/);

    const deleted = await h.call('POST', '/admin/selection/delete', { token: admin.token, body: { id } });
    expect(deleted).toMatchObject({ status: 200, body: { id, deleted: true } });
    expect((await h.call('POST', '/admin/selection/delete', { token: admin.token, body: { id } })).status).toBe(404);
    expect(
      (await h.call<MySelection>('GET', '/selection/me', { token: unlisted.token })).body.selection_hostels,
    ).toEqual([]);
    expect((await hold(unlisted)).status).toBe(200);

    const audit = await h.sql<{ action: string; actor_email: string }>(
      `select action, actor_email from public.audit_log where target_type = 'selection_window' and target_id = $1
       order by id`,
      [String(id)],
    );
    expect(audit).toEqual([
      { action: 'selection_window.create', actor_email: ADMIN.email },
      { action: 'selection_window.edit', actor_email: ADMIN.email },
      { action: 'selection_window.delete', actor_email: ADMIN.email },
    ]);
  });

  it('when slots are drawn for a list, then each student is told the start of their own slot', async () => {
    const students = [nextStudent(), nextStudent(), nextStudent()];
    const opensAt = at(-1);
    const created = await save(
      windowBody({
        opens_at: opensAt,
        audience: 'slots',
        slot_size: 1,
        slot_minutes: 30,
        emails_csv: students.map((s) => s.email).join('\n'),
      }),
    );
    expect(created.status).toBe(200);
    const starts: number[] = [];
    for (const student of students) {
      const mine = await h.call<MySelection>('GET', '/selection/me', { token: student.token });
      const [window] = mine.body.windows;
      if (!window) throw new Error('no window for a listed student');
      const start = Date.parse(window.opens_at);
      starts.push(start - Date.parse(opensAt));
      const res = await hold(student);
      if (window.open) {
        expect(res.status).toBe(200);
        expect(mine.body.next_opens_at).toBeNull();
      } else {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ code: 'outside_window', opens_at: window.opens_at });
        expect(mine.body.next_opens_at).toBe(window.opens_at);
      }
    }
    expect(starts.sort((a, b) => a - b)).toEqual([0, 30 * MINUTE, 60 * MINUTE]);
    const list = await h.call<{ windows: WindowAnswer[] }>('GET', '/admin/selection', { token: admin.token });
    expect(list.body.windows.find((w) => w.id === created.body.id)).toMatchObject({
      members: 3,
      slot_size: 1,
      slot_minutes: 30,
      last_slot_opens_at: new Date(Date.parse(opensAt) + 60 * MINUTE).toISOString(),
    });
  });
});

describe('a listed address taken up after the draw', () => {
  it('when an account signs up as it, then no window until the link mailed to that address is opened by that account', async () => {
    const saved = await save(
      windowBody({ audience: 'slots', slot_size: 10, slot_minutes: 30, emails_csv: 'late-claim-0@test.hostel.local' }),
    );
    expect(saved.status).toBe(200);
    const [late] = await h.createStudents(1, 'late-claim');
    if (!late) throw new Error('no student');
    const mine = () => h.call<MySelection>('GET', '/selection/me', { token: late.token });
    expect((await mine()).body.windows).toEqual([]);

    const [mail] = await h.sql<{ data: { token: string; email: string } }>(
      `select data from public.notifications where user_id = $1 and kind = 'selection_claim'`,
      [late.userId],
    );
    if (!mail) throw new Error('no claim mail');
    const email = renderNotificationEmail('selection_claim', mail.data, 'http://localhost:5173');
    expect(email?.text).toContain(`http://localhost:5173/selection/claim?token=${mail.data.token}`);

    const claim = (session: Session, token: unknown) =>
      h.call<{ windows: number } & ErrorAnswer>('POST', '/selection/claim', { token: session.token, body: { token } });
    expect((await claim(late, 'not-a-token')).status).toBe(400);
    const stranger = await claim(nextStudent(), mail.data.token);
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('not_found');
    for (let i = 0; i < 2; i += 1) {
      const claimed = await claim(late, mail.data.token);
      expect(claimed.status).toBe(200);
      expect(claimed.body).toEqual({ windows: 1 });
    }
    expect((await mine()).body.windows.map((w) => w.id)).toEqual([saved.body.id]);
  });
});

describe('the hostels under selection, shared by every student', () => {
  it('when many students ask at once, then they are read once per five seconds, and again at once after a save or a delete', async () => {
    let reads = 0;
    let clock = 0;
    const hostels = selectionHostels(
      {
        selectionHostels: () => {
          reads += 1;
          return Promise.resolve(['Kanhar']);
        },
      },
      () => clock,
    );
    await Promise.all(Array.from({ length: 50 }, () => hostels()));
    clock = 4_999;
    expect(await hostels()).toEqual(['Kanhar']);
    expect(reads).toBe(1);
    clock = 5_000;
    await hostels();
    expect(reads).toBe(2);
    hostels.forget();
    await hostels();
    expect(reads).toBe(3);
  });
});
