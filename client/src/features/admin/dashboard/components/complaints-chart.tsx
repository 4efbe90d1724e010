// Complaints raised per week, stacked by category: the most frequent categories each in their own colour, the rest
// together; each week's total written above its bar, every number also in a table.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import { t } from '../../../../lib/i18n';
import { optionWord } from '../../../../lib/option-words';
import { byCountThenName, topCategories, weekLabel, type WeekSummary } from '../weekly-stats';
import { ChartData } from './chart-data';
import { CHART_HEIGHT, CHART_WIDTH, niceMax, WeeklyAxis, weekCentre, yOf } from './weekly-axis';
import { TableScroll } from '../../components/table-scroll';

/** Categories drawn in their own colour; the others share one. */
export const COLOURED_CATEGORIES = 4;
const BAR_WIDTH = 22;

interface Series {
  key: string;
  label: string;
  count: (week: WeekSummary) => number;
}

/** The stacked series, bottom up: the top categories, then all the others when any has complaints. */
export function complaintSeries(weeks: readonly WeekSummary[]): Series[] {
  const top = topCategories(weeks, COLOURED_CATEGORIES);
  const series: Series[] = top.map((category) => ({
    key: category,
    label: optionWord('complaintCategory', category),
    count: (week) => week.byCategory[category] ?? 0,
  }));
  const rest = (week: WeekSummary) =>
    week.raised - top.reduce((sum, category) => sum + (week.byCategory[category] ?? 0), 0);
  if (weeks.some((week) => rest(week) > 0))
    series.push({ key: 'rest', label: t('admin:charts.otherCategories'), count: rest });
  return series;
}

export function complaintsSummary(weeks: readonly WeekSummary[]): string {
  const totals = weeks.map((week) =>
    t('admin:charts.weekTotal', { week: weekLabel(week.week), value: formatNumber(week.raised) }),
  );
  return t('admin:charts.complaintsSummary', { weeks: weeks.length, totals: totals.join('; ') });
}

function byCategoryText(week: WeekSummary): string {
  const entries = Object.entries(week.byCategory).sort(byCountThenName);
  return entries.length === 0
    ? '—'
    : entries
        .map(([category, count]) => `${optionWord('complaintCategory', category)} ${formatNumber(count)}`)
        .join(t('admin:charts.listSeparator'));
}

export function ComplaintsChart({ weeks }: { weeks: readonly WeekSummary[] }) {
  const { t } = useTranslation('admin');
  const series = complaintSeries(weeks);
  const max = niceMax(Math.max(0, ...weeks.map((week) => week.raised)));
  const ticks = [0, max / 2, max]
    .filter((value) => Number.isInteger(value))
    .map((value) => ({ y: yOf(value, max), label: String(value) }));

  return (
    <>
      <svg
        className="chart"
        role="img"
        aria-label={complaintsSummary(weeks)}
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
      >
        <WeeklyAxis weeks={weeks.map((week) => week.week)} ticks={ticks} />
        {weeks.map((week, index) => {
          const x = weekCentre(index, weeks.length) - BAR_WIDTH / 2;
          let base = 0;
          return (
            <g key={week.week}>
              {series.map((item, seriesIndex) => {
                const count = item.count(week);
                if (count === 0) return null;
                const y = yOf(base + count, max);
                const height = yOf(base, max) - y;
                base += count;
                return (
                  <rect
                    key={item.key}
                    className={`chart__segment chart-series-${seriesIndex}`}
                    x={x}
                    y={y}
                    width={BAR_WIDTH}
                    height={height}
                  />
                );
              })}
              <text
                className="chart__value"
                x={weekCentre(index, weeks.length)}
                y={yOf(week.raised, max) - 4}
                textAnchor="middle"
              >
                {week.raised}
              </text>
            </g>
          );
        })}
      </svg>
      {series.length > 0 ? (
        <ul className="chart-legend" aria-label={t('charts.categories')}>
          {series.map((item, index) => (
            <li key={item.key}>
              <span className={`chart-legend__swatch chart-series-${index}`} aria-hidden="true" />
              {item.label}
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-muted">{t('charts.noComplaints')}</p>
      )}
      <ChartData label={t('charts.complaintsTable')}>
        <TableScroll label={t('charts.complaintsCaption')}>
          <table className="chart-table">
            <caption className="visually-hidden">{t('charts.complaintsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('charts.weekOf')}</th>
                <th scope="col">{t('charts.raised')}</th>
                <th scope="col">{t('charts.byCategory')}</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.week}>
                  <th scope="row">{weekLabel(week.week)}</th>
                  <td>{week.raised}</td>
                  <td>{byCategoryText(week)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </ChartData>
    </>
  );
}
