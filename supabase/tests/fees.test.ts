// Fees as the office sets them: a room's price carries its fee period, a hostel may keep a caution deposit, a booking
// charges rent plus deposit whatever its caller says, and paid bookings take receipt numbers from a gap-free series.
// Access through supabase-js on PGlite and PostgreSQL; the race for receipt numbers on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const hold = (roomId: number, userId: string) => ({
  p_room_id: roomId,
  p_hostel_name: 'Gopad',
  p_user_id: userId,
  p_hold_minutes: 15,
  p_currency: 'inr',
  p_name: 'Aarav Sharma',
  p_email: 'fees@hostel.local',
  p_state: 'Chhattisgarh',
  p_city: 'Raipur',
  p_pincode: '492010',
  p_user_type: 'student',
  p_description: '',
});

interface Charges extends Record<string, unknown> {
  id: number;
  amount_minor: number;
  rent_minor: number;
  deposit_minor: number;
  fee_period: string;
  receipt_number: string | null;
}

const RECEIPT_NUMBER = /^CH\/\d{4}-\d{2}\/(\d{6})$/;

function serial(receiptNumber: string | null): number {
  const match = RECEIPT_NUMBER.exec(receiptNumber ?? '');
  if (!match?.[1]) throw new Error(`not a receipt number: ${receiptNumber}`);
  return Number(match[1]);
}

async function setUp(engine: (typeof ENGINES)[number]) {
  const project = await startProject(engine);
  const sql: TestProject['sql'] = (text, params) => project.sql(text, params);

  /** Vacant Gopad rooms nobody holds, lowest ids after the ones already taken by earlier tests. */
  let used = 0;
  async function vacantRooms(count: number): Promise<number[]> {
    const rows = await sql<{ id: number }>(
      `select r.id::int as id from public.hostel_room r
       where r.hostel_name = 'Gopad' and r.occupancy = 1 and not r.out_of_service
         and not exists (select 1 from public.beds b where b.room_id = r.id and (b.occupied or b.held_by is not null))
       order by r.id offset $1 limit $2`,
      [used, count],
    );
    used += count;
    return rows.map((row) => row.id);
  }

  /** A student with a live hold on a bed of a vacant Gopad room and an intent attached, as the server leaves it. */
  async function heldBooking(label: string): Promise<{ userId: string; bookingId: number; intent: string }> {
    const [userId] = await project.accounts(label, 1);
    const [roomId] = await vacantRooms(1);
    if (!userId || roomId === undefined) throw new Error('no student or no vacant room');
    await project.declare([userId]);
    const [held] = await project.call<{ outcome: string; booking_id: number }[]>('hold_bed', hold(roomId, userId));
    if (held?.outcome !== 'held') throw new Error(`hold_bed: ${held?.outcome}`);
    const intent = `pi_fees_${engine}_${held.booking_id}`;
    await project.call('attach_payment_intent', { p_booking_id: held.booking_id, p_payment_intent_id: intent });
    return { userId, bookingId: held.booking_id, intent };
  }

  async function charges(bookingId: number): Promise<Charges> {
    const [row] = await sql<Charges>(
      `select id::int as id, amount_minor, rent_minor, deposit_minor, fee_period, receipt_number
       from public.bookings where id = $1`,
      [bookingId],
    );
    if (!row) throw new Error(`no booking ${bookingId}`);
    return row;
  }

  return { project, sql, heldBooking, charges };
}

