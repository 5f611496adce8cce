import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onDemand, usePart, type Part, type PartWanted } from './parts.ts';
import { WidgetHostContext } from './widget-host.ts';

/** A part whose loads fail while `offline` is set, counting them. */
function flakyPart() {
  const network = { offline: true, loads: 0 };
  const part = onDemand(async () => {
    network.loads += 1;
    if (network.offline) throw new Error('offline');
    return { styles: '.acct-test-part { color: red }', answer: 42 };
  });
  return { network, part };
}

function Shows({
  part,
  wanted,
  rendered,
}: {
  part: Part<{ answer: number }>;
  wanted: PartWanted;
  /** Each state rendered, the first before any effect has run. */
  rendered?: string[];
}) {
  const state = usePart(part, wanted);
  rendered?.push(state.status);
  if (state.status === 'loaded') return <p className="acct-test-part">{state.module.answer}</p>;
  if (state.status === 'failed')
    return (
      <button type="button" onClick={state.retry}>
        Retry
      </button>
    );
  return <p>{state.status}</p>;
}

describe('onDemand', () => {
  it('loads once, and again after a failure', async () => {
    const { network, part } = flakyPart();
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.module).toBeUndefined();
    network.offline = false;
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect(first).toBe(second);
    expect(part.module?.answer).toBe(42);
    await part.load();
    expect(network.loads).toBe(2);
  });
});

describe('usePart', () => {
  it('loads nothing until wanted, then shows the part; a failure offers a retry', async () => {
    const { network, part } = flakyPart();
    const { rerender } = render(<Shows part={part} wanted={false} />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(network.loads).toBe(0);
    rerender(<Shows part={part} wanted="now" />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    network.offline = false;
    await act(async () => retry.click());
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(network.loads).toBe(2);
  });

  it('keeps a failed preload from showing as a failure, and asks again once the part is wanted', async () => {
    const { network, part } = flakyPart();
    const renderedWhilePreloading: string[] = [];
    const { rerender } = render(
      <Shows part={part} wanted="idle" rendered={renderedWhilePreloading} />,
    );
    // The preload ran and failed (a state set after it, loading aside): the part waits to be
    // wanted again, with no Retry.
    await waitFor(() =>
      expect(renderedWhilePreloading.filter((status) => status !== 'loading').length).toBe(2),
    );
    expect(network.loads).toBe(1);
    expect(renderedWhilePreloading).not.toContain('failed');
    expect(renderedWhilePreloading.at(-1)).toBe('waiting');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    network.offline = false;
    // Wanted: never a Retry, which the load now starting would take away from under the pointer.
    const renderedWhenWanted: string[] = [];
    rerender(<Shows part={part} wanted="now" rendered={renderedWhenWanted} />);
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(renderedWhenWanted).not.toContain('failed');
    expect(network.loads).toBe(2);
  });

  it('preloads when idle', async () => {
    const { network, part } = flakyPart();
    network.offline = false;
    render(<Shows part={part} wanted="idle" />);
    expect(network.loads).toBe(0);
    expect(await screen.findByText('42')).toBeInTheDocument();
  });

  it('adopts the part’s stylesheet into the widget’s shadow root once, before showing it', async () => {
    const { network, part } = flakyPart();
    network.offline = false;
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const tree = (
      <WidgetHostContext.Provider value={host}>
        <Shows part={part} wanted="now" />
        <Shows part={part} wanted="now" />
      </WidgetHostContext.Provider>
    );
    render(tree, { container: mount });
    expect(await within(mount).findAllByText('42')).toHaveLength(2);
    const styles = [...shadow.querySelectorAll('style')].map((style) => style.textContent);
    expect(styles).toEqual(['.acct-test-part { color: red }']);
    host.remove();
  });
});
