// The night roll-call, played by an attacker: each resident's state at the call's moment at its edges (a leave covering
// it or ending just before, out through the gate and not back, back before the call or after it), the curfew that
// belongs to the next morning, marks kept to the hostel's warden and the whole office, to tonight and last night and to
// residents, audited once however often they are retried, and marks read by no one else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const STAFF = { p_actor_id: '00000000-0000-4000-8000-00000000a002', p_actor_email: 'staff@hostel.local' };
/** The seed's warden, of Kanhar alone. */
const WARDEN = { p_actor_id: '00000000-0000-4000-8000-00000000a003', p_actor_email: 'warden@hostel.local' };
const MANAGER = { p_actor_id: '00000000-0000-4000-8000-00000000a004', p_actor_email: 'mess@hostel.local' };
/** The seed's guard, of Indravati's gate. */
const GUARD = { p_actor_id: '00000000-0000-4000-8000-00000000a005', p_actor_email: 'guard@hostel.local' };
const ACCOUNTS = {
  warden: { email: 'warden@hostel.local', password: 'warden-pass-2026' },
  staff: { email: 'staff@hostel.local', password: 'staff-pass-2026' },
};
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A past night and its call at Kanhar's curfew (22:00 IST, the default), 16:30 UTC. */
const NIGHT = '2026-11-20';
const CALL = Date.parse('2026-11-20T16:30:00Z');

/** Residents placed around the call by leave and the gate, and the state each must read. */
const EXPECTED = {
  covering: 'on_leave',
  startsAtCall: 'on_leave',
  endsAtCall: 'unaccounted',
  away: 'on_leave',
  overdue: 'past_curfew',
  lateBack: 'past_curfew',
  back: 'in',
  backThisMorning: 'unaccounted',
  rejected: 'unaccounted',
  idle: 'unaccounted',
} as const;
type Case = keyof typeof EXPECTED;

interface Resident {
  user_id: string;
  room: string;
  bed: string;
  state: string;
  marked_at: string | null;
  leave: { id: number; exited_at: string | null; returned_at: string | null } | null;
}
interface Night {
  problem?: string;
  curfew: string;
  call_at: string;
  open: boolean;
  residents: Resident[];
}

