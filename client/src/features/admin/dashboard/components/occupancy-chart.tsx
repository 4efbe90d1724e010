// Occupancy per hostel as horizontal bars (occupied of total beds), each with its numbers written beside it.
import type { HostelOccupancy } from '../../types';
import { occupancyPercent } from '../../components/occupancy-list';
import { ChartData } from './chart-data';

/** The drawing's own units: its width is the narrowest screen's, so text keeps its size on a phone. */
const WIDTH = 320;
const ROW = 46;
const BAR = 14;

export function occupancySummary(rows: readonly HostelOccupancy[]): string {
  const parts = rows.map((row) => `${row.hostel} ${row.occupied} of ${row.total} beds (${occupancyPercent(row)}%)`);
  return `Beds occupied or on hold per hostel: ${parts.join('; ')}.`;
}

export function OccupancyChart({ rows }: { rows: readonly HostelOccupancy[] }) {
  if (rows.length === 0) return <p className="admin-muted">No hostels to show.</p>;
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
                {`${row.occupied} / ${row.total} · ${occupancyPercent(row)}%`}
              </text>
              <rect className="chart__track" x={0} y={top + 22} width={WIDTH} height={BAR} rx={3} />
              <rect className="chart__bar" x={0} y={top + 22} width={WIDTH * share} height={BAR} rx={3} />
            </g>
          );
        })}
      </svg>
      <ChartData label="Occupancy as a table">
        <table className="chart-table">
          <caption className="visually-hidden">Beds per hostel</caption>
          <thead>
            <tr>
              <th scope="col">Hostel</th>
              <th scope="col">Occupied</th>
              <th scope="col">Free</th>
              <th scope="col">Total</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.hostel}>
                <th scope="row">{row.hostel}</th>
                <td>{row.occupied}</td>
                <td>{row.free}</td>
                <td>{row.total}</td>
                <td>{occupancyPercent(row)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ChartData>
    </>
  );
}
