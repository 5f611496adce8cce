// Each prerendered page inlines only the rules its own markup uses and loads the whole stylesheet
// from the end of <body> (scripts/build-site.ts). The first paint must not depend on that second
// request: with the whole stylesheet held back, every page looks exactly as it does with it, on a
// phone and on a laptop. Scripts are off, so what is compared is the prerendered first paint and
// nothing a script adds or swaps (the typeface arrives once the page is interactive). One test per
// page, so that the browser test workers share the pages between them.
import { expect, type Page } from '../support/test.ts';
import { PAGE_ROUTES, withoutScripts as test } from './site-support.ts';

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

/** The page as first painted: a screenshot of the viewport, the page's whole height for the text. */
async function firstPaint(page: Page, path: string, withStylesheet: boolean) {
  await page.unroute('**/assets/*.css');
  if (!withStylesheet) await page.route('**/assets/*.css', (route) => route.abort());
  await page.goto(path);
  const linked = await page.evaluate(
    () => document.querySelectorAll('link[rel="stylesheet"][href^="/assets/"]').length,
  );
  return { linked, shot: await page.screenshot({ fullPage: true, animations: 'disabled' }) };
}

for (const route of PAGE_ROUTES) {
  test(`${route.path} paints from its inlined rules alone at 375 and 1280 px`, async ({
    staticPage: page,
  }) => {
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      const whole = await firstPaint(page, route.path, true);
      const inlined = await firstPaint(page, route.path, false);
      // The whole stylesheet is still linked, once, for what scripts render later.
      expect.soft(whole.linked, `${route.path} at ${size.width} px`).toBe(1);
      // Soft, so that a difference on a phone still lets the laptop's be checked too.
      expect
        .soft(
          inlined.shot.equals(whole.shot),
          `${route.path} differs at ${size.width} px without the stylesheet`,
        )
        .toBe(true);
    }
  });
}
