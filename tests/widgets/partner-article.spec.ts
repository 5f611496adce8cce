// An embed never moves a partner's page: every widget on a partner's article, near the top, with
// the guide's embed (the element holding its space from the moment the page is parsed) and its
// script added once the page has loaded and shown the embed's fallback, as a tag manager would,
// moves nothing on the page until the visitor acts, on a phone and on a laptop: layout shifts are recorded by a PerformanceObserver from the
// page's first moment. When the visitor does act, what the calculator adds appears below its form,
// never above what they are reading. And the space held is enough at every width: the widget fits
// in it from 300 px up.
import { expect, test, type Page } from '../support/test.ts';
import { embedElement } from '../../demo/scripts/snippet.ts';
import { reservedSpaceOf } from '../../scripts/build-demo-catalogue.ts';
import { partnerArticle } from '../../scripts/partner-article.ts';
import { PUBLISHED_WIDGET_APIS } from '../../widgets/api.ts';
import type { WidgetApi } from '../../widgets/shared/runtime/widget-api.ts';
import { ORIGIN, bundlePath } from './embed.ts';

type Shift = { value: number; sources: string[] };

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

/** Records every layout shift on the page from its first moment. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; sources: Array<{ node?: Node | null }> }
      >)
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) =>
            source.node instanceof Element
              ? `${source.node.localName}${source.node.className ? `.${String(source.node.className)}` : ''}`
              : String(source.node?.nodeName),
          ),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);

/**
 * The article with the widget near the top, and a tag manager that adds the widget's script when
 * told (`startTags()`): the test tells it once the page has loaded and the embed's fallback is seen,
 * rather than after a guessed delay, so the script always comes late and never later than needed.
 */
async function openArticle(page: Page, api: WidgetApi) {
  const path = `/article-test/${api.tag}.html`;
  await page.route(`${ORIGIN}/article-test/tag-manager.js`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.startTags = () => {
  const script = document.createElement('script');
  script.src = ${JSON.stringify(bundlePath(api.tag))};
  document.head.append(script);
};`,
    }),
  );
  await page.route(`${ORIGIN}${path}`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: partnerArticle({
        embed: embedElement(api.tag, [], reservedSpaceOf(api)),
        head: '<script src="/article-test/tag-manager.js" async></script>',
      }),
    }),
  );
  await page.goto(`${ORIGIN}${path}`);
}

/** What the visitor does first: a figure into the calculator, a review on, or a cookie choice. */
async function act(page: Page, api: WidgetApi) {
  const widget = page.locator(api.tag);
  if (api.calculator) {
    const submit = widget.locator('button[type="submit"]');
    await widget.getByRole('textbox').first().fill('8');
    await submit.click();
    // A calculator that needs more than one figure marks the others: the visitor fills those too.
    const needed = await widget
      .locator('input[aria-invalid="true"]')
      .evaluateAll((fields) => fields.map((field) => field.id));
    if (needed.length > 0) {
      for (const id of needed) await widget.locator(`[id="${id}"]`).fill('8');
      await submit.click();
    }
    await expect(widget.locator('.acct-results')).toBeVisible();
  } else if (api.tag === 'acct-review-carousel') {
    await widget.getByRole('button', { name: /next/i }).click();
  } else {
    await widget.getByRole('button', { name: /accept/i }).click();
  }
}

/** Where an element is on the page (not in the window, which the browser scrolls to a field). */
const top = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + scrollY);

for (const api of PUBLISHED_WIDGET_APIS) {
  test(`${api.tag} near the top of a partner's article, loaded late, moves nothing until the visitor acts`, async ({
    page,
  }) => {
    await recordShifts(page);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await openArticle(page, api);
      const space = reservedSpaceOf(api);
      if (space?.fallback)
        // Before the script: the space, with a link to the calculator on the practice's site.
        await expect(page.getByRole('link', { name: space.fallback.text })).toBeVisible();
      await page.evaluate(() => (window as unknown as { startTags: () => void }).startTags());
      await page.waitForFunction((tag) => customElements.get(tag) !== undefined, api.tag);
      const widget = page.locator(api.tag);
      await expect(widget.locator('button').first()).toBeVisible();
      // Rendered, and what follows the render (a preload, a measured chart) settled.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await page.waitForTimeout(500);
      expect(await shifts(page), `${viewport.name}: shifts before the visitor acts`).toEqual([]);
      if (space?.fallback)
        await expect(page.getByRole('link', { name: space.fallback.text })).toBeHidden();

      const reading = await top(page, 'article p');
      const form = api.calculator ? await top(page, `${api.tag} >> button[type="submit"]`) : 0;
      await act(page, api);
      // What the visitor's action brought grew below the form: nothing above it moved.
      expect(await top(page, 'article p')).toBe(reading);
      if (api.calculator) expect(await top(page, `${api.tag} >> button[type="submit"]`)).toBe(form);
      // A cookie choice is kept: the next visit starts without one.
      await page.evaluate(() => localStorage.clear());
    }
  });

  const space = reservedSpaceOf(api);
  if (space)
    test(`${api.tag} fits the space its embed holds at every width from 300 px`, async ({
      page,
    }) => {
      const widths = Array.from({ length: 51 }, (_, index) => 300 + index * 20);
      await page.route(`${ORIGIN}/article-test/widths.html`, (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Widths</title>
<script src="${bundlePath(api.tag)}" defer></script></head><body style="margin:0">
${widths.map((width) => `<div style="width:${width}px">${embedElement(api.tag, [], space)}</div>`).join('\n')}
</body></html>`,
        }),
      );
      await page.setViewportSize({ width: 1400, height: 900 });
      await page.goto(`${ORIGIN}/article-test/widths.html`);
      await expect(page.locator(api.tag).last().locator('button').first()).toBeAttached();
      const heights = await page.locator(api.tag).evaluateAll((elements) =>
        elements.map((element) => ({
          held: element.querySelector(':scope > div')?.getBoundingClientRect().height ?? 0,
          widget: element.shadowRoot?.lastElementChild?.getBoundingClientRect().height ?? 0,
        })),
      );
      const over = heights.flatMap(({ held, widget }, index) =>
        widget > held ? [`${widths[index]} px wide: ${widget} px in ${held} px`] : [],
      );
      expect(over, 'widths where the widget outgrows the space held for it').toEqual([]);
      expect(heights.every(({ widget }) => widget > 0)).toBe(true);
    });
}
