// The charts' shared frame with the drawing loaded on demand: the figure, a frame measured for the
// width the chart has, the drawing (a part, parts.ts) handed that width, and the caption. Until the
// drawing is in, the frame holds an empty SVG of the drawing's own view box, so the box is already
// the chart's size and nothing under it moves when the drawing arrives; if it cannot be loaded, the
// frame says so with a Retry. A calculator declares its drawing once,
// `const drawing = onDemand(() => import('./chart.tsx'))`, and renders
// `<ChartOnDemand drawing={drawing} height={260} caption="…">{(chart, width) => <chart.Drawing width={width} … />}</ChartOnDemand>`.
import type { ReactNode } from 'react';
import { usePart, type Part } from '../runtime/parts.ts';
import { useChartWidth } from './chart-frame.ts';
import { PartNotice } from './on-demand.tsx';
import { PendingDrawing } from './pending-drawing.tsx';

export interface ChartOnDemandProps<Module extends object> {
  drawing: Part<Module>;
  /** The drawing's height in its view box, which is as wide as the frame. */
  height: number;
  /** Visible caption; the chart itself is hidden from assistive technology. */
  caption: string;
  /** The drawing at `width`. */
  children: (module: Module, width: number) => ReactNode;
}

export function ChartOnDemand<Module extends object>({
  drawing,
  height,
  caption,
  children,
}: ChartOnDemandProps<Module>) {
  const [ref, width] = useChartWidth();
  // The chart is part of the result it is shown with: wanted at once.
  const state = usePart(drawing, 'now');
  return (
    <figure className="acct-chart">
      <div className="acct-chart__frame" ref={ref}>
        {state.status === 'loaded' ? (
          children(state.module, width)
        ) : state.status === 'failed' ? (
          <PartNotice state={state} what="the chart" />
        ) : (
          <PendingDrawing width={width} height={height} />
        )}
      </div>
      <figcaption className="acct-chart__caption">{caption}</figcaption>
    </figure>
  );
}
