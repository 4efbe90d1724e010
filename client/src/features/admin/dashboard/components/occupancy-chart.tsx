// Occupancy per hostel as horizontal bars (occupied of total beds), each with its numbers written beside it.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import { t } from '../../../../lib/i18n';
import type { HostelOccupancy } from '../../types';
import { occupancyPercent } from '../../components/occupancy-list';
import { ChartData } from './chart-data';
import { TableScroll } from '../../components/table-scroll';

/** The drawing's own units: its width is the narrowest screen's, so text keeps its size on a phone. */
const WIDTH = 320;
const ROW = 46;
const BAR = 14;

export function occupancySummary(rows: readonly HostelOccupancy[]): string {
  const parts = rows.map((row) =>
    t('admin:charts.hostelBeds', {
      hostel: row.hostel,
      occupied: formatNumber(row.occupied),
      total: formatNumber(row.total),
      percent: occupancyPercent(row),
    }),
  );
  return t('admin:charts.occupancySummary', { parts: parts.join('; ') });
}

export function OccupancyChart({ rows }: { rows: readonly HostelOccupancy[] }) {
  const { t } = useTranslation('admin');
  if (rows.length === 0) return <p className="admin-muted">{t('charts.noHostels')}</p>;
  return (
    <>
      <svg
        className="chart chart--bars"
        role="img"
        aria-label={occupancySummary(rows)}
        viewBox={`0 0 ${WIDTH} ${rows.length * ROW}`}
      >
        {rows.map((row, index) => {
          const top = index * ROW;
          const share = row.total === 0 ? 0 : Math.min(1, row.occupied / row.total);
          return (
            <g key={row.hostel}>
              <text className="chart__label" x={0} y={top + 15}>
                {row.hostel}
              </text>
              <text className="chart__value" x={WIDTH} y={top + 15} textAnchor="end">
                {`${formatNumber(row.occupied)} / ${formatNumber(row.total)} · ${occupancyPercent(row)}%`}
              </text>
              <rect className="chart__track" x={0} y={top + 22} width={WIDTH} height={BAR} rx={3} />
              <rect className="chart__bar" x={0} y={top + 22} width={WIDTH * share} height={BAR} rx={3} />
            </g>
          );
        })}
      </svg>
      <ChartData label={t('charts.occupancyTable')}>
        <TableScroll label={t('charts.occupancyCaption')}>
          <table className="chart-table">
            <caption className="visually-hidden">{t('charts.occupancyCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('charts.hostel')}</th>
                <th scope="col">{t('charts.occupied')}</th>
                <th scope="col">{t('charts.free')}</th>
                <th scope="col">{t('charts.total')}</th>
                <th scope="col">{t('charts.share')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.hostel}>
                  <th scope="row">{row.hostel}</th>
                  <td>{formatNumber(row.occupied)}</td>
                  <td>{formatNumber(row.free)}</td>
                  <td>{formatNumber(row.total)}</td>
                  <td>{t('charts.percent', { percent: occupancyPercent(row) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </ChartData>
    </>
  );
}
