// /admin/hostels: occupancy of each hostel, from room_availability().
import { RetryMessage } from '../../../components/ui/retry-message';
import { messages } from '../../../config/messages';
import { getOccupancy } from '../../../features/admin/api/get-occupancy';
import { useQuery } from '../../../lib/use-query';
import { OccupancyList } from '../../../features/admin/components/occupancy-list';

export function Component() {
  const occupancy = useQuery('occupancy', getOccupancy);
  const totals = (occupancy.data ?? []).reduce(
    (sum, row) => ({ total: sum.total + row.total, occupied: sum.occupied + row.occupied }),
    { total: 0, occupied: 0 },
  );

  return (
    <section aria-labelledby="hostels-title">
      <title>Hostels · Admin · Campus Hostel</title>
      <h1 id="hostels-title" className="admin-title">
        Hostels
      </h1>
      {occupancy.status === 'loading' && !occupancy.data ? <p role="status">Loading occupancy…</p> : null}
      {occupancy.status === 'error' ? (
        <RetryMessage role="alert" message={messages.fetchOccupancyFailed} onRetry={occupancy.reload} />
      ) : null}
      {occupancy.data ? (
        <>
          <p className="admin-lead">
            {totals.occupied} of {totals.total} beds are occupied or on hold across all hostels.
          </p>
          <section className="panel" aria-labelledby="hostel-occupancy-title">
            <h2 id="hostel-occupancy-title">Occupancy per hostel</h2>
            <OccupancyList rows={occupancy.data} withRoomLinks />
          </section>
        </>
      ) : null}
    </section>
  );
}
