import { nice, ticks } from 'd3-array';
import { useEffect, useRef, useState } from 'react';
import type { PlannerPoint } from '../../engine/index.ts';
import { formatMoney } from '../shared/money.ts';
import { labelBox, leaderLine, placeLabels, type LabelledPoint } from './chart-labels.ts';

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

const MARGIN = { top: 30, right: 16, bottom: 44, left: 52 };
const DEFAULT_WIDTH = 560;
/** On paper the chart is drawn at a fixed size and scaled to the printable width. */
const PRINT_SIZE = { width: 680, height: 250 };
const MARK_FONT = 12;
const BEST_FONT = 13;

/** Wide enough to read, never taller than a phone can show beside its labels. */
function screenHeight(width: number): number {
  return Math.min(320, Math.max(220, Math.round(width * 0.55)));
}

/**
 * A linear map from `domain` to `range`. d3-array picks the round ticks and the nice domain, as
 * d3-scale's linear scale does, without d3-scale's colour interpolation (8 kB of a bundle).
 */
function linear([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) {
  const span = d1 - d0 || 1;
  return (value: number) => r0 + ((value - d0) / span) * (r1 - r0);
}

/**
 * The curve as an SVG path: straight segments between the engine's points, to a tenth of a pixel.
 * The engine samples the take-home finely and at every marked salary, so straight segments are the
 * right drawing; d3-shape's `line` (with d3-path, 2 kB of a bundle) would draw the same path.
 */
function polyline(points: readonly (readonly [number, number])[]): string {
  return points
    .map(
      ([px, py], index) =>
        `${index ? 'L' : 'M'}${Math.round(px * 10) / 10},${Math.round(py * 10) / 10}`,
    )
    .join('');
}

/** "£12k" style tick labels, short enough for a 320 px screen. */
function shortMoney(amount: number): string {
  if (amount === 0) return '£0';
  if (Math.abs(amount) >= 1_000_000) return `£${Number((amount / 1_000_000).toFixed(1))}m`;
  if (Math.abs(amount) >= 1_000) return `£${Number((amount / 1_000).toFixed(1))}k`;
  return formatMoney(amount);
}

/** The width the chart has, so ticks and text keep their size on a narrow screen. */
function useWidth(): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

interface DrawingProps extends Omit<TakeHomeChartProps, 'caption'> {
  className: string;
  width: number;
  height: number;
}

/** The chart at one size: axes from £0, the curve, the points and labels clear of each other. */
function Drawing({ className, width, height, curve, best, marks }: DrawingProps) {
  const maxSalary = curve.at(-1)?.salary ?? 0;
  let maxTakeHome = 1;
  for (const point of curve) maxTakeHome = Math.max(maxTakeHome, point.takeHome);
  // From £0, so the gaps between strategies look as large as they are.
  const xDomain = [0, Math.max(1, maxSalary)] as const;
  const yDomain = nice(0, maxTakeHome, 5);
  const plot = {
    x0: MARGIN.left,
    x1: Math.max(MARGIN.left + 1, width - MARGIN.right),
    y0: MARGIN.top,
    y1: height - MARGIN.bottom,
  };
  const x = linear(xDomain, [plot.x0, plot.x1]);
  const y = linear(yDomain, [plot.y1, plot.y0]);
  const path = polyline(curve.map((point) => [x(point.salary), y(point.takeHome)] as const));
  const xTicks = ticks(xDomain[0], xDomain[1], width < 420 ? 3 : 6);
  const yTicks = ticks(yDomain[0], yDomain[1], 5);

  const axisTitle = { text: 'Take-home', x: 4, y: 12 };
  const points: LabelledPoint[] = [
    { x: x(best.salary), y: y(best.takeHome), radius: 7, text: best.label, fontSize: BEST_FONT },
    ...marks.map((mark) => ({
      x: x(mark.salary),
      y: y(mark.takeHome),
      radius: 4,
      text: mark.label,
      fontSize: MARK_FONT,
    })),
  ];
  const labels = placeLabels(
    points,
    // Labels may rise into the top margin, never over the axes' text.
    { x0: plot.x0, x1: width, y0: 0, y1: plot.y1 },
    [labelBox(axisTitle.text, MARK_FONT, axisTitle.x, axisTitle.y, 'start')],
  );
  const [bestLabel, ...markLabels] = labels;
  const leaders = points.flatMap((point, index) => {
    const label = labels[index];
    const line = label ? leaderLine(point, label) : null;
    return line ? [{ key: point.text, ...line }] : [];
  });

  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
    >
      <g className="acct-chart__axis">
        {yTicks.map((tick) => (
          <g key={`y${tick}`}>
            <line
              className="acct-chart__grid"
              x1={plot.x0}
              x2={plot.x1}
              y1={y(tick)}
              y2={y(tick)}
            />
            <text x={plot.x0 - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {shortMoney(tick)}
            </text>
          </g>
        ))}
        <line
          className="acct-chart__baseline"
          x1={plot.x0}
          x2={plot.x1}
          y1={plot.y1}
          y2={plot.y1}
        />
        {xTicks.map((tick) => (
          <text key={`x${tick}`} x={x(tick)} y={plot.y1 + 18} textAnchor="middle">
            {shortMoney(tick)}
          </text>
        ))}
        <text x={(plot.x0 + plot.x1) / 2} y={height - 6} textAnchor="middle">
          Salary
        </text>
        <text x={axisTitle.x} y={axisTitle.y} dy="0.35em" textAnchor="start">
          {axisTitle.text}
        </text>
      </g>
      {path ? <path className="acct-chart__line" d={path} /> : null}
      {leaders.map(({ key, ...line }) => (
        <line key={key} className="acct-chart__leader" {...line} />
      ))}
      {marks.map((mark, index) => {
        const label = markLabels[index];
        return (
          <g key={mark.label} className="acct-chart__mark">
            <circle cx={x(mark.salary)} cy={y(mark.takeHome)} r={4} />
            {label ? (
              <text
                className="acct-chart__label"
                x={label.x}
                y={label.y}
                dy="0.35em"
                textAnchor="middle"
              >
                {mark.label}
              </text>
            ) : null}
          </g>
        );
      })}
      <g className="acct-chart__best">
        <circle cx={x(best.salary)} cy={y(best.takeHome)} r={7} />
        {bestLabel ? (
          <text
            className="acct-chart__label"
            x={bestLabel.x}
            y={bestLabel.y}
            dy="0.35em"
            textAnchor="middle"
          >
            {best.label}
          </text>
        ) : null}
      </g>
    </svg>
  );
}

/**
 * Take-home against salary, drawn as SVG inside the widget's shadow root: at the width the card
 * gives it on screen, and at a fixed size that print scales to the page's width.
 */
export function TakeHomeChart({ curve, best, marks, caption }: TakeHomeChartProps) {
  const [ref, width] = useWidth();
  const drawn = { curve, best, marks };
  return (
    <figure className="acct-chart">
      <div className="acct-chart__frame" ref={ref}>
        <Drawing
          className="acct-chart__svg"
          width={width}
          height={screenHeight(width)}
          {...drawn}
        />
        <Drawing className="acct-chart__print" {...PRINT_SIZE} {...drawn} />
      </div>
      <figcaption className="acct-chart__caption">{caption}</figcaption>
    </figure>
  );
}
