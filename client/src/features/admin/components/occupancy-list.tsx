// Occupancy per hostel: occupied of total beds, the free count and a bar.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format';
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
  const { t } = useTranslation('admin');
  return (
    <ul className="admin-occupancy">
      {rows.map((row) => {
        const percent = occupancyPercent(row);
        return (
          <li key={row.hostel} className="admin-occupancy__item">
            <div className="admin-occupancy__head">
              <h3 className="admin-occupancy__name">{row.hostel}</h3>
              <span className="admin-occupancy__percent">{t('occupancy.percentOccupied', { percent })}</span>
            </div>
            <div className="admin-occupancy__bar" aria-hidden="true">
              <span style={{ width: `${percent}%` }} />
            </div>
            <p className="admin-occupancy__counts">
              {t('occupancy.counts', {
                occupied: formatNumber(row.occupied),
                total: formatNumber(row.total),
                free: formatNumber(row.free),
              })}
            </p>
            {withRoomLinks ? (
              <Link className="admin-occupancy__link" to={paths.hostelRooms.getHref(row.hostel)}>
                {t('occupancy.viewRooms', { hostel: row.hostel })}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
