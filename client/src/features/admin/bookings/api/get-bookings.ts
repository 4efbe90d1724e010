// The bookings ledger, read with the office's session (RLS lets the office read every booking): one page filtered,
// sorted and counted by the database, every match for the CSV, and the paid and refunded totals of the filter.
import type { FeePeriod } from '@campus-hostel/contracts/api';
import { readAllPages, type Page } from '../../../../lib/pages';
import { getSupabase, type Supabase } from '../../../../lib/supabase';
import { pageOf } from '../../api/list-page';
import { withStudentNames } from '../../api/office-names';
import { createdBetween, PAGE_SIZE, textConditions } from '../../utils/filters';
import { PAID_STATUSES, type BookingStatus, type LedgerFilter } from '../ledger';

export interface LedgerBooking {
  id: number;
  reference: string;
  status: BookingStatus;
  /** rent_minor for one fee_period plus the refundable deposit_minor (0: none). */
  amount_minor: number;
  rent_minor: number;
  deposit_minor: number;
  fee_period: FeePeriod;
  currency: string;
  name: string;
  email: string;
  user_id: string;
  /** The student as the office names them (name and roll number), read for the CSV only. */
  student_name?: string | null;
  created_at: string;
  paid_at: string | null;
  ended_at: string | null;
  refunded_at: string | null;
  refund_reason: string | null;
  /** The room and bed, embedded through bookings.room_id and bookings.bed_id. */
  hostel_room: { hostel_name: string; wing_name: string; room_number: number };
  beds: { label: string } | null;
}

// The room is embedded !inner so the hostel filter (a condition on the embed) narrows the bookings themselves.
const LEDGER_COLUMNS =
  'id, reference, status, amount_minor, rent_minor, deposit_minor, fee_period, currency, name, email, user_id, created_at, paid_at, ended_at, refunded_at, refund_reason, hostel_room!inner(hostel_name, wing_name, room_number), beds(label)';

function matching(
  supabase: Supabase,
  filter: LedgerFilter,
  columns: string,
  statuses: readonly BookingStatus[] | null,
  head = false,
) {
  let query = supabase.from('bookings').select(columns, { count: 'exact', head });
  if (statuses) query = query.in('status', statuses);
  if (filter.hostel !== '') query = query.eq('hostel_room.hostel_name', filter.hostel);
  const { since, before } = createdBetween(filter.from, filter.to);
  if (since) query = query.gte('created_at', since);
  if (before) query = query.lt('created_at', before);
  const text = textConditions(filter.query, ['reference', 'name', 'email']);
  return text ? query.or(text) : query;
}

async function readBookings(filter: LedgerFilter, from: number, to: number): Promise<Page<LedgerBooking>> {
  const statuses = filter.status === '' ? null : [filter.status];
  const ascending = filter.sort === 'oldest';
  const supabase = await getSupabase();
  const answer = await matching(supabase, filter, LEDGER_COLUMNS, statuses)
    .order('created_at', { ascending })
    .order('id', { ascending })
    .range(from, to)
    .overrideTypes<LedgerBooking[], { merge: false }>();
  return pageOf(
    answer,
    async () => (await matching(supabase, filter, 'id, hostel_room!inner(hostel_name)', statuses, true)).count ?? 0,
  );
}

/** One page (1-based, 50 a page) of the bookings matching the filter, and how many match in all. */
export function getBookings(filter: LedgerFilter, page: number): Promise<Page<LedgerBooking>> {
  return readBookings(filter, (page - 1) * PAGE_SIZE, page * PAGE_SIZE - 1);
}

/** Every booking matching the filter, for the CSV export. */
/** Every booking matching the filter, each with its student's name, for the CSV export. */
export async function getAllBookings(filter: LedgerFilter): Promise<LedgerBooking[]> {
  return withStudentNames(await readAllPages((from, to) => readBookings(filter, from, to)));
}

export interface LedgerTotal {
  count: number;
  /** Sum per currency (minor units): one entry unless bookings were taken in several currencies. */
  sums: Array<{ currency: string; minor: number }>;
}

export interface LedgerTotals {
  paid: LedgerTotal;
  refunded: LedgerTotal;
}

/** The matching bookings of these statuses (within the filter's own status), summed here: PostgREST has no sums. */
async function totalOf(filter: LedgerFilter, group: readonly BookingStatus[]): Promise<LedgerTotal> {
  const statuses = filter.status === '' ? group : group.filter((status) => status === filter.status);
  if (statuses.length === 0) return { count: 0, sums: [] };
  const supabase = await getSupabase();
  const rows = await readAllPages(async (from, to) => {
    const answer = await matching(
      supabase,
      filter,
      'id, amount_minor, currency, hostel_room!inner(hostel_name)',
      statuses,
    )
      .order('id')
      .range(from, to)
      .overrideTypes<Array<{ amount_minor: number; currency: string }>, { merge: false }>();
    if (answer.error) throw answer.error;
    return { rows: answer.data, total: answer.count ?? answer.data.length };
  });
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.currency, (sums.get(row.currency) ?? 0) + row.amount_minor);
  return { count: rows.length, sums: [...sums].map(([currency, minor]) => ({ currency, minor })) };
}

/** Paid (paid or checked out) and refunded bookings matching the filter: how many and how much. */
export async function getBookingTotals(filter: LedgerFilter): Promise<LedgerTotals> {
  const [paid, refunded] = await Promise.all([totalOf(filter, PAID_STATUSES), totalOf(filter, ['refunded'])]);
  return { paid, refunded };
}
