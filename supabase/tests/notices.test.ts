// Notices and their audience on both engines: who reads a notice aimed at hostels or roles (its audience and the
// office, nobody else), how a published notice reaches its audience's bells once (at save or by the sweep, however
// often or concurrently it runs), and what the office's save refuses and audits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const STAFF = { id: '00000000-0000-4000-8000-00000000a002', email: 'staff@hostel.local', password: 'staff-pass-2026' };
const asStaff = { p_actor_id: STAFF.id, p_actor_email: STAFF.email };

interface Audience {
  p_audience?: 'everyone' | 'hostels' | 'roles';
  p_hostels?: string[] | null;
  p_roles?: string[] | null;
  p_important?: boolean;
}

interface Saved {
  outcome: string;
  notice_id: number | null;
}

interface Person {
  client: TestClient;
  id: string;
}

const now = () => new Date(Date.now() - 1_000).toISOString();

describe.each(ENGINES)('notices and their audience on %s', (engine) => {
  let project: TestProject;
  let visitor: TestClient;
  let staff: TestClient;
  let gopad: Person;
  let kanhar: Person;
  let unhoused: Person;
  let guard: Person;

  async function save(title: string, publishedAt: string | null, audience: Audience = {}, id: number | null = null) {
    const [row] = await project.call<Saved[]>('save_notice', {
      p_id: id,
      p_title: title,
      p_body: `${title}: details inside.`,
      p_published_at: publishedAt,
      ...asStaff,
      ...audience,
    });
    if (!row) throw new Error('save_notice answered no row');
    return row;
  }

  async function saved(title: string, publishedAt: string | null, audience: Audience = {}) {
    const row = await save(title, publishedAt, audience);
    expect(row.outcome).toBe('saved');
    return Number(row.notice_id);
  }

  /** Gives the account a free bed of the hostel, as a paid booking leaves it. */
  async function house(userId: string, hostel: string) {
    await project.sql(
      `update public.beds b set occupied = true, occupant_id = $1, occupant_name = 'Resident of ' || $2
       where b.id = (select b2.id from public.beds b2 join public.hostel_room r on r.id = b2.room_id
                     where r.hostel_name = $2 and not b2.occupied and b2.held_by is null and not r.out_of_service
                     order by r.id, b2.label limit 1)`,
      [userId, hostel],
    );
  }

  const reads = async (c: TestClient, id: number) =>
    ((await c.from('notices').select('id').eq('id', id)).data ?? []).length === 1;

  const listed = async (c: TestClient) =>
    ((await c.rpc('published_notices', { p_limit: 50 })).data as { id: number }[] | null)?.map((n) => n.id) ?? [];

  const bells = (id: number) =>
    project.sql<{ user_id: string; email_status: string; data: Record<string, unknown> }>(
      `select user_id::text, email_status, data from public.notifications
       where kind = 'notice' and (data ->> 'notice_id')::bigint = $1 order by user_id`,
      [id],
    );

  beforeAll(async () => {
    project = await startProject(engine);
    visitor = project.client();
    staff = project.client();
    const signedIn = await staff.auth.signInWithPassword(STAFF);
    if (signedIn.error) throw signedIn.error;
    [gopad, kanhar, unhoused, guard] = (await Promise.all(
      ['gopad', 'kanhar', 'unhoused', 'guard'].map((label) => project.newStudent(`notice-${label}`)),
    )) as [Person, Person, Person, Person];
    await house(gopad.id, 'Gopad');
    await house(kanhar.id, 'Kanhar');
    await project.sql(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"guard"}' where id = $1`,
      [guard.id],
    );
  }, 120_000);

  afterAll(async () => {
    await project?.close();
  });

  it('when a notice is for Gopad, then Gopad’s resident and the office read it, and a Kanhar resident, a student without a bed and a visitor do not', async () => {
    const id = await saved('Gopad water cut', now(), { p_audience: 'hostels', p_hostels: ['Gopad'] });
    expect(await reads(gopad.client, id)).toBe(true);
    expect(await reads(staff, id)).toBe(true);
    for (const outsider of [kanhar.client, unhoused.client, guard.client, visitor]) {
      expect(await reads(outsider, id)).toBe(false);
      expect(await listed(outsider)).not.toContain(id);
    }
    expect(await listed(gopad.client)).toContain(id);
    // The Kanhar resident asks for it by id, for its hostels and for its rule: nothing says it is there.
    const byId = await kanhar.client.from('notices').select('title, body').eq('id', id);
    expect(byId.data).toEqual([]);
    expect((await kanhar.client.from('notice_hostels').select('hostel_name').eq('notice_id', id)).data).toEqual([]);
    expect((await kanhar.client.rpc('notice_is_for_me', { p_notice_id: id })).data).toBe(false);
    expect((await gopad.client.rpc('notice_is_for_me', { p_notice_id: id })).data).toBe(true);
  });

  it('when a notice is for roles, then accounts holding them read it ("student": no office role), and others do not', async () => {
    const guards = await saved('Gate rota', now(), { p_audience: 'roles', p_roles: ['guard'] });
    const students = await saved('Students only', now(), { p_audience: 'roles', p_roles: ['student'] });
    expect(await reads(guard.client, guards)).toBe(true);
    expect(await reads(guard.client, students)).toBe(false);
    for (const student of [gopad, kanhar, unhoused]) {
      expect(await reads(student.client, guards)).toBe(false);
      expect(await reads(student.client, students)).toBe(true);
    }
    expect(await reads(visitor, students)).toBe(false);
    expect(await reads(staff, guards)).toBe(true);
  });

  it('when a notice is for everyone, then visitors read it once published; a draft or a scheduled one is read by the office alone and told to nobody', async () => {
    const everyone = await saved('Hostel day', now());
    const later = await saved('Later', new Date(Date.now() + 3_600_000).toISOString());
    const draft = await saved('Draft', null, { p_audience: 'hostels', p_hostels: ['Gopad'] });
    expect(await reads(visitor, everyone)).toBe(true);
    expect(await listed(visitor)).toContain(everyone);
    for (const c of [visitor, gopad.client]) {
      expect(await reads(c, later)).toBe(false);
      expect(await reads(c, draft)).toBe(false);
    }
    expect(await reads(staff, later)).toBe(true);
    // The office reads drafts in its own list, but the status page's list is of published notices only.
    expect(await listed(staff)).not.toContain(later);
    expect(await listed(staff)).not.toContain(draft);
    // Neither has reached a bell; the draft does once it is published.
    expect(await bells(later)).toEqual([]);
    expect(await bells(draft)).toEqual([]);
    await save('Draft', now(), { p_audience: 'hostels', p_hostels: ['Gopad'] }, draft);
    expect((await bells(draft)).map((b) => b.user_id)).toContain(gopad.id);
  });

  it('when a notice for Gopad is published, then one bell item reaches each Gopad resident alone, mailed only when important', async () => {
    const plain = await saved('Gopad lift', now(), { p_audience: 'hostels', p_hostels: ['Gopad'] });
    const important = await saved('Gopad fire drill', now(), {
      p_audience: 'hostels',
      p_hostels: ['Gopad'],
      p_important: true,
    });
    const plainBells = await bells(plain);
    expect(plainBells.map((b) => b.user_id)).toContain(gopad.id);
    expect(plainBells.map((b) => b.user_id)).not.toContain(kanhar.id);
    expect(plainBells.every((b) => b.email_status === 'skipped')).toBe(true);
    const importantBells = await bells(important);
    expect(importantBells.map((b) => b.user_id)).toEqual(plainBells.map((b) => b.user_id));
    expect(importantBells.every((b) => b.email_status === 'pending')).toBe(true);
    expect(importantBells.find((b) => b.user_id === gopad.id)?.data).toEqual({
      notice_id: important,
      title: 'Gopad fire drill',
      body: 'Gopad fire drill: details inside.',
      important: true,
    });
    // The resident reads their own bell items; the Kanhar resident's bell has neither.
    const noticesIn = async (c: TestClient) =>
      ((await c.from('notifications').select('data').eq('kind', 'notice')).data ?? []).map(
        (n) => (n.data as { notice_id: number }).notice_id,
      );
    expect(await noticesIn(gopad.client)).toEqual(expect.arrayContaining([plain, important]));
    const kanharBell = await noticesIn(kanhar.client);
    expect(kanharBell).not.toContain(plain);
    expect(kanharBell).not.toContain(important);
  });

  it('when a delivered notice is edited, unpublished (hidden again) and published again, then nobody is told a second time', async () => {
    const id = await saved('Mess timings', now(), { p_audience: 'roles', p_roles: ['student'] });
    const first = await bells(id);
    expect(first.length).toBeGreaterThan(2);
    await save('Mess timings (corrected)', now(), { p_audience: 'everyone', p_important: true }, id);
    expect(await reads(visitor, id)).toBe(true);
    await save('Mess timings (corrected)', null, {}, id);
    expect(await reads(visitor, id)).toBe(false);
    expect(await reads(staff, id)).toBe(true);
    await save('Mess timings (corrected)', now(), { p_important: true }, id);
    expect(await project.call<number>('deliver_due_notices', {})).toBe(0);
    expect(await bells(id)).toEqual(first);
  });

  it('when a scheduled notice’s time comes, then the sweep delivers it once, though two sweeps race and more follow', async () => {
    const id = await saved('Room inspection', new Date(Date.now() + 3_600_000).toISOString(), {
      p_audience: 'hostels',
      p_hostels: ['Gopad', 'Kanhar'],
      p_important: true,
    });
    expect(await bells(id)).toEqual([]);
    await project.call<number>('deliver_due_notices', {});
    expect(await bells(id)).toEqual([]);
    await project.sql("update public.notices set published_at = now() - interval '1 second' where id = $1", [id]);
    const [one, two] = await Promise.all([
      project.call<number>('deliver_due_notices', {}),
      project.call<number>('deliver_due_notices', {}),
    ]);
    const delivered = await bells(id);
    expect(one + two).toBe(delivered.length);
    expect(delivered.map((b) => b.user_id)).toEqual(expect.arrayContaining([gopad.id, kanhar.id]));
    expect(delivered.map((b) => b.user_id)).not.toContain(unhoused.id);
    expect(new Set(delivered.map((b) => b.user_id)).size).toBe(delivered.length);
    expect(await project.call<number>('deliver_due_notices', {})).toBe(0);
    expect(await bells(id)).toHaveLength(delivered.length);
  });

  it('when the save names a hostel that does not exist or no audience, then it is refused and nothing is written', async () => {
    const [before] = await project.sql<{ notices: number; audits: number }>(
      'select (select count(*) from public.notices)::int as notices, (select count(*) from public.audit_log)::int as audits',
    );
    expect(await save('Nowhere', now(), { p_audience: 'hostels', p_hostels: ['Gopad', 'Narmada'] })).toEqual({
      outcome: 'unknown_hostel',
      notice_id: null,
    });
    expect(await save('Missing', null, {}, 987654321)).toEqual({ outcome: 'not_found', notice_id: null });
    for (const audience of [
      { p_audience: 'hostels', p_hostels: [] },
      { p_audience: 'roles', p_roles: null },
    ] as const) {
      const { error } = await project.service.rpc('save_notice', {
        p_id: null,
        p_title: 'Nobody',
        p_body: 'Nobody',
        p_published_at: now(),
        ...asStaff,
        ...audience,
      });
      expect(error?.code).toBe('22023');
    }
    const { error } = await project.service.rpc('save_notice', {
      p_id: null,
      p_title: 'Wardens',
      p_body: 'Wardens',
      p_published_at: now(),
      ...asStaff,
      p_audience: 'roles',
      p_roles: ['principal'],
    });
    expect(error?.code).toBe('23514');
    const [after] = await project.sql<{ notices: number; audits: number }>(
      'select (select count(*) from public.notices)::int as notices, (select count(*) from public.audit_log)::int as audits',
    );
    expect(after).toEqual(before);
  });

  it('when the office saves a notice, then the audit row keeps its audience before and after', async () => {
    const id = await saved('Wi-Fi works', null, { p_audience: 'hostels', p_hostels: ['Kanhar', 'Gopad'] });
    await save('Wi-Fi works', null, { p_audience: 'roles', p_roles: ['warden', 'staff'], p_important: true }, id);
    const rows = await project.sql<{ action: string; before: unknown; after: unknown }>(
      `select action, before, after from public.audit_log where target_type = 'notice' and target_id = $1 order by id`,
      [String(id)],
    );
    expect(rows.map((row) => row.action)).toEqual(['notice.create', 'notice.edit']);
    expect(rows[0]).toMatchObject({
      before: null,
      after: { audience: 'hostels', hostels: ['Gopad', 'Kanhar'], roles: [], important: false },
    });
    expect(rows[1]).toMatchObject({
      before: { audience: 'hostels', hostels: ['Gopad', 'Kanhar'] },
      after: { audience: 'roles', hostels: [], roles: ['staff', 'warden'], important: true },
    });
  });

  it('when a student or a visitor writes notices or their audience, or calls the server’s notice functions, then it is refused', async () => {
    const id = await saved('Locked', now(), { p_audience: 'hostels', p_hostels: ['Gopad'] });
    for (const c of [visitor, gopad.client, kanhar.client, staff]) {
      const moved = await c.from('notice_hostels').insert({ notice_id: id, hostel_name: 'Kanhar' });
      expect(moved.error?.code).toBe('42501');
      const opened = await c.from('notices').update({ audience: 'everyone' }).eq('id', id);
      expect(opened.error?.code).toBe('42501');
      for (const [fn, args] of [
        ['deliver_due_notices', {}],
        ['deliver_notice', { p_notice_id: id }],
        ['notice_reaches', { p_notice_id: id, p_user_id: gopad.id }],
        ['save_notice', { p_id: id, p_title: 'X', p_body: 'X', p_published_at: null, ...asStaff }],
      ] as const) {
        expect((await c.rpc(fn, args)).error?.code, fn).toBe('42501');
      }
    }
    expect((await visitor.from('notice_roles').select('role')).error?.code).toBe('42501');
    const [row] = await project.sql<{ audience: string; hostels: string[] }>(
      `select n.audience, array(select h.hostel_name from public.notice_hostels h where h.notice_id = n.id) as hostels
       from public.notices n where n.id = $1`,
      [id],
    );
    expect(row).toEqual({ audience: 'hostels', hostels: ['Gopad'] });
  });
});
