// The share of each week's answered complaints answered by their due time, as bars with the percentage above each.
import { onTimePercent, weekLabel, type WeekSummary } from '../weekly-stats';
import { ChartData } from './chart-data';
import { CHART_HEIGHT, CHART_WIDTH, PLOT, WeeklyAxis, weekCentre, yOf } from './weekly-axis';

const BAR_WIDTH = 22;
const TICKS = [0, 50, 100].map((value) => ({ y: yOf(value, 100), label: `${value}%` }));

function shareText(week: WeekSummary): string {
  const percent = onTimePercent(week);
  return percent === null ? 'none answered' : `${percent}% (${week.onTime} of ${week.answered})`;
}

export function onTimeSummary(weeks: readonly WeekSummary[]): string {
  const parts = weeks.map((week) => `week of ${weekLabel(week.week)}: ${shareText(week)}`);
  return `Share of complaints answered on time per week, by the week they were raised: ${parts.join('; ')}.`;
}

export function OnTimeChart({ weeks }: { weeks: readonly WeekSummary[] }) {
  return (
    <>
      <svg
        className="chart"
        role="img"
        aria-label={onTimeSummary(weeks)}
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
      >
        <WeeklyAxis weeks={weeks.map((week) => week.week)} ticks={TICKS} />
        {weeks.map((week, index) => {
          const percent = onTimePercent(week);
          const centre = weekCentre(index, weeks.length);
          const top = yOf(percent ?? 0, 100);
          return (
            <g key={week.week}>
              {percent !== null ? (
                <rect
                  className="chart__bar"
                  x={centre - BAR_WIDTH / 2}
                  y={top}
                  width={BAR_WIDTH}
                  height={PLOT.bottom - top}
                />
              ) : null}
              <text className="chart__value" x={centre} y={top - 4} textAnchor="middle">
                {percent === null ? '–' : `${percent}%`}
              </text>
            </g>
          );
        })}
      </svg>
      <ChartData label="Answered on time as a table">
        <table className="chart-table">
          <caption className="visually-hidden">Complaints answered on time per week</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Answered</th>
              <th scope="col">On time</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => {
              const percent = onTimePercent(week);
              return (
                <tr key={week.week}>
                  <th scope="row">{weekLabel(week.week)}</th>
                  <td>{week.answered}</td>
                  <td>{week.onTime}</td>
                  <td>{percent === null ? '—' : `${percent}%`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ChartData>
    </>
  );
}
