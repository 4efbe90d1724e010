// The frame the weekly charts share: the drawing's size, the plot area, horizontal guide lines and the week labels.
import { axisLabels } from '../weekly-stats';

/** The drawing's own units: its width is the narrowest screen's, so text keeps its size on a phone. */
export const CHART_WIDTH = 320;
export const CHART_HEIGHT = 180;
export const PLOT = { left: 34, right: CHART_WIDTH, top: 18, bottom: CHART_HEIGHT - 22 } as const;

/** The smallest of 1, 2, 5, 10, 20, 50… at least `value`: the top of a count axis. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= value) ?? 10;
  return step * magnitude;
}

/** The horizontal centre of week `index` of `count`. */
export function weekCentre(index: number, count: number): number {
  const band = (PLOT.right - PLOT.left) / count;
  return PLOT.left + band * (index + 0.5);
}

/** The y of `value` on an axis from 0 to `max`. */
export function yOf(value: number, max: number): number {
  return PLOT.bottom - (value / max) * (PLOT.bottom - PLOT.top);
}

export function WeeklyAxis({
  weeks,
  ticks,
}: {
  weeks: readonly string[];
  ticks: readonly { y: number; label: string }[];
}) {
  return (
    <g>
      {ticks.map((tick) => (
        <g key={tick.label}>
          <line className="chart__grid" x1={PLOT.left} x2={PLOT.right} y1={tick.y} y2={tick.y} />
          <text className="chart__tick" x={PLOT.left - 4} y={tick.y + 4} textAnchor="end">
            {tick.label}
          </text>
        </g>
      ))}
      {axisLabels(weeks).map((label, index) => (
        <text
          key={weeks[index]}
          className="chart__tick"
          x={weekCentre(index, weeks.length)}
          y={CHART_HEIGHT - 6}
          textAnchor="middle"
        >
          {label}
        </text>
      ))}
    </g>
  );
}
