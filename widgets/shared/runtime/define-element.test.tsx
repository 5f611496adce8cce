import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRef, useState } from 'react';
import { defineWidgetElement } from './define-element.tsx';
import { useWidgetEvent } from './widget-host.ts';
import type { WidgetApi } from './widget-api.ts';

function Greeting({ who = 'nobody' }: { who?: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const emit = useWidgetEvent<{ who: string }>('acct-greet', ref);
  return (
    <button ref={ref} type="button" className="greeting" onClick={() => emit({ who })}>
      Hello {who}
    </button>
  );
}

const TAG = 'acct-test-greeting';
const API = {
  tag: TAG,
  attributes: [
    {
      name: 'who',
      type: { kind: 'string' },
      label: 'Who',
      summary: 'Whom to greet.',
      description: 'Whom to greet.',
    },
  ],
} as const satisfies Pick<WidgetApi<'who'>, 'tag' | 'attributes'>;

const Element = defineWidgetElement({
  api: API,
  component: Greeting,
  styles: ['.greeting { color: rgb(1, 2, 3); }'],
});

function Flag({ loud }: { loud?: boolean }) {
  return <p className="flag">{loud === true ? 'on' : 'off'}</p>;
}

const FLAG_TAG = 'acct-test-flag';
defineWidgetElement({
  api: {
    tag: FLAG_TAG,
    attributes: [
      {
        name: 'loud',
        type: { kind: 'boolean' },
        label: 'Loud',
        summary: 'On when present.',
        description: 'On when present.',
      },
    ],
  },
  component: Flag,
  styles: [],
});

function Counter({ step }: { step?: number }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" className="counter" onClick={() => setCount(count + (step ?? 1))}>
      {count}
    </button>
  );
}

const COUNTER_TAG = 'acct-test-counter';
defineWidgetElement({
  api: {
    tag: COUNTER_TAG,
    attributes: [
      {
        name: 'step',
        type: { kind: 'number' },
        label: 'Step',
        summary: 'How much a press adds.',
        description: 'How much a press adds.',
      },
    ],
  },
  component: Counter,
  styles: [],
});

afterEach(() => {
  document.body.innerHTML = '';
});

async function mount(html: string) {
  await act(async () => {
    document.body.innerHTML = html;
  });
  const element = document.querySelector(TAG) as HTMLElement;
  await waitFor(() => expect(element.shadowRoot?.querySelector('.greeting')).not.toBeNull());
  return element;
}

