import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { onDemand } from '../runtime/parts.ts';
import { OnDemand } from './on-demand.tsx';

/** A part that fails while `offline` is set: a field to fill once it is in. */
function flakyPart() {
  const network = { offline: true };
  const part = onDemand(async () => {
    if (network.offline) throw new Error('offline');
    return { Field: () => <input aria-label="Children" /> };
  });
  return { network, part };
}

describe('OnDemand', () => {
  it('says nothing while the part is only preloading, even when that fails', async () => {
    const { part } = flakyPart();
    const { container } = render(
      <OnDemand part={part} wanted="idle" what="the other questions">
        {({ Field }) => <Field />}
      </OnDemand>,
    );
    await expect(part.load()).rejects.toThrow();
    expect(container).toBeEmptyDOMElement();
  });

  it('says it could not load the part, with a Retry that loads it and moves focus into it', async () => {
    const { network, part } = flakyPart();
    render(
      <OnDemand part={part} wanted="now" what="the other questions">
        {({ Field }) => <Field />}
      </OnDemand>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the other questions…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The other questions could not be loaded. Check your connection and try again.',
    );
    network.offline = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const field = await screen.findByRole('textbox', { name: 'Children' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field).toHaveFocus();
  });
});