describe.each(ENGINES)('the roll-call on %s', (engine) => {
  let project: TestProject;
  let tonight: string;

  const signedIn = async (creds: { email: string; password: string }) => {
    const client = project.client();
    const { error } = await client.auth.signInWithPassword(creds);
    if (error) throw error;
    return client;
  };

  /** New students holding a bed in the hostel, allotted by the office as the app does. */
  async function residents(hostel: 'Kanhar' | 'Gopad', label: string, count: number): Promise<string[]> {
    const ids = await project.accounts(label, count);
    await project.declare(ids);
    await project.allot(hostel, ids);
    return ids;
  }

  /** A leave as the warden's approval leaves it, written directly: its moments are the test's. */
  async function leave(userId: string, from: number, to: number, status = 'approved'): Promise<number> {
    const [row] = await project.sql<{ id: number }>(
      `insert into public.leave_requests (user_id, hostel_name, from_at, to_at, destination, reason, phone, status,
                                          guardian_required)
       values ($1, 'Kanhar', $2, $3, 'Raipur', 'Home', '9876543210', $4, false) returning id::int as id`,
      [userId, new Date(from).toISOString(), new Date(to).toISOString(), status],
    );
    return row!.id;
  }

  /** The gate's record of an exit or a return, as the gate's functions would write it. */
  async function gate(leaveId: number, userId: string, direction: 'out' | 'in', at: number): Promise<void> {
    await project.sql(
      `insert into public.gate_events (leave_id, user_id, hostel_name, direction, at) values ($1, $2, 'Kanhar', $3, $4)`,
      [leaveId, userId, direction, new Date(at).toISOString()],
    );
  }

  const night = (hostel: string, day: string, actor = WARDEN) =>
    project.call<Night>('roll_call_night', { p_hostel_name: hostel, p_night: day, p_actor_id: actor.p_actor_id });

  const mark = async (hostel: string, day: string, userIds: string[], present = true, actor = WARDEN) => {
    const [row] = await project.call<Array<{ outcome: string; marked: number }>>('mark_roll_call', {
      p_hostel_name: hostel,
      p_night: day,
      p_user_ids: userIds,
      p_present: present,
      ...actor,
    });
    return row!;
  };

  const audits = async (userId: string) =>
    (
      await project.sql<{ n: number }>(
        `select count(*)::int as n from public.audit_log
         where action = 'rollcall.mark' and after -> 'user_ids' ? $1`,
        [userId],
      )
    )[0]!.n;

  beforeAll(async () => {
    project = await startProject(engine);
    [{ tonight }] = (await project.sql<{ tonight: string }>(`select public.ist_day(now())::text as tonight`)) as [
      { tonight: string },
    ];
  }, 120_000);

  afterAll(async () => {
    await project?.close();
  });

  it('when leave and the gate place residents around the call, then each reads in, on leave, past curfew or unaccounted', async () => {
    const ids = await residents('Kanhar', 'rollcall-states', Object.keys(EXPECTED).length);
    const id = Object.fromEntries(Object.keys(EXPECTED).map((name, i) => [name, ids[i]!])) as Record<Case, string>;
    await leave(id.covering, CALL - HOUR, CALL + 24 * HOUR);
    await leave(id.startsAtCall, CALL, CALL + 24 * HOUR);
    await leave(id.endsAtCall, CALL - 24 * HOUR, CALL);
    const awayLeave = await leave(id.away, CALL - 24 * HOUR, CALL + HOUR);
    await gate(awayLeave, id.away, 'out', CALL - 20 * HOUR);
    const overdueLeave = await leave(id.overdue, CALL - 24 * HOUR, CALL - MINUTE);
    await gate(overdueLeave, id.overdue, 'out', CALL - 20 * HOUR);
    const lateLeave = await leave(id.lateBack, CALL - 24 * HOUR, CALL - HOUR);
    await gate(lateLeave, id.lateBack, 'out', CALL - 20 * HOUR);
    await gate(lateLeave, id.lateBack, 'in', CALL + 10 * MINUTE);
    const backLeave = await leave(id.back, CALL - 24 * HOUR, CALL + 24 * HOUR);
    await gate(backLeave, id.back, 'out', CALL - 20 * HOUR);
    await gate(backLeave, id.back, 'in', CALL - 5 * MINUTE);
    // Back at 09:30 IST, before the night began at noon: that leave says nothing of tonight.
    const morningLeave = await leave(id.backThisMorning, CALL - 48 * HOUR, CALL - 6 * HOUR);
    await gate(morningLeave, id.backThisMorning, 'out', CALL - 40 * HOUR);
    await gate(morningLeave, id.backThisMorning, 'in', CALL - 12 * HOUR - 30 * MINUTE);
    await leave(id.rejected, CALL - HOUR, CALL + HOUR, 'rejected');

    const answer = await night('Kanhar', NIGHT);
    expect(answer).toMatchObject({ curfew: '22:00', open: false });
    expect(Date.parse(answer.call_at)).toBe(CALL);
    const states = new Map(answer.residents.map((row) => [row.user_id, row]));
    for (const [name, state] of Object.entries(EXPECTED)) expect(states.get(id[name as Case])?.state, name).toBe(state);
    expect(states.get(id.lateBack)?.leave).toMatchObject({ id: lateLeave });
    expect(Date.parse(states.get(id.lateBack)!.leave!.returned_at!)).toBe(CALL + 10 * MINUTE);
    expect(states.get(id.idle)?.leave).toBeNull();
    // By wing, room and bed.
    const order = answer.residents.map((row) => `${row.room}/${row.bed}`);
    expect(order).toEqual([...order].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    expect(answer.residents[0]?.room).toMatch(/^[A-Za-z0-9]+-\d+$/);
  });

  it('when the curfew is before noon, then the call is the next morning’s', async () => {
    await project.sql(`update public.leave_rules set curfew = '00:30' where hostel_name = 'Gopad'`);
    try {
      const answer = await night('Gopad', '2026-11-28', STAFF);
      expect(answer.curfew).toBe('00:30');
      expect(Date.parse(answer.call_at)).toBe(Date.parse('2026-11-28T19:00:00Z'));
    } finally {
      await project.sql(`update public.leave_rules set curfew = '22:00' where hostel_name = 'Gopad'`);
    }
  });

  it('when someone not serving the hostel reads, or the hostel does not exist, then only the problem is answered', async () => {
    expect(await night('Gopad', NIGHT)).toEqual({ problem: 'forbidden' });
    expect(await night('Kanhar', NIGHT, GUARD)).toEqual({ problem: 'forbidden' });
    expect(await night('Kanhar', NIGHT, MANAGER)).toEqual({ problem: 'forbidden' });
    expect(await night('Nowhere', NIGHT, STAFF)).toEqual({ problem: 'unknown_hostel' });
    expect((await night('Gopad', NIGHT, STAFF)).problem).toBeUndefined();
  });

  describe('marking', () => {
    let kanhar: string[];
    let gopad: string[];

    beforeAll(async () => {
      kanhar = await residents('Kanhar', 'rollcall-marks', 3);
      gopad = await residents('Gopad', 'rollcall-marks-gopad', 1);
    });

    it('when the warden marks a resident present, then they read in, once audited however often it is retried', async () => {
      const [first, second] = kanhar as [string, string];
      expect(await mark('Kanhar', tonight, [first, first, second])).toEqual({ outcome: 'marked', marked: 2 });
      const answer = await night('Kanhar', tonight);
      expect(answer.open).toBe(true);
      const row = answer.residents.find((resident) => resident.user_id === first);
      expect(row).toMatchObject({ state: 'in', marked_at: expect.any(String) as unknown });
      expect(await mark('Kanhar', tonight, [first])).toEqual({ outcome: 'marked', marked: 1 });
      expect(await audits(first)).toBe(1);
      // Taken back, they are unaccounted again; the mark's history is in the audit.
      expect(await mark('Kanhar', tonight, [second], false)).toEqual({ outcome: 'marked', marked: 1 });
      const after = await night('Kanhar', tonight);
      expect(after.residents.find((resident) => resident.user_id === second)).toMatchObject({
        state: 'unaccounted',
        marked_at: null,
      });
      expect(await audits(second)).toBe(2);
    });

    it('when the night is not tonight or last night, then it is closed; last night is open', async () => {
      const day = (offset: number) => new Date(Date.parse(`${tonight}T00:00:00Z`) + offset * 86_400_000);
      const iso = (offset: number) => day(offset).toISOString().slice(0, 10);
      expect((await mark('Kanhar', iso(-1), [kanhar[2]!])).outcome).toBe('marked');
      expect((await mark('Kanhar', iso(-2), [kanhar[2]!])).outcome).toBe('night_closed');
      expect((await mark('Kanhar', iso(1), [kanhar[2]!])).outcome).toBe('night_closed');
    });

    it('when the actor does not serve the hostel or names a non-resident, then nothing is marked', async () => {
      const third = kanhar[2]!;
      expect((await mark('Gopad', tonight, gopad)).outcome).toBe('forbidden');
      expect((await mark('Kanhar', tonight, [third], true, GUARD)).outcome).toBe('forbidden');
      expect((await mark('Kanhar', tonight, [third], true, MANAGER)).outcome).toBe('forbidden');
      expect((await mark('Nowhere', tonight, [third], true, STAFF)).outcome).toBe('unknown_hostel');
      expect(await mark('Kanhar', tonight, [third, gopad[0]!])).toEqual({ outcome: 'not_resident', marked: 0 });
      expect((await mark('Kanhar', tonight, [])).outcome).toBe('invalid');
      const marks = await project.sql(
        'select 1 from public.rollcall_marks where user_id = any($1::uuid[]) and night = $2',
        [[third, gopad[0]], tonight],
      );
      expect(marks).toEqual([]);
      // The whole office marks any hostel.
      expect((await mark('Gopad', tonight, gopad, true, STAFF)).outcome).toBe('marked');
    });

    describe('who reads the marks', () => {
      let student: { client: TestClient; id: string };

      beforeAll(async () => {
        student = await project.newStudent('rollcall-reader');
        await project.declare([student.id]);
        await project.sql(
          `insert into public.rollcall_marks (hostel_name, night, user_id, present, marked_by) values
             ('Kanhar', $1, $2, true, $3), ('Gopad', $1, $4, true, $5)`,
          [NIGHT, student.id, WARDEN.p_actor_id, gopad[0], STAFF.p_actor_id],
        );
      });

      it('when the Kanhar warden reads, then they see Kanhar’s marks and not Gopad’s; the office sees both', async () => {
        const warden = await signedIn(ACCOUNTS.warden);
        const { data, error } = await warden.from('rollcall_marks').select('hostel_name');
        expect(error).toBeNull();
        expect(new Set((data ?? []).map((row) => row.hostel_name))).toEqual(new Set(['Kanhar']));
        const staff = await signedIn(ACCOUNTS.staff);
        const all = await staff.from('rollcall_marks').select('hostel_name');
        expect(new Set((all.data ?? []).map((row) => row.hostel_name))).toEqual(new Set(['Kanhar', 'Gopad']));
      });

      it('when a student reads, even their own mark, then nothing; anon is refused', async () => {
        expect((await student.client.from('rollcall_marks').select('user_id')).data).toEqual([]);
        expect((await project.client().from('rollcall_marks').select('*')).error?.code).toBe('42501');
      });

      it('when anyone signed in writes the marks or calls a roll-call function, then the database refuses', async () => {
        for (const client of [student.client, await signedIn(ACCOUNTS.warden), await signedIn(ACCOUNTS.staff)]) {
          const row = { hostel_name: 'Kanhar', night: tonight, user_id: student.id, present: true };
          expect((await client.from('rollcall_marks').insert(row)).error?.code).toBe('42501');
          const updated = await client.from('rollcall_marks').update({ present: false }).eq('hostel_name', 'Kanhar');
          expect(updated.error?.code).toBe('42501');
          expect((await client.from('rollcall_marks').delete().eq('hostel_name', 'Kanhar')).error?.code).toBe('42501');
          const calls: Array<[string, Record<string, unknown>]> = [
            [
              'mark_roll_call',
              { p_hostel_name: 'Kanhar', p_night: tonight, p_user_ids: [student.id], p_present: true, ...WARDEN },
            ],
            ['roll_call_night', { p_hostel_name: 'Kanhar', p_night: tonight, p_actor_id: WARDEN.p_actor_id }],
          ];
          for (const [fn, args] of calls) expect((await client.rpc(fn, args)).error?.code, fn).toBe('42501');
        }
        const [row] = await project.sql<{ present: boolean }>(
          'select present from public.rollcall_marks where user_id = $1 and night = $2',
          [student.id, NIGHT],
        );
        expect(row?.present).toBe(true);
      });
    });
  });
});
