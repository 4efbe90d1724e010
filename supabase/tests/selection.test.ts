// Selection windows as the server calls them (the service role) on both engines: no window, everyone
// holds; once one exists, hold_bed holds only inside the student's open window for that hostel, and says when theirs
// opens; emails and slots audiences; the audit row of every change; and who may read the windows.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import {
  CONFIRMED_USER_COLUMNS,
  EMAIL_APP_METADATA,
  confirmedUserValues,
} from '@campus-hostel/emulators/testing/users';
import { ENGINES, startProject, type TestProject } from './project';

const ADMIN = { id: '00000000-0000-4000-8000-00000000a001', email: 'admin@hostel.local' };
const STAFF = { email: 'staff@hostel.local', password: 'staff-pass-2026' };
const asAdmin = { p_actor_id: ADMIN.id, p_actor_email: ADMIN.email };
const MINUTE = 60_000;
/** The students of the one-save intake case. */
const INTAKE = 10_000;

interface Student {
  client: TestClient;
  id: string;
  email: string;
}

interface WindowDraft {
  id?: number | null;
  name?: string;
  opensIn: number;
  closesIn: number;
  hostels?: string[];
  audience?: 'everyone' | 'emails' | 'slots';
  slotSize?: number | null;
  slotMinutes?: number | null;
  emails?: string[] | null;
}

interface HoldAnswer {
  outcome: string;
  booking_id: number | null;
  opens_at: string | null;
}

/** The time `minutesFromNow` after `now`: a window's two times are read from one `now`, so their gap is exact. */
const at = (minutesFromNow: number, now: number) => new Date(now + minutesFromNow * MINUTE);
const time = (value: string | null | undefined) => (value ? new Date(value).getTime() : null);

