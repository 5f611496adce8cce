// What the calculators' SVG charts share: a linear scale, a polyline path, short money ticks and the
// width the chart has. Drawn by hand rather than with d3-scale and d3-shape, whose interpolation and
// path modules would add about 10 kB to a bundle for the same output.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { formatPounds } from './money.ts';

/** The width a chart is drawn at where its frame has none to measure (on a server, in a test's DOM). */
export const DEFAULT_CHART_WIDTH = 560;

/** A linear map from `domain` to `range`. */
export function linear([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) {
  const span = d1 - d0 || 1;
  return (value: number) => r0 + ((value - d0) / span) * (r1 - r0);
}

/**
 * Points as an SVG path: straight segments between them, to a tenth of a pixel. The engine samples
 * its curves finely enough that straight segments are the right drawing.
 */
export function polyline(points: readonly (readonly [number, number])[]): string {
  return points
    .map(
      ([px, py], index) =>
        `${index ? 'L' : 'M'}${Math.round(px * 10) / 10},${Math.round(py * 10) / 10}`,
    )
    .join('');
}

/** "£12k" style tick labels, short enough for a 320 px screen. */
export function shortMoney(amount: number): string {
  if (amount === 0) return '£0';
  if (Math.abs(amount) >= 1_000_000) return `£${Number((amount / 1_000_000).toFixed(1))}m`;
  if (Math.abs(amount) >= 1_000) return `£${Number((amount / 1_000).toFixed(1))}k`;
  return formatPounds(amount);
}

/**
 * The width the chart has, so ticks and text keep their size on a narrow screen. Measured as the
 * frame is laid out, before it is first painted: drawn at the default width for a frame, the
 * drawing (as wide as its frame, its height following its view box) showed half its height on a
 * phone, then grew to it. Followed as the frame's width changes.
 */
export function useChartWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_CHART_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = (measured: number) => {
      if (measured > 0) setWidth(Math.round(measured));
    };
    measure(element.clientWidth);
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(([entry]) => measure(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
