// Stands in for Cal.com's embed.js at the network edge. It implements the part of the embed API the
// site uses, over the queue the library's snippet leaves in window.Cal: 'init', 'initNamespace',
// 'inline', 'ui', 'on' and 'off'. 'inline' renders a small calendar stand-in with a button that
// fires bookingSuccessful; window.__cal records every instruction and every inline's config.
import type { Page, Route } from '../support/test.ts';

export const CAL_EMBED_URL = 'https://app.cal.com/embed/embed.js';

export const CAL_FIXTURE = `(() => {
  const Cal = window.Cal;
  const record = (window.__cal = { instructions: [], inlines: [] });
  const instances = {};

  function instance(namespace) {
    if (instances[namespace]) return instances[namespace];
    const listeners = {};
    const fire = (action, data) => {
      (listeners[action] || []).slice().forEach((callback) =>
        callback(new CustomEvent('cal:' + namespace + ':' + action, {
          detail: { type: action, namespace, fullType: 'CAL:' + namespace + ':' + action, data },
        })),
      );
    };
    const api = {
      init() {},
      ui() {},
      on({ action, callback }) {
        (listeners[action] = listeners[action] || []).push(callback);
      },
      off({ action, callback }) {
        listeners[action] = (listeners[action] || []).filter((c) => c !== callback);
      },
      inline({ calLink, elementOrSelector, config }) {
        const element =
          typeof elementOrSelector === 'string'
            ? document.querySelector(elementOrSelector)
            : elementOrSelector;
        record.inlines.push({ namespace, calLink, config: config || {} });
        const frame = document.createElement('div');
        frame.setAttribute('data-cal-fixture', namespace);
        const title = document.createElement('p');
        title.textContent = 'Booking calendar for ' + calLink;
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Confirm booking';
        button.addEventListener('click', () =>
          fire('bookingSuccessful', { confirmed: true, date: '2026-01-15T10:00:00Z', duration: 30 }),
        );
        frame.append(title, button);
        element.appendChild(frame);
        setTimeout(() => fire('linkReady', {}), 0);
      },
    };
    const run = (args) => {
      const [method, ...rest] = Array.from(args);
      record.instructions.push({ namespace, method });
      if (typeof api[method] === 'function') api[method](...rest);
    };
    instances[namespace] = { run };
    return instances[namespace];
  }

  function drain(fn, namespace) {
    const pending = Array.from(fn.q || []);
    fn.q = { push: (args) => handle(fn, namespace, args) };
    pending.forEach((args) => handle(fn, namespace, args));
  }

  function handle(fn, namespace, args) {
    const list = Array.from(args);
    if (fn === Cal && list[0] === 'initNamespace') {
      const name = list[1];
      instance(name);
      if (Cal.ns[name] && Array.isArray(Cal.ns[name].q)) drain(Cal.ns[name], name);
      return;
    }
    instance(namespace).run(list);
  }

  drain(Cal, '');
  Object.keys(Cal.ns || {}).forEach((name) => {
    if (Array.isArray(Cal.ns[name].q)) drain(Cal.ns[name], name);
  });
  Cal.loaded = true;
})();`;

/** Serves the fixture in place of Cal.com's embed script, or aborts it when `block` is set. */
export async function routeCalEmbed(page: Page, options: { block?: boolean } = {}) {
  const state = { requests: 0 };
  await page.route(CAL_EMBED_URL, async (route: Route) => {
    state.requests += 1;
    if (options.block) {
      await route.abort('blockedbyclient');
      return;
    }
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: CAL_FIXTURE });
  });
  return state;
}

export type CalInline = { namespace: string; calLink: string; config: Record<string, string> };

export async function calInlines(page: Page): Promise<CalInline[]> {
  return page.evaluate(
    () => (window as unknown as { __cal?: { inlines: CalInline[] } }).__cal?.inlines ?? [],
  );
}
