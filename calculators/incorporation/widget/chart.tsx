// The comparison against profit, a part loaded on demand (component.tsx): where a company is ahead in
// words, the chart of the difference and its table. It brings the engine's chart (the curve and its
// searches, engine/chart.ts), which the first answer does not need, and its stylesheets; and the
// working, which quotes the same searches. In the classic and light scripts each part is a chunk
// with its own copy of the engine, so the working here reads the chart this part has already weighed
// rather than weighing it again in another.
import { useEffect, useId, useState } from 'react';
import type {
  BusinessStructureInput,
  BusinessStructurePoint,
  BusinessStructureSides,
  CompanyLead,
  TaxYear,
} from '../../../engine/index.ts';
import { businessStructureChart, prepareComparisonChart } from '../engine/chart.ts';
import { ticksFromZero, ticksThroughZero } from '../../../widgets/shared/toolkit/axis.ts';
import {
  linear,
  polyline,
  shortMoney,
  useChartWidth,
} from '../../../widgets/shared/toolkit/chart-frame.ts';
import { formatPounds } from '../../../widgets/shared/toolkit/money.ts';
import { PendingDrawing } from '../../../widgets/shared/toolkit/pending-drawing.tsx';
import chartFrameStyles from '../../../widgets/shared/toolkit/chart-frame.css?inline';
import chartStyles from './chart.css?inline';
import { inSlices } from './slices.ts';

export { prepareComparisonChart } from '../engine/chart.ts';
export { explainBusinessStructures } from '../engine/working.ts';

export const styles = chartFrameStyles + chartStyles;

