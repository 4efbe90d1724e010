// /admin/bookings: every hold, payment, check-out and refund, filtered, sorted and paged by the database with the
// filter's totals and CSV export; admins refund a paid booking with a reason. Filters and page live in the URL.
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { messages } from '../../../../config/messages';
import { useHostels } from '../../../../lib/hostels';
import { useQuery } from '../../../../lib/use-query';
import { ExportCsvButton, useCsvExport } from '../../components/export-csv';
import { listSummary, OfficeList, SearchPanel, usePageInRange, useTypedSearch } from '../../components/office-list';
import type { CsvColumn } from '../../utils/csv';
import { PAGE_SIZE } from '../../utils/filters';
import { getAllBookings, getBookings, getBookingTotals, type LedgerBooking } from '../api/get-bookings';
import {
  BOOKING_STATUS_LABEL,
  BOOKING_STATUSES,
  emptyLedgerFilter,
  isBookingStatus,
  ledgerParams,
  readLedgerParams,
  type LedgerFilter,
} from '../ledger';
import { LedgerTable } from './ledger-table';
import { LedgerTotals } from './ledger-totals';
import { RefundDialog, useRefunds } from './refund-dialog';

const csvColumns: readonly CsvColumn<LedgerBooking>[] = [
  { header: 'Reference', value: (row) => row.reference },
  { header: 'Status', value: (row) => BOOKING_STATUS_LABEL[row.status] },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Hostel', value: (row) => row.hostel_room.hostel_name },
  { header: 'Wing', value: (row) => row.hostel_room.wing_name },
  { header: 'Room', value: (row) => row.hostel_room.room_number },
  { header: 'Bed', value: (row) => row.beds?.label },
  { header: 'Amount (minor units)', value: (row) => row.amount_minor },
  { header: 'Currency', value: (row) => row.currency },
  { header: 'Created at', value: (row) => row.created_at },
  { header: 'Paid at', value: (row) => row.paid_at },
  { header: 'Ended at', value: (row) => row.ended_at },
  { header: 'Refunded at', value: (row) => row.refunded_at },
  { header: 'Refund reason', value: (row) => row.refund_reason },
];

const statusOptions = BOOKING_STATUSES.map((value) => ({ value, label: BOOKING_STATUS_LABEL[value] }));
const sortOptions = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

function LedgerFields({ filter, change }: { filter: LedgerFilter; change: (next: Partial<LedgerFilter>) => void }) {
  const hostels = useHostels();
  return (
    <>
      <SelectField
        label="Status"
        placeholder="Any status"
        options={statusOptions}
        value={filter.status}
        onChange={(event) => change({ status: isBookingStatus(event.target.value) ? event.target.value : '' })}
      />
      <SelectField
        label="Hostel"
        placeholder="Every hostel"
        options={(hostels.data ?? []).map((row) => ({ value: row.name, label: row.name }))}
        value={filter.hostel}
        onChange={(event) => change({ hostel: event.target.value })}
      />
      <TextField
        label="From"
        type="date"
        value={filter.from}
        max={filter.to || undefined}
        onChange={(event) => change({ from: event.target.value })}
      />
      <TextField
        label="To"
        type="date"
        value={filter.to}
        min={filter.from || undefined}
        onChange={(event) => change({ to: event.target.value })}
      />
      <SelectField
        label="Sort"
        options={sortOptions}
        value={filter.sort}
        onChange={(event) => change({ sort: event.target.value === 'oldest' ? 'oldest' : 'newest' })}
      />
    </>
  );
}

export function BookingLedger({ isAdmin }: { isAdmin: boolean }) {
  const [params, setParams] = useSearchParams();
  const { filter, page } = readLedgerParams(params);
  const filterKey = ledgerParams(filter, 1).toString();
  const rows = useQuery(`bookings?${ledgerParams(filter, page).toString()}`, () => getBookings(filter, page));
  const totals = useQuery(`booking-totals?${filterKey}`, () => getBookingTotals(filter));
  const [typed, setTyped] = useTypedSearch(filter.query);
  const refunds = useRefunds(() => {
    rows.reload();
    totals.reload();
  });
  const { exporting, exportCsv } = useCsvExport('bookings', () => getAllBookings(filter), csvColumns);
  const total = rows.data?.total;
  const searchFor = (to: number) => ledgerParams(filter, to).toString();
  const { pages, current } = usePageInRange({ page, pageSize: PAGE_SIZE, total }, searchFor);
  const shown = refunds.shownAs(rows.data?.rows ?? []);

  // A new filter starts again at page 1 and replaces the URL's entry, so Back leaves the ledger.
  const change = (next: Partial<LedgerFilter>) => setParams(ledgerParams({ ...filter, ...next }, 1), { replace: true });
  const search = (event: FormEvent) => {
    event.preventDefault();
    change({ query: typed.trim() });
  };

  return (
    <section aria-labelledby="bookings-title">
      <title>Bookings · Admin · Campus Hostel</title>
      <h1 id="bookings-title" className="admin-title">
        Bookings
      </h1>
      <OfficeList
        search={
          <SearchPanel
            label="Filter bookings"
            onSubmit={search}
            fields={
              <>
                <TextField
                  label="Search"
                  type="search"
                  placeholder="Reference, name or email"
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                />
                <LedgerFields filter={filter} change={change} />
              </>
            }
            summary={listSummary(
              { loading: 'Loading bookings…', none: 'No bookings to show', one: 'booking', many: 'bookings' },
              { page: current, pageSize: PAGE_SIZE, shown: shown.length, total },
            )}
            actions={
              <>
                <Button type="submit" variant="secondary">
                  Search
                </Button>
                {filterKey !== '' ? (
                  <Button variant="ghost" onClick={() => change(emptyLedgerFilter)}>
                    Clear filters
                  </Button>
                ) : null}
                <ExportCsvButton canExport={(total ?? 0) > 0} exporting={exporting} onExport={exportCsv} />
              </>
            }
          />
        }
        before={<LedgerTotals totals={totals} />}
        load={{
          status: rows.status,
          loaded: rows.data !== undefined,
          total,
          reload: rows.reload,
          loading: 'Loading bookings…',
          failed: 'The bookings could not be loaded right now.',
          failedRole: 'alert',
          empty: messages.noMatchingItems,
        }}
        pager={{ title: 'Bookings', page: current, pages, searchFor }}
      >
        {shown.length > 0 ? (
          <LedgerTable rows={shown} sort={filter.sort} onRefund={isAdmin ? refunds.ask : null} busy={refunds.busy} />
        ) : null}
      </OfficeList>
      <RefundDialog refunds={refunds} />
    </section>
  );
}
