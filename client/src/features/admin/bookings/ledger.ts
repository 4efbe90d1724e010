// The bookings ledger's filters (status, hostel, dates, text, sort) and page, kept in the URL, and the words for a
// booking's status.
import { CheckedValues } from '@campus-hostel/contracts/database-types';
import { t } from '../../../lib/i18n';

export const BOOKING_STATUSES = CheckedValues.bookings.status;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A booking's status in the language being read: 'held' → 'On hold'. */
export function bookingStatusLabel(status: BookingStatus): string {
  return t(`admin:bookings.statuses.${status}`);
}

/** Bookings whose money the office has (paid, and paid then checked out): what can be refunded. */
export const PAID_STATUSES: readonly BookingStatus[] = ['paid', 'checked_out'];

export type LedgerSort = 'newest' | 'oldest';

export interface LedgerFilter {
  /** Reference, name or email fragment. */
  query: string;
  /** '' means any. */
  status: BookingStatus | '';
  /** '' means every hostel. */
  hostel: string;
  /** Inclusive local dates (yyyy-mm-dd) of created_at; '' means open-ended. */
  from: string;
  to: string;
  sort: LedgerSort;
}

export const emptyLedgerFilter: LedgerFilter = { query: '', status: '', hostel: '', from: '', to: '', sort: 'newest' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isBookingStatus(value: string): value is BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(value);
}

/** `?q=&status=&hostel=&from=&to=&sort=oldest&page=`, anything malformed read as unset. */
export function readLedgerParams(params: URLSearchParams): { filter: LedgerFilter; page: number } {
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return DATE.test(value) ? value : '';
  };
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    filter: {
      query: params.get('q') ?? '',
      status: isBookingStatus(status) ? status : '',
      hostel: params.get('hostel') ?? '',
      from: date('from'),
      to: date('to'),
      sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest',
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function ledgerParams(filter: LedgerFilter, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.query.trim() !== '') params.set('q', filter.query);
  if (filter.status !== '') params.set('status', filter.status);
  if (filter.hostel !== '') params.set('hostel', filter.hostel);
  if (filter.from !== '') params.set('from', filter.from);
  if (filter.to !== '') params.set('to', filter.to);
  if (filter.sort === 'oldest') params.set('sort', 'oldest');
  if (page > 1) params.set('page', String(page));
  return params;
}
