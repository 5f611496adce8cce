// Each prerendered page inlines only the rules its own markup uses and loads the whole stylesheet
// from the end of <body> (scripts/build-site.ts). The first paint must not depend on that second
// request: with the whole stylesheet held back, every page looks exactly as it does with it, on a
// phone and on a laptop. Scripts are off, so what is compared is the prerendered first paint and
// nothing a script adds or swaps (the typeface arrives once the page is interactive).
import { expect, test, type Page } from '../support/test.ts';
import { PAGE_ROUTES } from './site-support.ts';

test.use({ javaScriptEnabled: false });

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

for (const size of WIDTHS) {
  test(`every page paints at ${size.width} px from its inlined rules alone`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(size);
    for (const route of PAGE_ROUTES) {
      const whole = await firstPaint(page, route.path, true);
      const inlined = await firstPaint(page, route.path, false);
      // The whole stylesheet is still linked, once, for what scripts render later.
      expect(whole.linked, route.path).toBe(1);
      expect(inlined.shot.equals(whole.shot), `${route.path} differs without the stylesheet`).toBe(
        true,
      );
    }
  });
}
