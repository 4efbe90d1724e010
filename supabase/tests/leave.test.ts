// Leave, played by an attacker: who reads what (a warden their hostels' leave only, a student their own, no one the
// guardian's links, anon nothing, nobody signed in writes or calls a leave function), the hostel's rules enforced, the
// guardian's link good once and for its own leave alone, the warden's decision kept to their hostels, the mess rebate
// an approval makes and a cancel withdraws, and a guardian changed only when the office confirms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const STAFF = { p_actor_id: '00000000-0000-4000-8000-00000000a002', p_actor_email: 'staff@hostel.local' };
/** The seed's warden, of Kanhar alone. */
const WARDEN = { p_actor_id: '00000000-0000-4000-8000-00000000a003', p_actor_email: 'warden@hostel.local' };
const ACCOUNTS = {
  warden: { email: 'warden@hostel.local', password: 'warden-pass-2026' },
  manager: { email: 'mess@hostel.local', password: 'mess-pass-2026' },
  staff: { email: 'staff@hostel.local', password: 'staff-pass-2026' },
};
const DAY = 86_400_000;
const LEAVE_TABLES = ['leave_rules', 'guardian_changes', 'leave_requests', 'leave_guardian_links'] as const;
/** A column of each table to try to change, and a value for it. */
const CHANGE: Record<(typeof LEAVE_TABLES)[number], [string, string | number]> = {
  leave_rules: ['notice_hours', 0],
  guardian_changes: ['guardian_name', 'Someone Else'],
  leave_requests: ['status', 'approved'],
  leave_guardian_links: ['wrong_codes', 0],
};

interface Applied {
  outcome: string;
  leave_id: number | null;
  status: string | null;
  notice_hours: number | null;
  max_days: number | null;
}

