// The share of each week's answered complaints answered by their due time, as bars with the percentage above each.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import { t } from '../../../../lib/i18n';
import { onTimePercent, weekLabel, type WeekSummary } from '../weekly-stats';
import { ChartData } from './chart-data';
import { CHART_HEIGHT, CHART_WIDTH, PLOT, WeeklyAxis, weekCentre, yOf } from './weekly-axis';
import { TableScroll } from '../../components/table-scroll';

const BAR_WIDTH = 22;
const TICKS = [0, 50, 100].map((value) => ({ y: yOf(value, 100), label: `${value}%` }));

function shareText(week: WeekSummary): string {
  const percent = onTimePercent(week);
  return percent === null
    ? t('admin:charts.noneAnswered')
    : t('admin:charts.share', { percent, onTime: formatNumber(week.onTime), answered: formatNumber(week.answered) });
}

export function onTimeSummary(weeks: readonly WeekSummary[]): string {
  const parts = weeks.map((week) =>
    t('admin:charts.weekTotal', { week: weekLabel(week.week), value: shareText(week) }),
  );
  return t('admin:charts.onTimeSummary', { parts: parts.join('; ') });
}

export function OnTimeChart({ weeks }: { weeks: readonly WeekSummary[] }) {
  const { t } = useTranslation('admin');
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
      <ChartData label={t('charts.onTimeTable')}>
        <TableScroll label={t('charts.onTimeCaption')}>
          <table className="chart-table">
            <caption className="visually-hidden">{t('charts.onTimeCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('charts.weekOf')}</th>
                <th scope="col">{t('charts.answered')}</th>
                <th scope="col">{t('charts.onTime')}</th>
                <th scope="col">{t('charts.shareColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => {
                const percent = onTimePercent(week);
                return (
                  <tr key={week.week}>
                    <th scope="row">{weekLabel(week.week)}</th>
                    <td>{formatNumber(week.answered)}</td>
                    <td>{formatNumber(week.onTime)}</td>
                    <td>{percent === null ? '—' : `${percent}%`}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      </ChartData>
    </>
  );
}
