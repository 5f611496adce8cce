// What a page does while it loads and hydrates, beyond what the prerendered HTML needs. No page
// formats with Intl then: the first Intl formatter a page makes loads the browser's locale data,
// about 30 ms of CPU on a desktop and four times that on a mid-range phone, one long task in the
// middle of start-up (docs/performance.md). Every Intl constructor and locale-dependent method is
// watched from before the page's first script, and the carousel gets a live answer to render.
// every-route.spec.ts checks it in its desktop visit of every route, before the cookie choice, and
// typing.spec.ts on each calculator's page from its start to its answer.
import type { Page } from '../support/test.ts';

const LIVE_REVIEWS = {
  averageRating: 4.9,
  totalReviews: 1_127,
  reviews: [{ name: 'Hannah Greaves', role: '', rating: 5, text: 'Quick.', date: '2025-06-10' }],
};

/** Answers the carousel live and notes every Intl use from before the page's first script. */
export async function watchIntl(page: Page) {
  await page.route('**/functions/v1/google-reviews', (route) =>
    route.fulfill({ json: LIVE_REVIEWS, headers: { 'access-control-allow-origin': '*' } }),
  );
  // A string, so that nothing the test runner compiles in is missing in the page.
  await page.addInitScript(`(() => {
    const uses = (window.__intlUses = []);
    const note = (name) => uses.push(name + ' from ' + (new Error().stack || '').split('\\n')[3]);
    for (const name of Object.getOwnPropertyNames(Intl)) {
      const Original = Intl[name];
      if (typeof Original !== 'function') continue;
      Intl[name] = new Proxy(Original, {
        construct: (target, args) => (note('Intl.' + name), Reflect.construct(target, args)),
        apply: (target, self, args) => (note('Intl.' + name), Reflect.apply(target, self, args)),
      });
    }
    const methods = [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [Array.prototype, 'toLocaleString'],
      [String.prototype, 'localeCompare'],
    ];
    for (const [prototype, name] of methods) {
      const original = prototype[name];
      prototype[name] = function (...args) {
        note(name);
        return original.apply(this, args);
      };
    }
  })()`);
}

/** The Intl uses noted so far, each with the line of the page's script that made it. */
export async function intlUses(page: Page): Promise<string[]> {
  return (await page.evaluate('window.__intlUses')) as string[];
}
