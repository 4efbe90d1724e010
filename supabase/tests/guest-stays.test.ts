// Guest rooms, played by an attacker: a night goes to one stay alone however the holds race, the price is the room's
// nights × nightly price and nobody else's, a host reads only their own stays and a warden only their guest house's,
// nobody signed in writes a stay or calls its functions, the guest house is counted nowhere students' beds are, a paid
// long stay waits for the warden, and a host who checks out or goes on leave has their stays voided.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const STAFF = { p_actor_id: '00000000-0000-4000-8000-00000000a002', p_actor_email: 'staff@hostel.local' };
/** The seed's warden, of Kanhar alone. */
const KANHAR_WARDEN = { p_actor_id: '00000000-0000-4000-8000-00000000a003', p_actor_email: 'warden@hostel.local' };
const GUEST_TABLES = ['guest_rooms', 'guest_house_rules', 'guest_stays', 'guest_room_nights'] as const;

interface Hold {
  outcome: string;
  stay: { id: number; amount_minor: number; nightly_minor: number; status: string; needs_approval: boolean } | null;
  lapsed_intents: string[];
}

describe.each(ENGINES)('guest stays on %s', (engine) => {
  let project: TestProject;
  let today: string;
  /** Atithi's rooms by number, with their nightly prices. */
  let rooms: Map<number, { id: number; nightly: number }>;
  let atithiWarden: { client: TestClient; id: string };
  let intents = 0;

  /** The day `days` after today (IST), as the database counts days. */
  const inDays = (days: number): string => {
    const day = new Date(`${today}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + days);
    return day.toISOString().slice(0, 10);
  };

  const room = (number: number) => rooms.get(number)!;

  const hold = async (userId: string, roomNumber: number, checkIn: string, nights: number, guest = 'Asha Devi') => {
    const [row] = await project.call<Hold[]>('hold_guest_stay', {
      p_hostel_name: 'Atithi',
      p_room_id: room(roomNumber).id,
      p_user_id: userId,
      p_check_in: checkIn,
      p_nights: nights,
      p_guest_name: guest,
      p_payer_name: 'Ravi Kumar',
      p_payer_email: 'ravi@hostel.local',
      p_hold_minutes: 10,
      p_currency: 'inr',
    });
    return row!;
  };

  /** A held stay with an intent attached and paid: finalise_guest_stay's outcome. */
  const pay = async (stayId: number) => {
    const intent = `pi_guest_${engine}_${intents++}`;
    expect(await project.call('attach_guest_intent', { p_stay_id: stayId, p_payment_intent_id: intent })).toBe(true);
    const [row] = await project.call<Array<{ outcome: string }>>('finalise_guest_stay', {
      p_payment_intent_id: intent,
    });
    return { intent, outcome: row!.outcome };
  };

  const stayRow = async (stayId: number) => {
    const [row] = await project.sql<{ status: string; receipt_number: string | null; void_reason: string | null }>(
      'select status, receipt_number, void_reason, settled_at from public.guest_stays where id = $1',
      [stayId],
    );
    return row!;
  };

  const nightsOf = async (stayId: number) =>
    (
      await project.sql<{ night: string }>(
        `select night::text as night from public.guest_room_nights where stay_id = $1 order by night`,
        [stayId],
      )
    ).map((row) => row.night);

  beforeAll(async () => {
    project = await startProject(engine);
    [{ today }] = (await project.sql<{ today: string }>('select public.ist_day(now())::text as today')) as [
      { today: string },
    ];
    const list = await project.sql<{ id: number; room_number: number; nightly_minor: number }>(
      `select id::int as id, room_number, nightly_minor from public.guest_rooms where hostel_name = 'Atithi'`,
    );
    rooms = new Map(list.map((r) => [r.room_number, { id: r.id, nightly: r.nightly_minor }]));
    atithiWarden = await project.signUp({
      email: `atithi-warden-${engine}@hostel.local`,
      password: 'warden-pass-2026',
    });
    await project.sql(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"warden"}' where id = $1`,
      [atithiWarden.id],
    );
    await project.sql(`insert into public.office_places (user_id, kind, hostel_name) values ($1, 'hostel', 'Atithi')`, [
      atithiWarden.id,
    ]);
    // Signed in again: the role is read from the token.
    await atithiWarden.client.auth.signInWithPassword({
      email: `atithi-warden-${engine}@hostel.local`,
      password: 'warden-pass-2026',
    });
  }, 120_000);

  afterAll(async () => {
    await project?.close();
  });

  it('when the guest house is a hostel, then its rooms are no beds: not listed, counted, allotted or held as one', async () => {
    const [hostel] = await project.sql<{ kind: string }>(`select kind from public.hostels where name = 'Atithi'`);
    expect(hostel?.kind).toBe('guest');
    expect(rooms.size).toBe(8);
    const beds = await project.sql(`select 1 from public.hostel_room where hostel_name = 'Atithi'`);
    expect(beds).toEqual([]);
    const counted = await project.call<Array<{ hostel_name: string }>>('room_availability', {});
    expect(counted.map((row) => row.hostel_name)).not.toContain('Atithi');
    expect(await project.sql(`select 1 from public.leave_rules where hostel_name = 'Atithi'`)).toEqual([]);
  });

  it('when two hosts race for overlapping nights of a room, then one holds them and the other is refused', async () => {
    const [a, b, c] = await project.accounts('guest-race', 3);
    const [first, second] = await Promise.all([hold(a!, 101, inDays(10), 3), hold(b!, 101, inDays(11), 3)]);
    expect([first.outcome, second.outcome].sort()).toEqual(['held', 'nights_taken']);
    const winner = (first.stay ?? second.stay)!;
    expect(await nightsOf(winner.id)).toHaveLength(3);
    // The night after the winner's last is free: stays meet, they do not overlap.
    const adjacent = await hold(c!, 101, first.stay ? inDays(13) : inDays(14), 2);
    expect(adjacent.outcome).toBe('held');
    const refused = await project.sql(`select count(*)::int as n from public.guest_stays where host_id = any ($1)`, [
      [first.stay ? b : a],
    ]);
    expect(refused).toEqual([{ n: 0 }]);
  });

  it('when a stay is held, then it costs nights × the room’s nightly price, whatever else is said', async () => {
    const [host] = await project.accounts('guest-price', 1);
    const held = await hold(host!, 103, inDays(20), 2);
    expect(held.outcome).toBe('held');
    expect(held.stay!.nightly_minor).toBe(room(103).nightly);
    expect(held.stay!.amount_minor).toBe(2 * room(103).nightly);
    // The table itself refuses a total that is not nights × nightly.
    await expect(
      project.sql(`update public.guest_stays set amount_minor = 100 where id = $1`, [held.stay!.id]),
    ).rejects.toThrow();
  });

  it('when a hold asks for what the rules refuse, then it is refused and nothing is held', async () => {
    const [host] = await project.accounts('guest-rules', 1);
    expect((await hold(host!, 102, inDays(-1), 1)).outcome).toBe('past');
    expect((await hold(host!, 102, inDays(200), 1)).outcome).toBe('too_far');
    expect((await hold(host!, 102, inDays(5), 20)).outcome).toBe('too_long');
    const kanhar = await project.sql<{ id: number }>(
      `select id::int as id from public.hostel_room where hostel_name = 'Kanhar' limit 1`,
    );
    const [wrong] = await project.call<Hold[]>('hold_guest_stay', {
      p_hostel_name: 'Kanhar',
      p_room_id: kanhar[0]!.id,
      p_user_id: host,
      p_check_in: inDays(5),
      p_nights: 1,
      p_guest_name: 'Asha Devi',
      p_payer_name: 'Ravi Kumar',
      p_payer_email: 'ravi@hostel.local',
      p_hold_minutes: 10,
      p_currency: 'inr',
    });
    expect(wrong!.outcome).toBe('not_guest_house');
    expect(await project.sql(`select 1 from public.guest_stays where host_id = $1`, [host])).toEqual([]);
  });

  it('when a student holding a bed books a guest room, then both holds stand', async () => {
    const [host] = await project.accounts('guest-bed-holder', 1);
    await project.declare([host!]);
    await project.allot('Kanhar', [host!]);
    const held = await hold(host!, 104, inDays(25), 1);
    expect(held.outcome).toBe('held');
    const beds = await project.sql(`select 1 from public.beds where occupant_id = $1`, [host]);
    expect(beds).toHaveLength(1);
  });

  it('when a hold runs out, then the sweep ends it, frees its nights and names its intent to cancel', async () => {
    const [host, next] = await project.accounts('guest-lapse', 2);
    const held = await hold(host!, 201, inDays(30), 2);
    await project.call('attach_guest_intent', { p_stay_id: held.stay!.id, p_payment_intent_id: 'pi_lapse_' + engine });
    await project.sql(`update public.guest_stays set hold_until = now() - interval '1 second' where id = $1`, [
      held.stay!.id,
    ]);
    const intentsToCancel = await project.call<unknown[]>('release_lapsed_guest_holds', {});
    expect(JSON.stringify(intentsToCancel)).toContain('pi_lapse_' + engine);
    expect((await stayRow(held.stay!.id)).status).toBe('cancelled');
    expect(await nightsOf(held.stay!.id)).toEqual([]);
    expect((await hold(next!, 201, inDays(30), 2)).outcome).toBe('held');
    // Paid after all, with its nights gone: refunded, never given a second room.
    const [late] = await project.call<Array<{ outcome: string }>>('finalise_guest_stay', {
      p_payment_intent_id: 'pi_lapse_' + engine,
    });
    expect(late!.outcome).toBe('refund');
    expect((await stayRow(held.stay!.id)).status).toBe('refunded');
  });

  it('when a short stay is paid, then it is confirmed with a receipt number, once', async () => {
    const [host] = await project.accounts('guest-paid', 1);
    const held = await hold(host!, 202, inDays(35), 2);
    const paid = await pay(held.stay!.id);
    expect(paid.outcome).toBe('paid');
    const row = await stayRow(held.stay!.id);
    expect(row.status).toBe('confirmed');
    expect(row.receipt_number).toMatch(/^CH\/\d{4}-\d{2}\/\d{6}$/);
    const [again] = await project.call<Array<{ outcome: string }>>('finalise_guest_stay', {
      p_payment_intent_id: paid.intent,
    });
    expect(again!.outcome).toBe('already_paid');
    expect((await stayRow(held.stay!.id)).receipt_number).toBe(row.receipt_number);
  });

  it('when a long stay is paid, then it waits for the warden, who is told; a refusal frees it for a refund', async () => {
    const [host] = await project.accounts('guest-long', 1);
    const held = await hold(host!, 203, inDays(40), 7);
    expect(held.stay!.needs_approval).toBe(true);
    await pay(held.stay!.id);
    expect((await stayRow(held.stay!.id)).status).toBe('awaiting_approval');
    const told = await project.sql(
      `select 1 from public.notifications where user_id = $1 and kind = 'guest_stay_review'`,
      [atithiWarden.id],
    );
    expect(told).toHaveLength(1);
    const [kanharTry] = await project.call<Array<{ outcome: string }>>('decide_guest_stay', {
      p_stay_id: held.stay!.id,
      p_decision: 'approved',
      p_note: null,
      ...KANHAR_WARDEN,
    });
    expect(kanharTry!.outcome).toBe('forbidden');
    const [refused] = await project.call<Array<{ outcome: string }>>('decide_guest_stay', {
      p_stay_id: held.stay!.id,
      p_decision: 'refused',
      p_note: 'The guest house is closed for repairs that week.',
      p_actor_id: atithiWarden.id,
      p_actor_email: 'atithi-warden@hostel.local',
    });
    expect(refused!.outcome).toBe('refused');
    expect(await nightsOf(held.stay!.id)).toEqual([]);
    const due = await project.call<Array<{ stay_id: number; paid: boolean }>>('unsettled_guest_stays', {});
    expect(due).toContainEqual(expect.objectContaining({ stay_id: held.stay!.id, paid: true }));
    const audit = await project.sql(
      `select 1 from public.audit_log where action = 'guest_stay.refuse' and target_id = $1`,
      [String(held.stay!.id)],
    );
    expect(audit).toHaveLength(1);
  });

  it('when a confirmed stay’s day comes, then the office checks the guest in and out; not before', async () => {
    const [host] = await project.accounts('guest-desk', 1);
    const later = await hold(host!, 204, inDays(45), 1, 'Later Guest');
    await pay(later.stay!.id);
    const [early] = await project.call<Array<{ outcome: string }>>('check_in_guest_stay', {
      p_stay_id: later.stay!.id,
      ...STAFF,
    });
    expect(early!.outcome).toBe('too_early');
    const now = await hold(host!, 204, inDays(0), 2, 'Today Guest');
    await pay(now.stay!.id);
    const checkIn = { p_stay_id: now.stay!.id, ...STAFF };
    expect((await project.call<Array<{ outcome: string }>>('check_in_guest_stay', checkIn))[0]!.outcome).toBe(
      'checked_in',
    );
    expect((await project.call<Array<{ outcome: string }>>('check_in_guest_stay', checkIn))[0]!.outcome).toBe(
      'checked_in',
    );
    expect((await project.call<Array<{ outcome: string }>>('check_out_guest_stay', checkIn))[0]!.outcome).toBe(
      'checked_out',
    );
    // Leaving today frees tonight and the nights after.
    expect(await nightsOf(now.stay!.id)).toEqual([]);
  });

  it('when a host moves to another bed, then their stays stand; a bed is never made in the guest house', async () => {
    const [mover] = await project.accounts('guest-move', 1);
    await project.declare([mover!]);
    await project.allot('Kanhar', [mover!]);
    const stay = await hold(mover!, 104, inDays(52), 1);
    await pay(stay.stay!.id);
    const [free] = await project.sql<{ id: number }>(
      `select b.id::int as id from public.beds b join public.hostel_room r on r.id = b.room_id
       where r.hostel_name = 'Gopad' and not b.occupied and b.held_by is null and not r.out_of_service
         and b.reserved_until is null
       order by b.id limit 1`,
    );
    const moved = await project.call('move_student', {
      p_user_id: mover,
      p_bed_id: free!.id,
      p_reason: 'Asked',
      ...STAFF,
    });
    expect(moved).toBe('moved');
    expect((await stayRow(stay.stay!.id)).status).toBe('confirmed');
    await expect(
      project.sql(`insert into public.hostel_room (hostel_name, wing_name, room_number) values ('Atithi', 'C', 301)`),
    ).rejects.toThrow(/guest house has no beds/);
  });

  it('when a host checks out of their hostel or goes on leave, then their stays not yet begun are void', async () => {
    const [leaver, goer] = await project.accounts('guest-void', 2);
    await project.declare([leaver!, goer!]);
    await project.allot('Kanhar', [leaver!, goer!]);
    const paid = await hold(leaver!, 102, inDays(50), 2);
    await pay(paid.stay!.id);
    const bed = await project.sql<{ id: number }>('select id::int as id from public.beds where occupant_id = $1', [
      leaver,
    ]);
    expect(await project.call('check_out_bed', { p_bed_id: bed[0]!.id, ...STAFF })).toBe('checked_out');
    const voided = await stayRow(paid.stay!.id);
    expect([voided.status, voided.void_reason]).toEqual(['void', 'host_checked_out']);
    expect(await nightsOf(paid.stay!.id)).toEqual([]);

    const goerStay = await hold(goer!, 102, inDays(55), 1);
    await pay(goerStay.stay!.id);
    const [leave] = await project.sql<{ id: number }>(
      `insert into public.leave_requests (user_id, hostel_name, from_at, to_at, destination, reason, phone, status,
                                         guardian_required)
       values ($1, 'Kanhar', now() + interval '1 day', now() + interval '3 days', 'Raipur', 'Home', '9876543210',
               'awaiting_warden', false)
       returning id::int as id`,
      [goer],
    );
    await project.sql(`update public.leave_requests set status = 'approved' where id = $1`, [leave!.id]);
    expect((await stayRow(goerStay.stay!.id)).void_reason).toBe('host_on_leave');
  });

  describe('who reads and writes what', () => {
    let host: { client: TestClient; id: string };
    let other: { client: TestClient; id: string };
    let stayId: number;

    beforeAll(async () => {
      host = await project.newStudent('guest-host');
      other = await project.newStudent('guest-other');
      stayId = (await hold(host.id, 103, inDays(60), 1)).stay!.id;
    });

    it('when hosts read stays, then each sees only their own; visitors see none', async () => {
      expect((await host.client.from('guest_stays').select('id')).data).toEqual([{ id: stayId }]);
      expect((await other.client.from('guest_stays').select('id')).data).toEqual([]);
      expect((await project.client().from('guest_stays').select('id')).error?.code).toBe('42501');
      // A room's taken nights are public (guest-house-office.test.ts); which stay took them is not.
      expect((await host.client.from('guest_room_nights').select('stay_id')).error?.code).toBe('42501');
      // The rooms and their prices are public.
      expect((await project.client().from('guest_rooms').select('id')).data).toHaveLength(8);
    });

    it('when wardens read stays, then the guest house’s warden sees them and another hostel’s does not', async () => {
      const ids = ((await atithiWarden.client.from('guest_stays').select('id')).data ?? []).map((row) => row.id);
      expect(ids).toContain(stayId);
      const kanharWarden = project.client();
      await kanharWarden.auth.signInWithPassword({ email: 'warden@hostel.local', password: 'warden-pass-2026' });
      expect((await kanharWarden.from('guest_stays').select('id')).data).toEqual([]);
    });

    it('when anyone signed in writes a guest table or calls a guest function, then the database refuses', async () => {
      for (const client of [host.client, other.client, atithiWarden.client]) {
        for (const table of GUEST_TABLES) {
          expect((await client.from(table).insert({} as never)).error?.code, `insert ${table}`).toBe('42501');
          const updated = await client
            .from(table)
            .update({ hostel_name: 'Kanhar' } as never)
            .not('hostel_name', 'is', null);
          // guest_room_nights has no hostel_name: the update is refused before any column is looked at.
          expect(updated.error?.code, `update ${table}`).toMatch(/^(42501|42703|PGRST204)$/);
          expect((await client.from(table).delete().gt('room_id', 0)).error?.code, `delete ${table}`).toMatch(
            /^(42501|42703)$/,
          );
        }
        const calls: Array<[string, Record<string, unknown>]> = [
          ['finalise_guest_stay', { p_payment_intent_id: 'pi_x' }],
          ['attach_guest_intent', { p_stay_id: stayId, p_payment_intent_id: 'pi_x' }],
          ['release_guest_stay', { p_payment_intent_id: 'pi_x' }],
          ['decide_guest_stay', { p_stay_id: stayId, p_decision: 'approved', p_note: null, ...STAFF }],
          ['check_in_guest_stay', { p_stay_id: stayId, ...STAFF }],
          ['my_guest_stays', { p_user_id: host.id }],
          ['guest_roster', { p_actor_id: STAFF.p_actor_id, p_hostel_name: 'Atithi', p_day: today }],
          ['settle_guest_stay', { p_stay_id: stayId, p_refund_id: null }],
        ];
        for (const [fn, args] of calls) expect((await client.rpc(fn, args)).error?.code, fn).toBe('42501');
      }
      expect((await stayRow(stayId)).status).toBe('held');
    });

    it('when the office reads the roster, then only those serving the guest house get it', async () => {
      const mine = await project.call<{ outcome: string }>('guest_roster', {
        p_actor_id: atithiWarden.id,
        p_hostel_name: 'Atithi',
        p_day: today,
      });
      expect(mine.outcome).toBe('ok');
      const kanhar = await project.call<{ outcome: string }>('guest_roster', {
        p_actor_id: KANHAR_WARDEN.p_actor_id,
        p_hostel_name: 'Atithi',
        p_day: today,
      });
      expect(kanhar.outcome).toBe('forbidden');
      const stayRead = await project.call<unknown>('guest_stay_for', {
        p_user_id: other.id,
        p_reference: (
          await project.sql<{ r: string }>('select reference as r from public.guest_stays where id = $1', [stayId])
        )[0]!.r,
      });
      expect(stayRead).toBeNull();
    });
  });
});
