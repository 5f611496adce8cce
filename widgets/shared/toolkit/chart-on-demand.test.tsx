import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { onDemand } from '../runtime/parts.ts';
import { ChartOnDemand } from './chart-on-demand.tsx';

/** A drawing that fails while `offline` is set. */
function flakyDrawing() {
  const network = { offline: true };
  const drawing = onDemand(async () => {
    if (network.offline) throw new Error('offline');
    return {
      Drawing: ({ width }: { width: number }) => (
        <svg className="acct-chart__svg" viewBox={`0 0 ${width} 260`} data-testid="drawing" />
      ),
    };
  });
  return { network, drawing };
}

describe('ChartOnDemand', () => {
  it('holds the drawing’s box until it is in, then draws it at the frame’s width', async () => {
    const { network, drawing } = flakyDrawing();
    network.offline = false;
    const { container } = render(
      <ChartOnDemand drawing={drawing} height={260} caption="Take-home against salary">
        {({ Drawing }, width) => <Drawing width={width} />}
      </ChartOnDemand>,
    );
    const pending = container.querySelector('svg[data-pending]');
    expect(pending).toHaveAttribute('viewBox', '0 0 560 260');
    expect(screen.getByText('Take-home against salary').tagName).toBe('FIGCAPTION');
    expect(await screen.findByTestId('drawing')).toHaveAttribute('viewBox', '0 0 560 260');
    expect(container.querySelector('svg[data-pending]')).toBeNull();
  });

  it('says when the drawing could not be loaded, and draws it on Retry', async () => {
    const { network, drawing } = flakyDrawing();
    render(
      <ChartOnDemand drawing={drawing} height={260} caption="Take-home against salary">
        {({ Drawing }, width) => <Drawing width={width} />}
      </ChartOnDemand>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The chart could not be loaded');
    network.offline = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('drawing')).toBeInTheDocument();
  });
});
