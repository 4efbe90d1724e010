// Beds and one bed per student, decided by the SQL functions themselves under real concurrency (PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProject, type TestProject } from './project';

const hold = (roomId: number, hostel: string, userId: string, bed: 'A' | 'B' | null = null) => ({
  p_room_id: roomId,
  p_hostel_name: hostel,
  p_bed: bed,
  p_user_id: userId,
  p_hold_minutes: 15,
  p_currency: 'inr',
  p_name: 'Aarav Sharma',
  p_email: 'race@hostel.local',
  p_state: 'Chhattisgarh',
  p_city: 'Raipur',
  p_pincode: '492010',
  p_user_type: 'student',
  p_description: '',
});

type HoldRow = { outcome: string; booking_id: number | null; bed_label: string | null };

describe('beds on PostgreSQL', () => {
  let project: TestProject;
  let service: TestProject['service'];
  const sql: TestProject['sql'] = (text, params) => project.sql(text, params);

  async function newStudent(label: string): Promise<string> {
    const { data, error } = await service.auth.admin.createUser({
      email: `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@hostel.local`,
      password: 'beds-pass-2026',
      email_confirm: true,
    });
    if (error || !data.user) throw error ?? new Error('no user');
    // Declared and recorded once, as a student of Kanhar (a boys' hostel: where these races run) would.
    await project.declare([data.user.id]);
    return data.user.id;
  }

  async function vacantRooms(occupancy: 1 | 2, count: number): Promise<{ id: number; hostel_name: string }[]> {
    return sql(
      `select id::int as id, hostel_name from public.hostel_room
       where hostel_name = 'Kanhar' and occupancy = $1 and not status and held_by is null
         and not exists (select 1 from public.beds b where b.room_id = hostel_room.id and (b.occupied or b.held_by is not null))
       order by id limit $2`,
      [occupancy, count],
    );
  }

  beforeAll(async () => {
    project = await startProject('postgres');
    service = project.service;
  });

  afterAll(() => project.close());

  it('when every room has its beds, then a single has bed A, a double A and B, and availability counts beds', async () => {
    const [mismatch] = await sql<{ n: number }>(
      `select count(*)::int as n from public.hostel_room r
       where (select array_agg(b.label order by b.label) from public.beds b where b.room_id = r.id)
             <> (case when r.occupancy = 2 then array['A', 'B'] else array['A'] end)`,
    );
    expect(mismatch?.n).toBe(0);
    const { data } = await service.rpc('room_availability');
    const [beds] = await sql<{ total: number; free: number }>(
      `select count(*)::int as total, (count(*) filter (where not b.occupied and b.held_by is null))::int as free
       from public.beds b join public.hostel_room r on r.id = b.room_id where r.hostel_name = 'Kanhar'`,
    );
    expect((data as { hostel_name: string; free: number; total: number }[])[0]).toEqual({
      hostel_name: 'Kanhar',
      free: beds?.free,
      total: beds?.total,
    });
  });

  it('when one student holds 20 different rooms at once, then exactly one live hold and one held booking remain', async () => {
    const student = await newStudent('many');
    const rooms = await vacantRooms(1, 20);
    const answers = await Promise.all(rooms.map((r) => service.rpc('hold_bed', hold(r.id, r.hostel_name, student))));
    for (const answer of answers) expect(answer.error).toBeNull();
    const [state] = await sql<{ holds: number; held: number; rooms_held: number }>(
      `select (select count(*)::int from public.beds where held_by = $1 and held_until > now()) as holds,
              (select count(*)::int from public.bookings where user_id = $1 and status = 'held') as held,
              (select count(*)::int from public.hostel_room where held_by = $1) as rooms_held`,
      [student],
    );
    expect(state).toEqual({ holds: 1, held: 1, rooms_held: 1 });
  });

  it('when two students take the two beds of one double at once, then both succeed and the room is then full', async () => {
    const [room] = await vacantRooms(2, 1);
    if (!room) throw new Error('no vacant double');
    const [a, b] = [await newStudent('roommate-a'), await newStudent('roommate-b')];
    const held = await Promise.all(
      [a, b].map(async (user) => {
        const { data, error } = await service.rpc('hold_bed', hold(room.id, room.hostel_name, user));
        expect(error).toBeNull();
        return (data as HoldRow[])[0];
      }),
    );
    expect(held.map((h) => h?.outcome)).toEqual(['held', 'held']);
    expect(held.map((h) => h?.bed_label).sort()).toEqual(['A', 'B']);
    expect((await sql(`select status from public.hostel_room where id = $1`, [room.id]))[0]).toEqual({ status: false });

    // Both pay at once (intents attached as the server does, then finalised).
    const finals = await Promise.all(
      held.map(async (h, i) => {
        const intent = `pi_race_${room.id}_${i}`;
        await service.rpc('attach_payment_intent', { p_booking_id: h?.booking_id, p_payment_intent_id: intent });
        const { data, error } = await service.rpc('finalise_booking', { p_payment_intent_id: intent });
        expect(error).toBeNull();
        return (data as { outcome: string }[])[0]?.outcome;
      }),
    );
    expect(finals).toEqual(['paid', 'paid']);
    const [after] = await sql<{ status: boolean; occupants: number }>(
      `select r.status, (select count(distinct occupant_id)::int from public.beds where room_id = r.id) as occupants
       from public.hostel_room r where r.id = $1`,
      [room.id],
    );
    expect(after).toEqual({ status: true, occupants: 2 });
    const { data: availability } = await project
      .client()
      .from('beds')
      .select('label, occupied')
      .eq('room_id', room.id)
      .order('label');
    expect(availability).toEqual([
      { label: 'A', occupied: true },
      { label: 'B', occupied: true },
    ]);
  });

  it('when two students switch crosswise between the same two doubles again and again, then every hold answers and none deadlocks', async () => {
    const rooms = await vacantRooms(2, 10);
    const pairs = Array.from({ length: 5 }, (_, i) => [rooms[2 * i], rooms[2 * i + 1]] as const);
    for (const [first, second] of pairs) {
      if (!first || !second) throw new Error('not enough vacant doubles');
      const [a, b] = [await newStudent('cross-a'), await newStudent('cross-b')];
      // a holds a bed in the first room, b in the second; then each switches to the other's room at once.
      for (const [user, room] of [
        [a, first],
        [b, second],
      ] as const) {
        const { error } = await service.rpc('hold_bed', hold(room.id, room.hostel_name, user));
        expect(error).toBeNull();
      }
      // The sweep runs meanwhile, as the server's does.
      const [switches] = await Promise.all([
        Promise.all([
          service.rpc('hold_bed', hold(second.id, second.hostel_name, a)),
          service.rpc('hold_bed', hold(first.id, first.hostel_name, b)),
        ]),
        sql('select public.release_expired_holds()'),
      ]);
      expect(switches.map((answer) => answer.error)).toEqual([null, null]);
      expect(switches.map((answer) => (answer.data as HoldRow[])[0]?.outcome)).toEqual(['held', 'held']);
      const held = await sql<{ held_by: string; room_id: number }>(
        `select held_by::text, room_id::int from public.beds where held_by = any($1::uuid[]) order by held_by`,
        [[a, b]],
      );
      expect(held.map((row) => [row.held_by, row.room_id]).sort()).toEqual(
        [
          [a, second.id],
          [b, first.id],
        ].sort(),
      );
    }
  });

  /** Moves a student's live hold and its booking's end to `seconds` from now, as time passing would. */
  async function endHoldIn(student: string, seconds: number): Promise<Date> {
    const [moved] = await sql<{ until: Date }>(
      `with bed as (
         update public.beds set held_until = now() + make_interval(secs => $2) where held_by = $1 returning id)
       update public.bookings k set hold_ends_at = now() + make_interval(secs => $2)
       from bed where k.bed_id = bed.id and k.user_id = $1 and k.status = 'held'
       returning k.hold_ends_at as until`,
      [student, seconds],
    );
    if (!moved) throw new Error('no live hold to move');
    return moved.until;
  }

  const heldUntil = async (student: string) =>
    (
      await sql<{ label: string; until: Date }>(
        `select label, held_until as until from public.beds where held_by = $1 and held_until > now()`,
        [student],
      )
    )[0];

  it('when a student switches between the two beds of a double and back, then every hold ends when the first did', async () => {
    const [room] = await vacantRooms(2, 1);
    if (!room) throw new Error('no vacant double');
    const student = await newStudent('ping-pong');
    await service.rpc('hold_bed', hold(room.id, room.hostel_name, student, 'A'));
    const firstEnd = await endHoldIn(student, 60);
    for (const bed of ['B', 'A', 'B'] as const) {
      const { data, error } = await service.rpc('hold_bed', hold(room.id, room.hostel_name, student, bed));
      expect(error).toBeNull();
      expect((data as HoldRow[])[0]?.outcome).toBe('held');
      expect(await heldUntil(student)).toEqual({ label: bed, until: firstEnd });
    }
  });

  it('when a student switches to another room in the last seconds of a hold, then the new hold ends with the old one', async () => {
    const [first, second] = await vacantRooms(1, 2);
    if (!first || !second) throw new Error('no vacant rooms');
    const student = await newStudent('last-seconds');
    await service.rpc('hold_bed', hold(first.id, first.hostel_name, student));
    const end = await endHoldIn(student, 3);
    await service.rpc('hold_bed', hold(second.id, second.hostel_name, student));
    expect((await heldUntil(student))?.until).toEqual(end);
  });

  it("when a student's hold ran out unpaid, then they may hold no bed of that room for ten minutes, and another room at once", async () => {
    const [first, second] = await vacantRooms(2, 2);
    if (!first || !second) throw new Error('no vacant doubles');
    const student = await newStudent('lapsed');
    await service.rpc('hold_bed', hold(first.id, first.hostel_name, student, 'A'));
    const end = await endHoldIn(student, -1);
    await sql('select public.release_expired_holds()');
    for (const bed of ['A', 'B'] as const) {
      const { data } = await service.rpc('hold_bed', hold(first.id, first.hostel_name, student, bed));
      const answer = (data as (HoldRow & { retry_at: string | null })[])[0];
      expect(answer?.outcome).toBe('recently_lapsed');
      expect(new Date(answer?.retry_at ?? 0).getTime()).toBe(end.getTime() + 10 * 60_000);
    }
    const elsewhere = await service.rpc('hold_bed', hold(second.id, second.hostel_name, student));
    expect((elsewhere.data as HoldRow[])[0]?.outcome).toBe('held');
    // Ten minutes after the end, the room is theirs to hold again.
    await sql(
      `update public.bookings set hold_ends_at = hold_ends_at - interval '10 minutes' where user_id = $1 and room_id = $2`,
      [student, first.id],
    );
    const later = await service.rpc('hold_bed', hold(first.id, first.hostel_name, student));
    expect((later.data as HoldRow[])[0]?.outcome).toBe('held');
  });

  it('when a student who owns a bed holds another, then already_booked; a second paid intent is to be refunded', async () => {
    const student = await newStudent('owner');
    const [first, second] = await vacantRooms(1, 2);
    if (!first || !second) throw new Error('no vacant rooms');
    const { data: h1 } = await service.rpc('hold_bed', hold(first.id, first.hostel_name, student));
    await service.rpc('attach_payment_intent', {
      p_booking_id: (h1 as HoldRow[])[0]?.booking_id,
      p_payment_intent_id: `pi_own_${first.id}`,
    });
    // A second hold (a switch) whose intent is paid after the first one.
    const { data: h2 } = await service.rpc('hold_bed', hold(second.id, second.hostel_name, student));
    await service.rpc('attach_payment_intent', {
      p_booking_id: (h2 as HoldRow[])[0]?.booking_id,
      p_payment_intent_id: `pi_own_${second.id}`,
    });
    const paid = await service.rpc('finalise_booking', { p_payment_intent_id: `pi_own_${second.id}` });
    expect((paid.data as { outcome: string }[])[0]?.outcome).toBe('paid');
    const late = await service.rpc('finalise_booking', { p_payment_intent_id: `pi_own_${first.id}` });
    expect((late.data as { outcome: string }[])[0]?.outcome).toBe('refund');
    const again = await service.rpc('hold_bed', hold(first.id, first.hostel_name, student));
    expect((again.data as HoldRow[])[0]?.outcome).toBe('already_booked');
  });
});
