import type { BusinessStructurePoint } from '../../../engine/index.ts';
import { ticksFromZero, ticksThroughZero } from '../../../widgets/shared/toolkit/axis.ts';
import {
  linear,
  polyline,
  shortMoney,
  useChartWidth,
} from '../../../widgets/shared/toolkit/chart-frame.ts';

export interface DifferenceChartProps {
  curve: readonly BusinessStructurePoint[];
  /** Which of the curve's differences to draw: the one the result shows. */
  series: 'beforeFees' | 'afterFees';
  /** The visitor's profit and its difference; not drawn beyond the curve's last profit. */
  you: { profit: number; difference: number };
  /** The profit from which a company leaves more, or null when it never does on the chart. */
  breakEven: number | null;
  /** Visible caption; the chart itself is hidden from assistive technology (the table is its text). */
  caption: string;
}

const HEIGHT = 280;

/** A tick label: "£10k", or "−£5k" (a minus sign) below £0. */
const tickLabel = (amount: number) =>
  amount < 0 ? `\u2212${shortMoney(-amount)}` : shortMoney(amount);
const MARGIN = { top: 30, right: 20, bottom: 44, left: 64 };

/**
 * The company's take-home less the sole trader's against profit, drawn as SVG inside the widget's
 * shadow root: the y axis crosses £0 wherever the figures go, so "more" and "less" look as large as
 * they are, with the visitor's profit and the break-even marked.
 */
export function DifferenceChart({ curve, series, you, breakEven, caption }: DifferenceChartProps) {
  const [ref, width] = useChartWidth();
  const narrow = width < 420;
  const maxProfit = curve.at(-1)?.profit ?? 0;
  const shown = you.profit <= maxProfit;
  let low = 0;
  let high = 0;
  for (const point of curve) {
    low = Math.min(low, point[series]);
    high = Math.max(high, point[series]);
  }
  if (shown) {
    low = Math.min(low, you.difference);
    high = Math.max(high, you.difference);
  }
  const xTicks = ticksFromZero(maxProfit, narrow ? 3 : 6).filter((tick) => tick <= maxProfit);
  const yTicks = ticksThroughZero(low, high, 5);
  const x = linear(
    [0, Math.max(1, maxProfit)],
    [MARGIN.left, Math.max(MARGIN.left + 1, width - MARGIN.right)],
  );
  const y = linear([yTicks[0] ?? 0, yTicks.at(-1) ?? 1], [HEIGHT - MARGIN.bottom, MARGIN.top]);
  const path = polyline(curve.map((point) => [x(point.profit), y(point[series])] as const));
  const right = width - MARGIN.right;
  // A label near the right edge is anchored to its end, so it stays inside the chart.
  const anchorAt = (px: number) =>
    px > right - 70 ? 'end' : px < MARGIN.left + 70 ? 'start' : 'middle';

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
                  className={tick === 0 ? 'acct-chart__baseline' : 'acct-chart__grid'}
                  x1={MARGIN.left}
                  x2={right}
                  y1={y(tick)}
                  y2={y(tick)}
                />
                <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                  {tickLabel(tick)}
                </text>
              </g>
            ))}
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
            <text x={(MARGIN.left + right) / 2} y={HEIGHT - 6} textAnchor="middle">
              Profit
            </text>
            {/* From the left edge on a phone, so the whole title fits. */}
            <text x={narrow ? 4 : MARGIN.left} y={14} textAnchor="start">
              {narrow
                ? 'Company leaves more (+) or less (−)'
                : 'A company leaves you more (+) or less (−) a year'}
            </text>
          </g>
          {breakEven !== null && breakEven <= maxProfit ? (
            <g className="acct-chart__marker">
              <line
                x1={x(breakEven)}
                x2={x(breakEven)}
                y1={MARGIN.top}
                y2={HEIGHT - MARGIN.bottom}
              />
              <text x={x(breakEven) + 4} y={HEIGHT - MARGIN.bottom - 8} textAnchor="start">
                Ahead from here
              </text>
            </g>
          ) : null}
          {path ? <path className="acct-chart__line" d={path} /> : null}
          {shown ? (
            <g className="acct-chart__best">
              <circle cx={x(you.profit)} cy={y(you.difference)} r={7} />
              <text
                x={x(you.profit)}
                y={y(you.difference) + (you.difference >= 0 ? -14 : 24)}
                textAnchor={anchorAt(x(you.profit))}
              >
                You
              </text>
            </g>
          ) : null}
        </svg>
      </div>
      <figcaption className="acct-chart__caption">{caption}</figcaption>
    </figure>
  );
}
