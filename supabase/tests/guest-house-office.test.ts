// The guest house's office, played by an attacker: only the whole office and the guest house's own wardens change a
// room's nightly price and service or the house's rules; values out of range change nothing; each change is audited
// once; a stay keeps the price and the need for approval it was held with; nobody signed in calls these functions; and
// a room's taken nights are readable by anyone, never which stay took them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const STAFF = { p_actor_id: '00000000-0000-4000-8000-00000000a002', p_actor_email: 'staff@hostel.local' };
/** The seed's warden, of Kanhar alone. */
const KANHAR_WARDEN = { p_actor_id: '00000000-0000-4000-8000-00000000a003', p_actor_email: 'warden@hostel.local' };
const DEFAULT_RULES = { p_approval_nights: 5, p_max_nights: 14, p_days_ahead: 90 };

interface SavedRoom {
  outcome: string;
  room: { id: number; nightly_minor: number; out_of_service: boolean } | null;
}

describe.each(ENGINES)('the guest house’s office on %s', (engine) => {
  let project: TestProject;
  let today: string;
  let rooms: Map<number, number>;
  let atithiWarden: { client: TestClient; id: string };

  const inDays = (days: number): string => {
    const day = new Date(`${today}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + days);
    return day.toISOString().slice(0, 10);
  };

  const saveRoom = async (roomNumber: number, nightly: number, outOfService: boolean, actor = STAFF) => {
    const [row] = await project.call<SavedRoom[]>('save_guest_room', {
      p_room_id: rooms.get(roomNumber),
      p_nightly_minor: nightly,
      p_out_of_service: outOfService,
      ...actor,
    });
    return row!;
  };

  const saveRules = (rules: Partial<typeof DEFAULT_RULES>, actor = STAFF) =>
    project.call<string>('save_guest_house_rules', { p_hostel_name: 'Atithi', ...DEFAULT_RULES, ...rules, ...actor });

  const roomRow = async (roomNumber: number) =>
    (
      await project.sql<{ nightly_minor: number; out_of_service: boolean }>(
        'select nightly_minor, out_of_service from public.guest_rooms where id = $1',
        [rooms.get(roomNumber)],
      )
    )[0]!;

  const audits = async (action: string) =>
    project.sql<{ actor_email: string; target_id: string; before: unknown; after: unknown }>(
      'select actor_email, target_id, before, after from public.audit_log where action = $1 order by id',
      [action],
    );

  const hold = async (roomNumber: number, checkIn: string, nights: number) => {
    const [host] = await project.accounts(`guest-office-${roomNumber}-${nights}`, 1);
    const [row] = await project.call<
      Array<{ outcome: string; stay: { id: number; nightly_minor: number; needs_approval: boolean } | null }>
    >('hold_guest_stay', {
      p_hostel_name: 'Atithi',
      p_room_id: rooms.get(roomNumber),
      p_user_id: host,
      p_check_in: checkIn,
      p_nights: nights,
      p_guest_name: 'Asha Devi',
      p_payer_name: 'Ravi Kumar',
      p_payer_email: 'ravi@hostel.local',
      p_hold_minutes: 10,
      p_currency: 'inr',
    });
    expect(row!.outcome).toBe('held');
    return row!.stay!;
  };

  const pay = async (stayId: number) => {
    const intent = `pi_guest_office_${engine}_${stayId}`;
    await project.call('attach_guest_intent', { p_stay_id: stayId, p_payment_intent_id: intent });
    await project.call('finalise_guest_stay', { p_payment_intent_id: intent });
    const [row] = await project.sql<{ status: string; nightly_minor: number; amount_minor: number }>(
      'select status, nightly_minor, amount_minor from public.guest_stays where id = $1',
      [stayId],
    );
    return row!;
  };

  beforeAll(async () => {
    project = await startProject(engine);
    [{ today }] = (await project.sql<{ today: string }>('select public.ist_day(now())::text as today')) as [
      { today: string },
    ];
    const list = await project.sql<{ id: number; room_number: number }>(
      `select id::int as id, room_number from public.guest_rooms where hostel_name = 'Atithi'`,
    );
    rooms = new Map(list.map((r) => [r.room_number, r.id]));
    atithiWarden = await project.signUp({
      email: `atithi-office-${engine}@hostel.local`,
      password: 'warden-pass-2026',
    });
    await project.sql(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"warden"}' where id = $1`,
      [atithiWarden.id],
    );
    await project.sql(`insert into public.office_places (user_id, kind, hostel_name) values ($1, 'hostel', 'Atithi')`, [
      atithiWarden.id,
    ]);
  }, 120_000);

  afterAll(async () => {
    await project?.close();
  });

  it('when staff set a room’s price and service, then it is saved and audited once, a retry recording nothing', async () => {
    const saved = await saveRoom(201, 95_000, true);
    expect(saved).toMatchObject({ outcome: 'saved', room: { nightly_minor: 95_000, out_of_service: true } });
    expect(await saveRoom(201, 95_000, true)).toMatchObject({ outcome: 'saved' });
    expect(await roomRow(201)).toEqual({ nightly_minor: 95_000, out_of_service: true });
    expect(await audits('guest_room.edit')).toEqual([
      {
        actor_email: 'staff@hostel.local',
        target_id: 'Atithi B-201',
        before: { nightly_minor: 80_000, out_of_service: false },
        after: { nightly_minor: 95_000, out_of_service: true },
      },
    ]);
    await saveRoom(201, 80_000, false);
  });

  it('when another hostel’s warden changes the guest house, then it is refused and nothing changes', async () => {
    const before = await roomRow(202);
    expect(await saveRoom(202, 100, true, KANHAR_WARDEN)).toEqual({ outcome: 'forbidden', room: null });
    expect(await saveRules({ p_max_nights: 2, p_approval_nights: 1 }, KANHAR_WARDEN)).toBe('forbidden');
    expect(await roomRow(202)).toEqual(before);
    const [rules] = await project.sql(`select max_nights from public.guest_house_rules where hostel_name = 'Atithi'`);
    expect(rules).toEqual({ max_nights: 14 });
    expect(
      await project.call('guest_house_office', { p_actor_id: KANHAR_WARDEN.p_actor_id, p_hostel_name: 'Atithi' }),
    ).toEqual({ outcome: 'forbidden' });
    const audited = await project.sql(`select 1 from public.audit_log where actor_email = 'warden@hostel.local'`);
    expect(audited).toEqual([]);
  });

  it('when the guest house’s own warden changes a room and the rules, then both are saved', async () => {
    const warden = { p_actor_id: atithiWarden.id, p_actor_email: `atithi-office-${engine}@hostel.local` };
    expect((await saveRoom(202, 85_050, false, warden)).outcome).toBe('saved');
    expect(await saveRules({ p_days_ahead: 120 }, warden)).toBe('saved');
    const office = await project.call<{ outcome: string; rules: unknown; rooms: Array<{ nightly_minor: number }> }>(
      'guest_house_office',
      { p_actor_id: atithiWarden.id, p_hostel_name: 'Atithi' },
    );
    expect(office.outcome).toBe('ok');
    expect(office.rules).toEqual({ approval_nights: 5, max_nights: 14, days_ahead: 120 });
    expect(office.rooms.map((room) => room.nightly_minor)).toContain(85_050);
    await saveRules({});
  });

  it('when values are out of range, then nothing is saved', async () => {
    const before = await roomRow(203);
    for (const nightly of [99, 10_000_001, 0, -100]) {
      expect((await saveRoom(203, nightly, false)).outcome, `${nightly}`).toBe('invalid');
    }
    expect(await roomRow(203)).toEqual(before);
    for (const rules of [
      { p_approval_nights: 0 },
      { p_max_nights: 31 },
      { p_approval_nights: 10, p_max_nights: 9 },
      { p_days_ahead: 0 },
      { p_days_ahead: 366 },
    ]) {
      expect(await saveRules(rules), JSON.stringify(rules)).toBe('invalid');
    }
    expect(await project.call('save_guest_house_rules', { ...DEFAULT_RULES, p_hostel_name: 'Kanhar', ...STAFF })).toBe(
      'not_guest_house',
    );
    expect(
      await project.call<SavedRoom[]>('save_guest_room', {
        p_room_id: 999_999,
        p_nightly_minor: 90_000,
        p_out_of_service: false,
        ...STAFF,
      }),
    ).toEqual([{ outcome: 'not_found', room: null }]);
  });

  it('when the price and rules change, then a stay held before keeps its price and its need for approval', async () => {
    const held = await hold(204, inDays(30), 6);
    expect(held.needs_approval).toBe(true);
    await saveRoom(204, 150_000, false);
    await saveRules({ p_approval_nights: 10 });
    expect(await pay(held.id)).toEqual({
      status: 'awaiting_approval',
      nightly_minor: held.nightly_minor,
      amount_minor: 6 * held.nightly_minor,
    });
    const next = await hold(204, inDays(40), 6);
    expect(next).toMatchObject({ nightly_minor: 150_000, needs_approval: false });
    await saveRules({});
  });

  it('when anyone signed in calls the office’s functions, then the database refuses', async () => {
    for (const client of [atithiWarden.client, project.client()]) {
      const calls: Array<[string, Record<string, unknown>]> = [
        ['guest_house_office', { p_actor_id: STAFF.p_actor_id, p_hostel_name: 'Atithi' }],
        ['save_guest_house_rules', { p_hostel_name: 'Atithi', ...DEFAULT_RULES, ...STAFF }],
        ['save_guest_room', { p_room_id: rooms.get(101), p_nightly_minor: 100, p_out_of_service: true, ...STAFF }],
      ];
      for (const [fn, args] of calls) {
        expect((await client.rpc(fn as never, args as never)).error?.code, fn).toBe('42501');
      }
    }
    expect((await roomRow(101)).nightly_minor).toBe(80_000);
  });

  it('when a visitor reads the taken nights, then they see the room and night, never the stay', async () => {
    const held = await hold(103, inDays(50), 2);
    const visitor = project.client();
    const nights = await visitor.from('guest_room_nights').select('room_id, night').eq('room_id', rooms.get(103)!);
    expect(nights.data).toEqual([
      { room_id: rooms.get(103), night: inDays(50) },
      { room_id: rooms.get(103), night: inDays(51) },
    ]);
    expect((await visitor.from('guest_room_nights').select('stay_id')).error?.code).toBe('42501');
    expect((await atithiWarden.client.from('guest_room_nights').select('*')).error?.code).toBe('42501');
    expect(held.id).toBeGreaterThan(0);
    const published = await project.sql<{ tablename: string }>(
      `select tablename::text from pg_publication_tables where pubname = 'supabase_realtime' and tablename like 'guest%'
       order by 1`,
    );
    expect(published.map((row) => row.tablename)).toEqual(['guest_house_rules', 'guest_room_nights', 'guest_rooms']);
  });
});
