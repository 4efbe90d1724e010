// How the ledger asks the database: filters become PostgREST conditions (the hostel on the embedded room), paid and
// refunded totals are counted and summed from the matching rows.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupabase, type Supabase } from '../../../../lib/supabase';
import { emptyLedgerFilter } from '../ledger';
import { getBookings, getBookingTotals } from './get-bookings';

vi.mock('../../../../lib/supabase', () => ({ getSupabase: vi.fn() }));

type Call = [method: string, ...args: unknown[]];

/** A stand-in for supabase-js's query builder: records each call and answers `answer(calls)` when awaited. */
function fakeSupabase(answer: (calls: Call[]) => { data: unknown[]; count: number }) {
  const queries: Call[][] = [];
  const from = (table: string) => {
    const calls: Call[] = [['from', table]];
    queries.push(calls);
    const builder: Record<string, unknown> = {};
    for (const method of ['select', 'in', 'eq', 'gte', 'lt', 'or', 'order', 'range', 'overrideTypes']) {
      builder[method] = (...args: unknown[]) => {
        calls.push([method, ...args]);
        return builder;
      };
    }
    builder.then = (resolve: (value: unknown) => void) => resolve({ ...answer(calls), error: null });
    return builder;
  };
  vi.mocked(getSupabase).mockResolvedValue({ from } as unknown as Supabase);
  return queries;
}

const statusesOf = (calls: Call[]) => calls.find(([method]) => method === 'in')?.[2];

beforeEach(() => vi.mocked(getSupabase).mockReset());

describe('the bookings ledger query', () => {
  it('when filtered by status, hostel, dates and text, then each becomes a condition, oldest first when asked', async () => {
    const queries = fakeSupabase(() => ({ data: [], count: 0 }));
    await getBookings(
      { query: 'asha', status: 'paid', hostel: 'Gopad', from: '2026-11-01', to: '', sort: 'oldest' },
      2,
    );
    const calls = queries[0] ?? [];
    expect(calls).toContainEqual(['from', 'bookings']);
    expect(calls).toContainEqual(['in', 'status', ['paid']]);
    expect(calls).toContainEqual(['eq', 'hostel_room.hostel_name', 'Gopad']);
    expect(calls).toContainEqual(['gte', 'created_at', new Date(2026, 10, 1).toISOString()]);
    expect(calls).toContainEqual(['or', 'reference.ilike."*asha*",name.ilike."*asha*",email.ilike."*asha*"']);
    expect(calls).toContainEqual(['order', 'created_at', { ascending: true }]);
    expect(calls).toContainEqual(['range', 50, 99]);
    const select = calls.find(([method]) => method === 'select');
    expect(select?.[1]).toContain('hostel_room!inner(hostel_name, wing_name, room_number)');
    expect(select?.[1]).toContain('beds(label)');
  });

  it('when the totals are asked for, then paid and checked-out bookings are summed apart from refunded ones', async () => {
    const queries = fakeSupabase((calls) =>
      statusesOf(calls)?.toString() === 'refunded'
        ? { data: [{ amount_minor: 50000, currency: 'inr' }], count: 1 }
        : {
            data: [
              { amount_minor: 50000, currency: 'inr' },
              { amount_minor: 45000, currency: 'inr' },
            ],
            count: 2,
          },
    );
    const totals = await getBookingTotals(emptyLedgerFilter);
    expect(queries.map(statusesOf)).toEqual([['paid', 'checked_out'], ['refunded']]);
    expect(totals).toEqual({
      paid: { count: 2, sums: [{ currency: 'inr', minor: 95000 }] },
      refunded: { count: 1, sums: [{ currency: 'inr', minor: 50000 }] },
    });
  });

  it('when the filter keeps one status only, then the other total is nothing, without asking the database', async () => {
    const queries = fakeSupabase(() => ({ data: [{ amount_minor: 50000, currency: 'inr' }], count: 1 }));
    const totals = await getBookingTotals({ ...emptyLedgerFilter, status: 'refunded' });
    expect(queries).toHaveLength(1);
    expect(totals.paid).toEqual({ count: 0, sums: [] });
    expect(totals.refunded.count).toBe(1);
  });
});
