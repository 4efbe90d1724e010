// Occupancy per hostel: occupied of total beds, the free count and a bar.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { HostelOccupancy } from '../types';

export function occupancyPercent(row: HostelOccupancy): number {
  return row.total === 0 ? 0 : Math.round((row.occupied / row.total) * 100);
}

/** `withRoomLinks` adds a link to each hostel's room list. */
export function OccupancyList({
  rows,
  withRoomLinks = false,
}: {
  rows: readonly HostelOccupancy[];
  withRoomLinks?: boolean;
}) {
  return (
    <ul className="admin-occupancy">
      {rows.map((row) => {
        const percent = occupancyPercent(row);
        return (
          <li key={row.hostel} className="admin-occupancy__item">
            <div className="admin-occupancy__head">
              <h3 className="admin-occupancy__name">{row.hostel}</h3>
              <span className="admin-occupancy__percent">{percent}% occupied</span>
            </div>
            <div className="admin-occupancy__bar" aria-hidden="true">
              <span style={{ width: `${percent}%` }} />
            </div>
            <p className="admin-occupancy__counts">
              {row.occupied} of {row.total} beds occupied · {row.free} free
            </p>
            {withRoomLinks ? (
              <Link className="admin-occupancy__link" to={paths.hostelRooms.getHref(row.hostel)}>
                View {row.hostel} rooms
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
