// Testing Library's act() tells React it runs in a test, so each step's renders and effects are done
// when it returns.
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyOnClient } from './lazy-on-client.ts';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

function Page({ children }: { children: React.ReactNode }) {
  return (
    <main>
      <h1>Page</h1>
      {children}
    </main>
  );
}

/** A promise the test settles when it chooses, as a module on its way over the network. */
function onItsWay<T>() {
  let settle!: { resolve: (value: T) => void; reject: (reason: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

/** Mounted with `first`, unmounted, mounted with `again`: what each mount showed once loaded. */
async function mountTwice<Props extends object>(
  Component: React.ComponentType<Props>,
  first: Props,
  again: Props,
) {
  const { container, rerender } = render(<Component {...first} />);
  await act(async () => {});
  const shownFirst = container.textContent;
  rerender(<></>);
  rerender(<Component {...again} />);
  await act(async () => {});
  return { shownFirst, shownAgain: container.textContent };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('lazyOnClient', () => {
  it('renders nothing on the server, hydrates without a mismatch, then shows what was loaded', async () => {
    const module = onItsWay<typeof Greeting>();
    const load = vi.fn(() => module.promise);
    const LazyGreeting = lazyOnClient(load);
    const tree = (
      <Page>
        <LazyGreeting name="Ada" />
      </Page>
    );

    const html = renderToString(tree);
    expect(html).toBe('<main><h1>Page</h1></main>');
    expect(load).not.toHaveBeenCalled();

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe(html);

    await act(async () => module.resolve(Greeting));
    expect(container.textContent).toBe('PageHello, Ada');
  });

  it('fetches its code once, however often it is mounted', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const shown = await mountTwice(lazyOnClient(load), { name: 'Ada' }, { name: 'Grace' });
    expect(shown).toEqual({ shownFirst: 'Hello, Ada', shownAgain: 'Hello, Grace' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays away, and says why in the console, when its code cannot be fetched', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    const LazyGreeting = lazyOnClient<{ name: string }>(() => Promise.reject(failure));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <Page>
        <LazyGreeting name="Ada" />
      </Page>,
    );

    await act(async () => {
      hydrateRoot(
        container,
        <Page>
          <LazyGreeting name="Ada" />
        </Page>,
      );
    });
    expect(container.textContent).toBe('Page');
    expect(logged).toHaveBeenCalledWith(failure);
  });

  it('fetches its code again when mounted after a failed fetch', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const shown = await mountTwice(lazyOnClient(load), { name: 'Ada' }, { name: 'Ada' });
    expect(shown).toEqual({ shownFirst: '', shownAgain: 'Hello, Ada' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