describe.each(ENGINES)('leave on %s', (engine) => {
  let project: TestProject;
  let kanharMess: number;
  let year = 2050;

  const signedIn = async (creds: { email: string; password: string }) => {
    const client = project.client();
    const { error } = await client.auth.signInWithPassword(creds);
    if (error) throw error;
    return client;
  };

  /** Students holding a bed in the hostel, allotted by the office as the app does. */
  async function residents(hostel: 'Kanhar' | 'Gopad', ids: string[]): Promise<string[]> {
    await project.declare(ids);
    await project.allot(hostel, ids);
    return ids;
  }

  /** Moments `days` from now, as ISO. */
  const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

  const apply = async (userId: string, from: string, to: string, extra: Record<string, unknown> = {}) => {
    const [row] = await project.call<Applied[]>('apply_leave', {
      p_user_id: userId,
      p_from_at: from,
      p_to_at: to,
      p_destination: 'Raipur',
      p_reason: 'Sister’s wedding',
      p_phone: '9876543210',
      ...extra,
    });
    return row!;
  };

  /** The token and code the guardian's mail carries, read from the outbox as only the mail sender would. */
  const guardianMail = async (leaveId: number) => {
    const [row] = await project.sql<{ email: string; token: string; code: string; user_id: string | null }>(
      `select email, data ->> 'token' as token, data ->> 'code' as code, user_id::text as user_id
       from public.notifications where dedupe_key = $1`,
      [`leave_guardian:${leaveId}`],
    );
    return row!;
  };

  const consent = (token: string, code: string, decision = 'consented') =>
    project.call<string>('guardian_consent', { p_token: token, p_code: code, p_decision: decision });

  const decide = async (leaveId: number, decision: string, actor = WARDEN, note: string | null = null) => {
    const [row] = await project.call<Array<{ outcome: string; status: string; rebate_days: number }>>('decide_leave', {
      p_leave_id: leaveId,
      p_decision: decision,
      p_note: note,
      ...actor,
    });
    return row!;
  };

  /** A mess period of its own year with the students registered at Kanhar Mess for all of it. */
  async function kanharPeriod(userIds: string[]): Promise<number> {
    const y = year++;
    const [period] = await project.sql<{ id: number }>(
      `insert into public.mess_periods (name, starts_on, ends_on, opens_at, closes_at, allocation)
       values ($1, $2::date, $3::date, now() - interval '2 days', now() - interval '1 day', 'first_come')
       returning id::int as id`,
      [`Leave ${y}`, `${y}-01-01`, `${y}-05-31`],
    );
    await project.sql(
      `insert into public.mess_registrations (period_id, user_id, mess_id, status, placed_by, from_on)
       select $1, x, $2, 'registered', 'office', $3::date from unnest($4::uuid[]) x`,
      [period!.id, kanharMess, `${y}-01-01`, userIds],
    );
    return y;
  }

  beforeAll(async () => {
    project = await startProject(engine);
    [{ id: kanharMess }] = (await project.sql<{ id: number }>(
      `select id::int as id from public.messes where name = 'Kanhar Mess'`,
    )) as [{ id: number }];
  }, 120_000);

  afterAll(async () => {
    await project?.close();
  });

  describe('who reads what', () => {
    let kanhar: { client: TestClient; id: string };
    let gopadId: string;
    let kanharLeave: number;
    let gopadLeave: number;

    beforeAll(async () => {
      kanhar = await project.newStudent('leave-reader');
      [gopadId] = (await project.accounts('leave-gopad', 1)) as [string];
      await residents('Kanhar', [kanhar.id]);
      await residents('Gopad', [gopadId]);
      kanharLeave = (await apply(kanhar.id, inDays(3), inDays(5))).leave_id!;
      gopadLeave = (await apply(gopadId, inDays(3), inDays(5))).leave_id!;
      await project.call('propose_guardian', {
        p_user_id: gopadId,
        p_name: 'Meera Rao',
        p_relation: 'mother',
        p_email: 'meera@example.com',
        p_phone: '9123456780',
      });
    });

    it('when the Kanhar warden reads, then they see the leave of Kanhar alone, not Gopad’s', async () => {
      const warden = await signedIn(ACCOUNTS.warden);
      const { data, error } = await warden.from('leave_requests').select('id, hostel_name');
      expect(error).toBeNull();
      const ids = (data ?? []).map((row) => row.id);
      expect(ids).toContain(kanharLeave);
      expect(ids).not.toContain(gopadLeave);
      expect(new Set((data ?? []).map((row) => row.hostel_name))).toEqual(new Set(['Kanhar']));
      expect((await warden.from('guardian_changes').select('user_id')).data).toEqual([]);
    });

    it('when a student reads, then they see only their own leave; the mess manager sees none', async () => {
      expect((await kanhar.client.from('leave_requests').select('user_id')).data).toEqual([{ user_id: kanhar.id }]);
      expect((await kanhar.client.from('guardian_changes').select('id')).data).toEqual([]);
      const manager = await signedIn(ACCOUNTS.manager);
      expect((await manager.from('leave_requests').select('id')).data).toEqual([]);
    });

    it('when anyone signed in or not reads the guardian links, then nothing is answered', async () => {
      for (const client of [project.client(), kanhar.client, await signedIn(ACCOUNTS.staff)]) {
        const links = await client.from('leave_guardian_links').select('token_hash');
        expect(links.error?.code).toBe('42501');
      }
      const anon = project.client();
      for (const table of ['leave_requests', 'guardian_changes', 'leave_rules']) {
        const read = await anon.from(table).select('*');
        expect(read.error?.code, table).toBe('42501');
      }
    });

    it('when the student reads their bell, then the guardian’s consent mail, with its code, is not in it', async () => {
      const mail = await guardianMail(kanharLeave);
      expect(mail.user_id).toBeNull();
      expect(mail.code).toMatch(/^\d{6}$/);
      const { data } = await kanhar.client.from('notifications').select('kind');
      const kinds = (data ?? []).map((row) => row.kind);
      expect(kinds).toContain('leave_status');
      expect(kinds).not.toContain('leave_guardian_consent');
      // Even asked for by name.
      const asked = await kanhar.client.from('notifications').select('data').eq('kind', 'leave_guardian_consent');
      expect(asked.data).toEqual([]);
    });

    it('when anyone signed in writes a leave table or calls a leave function, then the database refuses', async () => {
      for (const client of [kanhar.client, await signedIn(ACCOUNTS.warden), await signedIn(ACCOUNTS.staff)]) {
        for (const table of LEAVE_TABLES) {
          expect((await client.from(table).insert({})).error?.code, `insert ${table}`).toBe('42501');
          const [column, value] = CHANGE[table];
          // One column per table, chosen at run time: past the per-table row types.
          const updated = await client
            .from(table)
            .update({ [column]: value } as never)
            .not(column, 'is', null);
          expect(updated.error?.code, `update ${table}`).toBe('42501');
          const deleted = await client.from(table).delete().not(column, 'is', null);
          expect(deleted.error?.code, `delete ${table}`).toBe('42501');
        }
        const calls: Array<[string, Record<string, unknown>]> = [
          ['decide_leave', { p_leave_id: kanharLeave, p_decision: 'approved', p_note: null, ...WARDEN }],
          ['cancel_leave', { p_user_id: kanhar.id, p_leave_id: kanharLeave }],
          ['guardian_consent', { p_token: 'x', p_code: '000000', p_decision: 'consented' }],
          ['guardian_consent_view', { p_token: 'x' }],
          ['office_leaves', { p_actor_id: STAFF.p_actor_id, p_status: null, p_limit: 10, p_offset: 0 }],
          ['sync_leave_rebates', { p_leave_id: kanharLeave, p_actor_id: null }],
          ['shorten_leave', { p_user_id: kanhar.id, p_leave_id: kanharLeave, p_to_at: inDays(4) }],
        ];
        for (const [fn, args] of calls) expect((await client.rpc(fn, args)).error?.code, fn).toBe('42501');
      }
      const [row] = await project.sql<{ status: string }>('select status from public.leave_requests where id = $1', [
        kanharLeave,
      ]);
      expect(row?.status).toBe('awaiting_guardian');
    });
  });

  it('when a leave breaks the hostel’s rules, then it is refused with the rule: too late, too long, overlapping, no bed', async () => {
    const [student, homeless] = (await project.accounts('leave-rules', 2)) as [string, string];
    await residents('Kanhar', [student]);
    await project.declare([homeless]);
    await project.sql(`update public.leave_rules set notice_hours = 48, max_days = 7 where hostel_name = 'Kanhar'`);
    try {
      expect(await apply(student, inDays(1), inDays(3))).toMatchObject({ outcome: 'too_late', notice_hours: 48 });
      expect(await apply(student, inDays(3), inDays(11))).toMatchObject({ outcome: 'too_long', max_days: 7 });
      expect((await apply(homeless, inDays(3), inDays(5))).outcome).toBe('no_bed');
      expect((await apply(student, inDays(5), inDays(3))).outcome).toBe('invalid');
      expect((await apply(student, inDays(3), inDays(5), { p_phone: '12345' })).outcome).toBe('invalid');
      const from = inDays(3);
      const to = inDays(5);
      const first = await apply(student, from, to);
      expect(first).toMatchObject({ outcome: 'applied', status: 'awaiting_guardian' });
      // A retry answers the same request; another leave at those times overlaps.
      expect((await apply(student, from, to)).leave_id).toBe(first.leave_id);
      expect((await apply(student, inDays(4), inDays(6))).outcome).toBe('overlaps');
    } finally {
      await project.sql(`update public.leave_rules set notice_hours = 24, max_days = 30 where hostel_name = 'Kanhar'`);
    }
  });

  it('when a student asks six times in a day, then the sixth is refused: the guardian is not mailed without end', async () => {
    const [student] = (await project.accounts('leave-spam', 1)) as [string];
    await residents('Kanhar', [student]);
    for (let i = 0; i < 5; i++) {
      const leave = await apply(student, inDays(10 + i * 2), inDays(11 + i * 2));
      expect(leave.outcome).toBe('applied');
      expect(await project.call('cancel_leave', { p_user_id: student, p_leave_id: leave.leave_id })).toBe('cancelled');
    }
    expect((await apply(student, inDays(30), inDays(31))).outcome).toBe('too_many');
  });

  it('when the guardian answers, then the link works once, only with its code, only for its own leave', async () => {
    const [a, b] = (await project.accounts('leave-link', 2)) as [string, string];
    await residents('Kanhar', [a, b]);
    const leaveA = (await apply(a, inDays(3), inDays(4))).leave_id!;
    const leaveB = (await apply(b, inDays(3), inDays(4))).leave_id!;
    const mailA = await guardianMail(leaveA);
    const mailB = await guardianMail(leaveB);
    expect(mailA.token).toMatch(/^[0-9a-f]{64}$/);
    // The database keeps hashes only.
    const stored = await project.sql<{ token_hash: string }>(
      'select token_hash from public.leave_guardian_links where leave_id = $1',
      [leaveA],
    );
    expect(stored[0]?.token_hash).not.toBe(mailA.token);

    // A's token with B's code is a wrong code; it moves neither leave.
    expect(await consent(mailA.token, mailB.code === mailA.code ? '000000' : mailB.code)).toBe('wrong_code');
    const [view] = await project.call<Array<{ outcome: string; destination: string }>>('guardian_consent_view', {
      p_token: mailA.token,
    });
    expect(view).toMatchObject({ outcome: 'open', destination: 'Raipur' });
    expect(await consent(mailA.token, mailA.code)).toBe('consented');
    expect(await consent(mailA.token, mailA.code, 'refused')).toBe('used');
    const statuses = await project.sql<{ id: number; status: string; guardian_decision: string | null }>(
      'select id::int as id, status, guardian_decision from public.leave_requests where id = any($1) order by id',
      [[leaveA, leaveB]],
    );
    expect(statuses).toEqual([
      { id: leaveA, status: 'awaiting_warden', guardian_decision: 'consented' },
      { id: leaveB, status: 'awaiting_guardian', guardian_decision: null },
    ]);
    expect(await consent('f'.repeat(64), mailB.code)).toBe('not_found');

    // Five wrong codes lock B's link, even against the right code after.
    const wrong = mailB.code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) expect(await consent(mailB.token, wrong)).toBe('wrong_code');
    expect(await consent(mailB.token, mailB.code)).toBe('locked');

    // Once sent, the token and code leave the outbox.
    await project.sql(`update public.notifications set email_status = 'sent' where dedupe_key = $1`, [
      `leave_guardian:${leaveA}`,
    ]);
    expect(await guardianMail(leaveA)).toMatchObject({ token: null, code: null });
  });

  it('when a guardian refuses, then the leave is rejected and the student told', async () => {
    const [student] = (await project.accounts('leave-refused', 1)) as [string];
    await residents('Kanhar', [student]);
    const leave = (await apply(student, inDays(3), inDays(4))).leave_id!;
    const mail = await guardianMail(leave);
    expect(await consent(mail.token, mail.code, 'refused')).toBe('refused');
    expect((await decide(leave, 'approved')).outcome).toBe('closed');
    const told = await project.sql<{ status: string; by: string }>(
      `select data ->> 'status' as status, data ->> 'by' as by from public.notifications
       where user_id = $1 and kind = 'leave_status' order by id`,
      [student],
    );
    expect(told).toEqual([
      { status: 'awaiting_guardian', by: 'student' },
      { status: 'rejected', by: 'guardian' },
    ]);
  });

  it('when the warden decides, then only a warden of the student’s hostel may, and only after the guardian consents', async () => {
    const [kanhar, gopad] = (await project.accounts('leave-decide', 2)) as [string, string];
    await residents('Kanhar', [kanhar]);
    await residents('Gopad', [gopad]);
    const kanharLeave = (await apply(kanhar, inDays(3), inDays(4))).leave_id!;
    const gopadLeave = (await apply(gopad, inDays(3), inDays(4))).leave_id!;
    expect((await decide(gopadLeave, 'approved')).outcome).toBe('forbidden');
    expect((await decide(gopadLeave, 'rejected')).outcome).toBe('forbidden');
    expect((await decide(kanharLeave, 'approved')).outcome).toBe('awaiting_guardian');
    const mail = await guardianMail(kanharLeave);
    expect(await consent(mail.token, mail.code)).toBe('consented');
    expect(await decide(kanharLeave, 'approved', WARDEN, 'Travel safe')).toMatchObject({
      outcome: 'decided',
      status: 'approved',
    });
    expect((await decide(kanharLeave, 'approved')).outcome).toBe('unchanged');
    expect((await decide(kanharLeave, 'rejected', STAFF)).outcome).toBe('already_decided');
    // The whole office decides anywhere: a rejection needs no consent first.
    expect(await decide(gopadLeave, 'rejected', STAFF, 'Exams that week')).toMatchObject({
      outcome: 'decided',
      status: 'rejected',
    });
    const audit = await project.sql<{ action: string; actor_email: string }>(
      `select action, actor_email from public.audit_log where target_type = 'leave' and target_id = any($1)
       order by id`,
      [[String(kanharLeave), String(gopadLeave)]],
    );
    expect(audit).toEqual([
      { action: 'leave.guardian_consent', actor_email: expect.stringMatching(/^guardian:/) as unknown },
      { action: 'leave.approve', actor_email: WARDEN.p_actor_email },
      { action: 'leave.reject', actor_email: STAFF.p_actor_email },
    ]);
  });

  it('when an approved leave keeps a student away for whole days, then the mess rebates them; a cancel withdraws it', async () => {
    const [long, short] = (await project.accounts('leave-rebate', 2)) as [string, string];
    await residents('Kanhar', [long, short]);
    await project.sql(`update public.leave_rules set guardian_consent = false where hostel_name = 'Kanhar'`);
    try {
      const y = await kanharPeriod([long, short]);
      // Away from the morning of 10 March to the evening of 16 March: 11 to 15 March are whole days, five of them.
      const longLeave = await apply(long, `${y}-03-10T08:00:00+05:30`, `${y}-03-16T20:00:00+05:30`);
      expect(longLeave).toMatchObject({ outcome: 'applied', status: 'awaiting_warden' });
      expect(await decide(longLeave.leave_id!, 'approved')).toMatchObject({ outcome: 'decided', rebate_days: 5 });
      const rebates = () =>
        project.sql<{ from_on: string; to_on: string; status: string; source: string; mess_id: number }>(
          `select from_on::text, to_on::text, status, source, mess_id::int as mess_id from public.mess_rebates
           where leave_id = $1 order by id`,
          [longLeave.leave_id],
        );
      expect(await rebates()).toEqual([
        { from_on: `${y}-03-11`, to_on: `${y}-03-15`, status: 'approved', source: 'leave', mess_id: kanharMess },
      ]);
      const [billed] = await project.sql<{ on_rebate: boolean }>(`select public.on_rebate($1, $2::date) as on_rebate`, [
        long,
        `${y}-03-13`,
      ]);
      expect(billed?.on_rebate).toBe(true);

      // Back on the morning of 15 March instead: the rebate shrinks to 11 to 14 March, the 15th is billed again.
      const shorten = (to: string) =>
        project.call<string>('shorten_leave', { p_user_id: long, p_leave_id: longLeave.leave_id, p_to_at: to });
      expect(await shorten(`${y}-03-17T08:00:00+05:30`)).toBe('invalid');
      expect(await shorten(`${y}-03-15T08:00:00+05:30`)).toBe('shortened');
      expect((await rebates()).map((row) => [row.from_on, row.to_on, row.status])).toEqual([
        [`${y}-03-11`, `${y}-03-15`, 'withdrawn'],
        [`${y}-03-11`, `${y}-03-14`, 'approved'],
      ]);
      expect(await project.call('cancel_leave', { p_user_id: long, p_leave_id: longLeave.leave_id })).toBe('cancelled');
      expect((await rebates()).map((row) => row.status)).toEqual(['withdrawn', 'withdrawn']);
      expect(await shorten(`${y}-03-14T08:00:00+05:30`)).toBe('closed');

      // Three whole days are fewer than the mess's minimum of four: no rebate.
      const shortLeave = await apply(short, `${y}-04-10T08:00:00+05:30`, `${y}-04-14T08:00:00+05:30`);
      expect(await decide(shortLeave.leave_id!, 'approved')).toMatchObject({ outcome: 'decided', rebate_days: 0 });
    } finally {
      await project.sql(`update public.leave_rules set guardian_consent = true where hostel_name = 'Kanhar'`);
    }
  });

  it('when a leave has started, then its student can no longer cancel it; another’s leave is not found', async () => {
    const [student, other] = (await project.accounts('leave-cancel', 2)) as [string, string];
    await residents('Kanhar', [student, other]);
    const leave = (await apply(student, inDays(3), inDays(4))).leave_id!;
    expect(await project.call('cancel_leave', { p_user_id: other, p_leave_id: leave })).toBe('not_found');
    await project.sql(
      `update public.leave_requests set from_at = now() - interval '1 hour', to_at = now() + interval '1 day'
       where id = $1`,
      [leave],
    );
    expect(await project.call('cancel_leave', { p_user_id: student, p_leave_id: leave })).toBe('started');
  });

  it('when a student proposes a guardian, then the record changes only once the office confirms, audited', async () => {
    const [kanhar, gopad] = (await project.accounts('leave-guardian', 2)) as [string, string];
    await residents('Kanhar', [kanhar]);
    await residents('Gopad', [gopad]);
    const propose = async (userId: string, email: string) =>
      (
        await project.call<Array<{ outcome: string; change_id: number }>>('propose_guardian', {
          p_user_id: userId,
          p_name: 'Sunil Verma',
          p_relation: 'father',
          p_email: email,
          p_phone: '+447700900123',
        })
      )[0]!;
    const kanharChange = await propose(kanhar, 'Sunil@Example.com');
    const gopadChange = await propose(gopad, 'sunil@example.com');
    expect(kanharChange.outcome).toBe('proposed');
    const guardianOf = async (userId: string) =>
      (
        await project.sql<{ guardian_email: string }>(
          'select guardian_email from public.student_records where user_id = $1',
          [userId],
        )
      )[0]?.guardian_email;
    const before = await guardianOf(kanhar);
    expect(before).not.toBe('sunil@example.com');
    const decideChange = (changeId: number, decision: string, actor: typeof STAFF) =>
      project.call<string>('decide_guardian_change', {
        p_change_id: changeId,
        p_decision: decision,
        p_note: null,
        ...actor,
      });
    expect(await decideChange(gopadChange.change_id, 'confirmed', WARDEN)).toBe('forbidden');
    expect(await decideChange(kanharChange.change_id, 'confirmed', WARDEN)).toBe('decided');
    expect(await guardianOf(kanhar)).toBe('sunil@example.com');
    expect(await decideChange(kanharChange.change_id, 'refused', STAFF)).toBe('already_decided');
    expect(await decideChange(gopadChange.change_id, 'refused', STAFF)).toBe('decided');
    expect(await guardianOf(gopad)).not.toBe('sunil@example.com');
    const audit = await project.sql<{ action: string; before: { guardian_email: string } }>(
      `select action, before from public.audit_log where target_type = 'user' and target_id = $1
       and action like 'guardian.%'`,
      [kanhar],
    );
    expect(audit).toEqual([
      { action: 'guardian.confirm', before: expect.objectContaining({ guardian_email: before }) as unknown },
    ]);
  });

  it('when the rules are edited, then the hostel’s warden and the office may, another hostel’s warden may not', async () => {
    const save = (hostel: string, actor: typeof STAFF, notice = 12) =>
      project.call<string>('save_leave_rules', {
        p_hostel_name: hostel,
        p_notice_hours: notice,
        p_max_days: 20,
        p_guardian_consent: true,
        p_curfew: '21:30',
        p_late_notice_minutes: 30,
        ...actor,
      });
    expect(await save('Gopad', WARDEN)).toBe('forbidden');
    expect(await save('Narmada', STAFF)).toBe('not_found');
    expect(await save('Gopad', STAFF, -1)).toBe('invalid');
    expect(await save('Kanhar', WARDEN)).toBe('saved');
    expect(await save('Gopad', STAFF)).toBe('saved');
    const rows = await project.sql<{ hostel_name: string; curfew: string }>(
      `select hostel_name, curfew::text as curfew from public.leave_rules where hostel_name in ('Kanhar', 'Gopad')
       order by hostel_name`,
    );
    expect(rows).toEqual([
      { hostel_name: 'Gopad', curfew: '21:30:00' },
      { hostel_name: 'Kanhar', curfew: '21:30:00' },
    ]);
    const audit = await project.sql('select 1 from public.audit_log where action = $1', ['leave_rules.edit']);
    expect(audit).toHaveLength(2);
    await save('Kanhar', STAFF, 24);
    await save('Gopad', STAFF, 24);
  });
});
