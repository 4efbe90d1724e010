// POST /admin/notices over HTTP with real Supabase tokens: the office's notice with its audience, what the body
// validation refuses (a clear 400 with its code), the audit rows, and the delivery to the audience's bells, at once or
// by the notice sweep when a scheduled notice's time comes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNoticeSweep } from '../src/notices/delivery-sweep.js';
import { renderNotificationEmail } from '../src/notifications/notification-mail.js';
import { Harness, type Session } from './harness.js';

let h: Harness;
let staff: Session;
let gopadResident: Session;
let kanharResident: Session;

const notice = (overrides: Record<string, unknown> = {}) => ({
  title: 'Water cut',
  body: 'No water on Sunday 9–12.',
  published_at: null,
  audience: 'everyone',
  important: false,
  ...overrides,
});

async function house(resident: Session, hostel: string): Promise<void> {
  const [room] = await h.vacantRooms(hostel, 1);
  if (!room) throw new Error(`no vacant room in ${hostel}`);
  await h.sql(
    `update public.beds set occupied = true, occupant_id = $2, occupant_name = 'A resident'
     where room_id = $1 and label = 'A'`,
    [room.id, resident.userId],
  );
  await h.sql('select public.sync_room($1)', [room.id]);
}

/** The accounts whose bells hold notice `id`, and whether each is to be mailed. */
const bells = (id: number) =>
  h.sql<{ user_id: string; email_status: string }>(
    `select user_id::text, email_status from public.notifications
     where kind = 'notice' and (data ->> 'notice_id')::bigint = $1`,
    [id],
  );

const auditRows = (action: string, id: number) =>
  h.sql<{ before: unknown; after: unknown }>(
    'select before, after from public.audit_log where action = $1 and target_id = $2 order by id',
    [action, String(id)],
  );

beforeAll(async () => {
  h = await Harness.start();
  staff = await h.createOfficeMember('notices-staff@test.hostel.local', 'staff');
  [gopadResident, kanharResident] = (await h.createStudents(2, 'notices')) as [Session, Session];
  await house(gopadResident, 'Gopad');
  await house(kanharResident, 'Kanhar');
});

afterAll(async () => {
  await h.close();
});

