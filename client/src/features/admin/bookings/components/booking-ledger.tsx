// /admin/bookings: every hold, payment, check-out and refund, filtered, sorted and paged by the database with the
// filter's totals and CSV export; admins refund a paid booking with a reason. Filters and page live in the URL.
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { feePeriodName } from '../../../../lib/fees';
import { useHostels } from '../../../../lib/hostels';
import { t as translate } from '../../../../lib/i18n';
import { useQuery } from '../../../../lib/use-query';
import { ExportCsvButton, useCsvExport } from '../../components/export-csv';
import { listSummary, OfficeList, SearchPanel, usePageInRange, useTypedSearch } from '../../components/office-list';
import { csvRupees, csvTime, type CsvColumn } from '../../utils/csv';
import { PAGE_SIZE } from '../../utils/filters';
import { getAllBookings, getBookings, getBookingTotals, type LedgerBooking } from '../api/get-bookings';
import {
  BOOKING_STATUSES,
  bookingStatusLabel,
  emptyLedgerFilter,
  isBookingStatus,
  ledgerParams,
  readLedgerParams,
  type LedgerFilter,
} from '../ledger';
import { LedgerTable } from './ledger-table';
import { LedgerTotals } from './ledger-totals';
import { RefundDialog, useRefunds } from './refund-dialog';

const csvColumns = (): readonly CsvColumn<LedgerBooking>[] => [
  { header: translate('admin:bookings.reference'), value: (row) => row.reference },
  { header: translate('admin:list.status'), value: (row) => bookingStatusLabel(row.status) },
  { header: translate('admin:bookings.student'), value: (row) => row.student_name },
  { header: translate('admin:bookings.name'), value: (row) => row.name },
  { header: translate('admin:list.email'), value: (row) => row.email },
  { header: translate('admin:bookings.hostel'), value: (row) => row.hostel_room.hostel_name },
  { header: translate('admin:bookings.bedName'), value: bedName },
  { header: translate('admin:bookings.amountRupees'), value: (row) => csvRupees(row.amount_minor) },
  { header: translate('admin:bookings.rentRupees'), value: (row) => csvRupees(row.rent_minor) },
  { header: translate('admin:bookings.feePeriod'), value: (row) => feePeriodName(row.fee_period) },
  { header: translate('admin:bookings.depositRupees'), value: (row) => csvRupees(row.deposit_minor) },
  { header: translate('admin:csv.createdAt'), value: (row) => csvTime(row.created_at) },
  { header: translate('admin:bookings.paidAt'), value: (row) => csvTime(row.paid_at) },
  { header: translate('admin:bookings.endedAt'), value: (row) => csvTime(row.ended_at) },
  { header: translate('admin:bookings.refundedAt'), value: (row) => csvTime(row.refunded_at) },
  { header: translate('admin:bookings.refundReason'), value: (row) => row.refund_reason },
];

/** The bed as the office names it: "Kanhar A-103 bed B" (a booking's bed is always known; its room alone otherwise). */
function bedName({ hostel_room: room, beds }: LedgerBooking): string {
  const name = `${room.hostel_name} ${room.wing_name}-${room.room_number}`;
  return beds ? translate('admin:bookings.bedOf', { room: name, bed: beds.label }) : name;
}

function LedgerFields({ filter, change }: { filter: LedgerFilter; change: (next: Partial<LedgerFilter>) => void }) {
  const { t } = useTranslation('admin');
  const hostels = useHostels();
  return (
    <>
      <SelectField
        label={t('list.status')}
        placeholder={t('list.anyStatus')}
        options={BOOKING_STATUSES.map((value) => ({ value, label: bookingStatusLabel(value) }))}
        value={filter.status}
        onChange={(event) => change({ status: isBookingStatus(event.target.value) ? event.target.value : '' })}
      />
      <SelectField
        label={t('bookings.hostel')}
        placeholder={t('bookings.everyHostel')}
        options={(hostels.data ?? []).map((row) => ({ value: row.name, label: row.name }))}
        value={filter.hostel}
        onChange={(event) => change({ hostel: event.target.value })}
      />
      <TextField
        label={t('list.from')}
        type="date"
        value={filter.from}
        max={filter.to || undefined}
        onChange={(event) => change({ from: event.target.value })}
      />
      <TextField
        label={t('list.to')}
        type="date"
        value={filter.to}
        min={filter.from || undefined}
        onChange={(event) => change({ to: event.target.value })}
      />
      <SelectField
        label={t('bookings.sort')}
        options={[
          { value: 'newest', label: t('list.newestFirst') },
          { value: 'oldest', label: t('list.oldestFirst') },
        ]}
        value={filter.sort}
        onChange={(event) => change({ sort: event.target.value === 'oldest' ? 'oldest' : 'newest' })}
      />
    </>
  );
}

export function BookingLedger({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation(['admin', 'messages']);
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
      <title>{t('pageTitle', { title: t('bookings.title') })}</title>
      <h1 id="bookings-title" className="admin-title">
        {t('bookings.title')}
      </h1>
      <OfficeList
        search={
          <SearchPanel
            label={t('bookings.filter')}
            onSubmit={search}
            fields={
              <>
                <TextField
                  label={t('list.search')}
                  type="search"
                  placeholder={t('bookings.searchPlaceholder')}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                />
                <LedgerFields filter={filter} change={change} />
              </>
            }
            summary={listSummary(
              {
                loading: t('bookings.loading'),
                none: t('bookings.none'),
                one: t('bookings.one'),
                many: t('bookings.many'),
              },
              { page: current, pageSize: PAGE_SIZE, shown: shown.length, total },
            )}
            actions={
              <>
                <Button type="submit" variant="secondary">
                  {t('list.search')}
                </Button>
                {filterKey !== '' ? (
                  <Button variant="ghost" onClick={() => change(emptyLedgerFilter)}>
                    {t('list.clearFilters')}
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
          loading: t('bookings.loading'),
          failed: t('bookings.failed'),
          failedRole: 'alert',
          empty: t('messages:noMatchingItems'),
        }}
        pager={{ title: t('bookings.title'), page: current, pages, searchFor }}
      >
        {shown.length > 0 ? (
          <LedgerTable rows={shown} sort={filter.sort} onRefund={isAdmin ? refunds.ask : null} busy={refunds.busy} />
        ) : null}
      </OfficeList>
      <RefundDialog refunds={refunds} />
    </section>
  );
}
