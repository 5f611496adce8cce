// The practice's typeface is served by the site itself and added once the page is interactive, so
// no page's first paint waits for it; its local fallbacks are scaled so the swap moves no text.
import { expect, test, type Page } from '../support/test.ts';
import { SITE_URL } from '../../playwright.config.ts';
import { gotoHydrated } from '../support/browser.ts';
import { PAGE_ROUTES, blockExternal, storeConsent } from './site-support.ts';

/** The typeface is added to the document's fonts once it has loaded (site/lib/typeface.ts). */
const interAdded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Inter'),
  );

test.describe('in the browser', () => {
  test.beforeEach(async ({ page, context }) => {
    await storeConsent(context);
    await blockExternal(page);
  });

  test('Inter comes from the site, once, and sets the page and its calculators', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font' || /\.woff2?$/.test(request.url()))
        fonts.push(request.url());
    });
    await gotoHydrated(page, '/tax-calculator');
    await interAdded(page);
    const state = await page.evaluate(async () => {
      await document.fonts.ready;
      const inter = [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Inter');
      return {
        check: document.fonts.check('16px Inter') && document.fonts.check('700 16px Inter'),
        statuses: inter.map((face) => face.status),
        body: getComputedStyle(document.body).fontFamily,
        calculator: getComputedStyle(document.querySelector('.acct-root') as Element).fontFamily,
      };
    });
    expect(state.check).toBe(true);
    expect(state.statuses).toEqual(['loaded']);
    expect(state.body).toMatch(/^Inter,/);
    expect(state.calculator).toMatch(/^Inter,/);
    // One request, from the site's own origin: the preload is the request the stylesheet uses.
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(new RegExp(`^${SITE_URL}/assets/inter-latin-wght-normal-`));
    const response = await page.request.get(fonts[0] ?? '');
    expect(response.headers()['content-type']).toBe('font/woff2');
  });

  // Every route at the 412 px Lighthouse's mobile preset uses, and the busiest at a 375 px iPhone's.
  // A row that fits in one typeface and wraps in the other (two buttons side by side, a legend
  // beside its answers) moves everything below it when Inter arrives, at some widths only.
  const WIDTHS: Array<[number, string[]]> = [
    [375, ['/', '/tax-calculator', '/pricing']],
    [412, PAGE_ROUTES.map((route) => route.path)],
  ];
  for (const [width, paths] of WIDTHS) {
    test(`the swap to Inter moves nothing on a ${width} px phone`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 812 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
            shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      for (const path of paths) {
        await gotoHydrated(page, path);
        await interAdded(page);
        const shift = await page.evaluate(async () => {
          await document.fonts.ready;
          const inter = [...document.fonts].filter(
            (face) => face.family.replace(/"/g, '') === 'Inter',
          );
          // Two frames after the swap, so any shift it caused has been reported.
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          return {
            statuses: inter.map((face) => face.status),
            total: (window as unknown as { __shifts: number[] }).__shifts.reduce(
              (a, b) => a + b,
              0,
            ),
          };
        });
        expect(shift.statuses, path).toEqual(['loaded']);
        expect.soft(shift.total, path).toBeLessThan(0.01);
      }
    });
  }

  test('each local fallback sets text at Inter’s width and line height', async ({ page }) => {
    await gotoHydrated(page, '/');
    // Inter itself is measured too: until it is added (after hydration), text set in it is set
    // in the browser's default face.
    await interAdded(page);
    const results = await page.evaluate(async () => {
      await document.fonts.ready;
      const sample =
        'Fixed fees, no surprises: accounts, tax returns and payroll for directors and sole traders, from £150 + VAT.';
      const measure = (family: string, weight: number) => {
        const box = document.createElement('div');
        box.style.cssText = `position:absolute;left:0;top:0;width:max-content;font:${weight} 16px/normal ${family};white-space:nowrap`;
        box.textContent = sample;
        document.body.append(box);
        const { width, height } = box.getBoundingClientRect();
        box.remove();
        return { width, height };
      };
      const rows = [];
      for (const family of ['Inter Fallback Arial', 'Inter Fallback DejaVu']) {
        for (const weight of [400, 700]) {
          // A fallback whose local font this machine lacks is skipped by the browser too.
          const faces = await document.fonts
            .load(`${weight} 16px "${family}"`)
            .catch(() => [] as FontFace[]);
          if (!faces.some((face) => face.status === 'loaded')) continue;
          const inter = measure('Inter', weight);
          const fallback = measure(`"${family}"`, weight);
          rows.push({
            family,
            weight,
            width: fallback.width / inter.width,
            height: fallback.height - inter.height,
          });
        }
      }
      return rows;
    });
    expect(results.length).toBeGreaterThanOrEqual(2);
    for (const row of results) {
      expect(Math.abs(row.width - 1), `${row.family} ${row.weight}`).toBeLessThan(0.03);
      expect(Math.abs(row.height), `${row.family} ${row.weight}`).toBeLessThanOrEqual(1);
    }
  });
});
