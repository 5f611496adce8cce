import r2wc from '@r2wc/core';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderer, type HostedProps } from './define-element.tsx';
import { R2WC_PROPS, R2WC_RENDER, clearR2wcProp } from './r2wc-internals.ts';

// r2wc with React's renderer, without our element class: these pin down the private behaviour the adapter relies on.
function Greeting({ who = 'nobody' }: HostedProps & { who?: string }) {
  return <p className="greeting">Hello {who}</p>;
}

const TAG = 'acct-test-r2wc-plain';
customElements.define(TAG, r2wc(Greeting, { shadow: 'open', props: { who: 'string' } }, renderer));

afterEach(() => {
  document.body.innerHTML = '';
});

async function mount() {
  await act(async () => {
    document.body.innerHTML = `<${TAG} who="Ada"></${TAG}>`;
  });
  const element = document.querySelector(TAG) as HTMLElement;
  const text = () => element.shadowRoot?.querySelector('.greeting')?.textContent;
  await waitFor(() => expect(text()).toBe('Hello Ada'));
  return { element, text };
}

describe('r2wc internals used by clearR2wcProp', () => {
  it('keeps the props and the render step under the symbols the adapter reads', async () => {
    const { element } = await mount();
    const internals = element as unknown as Record<symbol, unknown>;
    expect(
      internals[R2WC_PROPS],
      "r2wc no longer keeps its props under Symbol.for('r2wc.props'): update r2wc-internals.ts",
    ).toMatchObject({ who: 'Ada' });
    expect(
      typeof internals[R2WC_RENDER],
      "r2wc no longer renders through Symbol.for('r2wc.render'): update r2wc-internals.ts",
    ).toBe('function');
  });

  it('still ignores a removed attribute, which is why the adapter exists', async () => {
    const { element, text } = await mount();
    await act(async () => element.removeAttribute('who'));
    expect(
      text(),
      'r2wc now handles a removed attribute itself: the adapter and its use in define-element.tsx can go',
    ).toBe('Hello Ada');
  });

  it('clears a prop and renders the component without it', async () => {
    const { element, text } = await mount();
    await act(async () => {
      expect(clearR2wcProp(element, 'who')).toBe(true);
    });
    await waitFor(() => expect(text()).toBe('Hello nobody'));
  });

  it('changes nothing on an element without r2wc internals', () => {
    const element = document.createElement('div');
    expect(clearR2wcProp(element, 'who')).toBe(false);
  });
});
