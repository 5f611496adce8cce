import type { PlannerPoint } from '../../engine/index.ts';
import { ticksFromZero } from '../shared/axis.ts';
import { linear, polyline, shortMoney, useChartWidth } from '../shared/chart-frame.ts';

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

/** Take-home against salary, drawn as SVG inside the widget's shadow root. */
export function TakeHomeChart({ curve, best, marks, caption }: TakeHomeChartProps) {
  const [ref, width] = useChartWidth();
  const maxSalary = curve.at(-1)?.salary ?? 0;
  let maxTakeHome = 1;
  for (const point of curve) maxTakeHome = Math.max(maxTakeHome, point.takeHome);
  // Both axes from £0, so the gaps between salaries look as large as they are.
  const xDomain = [0, Math.max(1, maxSalary)] as const;
  const xTicks = ticksFromZero(maxSalary, width < 420 ? 3 : 6).filter((tick) => tick <= xDomain[1]);
  const yTicks = ticksFromZero(maxTakeHome, 5);
  const yDomain = [0, yTicks.at(-1) ?? 1] as const;
  const x = linear(xDomain, [MARGIN.left, Math.max(MARGIN.left + 1, width - MARGIN.right)]);
  const y = linear(yDomain, [HEIGHT - MARGIN.bottom, MARGIN.top]);
  const path = polyline(curve.map((point) => [x(point.salary), y(point.takeHome)] as const));

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
          </g>
          {path ? <path className="acct-chart__line" d={path} /> : null}
          {marks.map((mark, index) => (
            <g key={mark.label} className="acct-chart__mark">
              <circle cx={x(mark.salary)} cy={y(mark.takeHome)} r={4} />
              <text
                x={x(mark.salary)}
                y={y(mark.takeHome) + (index % 2 === 0 ? 20 : -10)}
                textAnchor="middle"
              >
                {mark.label}
              </text>
            </g>
          ))}
          <g className="acct-chart__best">
            <circle cx={x(best.salary)} cy={y(best.takeHome)} r={7} />
            <text
              x={x(best.salary)}
              y={y(best.takeHome) - 14}
              textAnchor={x(best.salary) > width - 80 ? 'end' : 'middle'}
            >
              {best.label}
            </text>
          </g>
        </svg>
      </div>
      <figcaption className="acct-chart__caption">{caption}</figcaption>
    </figure>
  );
}
