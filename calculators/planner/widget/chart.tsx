import type { PlannerPoint } from '../../../engine/index.ts';
import { ticksAround, ticksFromZero } from '../../../widgets/shared/toolkit/axis.ts';
import { formatPounds } from '../../../widgets/shared/toolkit/money.ts';
import {
  linear,
  polyline,
  shortMoney,
  useChartWidth,
} from '../../../widgets/shared/toolkit/chart-frame.ts';
import {
  mergeClosePoints,
  placeLabels,
  type PlacedLabel,
} from '../../../widgets/shared/toolkit/chart-labels.ts';

export interface ChartMark {
  salary: number;
  takeHome: number;
  /** Short label drawn beside the point, e.g. "1"; the table says what it stands for. */
  label: string;
}

export interface TakeHomeChartProps {
  curve: readonly PlannerPoint[];
  best: ChartMark;
  marks: readonly ChartMark[];
  /** Visible caption; the chart itself is hidden from assistive technology (the table is its text). */
  caption: string;
}

const HEIGHT = 260;
const MARGIN = { top: 28, right: 20, bottom: 44, left: 64 };
/**
 * The take-home axis starts from £0 unless the lowest take-home is at least this share of the
 * highest: then every strategy would sit in a flat band at the top (£51k to £55.8k on an axis to
 * £60k), so the axis starts just below the lowest, drawn broken and said in the caption.
 */
const BROKEN_AXIS_FROM = 0.5;

/**
 * Where everything goes at `width` px: the scales, ticks, the curve's path and each point's label.
 * Pure, so the labels' placement is tested on the planner's own results.
 */
export function layTakeHomeChart(
  { curve, best, marks }: Pick<TakeHomeChartProps, 'curve' | 'best' | 'marks'>,
  width: number,
) {
  const maxSalary = curve.at(-1)?.salary ?? 0;
  let maxTakeHome = 1;
  let minTakeHome = Infinity;
  for (const point of [...curve, best, ...marks]) {
    maxTakeHome = Math.max(maxTakeHome, point.takeHome);
    minTakeHome = Math.min(minTakeHome, point.takeHome);
  }
  // Salary from £0, so the gaps between salaries look as large as they are; take-home from £0 too
  // unless the differences would be lost at the top, then from a round floor below the lowest.
  const xDomain = [0, Math.max(1, maxSalary)] as const;
  const xTicks = ticksFromZero(maxSalary, width < 420 ? 3 : 6).filter((tick) => tick <= xDomain[1]);
  const broken = minTakeHome > 0 && minTakeHome >= maxTakeHome * BROKEN_AXIS_FROM;
  const yTicks = broken ? ticksAround(minTakeHome, maxTakeHome, 5) : ticksFromZero(maxTakeHome, 5);
  const yDomain = [yTicks[0] ?? 0, yTicks.at(-1) ?? 1] as const;
  const x = linear(xDomain, [MARGIN.left, Math.max(MARGIN.left + 1, width - MARGIN.right)]);
  const y = linear(yDomain, [HEIGHT - MARGIN.bottom, MARGIN.top]);
  // Labels stay clear of the axes' figures, which end 8 px left of the vertical axis and start
  // below the horizontal one.
  const bounds = { left: MARGIN.left - 6, top: 0, right: width, bottom: HEIGHT - MARGIN.bottom };
  // Strategies a few pixels apart (on a phone, £5,000 and £6,500 of salary) share one label.
  const circles = marks.map((mark) => ({
    x: x(mark.salary),
    y: y(mark.takeHome),
    r: 4,
    text: mark.label,
  }));
  const points = mergeClosePoints(circles, 18);
  // Every circle stays clear, the merged ones too: on a broken axis they can sit a step apart.
  const [bestLabel, ...markLabels] = placeLabels(
    [{ x: x(best.salary), y: y(best.takeHome), r: 7, text: best.label }, ...points],
    bounds,
    circles,
  );
  return {
    x,
    y,
    xTicks,
    yTicks,
    /** Where the take-home axis starts when it does not start at £0 (drawn broken), else null. */
    floor: broken ? yDomain[0] : null,
    path: polyline(curve.map((point) => [x(point.salary), y(point.takeHome)] as const)),
    bounds,
    bestLabel,
    /** The marks' labels; marks close together share one ("1, 2"). */
    markLabels,
  };
}