describe.each(ENGINES)('fees on %s', (engine) => {
  let t: Awaited<ReturnType<typeof setUp>>;
  let student: TestClient;
  let studentId: string;

  beforeAll(async () => {
    t = await setUp(engine);
    const signedUp = await t.project.newStudent('fees');
    student = signedUp.client;
    studentId = signedUp.id;
  });

  afterAll(() => t.project.close());

  it("when a hostel keeps a deposit, then a hold charges the room's rent plus the deposit, with the room's period", async () => {
    await t.sql(`update public.hostels set caution_deposit_minor = 250000 where name = 'Gopad'`);
    await t.sql(`update public.hostel_room set price_minor = 4500000, fee_period = 'year' where hostel_name = 'Gopad'`);
    const { bookingId } = await t.heldBooking('deposit');
    expect(await t.charges(bookingId)).toMatchObject({
      amount_minor: 4750000,
      rent_minor: 4500000,
      deposit_minor: 250000,
      fee_period: 'year',
      receipt_number: null,
    });
    await t.sql(`update public.hostels set caution_deposit_minor = 0 where name = 'Gopad'`);
  });

  it('when a booking is inserted with its own split and receipt number, then the trigger prices and numbers it anew', async () => {
    const [userId] = await t.project.accounts('forged', 1);
    const [row] = await t.sql<Charges>(
      `insert into public.bookings (room_id, bed_id, user_id, amount_minor, rent_minor, deposit_minor, fee_period,
                                    receipt_number, currency, name, email, state, city, pincode)
       select r.id, b.id, $1, r.price_minor, 1, 99999, 'semester', 'CH/2026-27/999999', 'inr', 'A', 'a@b.c', 'S', 'C', '1'
       from public.hostel_room r join public.beds b on b.room_id = r.id where r.hostel_name = 'Kanhar' limit 1
       returning id::int as id, amount_minor, rent_minor, deposit_minor, fee_period, receipt_number`,
      [userId],
    );
    expect(row).toMatchObject({ deposit_minor: 0, receipt_number: null, fee_period: 'semester' });
    expect(row?.amount_minor).toBe(row?.rent_minor);
  });

  it('when a booking is paid, then it has a receipt number of the financial year that no one may change', async () => {
    const { bookingId, intent } = await t.heldBooking('paid');
    await t.project.call('finalise_booking', { p_payment_intent_id: intent });
    const paid = await t.charges(bookingId);
    const [year] = await t.sql<{ fy: string }>('select public.financial_year(now()) as fy');
    expect(paid.receipt_number).toMatch(new RegExp(`^CH/${year?.fy}/\\d{6}$`));
    await expect(
      t.sql(`update public.bookings set receipt_number = 'CH/2026-27/999998' where id = $1`, [bookingId]),
    ).rejects.toThrow(/receipt number/);
    await t.sql(`update public.bookings set status = 'checked_out' where id = $1`, [bookingId]);
    expect((await t.charges(bookingId)).receipt_number).toBe(paid.receipt_number);
  });

  it('when the year turns in India, then the financial year runs from April to March in IST', async () => {
    const [row] = await t.sql<{ march: string; april: string; january: string }>(
      `select public.financial_year('2027-03-31 18:29:59+00') as march,
              public.financial_year('2027-03-31 18:30:00+00') as april,
              public.financial_year('2100-01-15 00:00:00+00') as january`,
    );
    expect(row).toEqual({ march: '2026-27', april: '2027-28', january: '2099-00' });
  });

  it('when a visitor reads rooms and hostels, then the fee period and the deposit are public', async () => {
    const visitor = t.project.client();
    const rooms = await visitor
      .from('hostel_room')
      .select('price_minor, fee_period')
      .eq('hostel_name', 'Kanhar')
      .limit(1);
    expect(rooms.error).toBeNull();
    expect(rooms.data?.[0]?.fee_period).toMatch(/^(semester|year)$/);
    const hostels = await visitor.from('hostels').select('name, caution_deposit_minor').eq('name', 'Kanhar');
    expect(hostels.data).toEqual([{ name: 'Kanhar', caution_deposit_minor: 0 }]);
  });

  it('when a student or a visitor reads the receipt series, then it is refused', async () => {
    for (const client of [student, t.project.client()]) {
      const { data, error } = await client.from('receipt_series').select('*');
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
  });

  it('when a student sets a price, a period or a deposit, directly or through the functions, then nothing changes', async () => {
    const before = await t.sql(
      `select (select jsonb_agg(price_minor || fee_period order by id) from public.hostel_room where hostel_name = 'Kanhar') as rooms,
              (select jsonb_agg(caution_deposit_minor order by name) from public.hostels) as deposits`,
    );
    const attempts = [
      student.from('hostel_room').update({ price_minor: 100, fee_period: 'year' }).eq('hostel_name', 'Kanhar'),
      student.from('hostels').update({ caution_deposit_minor: 100 }).eq('name', 'Kanhar'),
      student.rpc('set_room_price', {
        p_hostel_name: 'Kanhar',
        p_occupancy: 1,
        p_price_minor: 100,
        p_fee_period: 'year',
        p_actor_id: studentId,
        p_actor_email: 'x@hostel.local',
      }),
      student.rpc('set_hostel_deposit', {
        p_hostel_name: 'Kanhar',
        p_deposit_minor: 100,
        p_actor_id: studentId,
        p_actor_email: 'x@hostel.local',
      }),
      student.rpc('next_receipt_number', { p_at: new Date().toISOString() }),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.error).not.toBeNull();
    expect(
      await t.sql(
        `select (select jsonb_agg(price_minor || fee_period order by id) from public.hostel_room where hostel_name = 'Kanhar') as rooms,
                (select jsonb_agg(caution_deposit_minor order by name) from public.hostels) as deposits`,
      ),
    ).toEqual(before);
  });

  it("when a student writes their own booking's charges or receipt number, then it is refused", async () => {
    const { data: signedIn } = await student.auth.getUser();
    const own = await t.heldBooking('own');
    await t.sql('update public.bookings set user_id = $1 where id = $2', [signedIn.user?.id, own.bookingId]);
    const { error } = await student
      .from('bookings')
      .update({ deposit_minor: 0, amount_minor: 100, rent_minor: 100, receipt_number: 'CH/2026-27/000001' })
      .eq('id', own.bookingId);
    expect(error?.code).toBe('42501');
    const read = await student.from('bookings').select('rent_minor, deposit_minor, fee_period').eq('id', own.bookingId);
    expect(read.data).toHaveLength(1);
    const other = await t.project.newStudent('other');
    const theirs = await other.client.from('bookings').select('receipt_number').eq('id', own.bookingId);
    expect(theirs.data).toEqual([]);
  });

  it('when an admin sets a bad period or deposit through the functions, then they refuse and change nothing', async () => {
    await expect(
      t.project.call('set_room_price', {
        p_hostel_name: 'Kanhar',
        p_occupancy: 1,
        p_price_minor: 60000,
        p_fee_period: 'month',
        p_actor_id: null,
        p_actor_email: 'admin@hostel.local',
      }),
    ).rejects.toThrow(/fee period/);
    await expect(
      t.project.call('set_hostel_deposit', {
        p_hostel_name: 'Kanhar',
        p_deposit_minor: -1,
        p_actor_id: null,
        p_actor_email: 'admin@hostel.local',
      }),
    ).rejects.toThrow(/deposit/);
    expect(
      await t.project.call('set_hostel_deposit', {
        p_hostel_name: 'Nowhere',
        p_deposit_minor: 100,
        p_actor_id: null,
        p_actor_email: 'admin@hostel.local',
      }),
    ).toBe('not_found');
  });
});

describe('receipt numbers under concurrent payments on PostgreSQL', () => {
  let t: Awaited<ReturnType<typeof setUp>>;

  beforeAll(async () => {
    t = await setUp('postgres');
  });

  afterAll(() => t.project.close());

  it('when payments race and one rolls back, then every paid booking has its own number and none is skipped', async () => {
    const bookings = [];
    for (let i = 0; i < 12; i++) bookings.push(await t.heldBooking(`race-${i}`));
    const [rolledBack, ...racing] = bookings;
    if (!rolledBack) throw new Error('no booking');

    // A payment that marks its booking paid and then fails takes a number only until its transaction rolls back.
    await expect(
      t.sql(
        `do $$ begin
           update public.bookings set status = 'paid', paid_at = now() where id = ${rolledBack.bookingId};
           raise exception 'payment rolled back';
         end $$`,
      ),
    ).rejects.toThrow(/rolled back/);
    expect((await t.charges(rolledBack.bookingId)).receipt_number).toBeNull();

    const outcomes = await Promise.all(
      racing.map((b) => t.project.call<{ outcome: string }[]>('finalise_booking', { p_payment_intent_id: b.intent })),
    );
    expect(outcomes.map((o) => o[0]?.outcome)).toEqual(racing.map(() => 'paid'));
    await t.project.call('finalise_booking', { p_payment_intent_id: rolledBack.intent });

    const numbers = await Promise.all(bookings.map(async (b) => (await t.charges(b.bookingId)).receipt_number));
    const serials = numbers.map(serial).sort((a, b) => a - b);
    const [series] = await t.sql<{ last_number: number }>(
      'select last_number from public.receipt_series where financial_year = public.financial_year(now())',
    );
    const first = (series?.last_number ?? 0) - bookings.length + 1;
    expect(serials).toEqual(bookings.map((_, i) => first + i));
  });
});