describe('POST /admin/notices', () => {
  it('when a draft is created and then scheduled, then it keeps its id, has the time, reaches nobody yet, and both are audited', async () => {
    const draft = await h.call<{ id: number }>('POST', '/admin/notices', { token: staff.token, body: notice() });
    expect(draft.status).toBe(200);
    const id = draft.body.id;
    const scheduled = new Date(Date.now() + 86_400_000).toISOString();
    const edit = await h.call('POST', '/admin/notices', {
      token: staff.token,
      body: notice({ id, published_at: scheduled }),
    });
    expect(edit.body).toEqual({ id });
    const [row] = await h.sql<{ published_at: Date }>('select published_at from public.notices where id = $1', [id]);
    expect(row?.published_at.toISOString()).toBe(scheduled);
    expect(await bells(id)).toEqual([]);
    expect(await auditRows('notice.create', id)).toHaveLength(1);
    expect(await auditRows('notice.edit', id)).toHaveLength(1);
  });

  it('when an important notice for Gopad is published now, then the Gopad resident’s bell has it, to be mailed, and the Kanhar resident’s does not', async () => {
    const saved = await h.call<{ id: number }>('POST', '/admin/notices', {
      token: staff.token,
      body: notice({
        title: 'Gopad fire drill',
        published_at: new Date().toISOString(),
        audience: 'hostels',
        hostels: ['Gopad'],
        // Lists of the audiences not chosen are ignored, not stored.
        roles: ['admin'],
        important: true,
      }),
    });
    expect(saved.status).toBe(200);
    const reached = await bells(saved.body.id);
    expect(reached).toContainEqual({ user_id: gopadResident.userId, email_status: 'pending' });
    expect(reached.map((b) => b.user_id)).not.toContain(kanharResident.userId);
    const [audit] = await auditRows('notice.create', saved.body.id);
    expect(audit?.after).toMatchObject({ audience: 'hostels', hostels: ['Gopad'], roles: [], important: true });
  });

  it('when a scheduled notice’s time comes, then one run of the notice sweep delivers it, and the next delivers nothing', async () => {
    const saved = await h.call<{ id: number }>('POST', '/admin/notices', {
      token: staff.token,
      body: notice({
        title: 'Kanhar inspection',
        published_at: new Date(Date.now() + 3_600_000).toISOString(),
        audience: 'hostels',
        hostels: ['Kanhar'],
      }),
    });
    await h.sql("update public.notices set published_at = now() - interval '1 second' where id = $1", [saved.body.id]);
    const sweep = startNoticeSweep({ store: h.api.deps.store, logger: h.api.deps.logger }, 60_000);
    try {
      const reached = await sweep.runOnce();
      const delivered = await bells(saved.body.id);
      expect(delivered).toHaveLength(reached);
      expect(delivered).toContainEqual({ user_id: kanharResident.userId, email_status: 'skipped' });
      expect(delivered.map((b) => b.user_id)).not.toContain(gopadResident.userId);
      expect(await sweep.runOnce()).toBe(0);
      expect(await bells(saved.body.id)).toHaveLength(reached);
    } finally {
      await sweep.stop();
    }
  });

  it('when the audience is malformed, then 400 invalid_request names the field and nothing is saved', async () => {
    const [before] = await h.sql<{ n: number }>('select count(*)::int as n from public.notices');
    const refusals: [Record<string, unknown>, string][] = [
      [{ audience: 'hostel' }, 'audience must be everyone, hostels or roles'],
      [{ audience: 'hostels' }, 'hostels must name 1 to 50 hostels'],
      [{ audience: 'hostels', hostels: [] }, 'hostels must name 1 to 50 hostels'],
      [{ audience: 'hostels', hostels: ['gopad'] }, 'hostels.0 must be a hostel name'],
      [{ audience: 'hostels', hostels: ['Narmada'] }, 'hostels must name hostels that exist'],
      [{ audience: 'roles', roles: [] }, 'roles must name at least one role'],
      [
        { audience: 'roles', roles: ['principal'] },
        'roles.0 must be one of student, staff, admin, warden, mess_manager, guard, technician',
      ],
      [{ important: 'yes' }, 'important must be true or false'],
      [{ audience: undefined }, 'audience must be everyone, hostels or roles'],
    ];
    for (const [overrides, message] of refusals) {
      const res = await h.call('POST', '/admin/notices', { token: staff.token, body: notice(overrides) });
      expect(res.status, message).toBe(400);
      expect(res.body, message).toEqual({ message, code: 'invalid_request' });
    }
    const [after] = await h.sql<{ n: number }>('select count(*)::int as n from public.notices');
    expect(after).toEqual(before);
  });

  it('when a missing notice is edited or the time is not ISO, then 404 or 400', async () => {
    const missing = await h.call('POST', '/admin/notices', { token: staff.token, body: notice({ id: 999999 }) });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Notice not found', code: 'not_found' });
    const bad = await h.call('POST', '/admin/notices', {
      token: staff.token,
      body: notice({ published_at: 'tomorrow' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'published_at must be an ISO date and time' });
    const noTitle = await h.call('POST', '/admin/notices', { token: staff.token, body: notice({ title: undefined }) });
    expect(noTitle.body).toMatchObject({ message: 'title is required' });
  });

  it('when an important notice is mailed, then the mail says the office’s title and text and links to the notices, in either language', () => {
    const data = { notice_id: 5, title: 'Fire drill', body: 'Gather on the lawn at 07:00.', important: true };
    const english = renderNotificationEmail('notice', data, 'https://hostel.example');
    expect(english?.subject).toBe('Important notice: Fire drill');
    expect(english?.text).toContain('Gather on the lawn at 07:00.');
    expect(english?.text).toContain('See all notices: https://hostel.example/status?section=notices');
    const hindi = renderNotificationEmail('notice', data, 'https://hostel.example', 'hi');
    expect(hindi?.subject).toBe('महत्वपूर्ण सूचना: Fire drill');
    expect(hindi?.text).toContain('सभी सूचनाएँ देखें: https://hostel.example/status?section=notices');
  });

  it('when a student posts a notice, then 403 and nothing is saved', async () => {
    const res = await h.call('POST', '/admin/notices', {
      token: gopadResident.token,
      body: notice({ title: 'Free rooms for all', published_at: new Date().toISOString() }),
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'forbidden' });
    expect(await h.sql("select id from public.notices where title = 'Free rooms for all'")).toEqual([]);
  });
});
