// Fees over HTTP: an admin sets a room type's price with its period and a hostel's caution deposit (bad input and the
// wrong caller refused, nothing changed), a hold then charges rent plus deposit at Stripe, the paid booking gets its
// receipt number, an office refund returns the whole amount, and anyone reads the institute receipts name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, Harness, bookingBody, confirmWithCard, eventually, type Session } from './harness.js';

const VISA = '4242424242424242';
const INSTITUTE = { INSTITUTE_NAME: 'Test Institute of Science', INSTITUTE_ADDRESS: '1 College Road, Bhilai 490020' };

interface IntentAnswer {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  charges: { rent_minor: number; deposit_minor: number; fee_period: string };
}

let h: Harness;
let admin: Session;
let staff: Session;
let student: Session;

beforeAll(async () => {
  h = await Harness.start(INSTITUTE);
  admin = await h.signIn(ADMIN.email, ADMIN.password);
  staff = await h.createOfficeMember('fees-staff@test.hostel.local', 'staff');
  [student] = (await h.createStudents(1, 'fees')) as [Session];
});

afterAll(async () => {
  await h.close();
});

async function deposits(): Promise<unknown> {
  return h.sql('select name, caution_deposit_minor from public.hostels order by name');
}

async function prices(): Promise<unknown> {
  return h.sql(
    'select distinct hostel_name, occupancy, price_minor, fee_period from public.hostel_room order by 1, 2, 3, 4',
  );
}

describe('GET /receipts/institute', () => {
  it('when anyone asks, then the configured name and address answer', async () => {
    const res = await h.call('GET', '/receipts/institute');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: INSTITUTE.INSTITUTE_NAME, address: INSTITUTE.INSTITUTE_ADDRESS });
  });
});

describe('the office sets prices and deposits', () => {
  it('when the body is bad, or the caller not an admin, then a 4xx with its code and nothing changes', async () => {
    const before = { deposits: await deposits(), prices: await prices() };
    const cases: [string, Session | null, Record<string, unknown>, number, string][] = [
      ['/admin/hostels/deposit', admin, { hostel_name: 'Gopad', deposit_minor: -1 }, 400, 'invalid_request'],
      ['/admin/hostels/deposit', admin, { hostel_name: 'Gopad', deposit_minor: 10.5 }, 400, 'invalid_request'],
      ['/admin/hostels/deposit', admin, { hostel_name: 'Gopad', deposit_minor: '500' }, 400, 'invalid_request'],
      ['/admin/hostels/deposit', admin, { hostel_name: 'Gopad', deposit_minor: 100_000_001 }, 400, 'invalid_request'],
      ['/admin/hostels/deposit', admin, { hostel_name: 'Narmada', deposit_minor: 500 }, 404, 'not_found'],
      ['/admin/hostels/deposit', staff, { hostel_name: 'Gopad', deposit_minor: 500 }, 403, 'forbidden'],
      ['/admin/hostels/deposit', student, { hostel_name: 'Gopad', deposit_minor: 500 }, 403, 'forbidden'],
      ['/admin/hostels/deposit', null, { hostel_name: 'Gopad', deposit_minor: 500 }, 401, 'missing_token'],
      [
        '/admin/rooms/price',
        admin,
        { hostel_name: 'Gopad', occupancy: 1, price_minor: 60000, fee_period: 'month' },
        400,
        'invalid_request',
      ],
      [
        '/admin/rooms/price',
        staff,
        { hostel_name: 'Gopad', occupancy: 1, price_minor: 60000, fee_period: 'year' },
        403,
        'forbidden',
      ],
    ];
    for (const [path, session, body, status, code] of cases) {
      const res = await h.call('POST', path, { ...(session ? { token: session.token } : {}), body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body, JSON.stringify(body)).toMatchObject({ code });
    }
    expect({ deposits: await deposits(), prices: await prices() }).toEqual(before);
  });

  it('when an admin sets a price with its period and a deposit, then both hold and each change is audited', async () => {
    const price = await h.call<{ rooms: number }>('POST', '/admin/rooms/price', {
      token: admin.token,
      body: { hostel_name: 'Gopad', occupancy: 1, price_minor: 4_500_000, fee_period: 'year' },
    });
    expect(price.status).toBe(200);
    expect(price.body.rooms).toBeGreaterThan(0);
    const deposit = await h.call('POST', '/admin/hostels/deposit', {
      token: admin.token,
      body: { hostel_name: 'Gopad', deposit_minor: 1_000_000 },
    });
    expect(deposit.status).toBe(200);
    expect(deposit.body).toEqual({ hostel_name: 'Gopad', deposit_minor: 1_000_000 });
    expect(
      await h.sql(
        `select distinct price_minor, fee_period from public.hostel_room where hostel_name = 'Gopad' and occupancy = 1`,
      ),
    ).toEqual([{ price_minor: 4_500_000, fee_period: 'year' }]);
    const audited = await h.sql<{ action: string; after: Record<string, unknown> }>(
      `select action, after from public.audit_log where action in ('room.set_price', 'hostel.set_deposit')
       and target_id in ('Gopad/1', 'Gopad') order by id`,
    );
    expect(audited.map((row) => row.action)).toEqual(['room.set_price', 'hostel.set_deposit']);
    expect(audited[0]?.after).toMatchObject({ price_minor: 4_500_000, fee_period: 'year' });
    expect(audited[1]?.after).toEqual({ caution_deposit_minor: 1_000_000 });
  });
});

describe('a booking charges rent plus deposit', () => {
  it('when a student holds a bed in a hostel with a deposit, then Stripe is asked for rent + deposit, never the sent amount', async () => {
    const [room] = await h.vacantRooms('Gopad', 1);
    if (!room) throw new Error('no vacant room');
    const res = await h.call<IntentAnswer>('POST', '/create-payment-intent', {
      token: student.token,
      body: bookingBody(room, { amount: 100 }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.amount).toBe(5_500_000);
    expect(res.body.charges).toEqual({ rent_minor: 4_500_000, deposit_minor: 1_000_000, fee_period: 'year' });
    const intent = await h.stripe.paymentIntents.retrieve(res.body.paymentIntentId);
    expect(intent.amount).toBe(5_500_000);
    expect(intent.metadata).toMatchObject({ rent_minor: '4500000', deposit_minor: '1000000', fee_period: 'year' });

    const paid = await confirmWithCard(h.stripeStandIn.url, intent.id, res.body.clientSecret, VISA);
    expect(paid.body.status).toBe('succeeded');
    const booking = await eventually(
      () =>
        h.sql<{ id: number; status: string; receipt_number: string | null }>(
          'select id::int as id, status, receipt_number from public.bookings where payment_intent_id = $1',
          [intent.id],
        ),
      (rows) => rows[0]?.status === 'paid',
    );
    expect(booking[0]?.receipt_number).toMatch(/^CH\/\d{4}-\d{2}\/\d{6}$/);

    const details = await h.call('GET', `/get-payment-details/${intent.id}`, { token: student.token });
    expect(details.body).toMatchObject({
      amount: 5_500_000,
      charges: { rent_minor: 4_500_000, deposit_minor: 1_000_000, fee_period: 'year' },
    });

    const refund = await h.call('POST', '/admin/refund', {
      token: admin.token,
      body: { booking_id: booking[0]?.id, reason: 'Left before the term' },
    });
    expect(refund.status).toBe(200);
    const refunds = await h.stripe.refunds.list({ payment_intent: intent.id });
    expect(refunds.data.map((r) => r.amount)).toEqual([5_500_000]);
  });
});
