// What a page does while it loads and hydrates, beyond what the prerendered HTML needs. No page
// formats with Intl then: the first Intl formatter a page makes loads the browser's locale data,
// about 30 ms of CPU on a desktop and four times that on a mid-range phone, one long task in the
// middle of start-up (docs/performance.md). Every Intl constructor and locale-dependent method is
// watched from before the page's first script, and the carousel gets a live answer to render.
import { expect, test } from '../support/test.ts';
import { ROUTES } from '../../site/app/route-meta.ts';
import { blockExternal } from './site-support.ts';

const LIVE_REVIEWS = {
  averageRating: 4.9,
  totalReviews: 1_127,
  reviews: [{ name: 'Hannah Greaves', role: '', rating: 5, text: 'Quick.', date: '2025-06-10' }],
};

for (const { path } of ROUTES) {
  test(`${path} uses no Intl formatter while it loads and hydrates`, async ({ page }) => {
    await blockExternal(page);
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
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    // The cookie banner, the typeface and the carousel's answer arrive after hydration.
    await page.getByRole('button', { name: 'Accept All' }).waitFor();
    expect(await page.evaluate('window.__intlUses')).toEqual([]);
  });
}