describe.each(ENGINES)('selection windows on %s', (engine) => {
  let project: TestProject;
  let visitor: TestClient;
  let staff: TestClient;

  const call = <T>(fn: string, args: Record<string, unknown>) => project.call<T>(fn, args);

  async function newStudent(label: string): Promise<Student> {
    const made = await project.newStudent(label);
    await project.declare([made.id]);
    const [user] = await project.sql<{ email: string }>('select email from auth.users where id = $1', [made.id]);
    return { ...made, email: user?.email ?? '' };
  }

  /** Saves a window whose times are given in minutes from now; answers the outcome and the window's id. */
  async function save(draft: WindowDraft): Promise<{ outcome: string; window_id: number | null }> {
    const audience = draft.audience ?? 'everyone';
    const now = Date.now();
    const [row] = await call<{ outcome: string; window_id: number | null }[]>('save_selection_window', {
      p_id: draft.id ?? null,
      p_name: draft.name ?? 'First-year selection',
      p_opens_at: at(draft.opensIn, now).toISOString(),
      p_closes_at: at(draft.closesIn, now).toISOString(),
      p_hostels: draft.hostels ?? ['Kanhar'],
      p_audience: audience,
      p_slot_size: draft.slotSize ?? (audience === 'slots' ? 1 : null),
      p_slot_minutes: draft.slotMinutes ?? (audience === 'slots' ? 30 : null),
      p_emails: draft.emails ?? null,
      ...asAdmin,
    });
    if (!row) throw new Error('save_selection_window answered nothing');
    return row;
  }

  async function saved(draft: WindowDraft): Promise<number> {
    const { outcome, window_id } = await save(draft);
    if (outcome !== 'saved' || window_id === null) throw new Error(`save: ${outcome}`);
    return window_id;
  }

  async function vacantRoom(hostel: string): Promise<number> {
    const [room] = await project.sql<{ id: number }>(
      `select r.id::int as id from public.hostel_room r
       where r.hostel_name = $1 and not r.out_of_service
         and not exists (select 1 from public.beds b
                         where b.room_id = r.id and (b.occupied or b.held_by is not null or b.reserved_until is not null))
       order by r.id desc limit 1`,
      [hostel],
    );
    if (!room) throw new Error(`no vacant room in ${hostel}`);
    return room.id;
  }

  async function hold(student: Student, hostel = 'Kanhar', roomId?: number): Promise<HoldAnswer> {
    const [answer] = await call<HoldAnswer[]>('hold_bed', {
      p_room_id: roomId ?? (await vacantRoom(hostel)),
      p_hostel_name: hostel,
      p_user_id: student.id,
      p_hold_minutes: 15,
      p_currency: 'inr',
      p_name: 'Kabir Khan',
      p_email: student.email,
      p_state: 'Chhattisgarh',
      p_city: 'Raipur',
      p_pincode: '492010',
      p_user_type: 'student',
      p_description: '',
    });
    if (!answer) throw new Error('hold_bed answered nothing');
    return answer;
  }

  const state = async (student: Student, hostel = 'Kanhar') =>
    (
      await call<{ open: boolean; opens_at: string | null }[]>('selection_window_state', {
        p_user_id: student.id,
        p_hostel_name: hostel,
      })
    )[0];

  const auditRows = (windowId: number) =>
    project.sql<{
      action: string;
      actor_email: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }>(
      `select action, actor_email, before, after from public.audit_log
       where target_type = 'selection_window' and target_id = $1 order by id`,
      [String(windowId)],
    );

  const members = (windowId: number) =>
    project.sql<{ email: string; place: number | null; slot_opens_at: Date | null }>(
      'select email, place, slot_opens_at from public.selection_window_members where window_id = $1 order by place, email',
      [windowId],
    );

  beforeAll(async () => {
    project = await startProject(engine);
    visitor = project.client();
    staff = project.client();
    const { error } = await staff.auth.signInWithPassword(STAFF);
    if (error) throw error;
  }, 120_000);

  afterAll(async () => {
    await project.close();
  });

  // Each test sets the windows it needs: a window restricts the hostels it covers until it closes.
  beforeEach(async () => {
    await project.sql('delete from public.selection_windows');
  });

  it('when no window exists, then a student holds as before', async () => {
    const student = await newStudent('free');
    expect(await state(student)).toEqual({ open: true, opens_at: null });
    expect((await hold(student)).outcome).toBe('held');
  });

  it('when a window for everyone has not opened yet, then a hold is refused with when it opens; inside it, it is held; after it closes, the hostel is open to all again', async () => {
    const early = await newStudent('early');
    const windowId = await saved({ opensIn: 60, closesIn: 180 });
    const [opens] = await project.sql<{ opens_at: Date }>(
      'select opens_at from public.selection_windows where id = $1',
      [windowId],
    );
    const refused = await hold(early);
    expect(refused).toMatchObject({ outcome: 'outside_window', booking_id: null });
    expect(time(refused.opens_at)).toBe(opens?.opens_at.getTime());
    expect(time((await state(early))?.opens_at)).toBe(opens?.opens_at.getTime());

    await saved({ id: windowId, opensIn: -1, closesIn: 60 });
    expect(await state(early)).toEqual({ open: true, opens_at: null });
    expect((await hold(early)).outcome).toBe('held');

    const late = await newStudent('late');
    await saved({ id: windowId, opensIn: -120, closesIn: -60 });
    expect(await state(late)).toEqual({ open: true, opens_at: null });
    expect((await hold(late)).outcome).toBe('held');
  });

  it('when a student holding a bed comes back after their window closed, then they keep that hold; a new one is refused while the hostel is still under selection', async () => {
    const student = await newStudent('keeps');
    const windowId = await saved({ opensIn: -10, closesIn: 10 });
    await saved({ name: 'Later', opensIn: 60, closesIn: 120, audience: 'emails', emails: ['someone@hostel.local'] });
    const roomId = await vacantRoom('Kanhar');
    const first = await hold(student, 'Kanhar', roomId);
    expect(first.outcome).toBe('held');
    await saved({ id: windowId, opensIn: -20, closesIn: -1 });
    expect(await hold(student, 'Kanhar', roomId)).toMatchObject({ outcome: 'held', booking_id: first.booking_id });
    expect((await hold(student)).outcome).toBe('outside_window');
  });

  it('when a student holding one bed of a double switches to the other while the waiting room is on, then the switch needs an admission like any new hold', async () => {
    const student = await newStudent('switcher');
    await saved({ opensIn: -10, closesIn: 10 });
    const [room] = await project.sql<{ id: number }>(
      `select r.id::int as id from public.hostel_room r
       where r.hostel_name = 'Kanhar' and r.occupancy = 2 and not r.out_of_service
         and not exists (select 1 from public.beds b
                         where b.room_id = r.id and (b.occupied or b.held_by is not null or b.reserved_until is not null))
       order by r.id limit 1`,
    );
    if (!room) throw new Error('no vacant double');
    const holdBed = async (bed: 'A' | 'B', waitingRoom: boolean) =>
      (
        await call<HoldAnswer[]>('hold_bed', {
          p_room_id: room.id,
          p_hostel_name: 'Kanhar',
          p_user_id: student.id,
          p_hold_minutes: 15,
          p_currency: 'inr',
          p_name: 'Kabir Khan',
          p_email: student.email,
          p_state: 'Chhattisgarh',
          p_city: 'Raipur',
          p_pincode: '492010',
          p_user_type: 'student',
          p_description: '',
          p_bed: bed,
          p_waiting_room: waitingRoom,
        })
      )[0];
    // Held before the waiting room was switched on; the student holds no admission.
    const first = await holdBed('A', false);
    expect(first?.outcome).toBe('held');
    expect(await holdBed('A', true)).toMatchObject({ outcome: 'held', booking_id: first?.booking_id });
    expect((await holdBed('B', true))?.outcome).toBe('not_admitted');
    const [beds] = await project.sql<{ a: string | null; b: string | null }>(
      `select max(held_by::text) filter (where label = 'A') as a, max(held_by::text) filter (where label = 'B') as b
       from public.beds where room_id = $1`,
      [room.id],
    );
    expect(beds).toEqual({ a: student.id, b: null });
  });

  it('when a window is for a list of emails, then only the listed students hold, whatever the case of their address', async () => {
    const listed = await newStudent('listed');
    const unlisted = await newStudent('unlisted');
    const windowId = await saved({
      opensIn: -5,
      closesIn: 60,
      audience: 'emails',
      emails: [` ${listed.email.toUpperCase()} `, listed.email, ''],
    });
    expect(await members(windowId)).toEqual([{ email: listed.email, place: null, slot_opens_at: null }]);
    expect((await hold(listed)).outcome).toBe('held');
    expect(await hold(unlisted)).toMatchObject({ outcome: 'outside_window', opens_at: null });
  });

  it('when a window draws slots, then N students every M minutes from the opening, in a random order drawn once; a student before their slot is told their own start', async () => {
    const students = await Promise.all([1, 2, 3, 4, 5].map((n) => newStudent(`slot${n}`)));
    const draft: WindowDraft = {
      opensIn: -10,
      closesIn: 180,
      audience: 'slots',
      slotSize: 2,
      slotMinutes: 30,
      emails: students.map((s) => s.email),
    };
    const windowId = await saved(draft);
    const [window] = await project.sql<{ opens_at: Date }>(
      'select opens_at from public.selection_windows where id = $1',
      [windowId],
    );
    const opensAt = window?.opens_at.getTime() ?? 0;
    const drawn = await members(windowId);
    expect(drawn.map((m) => m.place)).toEqual([1, 2, 3, 4, 5]);
    expect(drawn.map((m) => (m.slot_opens_at?.getTime() ?? 0) - opensAt)).toEqual([
      0,
      0,
      30 * MINUTE,
      30 * MINUTE,
      60 * MINUTE,
    ]);
    expect(new Set(drawn.map((m) => m.email))).toEqual(new Set(students.map((s) => s.email)));

    const byPlace = (place: number) => students.find((s) => s.email === drawn[place - 1]?.email);
    const first = byPlace(1);
    const last = byPlace(5);
    if (!first || !last) throw new Error('a drawn member is not a student');
    expect((await hold(first)).outcome).toBe('held');
    const refused = await hold(last);
    expect(refused.outcome).toBe('outside_window');
    expect(time(refused.opens_at)).toBe(opensAt + 60 * MINUTE);

    // An edit without a new list keeps the draw; the slots follow the new length.
    await saved({ ...draft, id: windowId, emails: null, slotMinutes: 20 });
    const kept = await members(windowId);
    expect(kept.map((m) => m.email)).toEqual(drawn.map((m) => m.email));
    expect(time((await state(last))?.opens_at)).toBe(kept[4]?.slot_opens_at?.getTime() ?? 0);
    expect((kept[4]?.slot_opens_at?.getTime() ?? 0) - (kept[0]?.slot_opens_at?.getTime() ?? 0)).toBe(40 * MINUTE);
  });

  it('when the slots would run past the close, or a list is missing, or a hostel or window does not exist, then nothing is saved or audited', async () => {
    const before = await project.sql<{ n: number }>('select count(*)::int as n from public.audit_log');
    const emails = ['a@hostel.local', 'b@hostel.local', 'c@hostel.local'];
    expect(
      (await save({ opensIn: 0, closesIn: 60, audience: 'slots', slotSize: 1, slotMinutes: 30, emails })).outcome,
    ).toBe('slots_overrun');
    expect((await save({ opensIn: 0, closesIn: 60, audience: 'emails', emails: [' '] })).outcome).toBe(
      'members_required',
    );
    expect((await save({ opensIn: 0, closesIn: 60, audience: 'slots' })).outcome).toBe('members_required');
    expect((await save({ opensIn: 0, closesIn: 60, hostels: ['Kanhar', 'Nowhere'] })).outcome).toBe('unknown_hostel');
    expect((await save({ id: 999_999, opensIn: 0, closesIn: 60 })).outcome).toBe('not_found');
    expect(await project.sql('select id from public.selection_windows')).toEqual([]);
    expect(await project.sql<{ n: number }>('select count(*)::int as n from public.audit_log')).toEqual(before);
  });

  it('when a window covers another hostel, then this one is booked as before, and the other only through its window', async () => {
    await saved({ opensIn: 5, closesIn: 60, hostels: ['Gopad'] });
    expect((await hold(await newStudent('here'), 'Kanhar')).outcome).toBe('held');
    expect((await hold(await newStudent('there'), 'Gopad')).outcome).toBe('outside_window');
  });

  it('when a window is created, edited and deleted, then each writes one audit row with the window before and after', async () => {
    const windowId = await saved({ name: 'Draft', opensIn: 60, closesIn: 120, hostels: ['Gopad', 'Kanhar'] });
    await saved({
      id: windowId,
      name: ' Final ',
      opensIn: 60,
      closesIn: 120,
      audience: 'emails',
      emails: ['x@hostel.local', 'y@hostel.local'],
    });
    expect(await call('delete_selection_window', { p_id: windowId, ...asAdmin })).toBe('deleted');
    expect(await call('delete_selection_window', { p_id: windowId, ...asAdmin })).toBe('not_found');
    expect(await project.sql('select * from public.selection_window_members where window_id = $1', [windowId])).toEqual(
      [],
    );

    const rows = await auditRows(windowId);
    expect(rows.map((r) => [r.action, r.actor_email])).toEqual([
      ['selection_window.create', ADMIN.email],
      ['selection_window.edit', ADMIN.email],
      ['selection_window.delete', ADMIN.email],
    ]);
    expect(rows[0]?.before).toBeNull();
    expect(rows[0]?.after).toMatchObject({
      name: 'Draft',
      audience: 'everyone',
      hostels: ['Kanhar', 'Gopad'],
      members: 0,
    });
    expect(rows[1]?.before).toMatchObject({ name: 'Draft', members: 0 });
    expect(rows[1]?.after).toMatchObject({ name: 'Final', audience: 'emails', members: 2 });
    expect(rows[2]?.before).toMatchObject({ name: 'Final', members: 2 });
    expect(rows[2]?.after).toBeNull();
  });

  it('when a student asks for their windows, then they get those that admit them, with their own opening', async () => {
    const student = await newStudent('mine');
    const everyone = await saved({ name: 'Everyone', opensIn: -5, closesIn: 60, hostels: ['Gopad'] });
    const listed = await saved({
      name: 'Listed',
      opensIn: 30,
      closesIn: 90,
      audience: 'emails',
      emails: [student.email],
    });
    await saved({ name: 'Others', opensIn: 10, closesIn: 90, audience: 'emails', emails: ['someone@hostel.local'] });
    const mine = await call<{ id: number; name: string; hostels: string[]; open: boolean }[]>(
      'student_selection_windows',
      { p_user_id: student.id },
    );
    expect(mine.map(({ id, name, hostels, open }) => ({ id, name, hostels, open }))).toEqual([
      { id: everyone, name: 'Everyone', hostels: ['Gopad'], open: true },
      { id: listed, name: 'Listed', hostels: ['Kanhar'], open: false },
    ]);
    expect(await call('selection_hostels', {})).toEqual(['Kanhar', 'Gopad']);
    await project.sql(
      `update public.selection_windows set opens_at = now() - interval '2 hours', closes_at = now() - interval '1 hour'
                       where id <> $1`,
      [everyone],
    );
    expect(await call('selection_hostels', {})).toEqual(['Gopad']);
  });

  const windowsOf = async (student: Student) =>
    (await call<{ id: number }[]>('student_selection_windows', { p_user_id: student.id })).map((w) => w.id);

  const unique = (label: string) =>
    `${label}-${engine}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@hostel.local`;

  /** The student's address changed, as a confirmed change leaves it (config.toml has the new address confirm by mail). */
  async function moveTo(student: Student, email: string) {
    return project.service.auth.admin.updateUserById(student.id, { email, email_confirm: true });
  }

  /** A student signed up with this very address, confirmed. */
  async function signUpAs(email: string): Promise<Student> {
    const { client, id } = await project.signUp({ email, password: 'student-pass-2026' });
    await project.declare([id]);
    return { client, id, email };
  }

  it('when a listed student changes their email after the draw, then the window stays theirs, and whoever takes up the old address gets nothing', async () => {
    const listed = await newStudent('drawn');
    const taker = await newStudent('taker');
    const windowId = await saved({ opensIn: -5, closesIn: 60, audience: 'slots', emails: [listed.email] });
    const moved = await moveTo(listed, unique('moved'));
    expect(moved.error).toBeNull();
    const took = await moveTo(taker, listed.email);
    expect(took.error).toBeNull();

    expect(await windowsOf(listed)).toEqual([windowId]);
    expect(await windowsOf(taker)).toEqual([]);
    expect((await hold(taker)).outcome).toBe('outside_window');
    expect((await hold(listed)).outcome).toBe('held');
  });

  it('when someone signs up as a listed address no account had at the draw, then no window until the link mailed to that address is opened by that account', async () => {
    const address = unique('late');
    const windowId = await saved({ opensIn: -5, closesIn: 60, audience: 'slots', slotSize: 5, emails: [address] });
    const late = await signUpAs(address);
    expect(await windowsOf(late)).toEqual([]);
    expect((await hold(late)).outcome).toBe('outside_window');

    // The link goes by mail only: the account's own app never shows it.
    const [mail] = await project.sql<{ token: string; email: string }>(
      `select data->>'token' as token, email from public.notifications where user_id = $1 and kind = 'selection_claim'`,
      [late.id],
    );
    expect(mail?.email).toBe(address);
    const { data: seen } = await late.client.from('notifications').select('kind');
    expect(seen).toEqual([]);

    const other = await newStudent('other-claimer');
    const claim = (student: Student, token: string) =>
      call<{ outcome: string; windows: number | null }[]>('claim_selection_address', {
        p_user_id: student.id,
        p_token: token,
      });
    expect(await claim(other, mail?.token ?? '')).toEqual([{ outcome: 'not_found', windows: null }]);
    expect(await claim(late, '00000000-0000-4000-8000-000000000000')).toEqual([
      { outcome: 'not_found', windows: null },
    ]);
    expect(await claim(late, mail?.token ?? '')).toEqual([{ outcome: 'claimed', windows: 1 }]);
    expect(await windowsOf(late)).toEqual([windowId]);
    expect(await windowsOf(other)).toEqual([]);
    const { data: told } = await late.client.from('notifications').select('kind, data');
    expect(told?.map((n) => ({ kind: n.kind, window_id: (n.data as { window_id?: unknown }).window_id }))).toEqual([
      { kind: 'selection_slot', window_id: windowId },
    ]);
  });

  it('when a student turns emails off, then the slot notice may be turned off but the claim link, mail only, may not', async () => {
    const student = await newStudent('mail-choice');
    const off = (kinds: string[]) =>
      student.client.from('notification_preferences').upsert({ user_id: student.id, email_off: kinds });
    expect((await off(['selection_claim'])).error?.code).toBe('23514');
    expect((await off(['selection_slot'])).error).toBeNull();
  });

  it('when an account that was mailed a link has since moved to another address, then the link claims nothing', async () => {
    const address = unique('moving');
    await saved({ opensIn: -5, closesIn: 60, audience: 'emails', emails: [address] });
    const mover = await signUpAs(address);
    const [mail] = await project.sql<{ token: string }>(
      `select data->>'token' as token from public.notifications where user_id = $1 and kind = 'selection_claim'`,
      [mover.id],
    );
    await moveTo(mover, unique('elsewhere'));
    expect(await call('claim_selection_address', { p_user_id: mover.id, p_token: mail?.token ?? '' })).toEqual([
      { outcome: 'email_changed', windows: null },
    ]);
    expect(await windowsOf(mover)).toEqual([]);
  });

  it('when a slots list is drawn, then each member with an account is told their slot once, and the office sees who claimed each address', async () => {
    const first = await newStudent('told-a');
    const second = await newStudent('told-b');
    const nobody = unique('nobody');
    const draft = {
      opensIn: 30,
      closesIn: 120,
      audience: 'slots' as const,
      slotSize: 1,
      slotMinutes: 30,
      emails: [first.email, second.email, nobody],
    };
    const windowId = await saved(draft);
    // Saved again as it is (its own times): nobody is told twice.
    const [times] = await project.sql<{ opens_at: Date; closes_at: Date }>(
      'select opens_at, closes_at from public.selection_windows where id = $1',
      [windowId],
    );
    await call('save_selection_window', {
      p_id: windowId,
      p_name: 'First-year selection',
      p_opens_at: times?.opens_at.toISOString(),
      p_closes_at: times?.closes_at.toISOString(),
      p_hostels: ['Kanhar'],
      p_audience: 'slots',
      p_slot_size: 1,
      p_slot_minutes: 30,
      p_emails: null,
      ...asAdmin,
    });
    const notices = await project.sql<{ user_id: string; opens_at: string }>(
      `select user_id::text, data->>'opens_at' as opens_at from public.notifications
       where kind = 'selection_slot' and (data->>'window_id')::bigint = $1`,
      [windowId],
    );
    const slots = await project.sql<{ user_id: string; slot_opens_at: Date }>(
      `select user_id::text, slot_opens_at from public.selection_window_members where window_id = $1 and user_id is not null`,
      [windowId],
    );
    expect(notices.map((n) => [n.user_id, new Date(n.opens_at).getTime()]).sort()).toEqual(
      slots.map((m) => [m.user_id, m.slot_opens_at.getTime()]).sort(),
    );
    expect(notices.map((n) => n.user_id).sort()).toEqual([first.id, second.id].sort());

    const { data: office, error } = await staff
      .from('selection_window_members')
      .select('email, claimed_email, claimed_at')
      .eq('window_id', windowId)
      .order('email');
    expect(error).toBeNull();
    const byEmail = new Map((office ?? []).map((row) => [row.email, row]));
    expect(byEmail.get(first.email)?.claimed_email).toBe(first.email);
    expect(byEmail.get(first.email)?.claimed_at).not.toBeNull();
    expect(byEmail.get(nobody)).toMatchObject({ claimed_email: null, claimed_at: null });
  });

  it('when a list is saved again with changes, then a kept address keeps its claim or its lack of one, only a new address is bound, and never to an account bound already; turned into slots it is drawn, turned back its places go', async () => {
    const kept = await newStudent('kept');
    const moving = await newStudent('moving');
    const added = await newStudent('added');
    const late = unique('late-kept');
    const draft: WindowDraft = {
      opensIn: 30,
      closesIn: 300,
      audience: 'emails',
      emails: [kept.email, moving.email, late, unique('dropped')],
    };
    const windowId = await saved(draft);
    // After the draw an account takes up the unclaimed address, and a bound student moves to an address the next list
    // names for the first time.
    await signUpAs(late);
    const movedTo = unique('moved-to');
    expect((await moveTo(moving, movedTo)).error).toBeNull();
    const list = [kept.email, moving.email, late, added.email, movedTo];
    await saved({ ...draft, id: windowId, emails: list });
    const claims = await project.sql<{ email: string; user_id: string | null }>(
      'select email, user_id::text from public.selection_window_members where window_id = $1',
      [windowId],
    );
    expect(new Map(claims.map((c) => [c.email, c.user_id]))).toEqual(
      new Map([
        [kept.email, kept.id],
        [moving.email, moving.id],
        [late, null],
        [added.email, added.id],
        [movedTo, null],
      ]),
    );

    // The list kept and turned into slots: every member is drawn a place, and their slots follow it.
    await saved({ ...draft, id: windowId, emails: null, audience: 'slots', slotSize: 2, slotMinutes: 30 });
    const [window] = await project.sql<{ opens_at: Date }>(
      'select opens_at from public.selection_windows where id = $1',
      [windowId],
    );
    const drawn = await members(windowId);
    expect(drawn.map((m) => m.place)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(drawn.map((m) => m.email))).toEqual(new Set(list));
    expect(drawn.map((m) => (m.slot_opens_at?.getTime() ?? 0) - (window?.opens_at.getTime() ?? 0))).toEqual([
      0,
      0,
      30 * MINUTE,
      30 * MINUTE,
      60 * MINUTE,
    ]);

    // Back to a list, with it or without it: no member keeps a place.
    await saved({ ...draft, id: windowId, emails: list });
    expect((await members(windowId)).map((m) => [m.place, m.slot_opens_at])).toEqual(list.map(() => [null, null]));
    await saved({ ...draft, id: windowId, emails: null, audience: 'slots', slotSize: 2, slotMinutes: 30 });
    await saved({ ...draft, id: windowId, emails: null });
    expect((await members(windowId)).map((m) => [m.place, m.slot_opens_at])).toEqual(list.map(() => [null, null]));
  });

  // An intake in one save, a whole batch as the bench's selection day saves through the office's API, in four slots,
  // every address an account's, through the API role and its statement timeout: writing, binding and drawing the list
  // and telling its members go once over it, however many members the planner expects the new window to have.
  // PostgreSQL alone: PGlite keeps no statement timeout, so there the case would only cost its time.
  it.runIf(engine === 'postgres')(
    'when the office lists 10,000 students who all have accounts, then the window is saved, each address bound to its account, drawn a place and told its slot; saved again, every claim is kept',
    async () => {
      const emails = Array.from({ length: INTAKE }, (_, i) => `batch-${i}@hostel.local`);
      await project.sql(
        `insert into auth.users (${CONFIRMED_USER_COLUMNS})
       select ${confirmedUserValues('e', "''", EMAIL_APP_METADATA)} from unnest($1::text[]) as e`,
        [emails],
      );
      const draft = {
        opensIn: 30,
        closesIn: 120,
        audience: 'slots' as const,
        slotSize: INTAKE / 4,
        slotMinutes: 1,
        emails,
      };
      const windowId = await saved(draft);
      const drawn = async () => {
        const [row] = await project.sql<{ bound: number; claimed: Date; places: number; last: number; told: number }>(
          `select count(m.user_id)::int as bound, max(m.claimed_at) as claimed, count(distinct m.place)::int as places,
                max(m.place) as last,
                (select count(distinct n.user_id)::int from public.notifications n
                 where n.kind = 'selection_slot' and (n.data->>'window_id')::bigint = $1) as told
         from public.selection_window_members m where m.window_id = $1`,
          [windowId],
        );
        return row;
      };
      const first = await drawn();
      expect(first).toMatchObject({ bound: INTAKE, places: INTAKE, last: INTAKE, told: INTAKE });

      // Saved again with the same list: the claims made at the first save stand, and the list is drawn again in full.
      expect(await saved({ ...draft, id: windowId })).toBe(windowId);
      expect(await drawn()).toEqual(first);
    },
  );

  it('when anyone reads the windows directly, then a visitor is refused, students see nothing (not even their own membership) and the office sees all', async () => {
    const student = await newStudent('reader');
    const other = await newStudent('other');
    await saved({
      opensIn: 10,
      closesIn: 90,
      audience: 'slots',
      slotSize: 1,
      slotMinutes: 1,
      emails: [student.email, other.email],
    });
    for (const table of ['selection_windows', 'selection_window_hostels', 'selection_window_members']) {
      expect((await visitor.from(table).select('*')).error?.code, table).toBe('42501');
      for (const c of [student.client, other.client]) expect((await c.from(table).select('*')).data, table).toEqual([]);
      const office = await staff.from(table).select('*');
      expect(office.error, table).toBeNull();
      expect(office.data?.length, table).toBeGreaterThan(0);
    }
    const serverOnly = [
      { fn: 'selection_window_state', args: { p_user_id: other.id, p_hostel_name: 'Kanhar' } },
      { fn: 'student_selection_windows', args: { p_user_id: other.id } },
    ];
    for (const { fn, args } of serverOnly) expect((await student.client.rpc(fn, args)).error?.code, fn).toBe('42501');
  });
});
