// Visitors, played by an attacker: a host reads their own passes and nobody else's; a guard reads today's passes at
// the gates they keep and nothing of the host beyond them; no API role writes a pass or calls the functions. The rules
// are the database's: visiting hours in IST, blackouts, how many at once (under concurrency), visitors of the other
// gender in a boys' or girls' hostel, bans (stop new passes, void old ones, tell the hosts), the host's leave and
// check-out (void their passes). The gate records an entry and an exit once each, two gates at once included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const STAFF = { p_actor_id: '00000000-0000-4000-8000-00000000a002', p_actor_email: 'staff@hostel.local' };
const WARDEN_ID = '00000000-0000-4000-8000-00000000a003';
/** The seed's guard, of Indravati's gate alone. */
const INDRAVATI_GUARD = { email: 'guard@hostel.local', password: 'guard-pass-2026' };
const HOUR = 3_600_000;

/** A moment on the IST day `days` from today, at hh:mm IST. */
function ist(days: number, time: string): string {
  const day = new Date(Date.now() + 5.5 * HOUR + days * 86_400_000).toISOString().slice(0, 10);
  return new Date(`${day}T${time}:00+05:30`).toISOString();
}

interface Registered {
  outcome: string;
  pass_id: number | null;
}

describe.each(ENGINES)('visitors on %s', (engine) => {
  let project: TestProject;
  let guard: { client: TestClient; id: string };
  let indravatiGuard: TestClient;
  let phone = 9_100_000_000;
  const nextPhone = () => String(phone++);

  /** A resident of the hostel (declared for it), signed in, with a bed allotted as the office does. */
  async function host(hostel = 'Kanhar'): Promise<{ client: TestClient; id: string }> {
    const student = await project.newStudent(`visit-${hostel}`);
    await project.declare([student.id], { gender: hostel === 'Indravati' ? 'female' : 'male', married: false });
    await project.allot(hostel, [student.id]);
    return student;
  }

  const register = async (
    hostId: string,
    overrides: Partial<Record<'p_phone' | 'p_gender' | 'p_from_at' | 'p_to_at', string>> = {},
  ): Promise<Registered> => {
    const [row] = await project.call<Registered[]>('register_visitor', {
      p_host_id: hostId,
      p_visitor_name: 'Meera Sharma',
      p_phone: nextPhone(),
      p_email: 'meera@example.com',
      p_relation: 'parent',
      p_gender: 'male',
      p_purpose: 'A visit',
      p_from_at: ist(1, '10:00'),
      p_to_at: ist(1, '12:00'),
      ...overrides,
    });
    return row!;
  };

  /** An active pass of the host between two moments, arranged in SQL (its window may have begun). */
  async function pass(hostId: string, from: Date, to: Date, hostel = 'Kanhar'): Promise<number> {
    const [row] = await project.sql<{ id: number }>(
      `insert into public.visitor_passes (host_id, hostel_name, visitor_name, phone, email, relation, gender, purpose,
                                          from_at, to_at, status, created_by)
       values ($1, $2, 'Ravi Verma', $3, 'ravi@example.com', 'friend', 'male', 'Study group', $4, $5, 'active', $1)
       returning id::int as id`,
      [hostId, hostel, nextPhone(), from, to],
    );
    return row!.id;
  }

  const statusOf = async (passId: number) =>
    (
      await project.sql<{ status: string; void_reason: string | null }>(
        'select status, void_reason from public.visitor_passes where id = $1',
        [passId],
      )
    )[0];

  const scan = async (passId: number, direction: 'in' | 'out', actor = guard.id) =>
    (
      await project.call<{ outcome: string; late: boolean | null }[]>('visitor_scan', {
        p_pass_id: passId,
        p_phone: null,
        p_direction: direction,
        p_actor_id: actor,
        p_at: null,
      })
    )[0]!;

  beforeAll(async () => {
    project = await startProject(engine);
    guard = await project.signUp({ email: `visit-guard-${engine}@hostel.local`, password: 'guard-test-pass-2026' });
    await project.sql(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"guard"}' where id = $1`,
      [guard.id],
    );
    await project.sql(`insert into public.office_places (user_id, kind, hostel_name) values ($1, 'gate', 'Kanhar')`, [
      guard.id,
    ]);
    // A fresh sign-in carries the guard role in its token.
    await guard.client.auth.signInWithPassword({
      email: `visit-guard-${engine}@hostel.local`,
      password: 'guard-test-pass-2026',
    });
    indravatiGuard = project.client();
    const { error } = await indravatiGuard.auth.signInWithPassword(INDRAVATI_GUARD);
    if (error) throw error;
  }, 120_000);

  afterAll(async () => {
    await project?.close();
  });

  describe('who reads and writes a pass', () => {
    it('when a host reads passes, then only their own come back; another student and a visitor read none and write none', async () => {
      const mine = await host();
      const other = await host();
      const made = await register(mine.id);
      expect(made.outcome).toBe('registered');
      const own = await mine.client.from('visitor_passes').select('id');
      expect(own.data).toEqual([{ id: made.pass_id }]);
      expect((await other.client.from('visitor_passes').select('id')).data).toEqual([]);
      expect((await project.client().from('visitor_passes').select('id')).data ?? []).toEqual([]);
      const forged = await other.client.from('visitor_passes').update({ status: 'cancelled' }).eq('id', made.pass_id!);
      expect(forged.error).not.toBeNull();
      const inserted = await other.client.from('visitor_passes').insert({ host_id: other.id });
      expect(inserted.error).not.toBeNull();
      for (const [fn, args] of [
        ['register_visitor', { p_host_id: other.id }],
        ['cancel_visitor_pass', { p_host_id: mine.id, p_pass_id: made.pass_id }],
        ['visitor_scan', { p_pass_id: made.pass_id, p_direction: 'in', p_actor_id: other.id }],
        ['add_visitor_ban', { p_phone: '9876543210', p_visitor_name: 'X Y', p_reason: 'r' }],
      ] as const) {
        const { error } = await other.client.rpc(fn, args);
        expect(error, fn).not.toBeNull();
      }
      expect(await project.call('cancel_visitor_pass', { p_host_id: other.id, p_pass_id: made.pass_id })).toBe(
        'not_found',
      );
      expect((await statusOf(made.pass_id!))?.status).toBe('active');
    });

    it('when a guard reads passes, then today’s at their gate show, not tomorrow’s nor another gate’s, and nothing else of the host', async () => {
      const resident = await host();
      const today = await pass(resident.id, new Date(Date.now() - HOUR), new Date(Date.now() + HOUR));
      const later = await pass(resident.id, new Date(Date.now() + 30 * HOUR), new Date(Date.now() + 31 * HOUR));
      const seen = (await guard.client.from('visitor_passes').select('id').in('id', [today, later])).data;
      expect(seen).toEqual([{ id: today }]);
      expect((await indravatiGuard.from('visitor_passes').select('id').in('id', [today, later])).data).toEqual([]);
      for (const table of ['student_records', 'student_profiles', 'bookings', 'leave_requests'] as const) {
        const { data } = await guard.client.from(table).select('user_id').eq('user_id', resident.id);
        expect(data ?? [], table).toEqual([]);
      }
      const atGate = await project.call<{ passes: { id: number; host: Record<string, unknown> }[] }>('gate_visitors', {
        p_hostel_name: 'Kanhar',
        p_actor_id: guard.id,
      });
      const row = atGate.passes.find((p) => p.id === today);
      expect(Object.keys(row!.host).sort()).toEqual(['name', 'roll_number', 'room']);
      const indravatiGuardId = (await indravatiGuard.auth.getUser()).data.user!.id;
      expect(await project.call('gate_visitors', { p_hostel_name: 'Kanhar', p_actor_id: indravatiGuardId })).toEqual({
        problem: 'forbidden',
      });
    });
  });

  describe('the hostel’s rules, decided in SQL', () => {
    it('when a visit is outside visiting hours in IST, then outside_hours; inside them, registered', async () => {
      const resident = await host();
      expect((await register(resident.id, { p_from_at: ist(1, '08:30'), p_to_at: ist(1, '09:30') })).outcome).toBe(
        'outside_hours',
      );
      expect((await register(resident.id, { p_from_at: ist(1, '18:30'), p_to_at: ist(1, '19:30') })).outcome).toBe(
        'outside_hours',
      );
      // Across midnight IST: two days.
      expect((await register(resident.id, { p_from_at: ist(1, '18:00'), p_to_at: ist(2, '10:00') })).outcome).toBe(
        'outside_hours',
      );
      expect((await register(resident.id, { p_from_at: ist(1, '09:00'), p_to_at: ist(1, '19:00') })).outcome).toBe(
        'registered',
      );
    });

    it('when a blackout covers the visit, then blackout; when it is removed, the visit is made', async () => {
      const resident = await host('Gopad');
      const [added] = await project.call<{ outcome: string; blackout: { id: number } }[]>('add_visitor_blackout', {
        p_hostel_name: 'Gopad',
        p_starts_at: ist(3, '12:00'),
        p_ends_at: ist(3, '14:00'),
        p_reason: 'Exams',
        ...STAFF,
      });
      expect(added!.outcome).toBe('added');
      const visit = { p_from_at: ist(3, '13:00'), p_to_at: ist(3, '15:00') };
      expect((await register(resident.id, visit)).outcome).toBe('blackout');
      await project.call('remove_visitor_blackout', { p_blackout_id: added!.blackout.id, ...STAFF });
      expect((await register(resident.id, visit)).outcome).toBe('registered');
    });

    it('when a host registers many at once, then no more than max_at_once are made', async () => {
      const resident = await host();
      const window = { p_from_at: ist(4, '10:00'), p_to_at: ist(4, '11:00') };
      const outcomes = await Promise.all(Array.from({ length: 6 }, () => register(resident.id, window)));
      expect(outcomes.map((o) => o.outcome).sort()).toEqual([
        'registered',
        'registered',
        'too_many',
        'too_many',
        'too_many',
        'too_many',
      ]);
      // Another window, clear of those two, is free.
      expect((await register(resident.id, { p_from_at: ist(4, '11:00'), p_to_at: ist(4, '12:00') })).outcome).toBe(
        'registered',
      );
    });

    it('when a visitor is of the other gender, then a boys’ or girls’ hostel refuses them unless its rules allow', async () => {
      const boy = await host();
      const girl = await host('Indravati');
      expect((await register(boy.id, { p_gender: 'female' })).outcome).toBe('other_gender');
      expect((await register(girl.id, { p_gender: 'male' })).outcome).toBe('other_gender');
      expect((await register(girl.id, { p_gender: 'female' })).outcome).toBe('registered');
      expect(
        await project.call('save_visitor_rules', {
          p_hostel_name: 'Indravati',
          p_visit_from: '09:00',
          p_visit_to: '19:00',
          p_max_at_once: 2,
          p_days_ahead: 14,
          p_areas: 'The lounge',
          p_other_gender: true,
          ...STAFF,
        }),
      ).toBe('saved');
      expect((await register(girl.id, { p_gender: 'male' })).outcome).toBe('registered');
    });

    it('when a warden of another hostel saves its rules, then forbidden and nothing changes', async () => {
      expect(
        await project.call('save_visitor_rules', {
          p_hostel_name: 'Gopad',
          p_visit_from: '06:00',
          p_visit_to: '23:00',
          p_max_at_once: 10,
          p_days_ahead: 60,
          p_areas: 'Anywhere',
          p_other_gender: true,
          p_actor_id: WARDEN_ID,
          p_actor_email: 'warden@hostel.local',
        }),
      ).toBe('forbidden');
      const [rules] = await project.sql<{ areas: string }>(
        `select areas from public.visitor_rules where hostel_name = 'Gopad'`,
      );
      expect(rules!.areas).toBe('The visitors’ lounge on the ground floor');
    });
  });

  describe('what voids a pass', () => {
    it('when the office bans a phone, then its passes are void, their hosts told, and new ones refused until lifted', async () => {
      const resident = await host();
      const banned = nextPhone();
      const made = await register(resident.id, { p_phone: banned });
      const [ban] = await project.call<{ outcome: string; ban: { id: number }; voided: number }[]>('add_visitor_ban', {
        p_phone: banned,
        p_visitor_name: 'Meera Sharma',
        p_reason: 'Trouble at the gate',
        ...STAFF,
      });
      expect([ban!.outcome, ban!.voided]).toEqual(['banned', 1]);
      expect(await statusOf(made.pass_id!)).toEqual({ status: 'void', void_reason: 'banned' });
      const told = await project.sql(
        `select 1 from public.notifications where user_id = $1 and kind = 'visitor_pass_void'`,
        [resident.id],
      );
      expect(told).toHaveLength(1);
      expect((await register(resident.id, { p_phone: banned })).outcome).toBe('banned');
      const [again] = await project.call<{ outcome: string }[]>('add_visitor_ban', {
        p_phone: banned,
        p_visitor_name: 'Meera Sharma',
        p_reason: 'Again',
        ...STAFF,
      });
      expect(again!.outcome).toBe('already_banned');
      await project.call('lift_visitor_ban', { p_ban_id: ban!.ban.id, ...STAFF });
      expect((await register(resident.id, { p_phone: banned })).outcome).toBe('registered');
    });

    it('when the host’s leave is approved, then passes in it are void, and a new one in it is refused', async () => {
      const resident = await host();
      const inLeave = await register(resident.id, { p_from_at: ist(5, '10:00'), p_to_at: ist(5, '11:00') });
      const after = await register(resident.id, { p_from_at: ist(7, '10:00'), p_to_at: ist(7, '11:00') });
      const [leave] = await project.sql<{ id: number }>(
        `insert into public.leave_requests (user_id, hostel_name, from_at, to_at, destination, reason, phone, status,
                                            guardian_required)
         values ($1, 'Kanhar', $2, $3, 'Raipur', 'Home', '9876543210', 'awaiting_warden', false)
         returning id::int as id`,
        [resident.id, ist(5, '06:00'), ist(6, '20:00')],
      );
      expect((await statusOf(inLeave.pass_id!))?.status).toBe('active');
      await project.call('decide_leave', {
        p_leave_id: leave!.id,
        p_decision: 'approved',
        p_note: null,
        ...STAFF,
      });
      expect(await statusOf(inLeave.pass_id!)).toEqual({ status: 'void', void_reason: 'host_on_leave' });
      expect((await statusOf(after.pass_id!))?.status).toBe('active');
      expect((await register(resident.id, { p_from_at: ist(6, '10:00'), p_to_at: ist(6, '11:00') })).outcome).toBe(
        'host_on_leave',
      );
    });

    it('when the office checks the host out, then their passes not yet over are void', async () => {
      const resident = await host();
      const made = await register(resident.id);
      const [bed] = await project.sql<{ id: number }>('select id::int as id from public.beds where occupant_id = $1', [
        resident.id,
      ]);
      expect(await project.call('check_out_bed', { p_bed_id: bed!.id, ...STAFF })).toBe('checked_out');
      expect(await statusOf(made.pass_id!)).toEqual({ status: 'void', void_reason: 'host_checked_out' });
    });
  });

  describe('the gate', () => {
    it('when a visitor is scanned in and out, then each is recorded once; an exit with no entry is not_in', async () => {
      const resident = await host();
      const visit = await pass(resident.id, new Date(Date.now() - HOUR), new Date(Date.now() + HOUR));
      expect((await scan(visit, 'out')).outcome).toBe('not_in');
      expect((await scan(visit, 'in')).outcome).toBe('recorded');
      expect((await scan(visit, 'in')).outcome).toBe('already_used');
      expect((await scan(visit, 'out')).outcome).toBe('recorded');
      expect((await scan(visit, 'out')).outcome).toBe('already_used');
      const indravatiGuardId = (await indravatiGuard.auth.getUser()).data.user!.id;
      expect((await scan(visit, 'in', indravatiGuardId)).outcome).toBe('other_gate');
    });

    it('when two gates scan one visitor in at the same moment, then it is recorded once', async () => {
      const resident = await host();
      const visit = await pass(resident.id, new Date(Date.now() - HOUR), new Date(Date.now() + HOUR));
      const outcomes = await Promise.all([guard.id, STAFF.p_actor_id].map((actor) => scan(visit, 'in', actor)));
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['already_used', 'recorded']);
    });
  });
});