interface DifferenceChartProps {
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

/** The drawing's height, and the box held for it while it is worked out. */
export const HEIGHT = 280;

/** A tick label: "£10k", or "−£5k" (a minus sign) below £0. */
const tickLabel = (amount: number) =>
  amount < 0 ? `\u2212${shortMoney(-amount)}` : shortMoney(amount);
const MARGIN = { top: 30, right: 20, bottom: 44, left: 64 };

/**
 * The company's take-home less the sole trader's against profit, drawn as SVG inside the widget's
 * shadow root: the y axis crosses £0 wherever the figures go, so "more" and "less" look as large as
 * they are, with the visitor's profit and the profit from which a company stays ahead marked.
 */
function DifferenceChart({ curve, series, you, breakEven, caption }: DifferenceChartProps) {
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

/** The profits the chart's table lists, besides the visitor's: every £50,000 of the curve. */
const TABLE_STEP = 50_000;

/** "£4,210 more", "£800 less" or "the same": what a company leaves against a sole trader. */
function moreOrLess(difference: number): string {
  const pounds = Math.round(difference);
  if (pounds === 0) return 'the same';
  return `${formatPounds(Math.abs(pounds))} ${pounds > 0 ? 'more' : 'less'}`;
}

/**
 * Where a company is ahead by a difference worth stating: from a profit on, only around a peak, or
 * nowhere on the chart (then where it comes closest).
 */
function whereAhead(
  from: number | null,
  lead: CompanyLead,
  margin: number,
  top: number,
  fees: boolean,
): string {
  const after = fees ? ', after our fees,' : '';
  if (from !== null) {
    return `A limited company leaves at least ${formatPounds(margin)} a year more${after} at every profit from ${formatPounds(from)} to ${formatPounds(top)}.`;
  }
  if (lead.difference >= margin) {
    return `A limited company leaves most${after} at ${formatPounds(lead.profit)} of profit, ${formatPounds(lead.difference)} a year more, but does not stay ahead as profit grows: the chart shows where it leads.`;
  }
  const closest =
    lead.difference >= 0
      ? `${formatPounds(lead.difference)} more`
      : `${formatPounds(-lead.difference)} less`;
  return `Up to ${formatPounds(top)} of profit, a limited company never leaves ${formatPounds(margin)} a year more${fees ? ' after our fees' : ''}; it comes closest at ${formatPounds(lead.profit)}, leaving ${closest}.`;
}

/**
 * The chart of the input's circumstances, or null while it is being worked out. It is usually ready,
 * worked out ahead while the profit was typed; when it is not (a shared link, `auto-calculate`, a
 * changed circumstance), it is worked out in slices rather than in one task that would hold the page.
 */
function useChart(input: BusinessStructureInput, taxYear: TaxYear) {
  const ready = prepareComparisonChart(input, taxYear, () => true);
  const [, setSlicesDone] = useState(0);
  useEffect(() => {
    if (ready) return undefined;
    return inSlices(
      (enough) => prepareComparisonChart(input, taxYear, enough),
      () => setSlicesDone((count) => count + 1),
    );
  }, [ready, input, taxYear]);
  return ready ? businessStructureChart(input, taxYear) : null;
}

/**
 * While the chart is worked out: its box, an empty SVG of the drawing's view box at the width the
 * chart will have, with the notice in its middle, so that what follows moves less when the chart
 * arrives (the note above it and the caption and table under it are not known yet).
 */
function PendingChart() {
  const [ref, width] = useChartWidth();
  return (
    <div className="acct-incorporation__chart" part="chart">
      <div className="acct-chart acct-incorporation__pending">
        <div className="acct-chart__frame" ref={ref}>
          <PendingDrawing width={width} height={HEIGHT} />
        </div>
        <p className="acct-on-demand__notice" role="status">
          Working out the chart…
        </p>
      </div>
    </div>
  );
}

/**
 * The difference against profit for the circumstances compared: where a company stays ahead or
 * leads most, the chart with the visitor's profit marked, and the table that is the chart's text.
 */
export function AgainstProfit({
  input,
  taxYear,
  sides,
}: {
  input: BusinessStructureInput;
  taxYear: TaxYear;
  sides: BusinessStructureSides;
}) {
  const tableId = useId();
  const chart = useChart(input, taxYear);
  if (chart === null) return <PendingChart />;
  const { curve, breakEvenProfit, companyLeadsMost } = chart;
  const fees = input.includeAccountancyFees === true;
  const series = fees ? 'afterFees' : 'beforeFees';
  const breakEven = breakEvenProfit[series];
  const maxProfit = curve.at(-1)?.profit ?? 0;
  const rows = curve.filter((point) => point.profit % TABLE_STEP === 0);
  return (
    <>
      <p className="acct-results__note" part="note">
        {whereAhead(
          breakEven,
          companyLeadsMost[series],
          sides.meaningfulDifference,
          maxProfit,
          fees,
        )}
      </p>
      <div className="acct-incorporation__chart" part="chart">
        <DifferenceChart
          curve={curve}
          series={series}
          you={{ profit: sides.profit, difference: sides.difference }}
          breakEven={breakEven}
          caption={`What a limited company leaves you against a sole trader${fees ? ', after our fees,' : ''} at each profit from £0 to ${formatPounds(maxProfit)}, your profit${breakEven !== null && breakEven <= maxProfit ? ' and the profit from which a company stays ahead' : ''} marked; the table below gives the figures.`}
        />
      </div>
      <h4 className="acct-results__subtitle" id={`${tableId}-title`}>
        What a limited company leaves you, by profit
      </h4>
      <div
        className="acct-incorporation__table-wrap"
        role="region"
        aria-labelledby={`${tableId}-title`}
        tabIndex={0}
      >
        <table
          className="acct-incorporation__table"
          part="table"
          aria-labelledby={`${tableId}-title`}
        >
          <thead>
            <tr>
              <th scope="col">Profit</th>
              <th scope="col">A company leaves you, a year</th>
            </tr>
          </thead>
          <tbody>
            <tr className="acct-incorporation__you">
              <th scope="row">Your {formatPounds(sides.profit)}</th>
              <td>{moreOrLess(sides.difference)}</td>
            </tr>
            {rows.map((point) => (
              <tr key={point.profit}>
                <th scope="row">{formatPounds(point.profit)}</th>
                <td>{moreOrLess(point[series])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