/**
 * The sign of an axis that does not start at £0: the take-home axis drawn up from the baseline,
 * cut by two slanted strokes just above it.
 */
function AxisBreak() {
  const axis = MARGIN.left;
  const base = HEIGHT - MARGIN.bottom;
  const cut = base - 12;
  return (
    <g className="acct-chart__break" data-axis-break="">
      <line x1={axis} x2={axis} y1={MARGIN.top} y2={cut - 3} />
      <line x1={axis} x2={axis} y1={cut + 3} y2={base} />
      <line x1={axis - 6} x2={axis + 6} y1={cut - 1} y2={cut - 5} />
      <line x1={axis - 6} x2={axis + 6} y1={cut + 5} y2={cut + 1} />
    </g>
  );
}

const labelText = ({ x, y, anchor, text }: PlacedLabel) => (
  <text key={text} x={x} y={y} textAnchor={anchor}>
    {text}
  </text>
);

/** Take-home against salary, drawn as SVG inside the widget's shadow root. */
export function TakeHomeChart({ curve, best, marks, caption }: TakeHomeChartProps) {
  const [ref, width] = useChartWidth();
  const { x, y, xTicks, yTicks, floor, path, bestLabel, markLabels } = layTakeHomeChart(
    { curve, best, marks },
    width,
  );

  return (
    <figure className="acct-chart">
      <div className="acct-chart__frame" ref={ref}>
        <svg
          className="acct-chart__svg"
          viewBox={`0 0 ${width} ${HEIGHT}`}
          aria-hidden="true"
          focusable="false"
        >
          <g className="acct-chart__axis">
            {yTicks.map((tick) => (
              <g key={`y${tick}`}>
                <line
                  className="acct-chart__grid"
                  x1={MARGIN.left}
                  x2={width - MARGIN.right}
                  y1={y(tick)}
                  y2={y(tick)}
                />
                <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                  {shortMoney(tick)}
                </text>
              </g>
            ))}
            <line
              className="acct-chart__baseline"
              x1={MARGIN.left}
              x2={width - MARGIN.right}
              y1={HEIGHT - MARGIN.bottom}
              y2={HEIGHT - MARGIN.bottom}
            />
            {xTicks.map((tick) => (
              <text
                key={`x${tick}`}
                x={x(tick)}
                y={HEIGHT - MARGIN.bottom + 18}
                textAnchor="middle"
              >
                {shortMoney(tick)}
              </text>
            ))}
            <text x={(MARGIN.left + width - MARGIN.right) / 2} y={HEIGHT - 6} textAnchor="middle">
              Salary
            </text>
            <text x={MARGIN.left} y={14} textAnchor="start">
              Take-home
            </text>
            {floor === null ? null : <AxisBreak />}
          </g>
          {path ? <path className="acct-chart__line" d={path} /> : null}
          <g className="acct-chart__mark">
            {marks.map((mark) => (
              <circle key={mark.label} cx={x(mark.salary)} cy={y(mark.takeHome)} r={4} />
            ))}
            {markLabels.map(labelText)}
          </g>
          <g className="acct-chart__best">
            <circle cx={x(best.salary)} cy={y(best.takeHome)} r={7} />
            {bestLabel && labelText(bestLabel)}
          </g>
        </svg>
      </div>
      <figcaption className="acct-chart__caption">
        {caption}
        {floor === null
          ? null
          : ` The take-home axis starts at ${formatPounds(floor)}, not £0, so the differences between strategies show.`}
      </figcaption>
    </figure>
  );
}