describe('defineWidgetElement', () => {
  it('registers once and returns the existing class on a second definition', () => {
    expect(customElements.get(TAG)).toBe(Element);
    const again = defineWidgetElement({
      api: { tag: TAG, attributes: [] },
      component: Greeting,
      styles: [],
    });
    expect(again).toBe(Element);
  });

  it('accepts only declared attributes that are props of the component', () => {
    const misspelt = { ...API, attributes: [{ ...API.attributes[0], name: 'whom' }] } as const;
    // @ts-expect-error `whom` maps to a `whom` prop, which Greeting does not have.
    const options: Parameters<typeof defineWidgetElement<'whom', { who?: string }>>[0] = {
      api: misspelt,
      component: Greeting,
      styles: [],
    };
    expect(options.api.attributes[0]?.name).toBe('whom');
  });

  it('renders into an open shadow root with its styles and reflects attributes to props', async () => {
    const element = await mount(`<${TAG} who="Ada"></${TAG}>`);
    const root = element.shadowRoot as ShadowRoot;
    expect(root.mode).toBe('open');
    expect(root.querySelector('.greeting')?.textContent).toBe('Hello Ada');
    const adopted = root.adoptedStyleSheets?.length ?? 0;
    const inline = root.querySelectorAll('style').length;
    expect(adopted + inline).toBe(1);
    // Nothing leaks into the page.
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    await act(async () => element.setAttribute('who', 'Grace'));
    await waitFor(() => expect(root.querySelector('.greeting')?.textContent).toBe('Hello Grace'));
  });

  it('reads a boolean attribute as on when present, as HTML does, and off for "false"', async () => {
    await act(async () => {
      document.body.innerHTML = `<${FLAG_TAG} loud></${FLAG_TAG}>`;
    });
    const element = document.querySelector(FLAG_TAG) as HTMLElement;
    const text = () => element.shadowRoot?.querySelector('.flag')?.textContent;
    await waitFor(() => expect(text()).toBe('on'));
    await act(async () => element.setAttribute('loud', 'false'));
    await waitFor(() => expect(text()).toBe('off'));
    await act(async () => element.setAttribute('loud', ''));
    await waitFor(() => expect(text()).toBe('on'));
  });

  it('returns a prop to its default when its attribute is removed or emptied', async () => {
    const element = await mount(`<${TAG} who="Ada"></${TAG}>`);
    const root = element.shadowRoot as ShadowRoot;
    await act(async () => element.removeAttribute('who'));
    await waitFor(() => expect(root.querySelector('.greeting')?.textContent).toBe('Hello nobody'));
    await act(async () => element.setAttribute('who', 'Grace'));
    await waitFor(() => expect(root.querySelector('.greeting')?.textContent).toBe('Hello Grace'));
    await act(async () => element.setAttribute('who', ''));
    await waitFor(() => expect(root.querySelector('.greeting')?.textContent).toBe('Hello nobody'));
  });

  it('keeps a property set before the element was defined', async () => {
    const lateTag = 'acct-test-late-greeting';
    await act(async () => {
      document.body.innerHTML = `<${lateTag}></${lateTag}>`;
    });
    const element = document.querySelector(lateTag) as HTMLElement & { who?: string };
    element.who = 'Ada';
    expect(Object.keys(element)).toEqual(['who']);
    await act(async () => {
      defineWidgetElement({
        api: { ...API, tag: lateTag },
        component: Greeting,
        styles: [],
      });
    });
    const root = element.shadowRoot as ShadowRoot;
    await waitFor(() => expect(root.querySelector('.greeting')?.textContent).toBe('Hello Ada'));
    expect(Object.prototype.hasOwnProperty.call(element, 'who')).toBe(false);
    expect(element.who).toBe('Ada');
    expect(element.getAttribute('who')).toBe('Ada');
  });

  it('lets a property set before definition win over the markup, in prop and attribute alike', async () => {
    const lateTag = 'acct-test-late-markup-greeting';
    await act(async () => {
      document.body.innerHTML = `<${lateTag} who="Markup"></${lateTag}>`;
    });
    const element = document.querySelector(lateTag) as HTMLElement & { who?: string };
    element.who = 'Ada';
    await act(async () => {
      defineWidgetElement({ api: { ...API, tag: lateTag }, component: Greeting, styles: [] });
    });
    const root = element.shadowRoot as ShadowRoot;
    await waitFor(() => expect(root.querySelector('.greeting')?.textContent).toBe('Hello Ada'));
    expect(element.getAttribute('who')).toBe('Ada');
    expect(element.who).toBe('Ada');
  });

  it('renders only while in a document, and unmounts when removed', async () => {
    const element = document.createElement(TAG) as HTMLElement & { who?: string };
    element.who = 'Ada';
    expect(element.shadowRoot?.querySelector('.greeting')).toBeNull();
    await act(async () => document.body.append(element));
    const root = element.shadowRoot as ShadowRoot;
    await waitFor(() => expect(root.querySelector('.greeting')?.textContent).toBe('Hello Ada'));
    await act(async () => element.remove());
    expect(root.querySelector('.greeting')).toBeNull();
    await act(async () => document.body.append(element));
    await waitFor(() => expect(root.querySelector('.greeting')?.textContent).toBe('Hello Ada'));
  });

  it('keeps its state when a script moves it, and loses it when it is removed', async () => {
    await act(async () => {
      document.body.innerHTML = `<div id="a"><${COUNTER_TAG} step="2"></${COUNTER_TAG}></div><div id="b"></div>`;
    });
    const element = document.querySelector(COUNTER_TAG) as HTMLElement;
    const button = () => element.shadowRoot?.querySelector('.counter') as HTMLElement | null;
    await waitFor(() => expect(button()?.textContent).toBe('0'));
    await act(async () => button()?.click());
    await waitFor(() => expect(button()?.textContent).toBe('2'));
    await act(async () => document.getElementById('b')?.append(element));
    expect(button()?.textContent).toBe('2');
    await act(async () => element.remove());
    await act(async () => document.body.append(element));
    await waitFor(() => expect(button()?.textContent).toBe('0'));
  });

  it('dispatches our events from the host element, bubbling and composed', async () => {
    const element = await mount(`<div id="outer"><${TAG} who="Ada"></${TAG}></div>`);
    const onHost = vi.fn();
    const onDocument = vi.fn();
    element.addEventListener('acct-greet', (event) => onHost(event));
    document.addEventListener('acct-greet', onDocument);
    await act(async () => (element.shadowRoot?.querySelector('.greeting') as HTMLElement).click());
    expect(onHost).toHaveBeenCalledTimes(1);
    const event = onHost.mock.calls[0]?.[0] as CustomEvent;
    expect(event.target).toBe(element);
    expect(event.detail).toEqual({ who: 'Ada' });
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(onDocument).toHaveBeenCalledTimes(1);
    document.removeEventListener('acct-greet', onDocument);
  });
});
