import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { expect, test, type Page } from '../support/test.ts';
import { ORIGIN, widgetBuild } from '../widgets/embed.ts';
import { HOSTS, HOSTS_OUT } from './build.ts';

// Each framework's host app (tests/hosts/<framework>, built by the global setup: Vue 3, Svelte 5,
// React 18, Angular 21) embeds a calculator and the consent banner in that framework's idiom and
// loads the widget scripts after it has rendered. The test drives them as a partner's visitor
// would, in the build under test.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * Counts the listeners the page's scripts hold on window and document, so the test can tell that
 * unmounting a widget removes what mounting it added.
 */
function countGlobalListeners() {
  const live: [EventTarget, string, unknown, boolean][] = [];
  const capture = (options: unknown) =>
    typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean })?.capture);
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  const find = (entry: [EventTarget, string, unknown, boolean]) =>
    live.findIndex((held) => held.every((part, index) => part === entry[index]));
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    const entry: [EventTarget, string, unknown, boolean] = [this, type, listener, capture(options)];
    if ((this === window || this === document) && listener && find(entry) < 0) {
      live.push(entry);
      // A listener added with an AbortSignal goes when the signal aborts.
      const signal = typeof options === 'object' ? options.signal : undefined;
      signal?.addEventListener('abort', () => {
        const index = find(entry);
        if (index >= 0) live.splice(index, 1);
      });
    }
    add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    const index = find([this, type, listener, capture(options)]);
    if (index >= 0) live.splice(index, 1);
    remove.call(this, type, listener, options);
  };
  Object.assign(window, { globalListeners: () => live.length });
}

const globalListeners = (page: Page) =>
  page.evaluate(() => (window as unknown as { globalListeners: () => number }).globalListeners());

/**
 * The count once unmounting has finished: a runtime may run some cleanups a task later, so the count
 * is read until two reads 100 ms apart agree.
 */
async function settledListeners(page: Page): Promise<number> {
  let previous = await globalListeners(page);
  for (let read = 0; read < 30; read++) {
    await page.waitForTimeout(100);
    const now = await globalListeners(page);
    if (now === previous) return now;
    previous = now;
  }
  return previous;
}

async function openHost(page: Page, host: string) {
  await page.addInitScript(countGlobalListeners);
  await page.route(`${ORIGIN}/hosts/**`, async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/hosts\//, '');
    const file = join(HOSTS_OUT, path.endsWith('/') ? `${path}index.html` : path);
    route.fulfill({
      contentType: TYPES[extname(file)] ?? 'text/plain',
      body: await readFile(file),
    });
  });
  await page.goto(`${ORIGIN}/hosts/${host}/?build=${widgetBuild()}`);
}

for (const host of HOSTS) {
  test(`${host} host: properties, events, attribute changes, unmount and remount`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openHost(page, host);
    const calculator = page.locator('acct-director-calculator');
    const log = page.locator('#log li');
    await expect(calculator.getByLabel('Annual salary')).toBeVisible();
    await expect(calculator.getByRole('radio', { name: '2025/26' })).toBeChecked();
    // The scripts came after the framework had rendered the elements and set their properties.
    await expect(page.locator('html')).toHaveAttribute('data-widgets-loaded', 'after-render');

    // Attributes and properties from the framework, events into the framework's handlers.
    // One field changed, so one event: whether the edit settles before the press or the press
    // comes first, the same scenario is reported once.
    await calculator.getByLabel('Annual salary').fill('50270');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(log).toHaveText(['calculate 2025-26']);
    // The scenario follows the booking anchor in the fragment; the address before it has no figures.
    await expect(
      calculator.getByRole('link', { name: 'Book a free call about this' }),
    ).toHaveAttribute('href', /^\/contact(\?[^#\d]*)?#booking-widget&calc=director&.*salary=50270/);

    // The framework changes the year after mount: the switch and the result follow it.
    await page.locator('#next-year').click();
    await expect(calculator.getByRole('radio', { name: '2026/27' })).toBeChecked();
    await expect(
      calculator.getByRole('region', { name: 'Your estimate for 2026/27' }),
    ).toBeVisible();

    const consent = page.locator('acct-cookie-consent');
    await consent.getByRole('button', { name: 'Manage' }).click();
    await consent.getByRole('switch', { name: 'Analytics' }).check();
    await consent.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(log).toHaveText(['calculate 2025-26', 'consent analytics=true']);

    // Unmount and remount: the elements go cleanly and come back working, with the year the app holds.
    const widgets = page.locator('acct-director-calculator, acct-cookie-consent');
    await page.locator('#toggle').click();
    await expect(widgets).toHaveCount(0);
    const unmounted = await settledListeners(page);
    await page.locator('#toggle').click();
    await expect(calculator.getByRole('radio', { name: '2026/27' })).toBeChecked();
    await calculator.getByLabel('Annual salary').fill('20000');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(log).toHaveText([
      'calculate 2025-26',
      'consent analytics=true',
      'calculate 2026-27',
    ]);
    await expect(consent.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);

    // A second unmount leaves no more listeners on window and document than the first did.
    await page.locator('#toggle').click();
    await expect(widgets).toHaveCount(0);
    await expect.poll(() => globalListeners(page)).toBe(unmounted);
    expect(errors).toEqual([]);
  });
}
