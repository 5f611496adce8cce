// A page starts with what is below its first section drawn only near the screen (site/styles.css,
// site/lib/draw-later.ts), and then draws all of it: Chromium leaves what it has not drawn out of
// the accessibility tree, so a screen reader's list of headings and landmarks is whole only after.
import { expect, test, type Page } from '../support/test.ts';
import { blockExternal, settled, storeConsent } from './site-support.ts';

const PATH = '/accounts-tax';

/** What each part after the page's first section has for `content-visibility`, as it is now. */
const parts = (page: Page) =>
  page.evaluate(() => [
    'drawLater' in document.documentElement.dataset,
    ...[...document.querySelectorAll('#main > section, #main ~ :is(section, footer)')].map(
      (part) => getComputedStyle(part).contentVisibility,
    ),
  ]);

/** The names of the page's regions as Chromium's accessibility tree has them. */
async function regionNames(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodes } = await cdp.send('Accessibility.queryAXTree', {
    nodeId: root.nodeId,
    role: 'region',
  });
  await cdp.detach();
  return nodes.map((node) => String(node.name?.value ?? ''));
}

test.beforeEach(async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
});

test('a page starts with its lower parts undrawn, then draws every one, each in the accessibility tree', async ({
  page,
}) => {
  await page.goto(PATH, { waitUntil: 'domcontentloaded' });
  // Before the page's scripts have run: the first section drawn, every part after it not yet.
  const [deferred, first, ...rest] = await parts(page);
  expect(deferred, 'the loader asks for the rest to be drawn later').toBe(true);
  expect(first).toBe('visible');
  expect(rest.length).toBeGreaterThan(3);
  expect(new Set(rest)).toEqual(new Set(['auto']));

  await page.waitForFunction(() => !('drawLater' in document.documentElement.dataset));
  expect(new Set((await parts(page)).slice(1))).toEqual(new Set(['visible']));
  // Every region the page labels has its name in the tree: none left unread below the fold.
  const labelled = await page
    .locator('section[aria-labelledby]')
    .evaluateAll((sections) =>
      sections.map((section) =>
        document.getElementById(section.getAttribute('aria-labelledby')!)!.textContent!.trim(),
      ),
    );
  expect(labelled.length).toBeGreaterThan(3);
  expect((await regionNames(page)).filter((name) => labelled.includes(name)).sort()).toEqual(
    [...labelled].sort(),
  );
});

test('a page opened at an #anchor is drawn in full from the start, and jumps to the anchor', async ({
  page,
}) => {
  // Where the anchor is on the screen at the page's first scroll: a jump puts it there at once, a
  // glide (the in-page links' smooth scrolling) starts from the top and ends where the anchor was
  // when it began, which on a loaded machine was 200 px below it once the reviews had arrived.
  await page.addInitScript(() =>
    addEventListener(
      'scroll',
      () => {
        const book = document.getElementById('book')!.getBoundingClientRect().top;
        document.documentElement.dataset.firstScroll = String(book);
      },
      { once: true },
    ),
  );
  await page.goto(`${PATH}#book`, { waitUntil: 'domcontentloaded' });
  expect(new Set(await parts(page))).toEqual(new Set([false, 'visible']));
  const half = page.viewportSize()!.height / 2;
  const firstScroll = page.locator('html[data-first-scroll]');
  await firstScroll.waitFor({ state: 'attached' });
  expect(Number(await firstScroll.getAttribute('data-first-scroll'))).toBeLessThan(half);
  // And there it stays, whatever above it changes height as the page settles.
  await settled(page);
  const top = () => page.locator('#book').evaluate((book) => book.getBoundingClientRect().top);
  await expect.poll(top).toBeGreaterThanOrEqual(0);
  await expect.poll(top).toBeLessThan(half);
});
