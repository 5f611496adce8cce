// Checks that hold on every route as prerendered, seen without scripts (a crawler's view, a visitor's
// without JavaScript, and every visitor's first paint), in two visits a route: with the stylesheet
// and without its linked part.
//
// Each page inlines the rules its own markup uses (and, in full, the parts of the stylesheet that
// apply to every element: scripts/page-styles.ts) and links the rest of the stylesheet from the end
// of <body> for print, turned on for the screen by the page's script (scripts/build-site.ts), so
// that it holds up no first paint. The first paint must not depend on that second request: with the
// rest held back, every page looks exactly as it does with it, on a phone and on a laptop. Scripts
// are off, so what is compared is the prerendered first paint and nothing a script adds or swaps
// (the typeface arrives once the page is interactive); the <noscript> copy of the link applies the
// rest then. On the visit with the stylesheet, at the laptop's width, every price is a fee of the
// table (prices.ts; count-ups show their final values) and the calls to action are labelled alike
// (calls-to-action.ts). One test per page, so that the browser test workers share the pages between
// them.
import { expect, test, type CDPSession, type Page } from '../support/test.ts';
import { gotoHydrated } from '../support/browser.ts';
import { REST_OF_STYLESHEET_ATTRIBUTE } from '../../site/lib/rest-of-stylesheet.ts';
import { expectCallsToAction } from './calls-to-action.ts';
import { expectPricesFromTheTable } from './prices.ts';
import { PAGE_ROUTES, storeConsent, blockExternal } from './site-support.ts';

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

/**
 * The page's whole height as drawn, once what a new width shows is drawn: a face or an image first
 * shown at this width (the desktop's hero illustration, a bold weight only its menu uses) loads and
 * decodes a moment after the layout asks for it, and a screenshot taken before then differs by that
 * moment, not by a rule. (Without scripts a browser loads lazy images at once, so every image here
 * is on its way.) Animations are ended first, as Playwright's screenshot ends them. The picture is
 * Chromium's PNG encoded for speed (a third less CPU than Playwright's screenshot here): both sides
 * of a comparison are encoded alike, so the same pixels give the same bytes.
 */
async function wholePage(page: Page, cdp: CDPSession): Promise<Buffer> {
  const clip = await page.evaluate(async () => {
    const root = document.documentElement;
    root.getBoundingClientRect();
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
      else animation.finish();
    }
    return {
      x: 0,
      y: 0,
      width: Math.max(root.scrollWidth, document.body.scrollWidth),
      height: Math.max(root.scrollHeight, document.body.scrollHeight),
      scale: 1,
    };
  });
  const { data } = await cdp.send('Page.captureScreenshot', {
    format: 'png',
    clip,
    captureBeyondViewport: true,
    optimizeForSpeed: true,
  });
  return Buffer.from(data, 'base64');
}

/**
 * The page as first painted, at each width in turn, left at the last (the laptop's). One load serves
 * both widths, as the prerendered page with scripts off is laid out from its styles alone, again at
 * each width.
 */
async function firstPaints(page: Page, path: string, withStylesheet: boolean) {
  await page.unroute('**/assets/*.css');
  if (!withStylesheet) await page.route('**/assets/*.css', (route) => route.abort());
  await page.setViewportSize(WIDTHS[0]!);
  await page.goto(path);
  const linked = await page.evaluate(
    (marker) => ({
      forPrint: document.querySelectorAll(`link[${marker}][media="print"]`).length,
      forScreen: document.querySelectorAll('link[rel="stylesheet"]:not([media])').length,
      // Without scripts nothing is fetched for them: the page names its modules only to its
      // loader (security-headers.spec.ts checks what the loader asks for, and at what priority).
      scripts: document.querySelectorAll('script[src], link[rel="modulepreload"]').length,
    }),
    REST_OF_STYLESHEET_ATTRIBUTE,
  );
  const cdp = await page.context().newCDPSession(page);
  const shots: Buffer[] = [];
  try {
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      shots.push(await wholePage(page, cdp));
    }
  } finally {
    await cdp.detach();
  }
  return { linked, shots };
}

for (const route of PAGE_ROUTES) {
  test(`${route.path} paints from its inlined rules alone at 375 and 1280 px, its prices from the table, its calls to action alike`, async ({
    staticPage: page,
  }) => {
    const linked = await firstPaints(page, route.path, true);
    // At the laptop's width, with the whole stylesheet.
    await expectPricesFromTheTable(page);
    await expectCallsToAction(page);
    const inlined = await firstPaints(page, route.path, false);
    // The rest of the stylesheet is linked, once for print and once without scripts, for what
    // scripts render later.
    expect(linked.linked, route.path).toMatchObject({ forPrint: 1, forScreen: 1 });
    expect(linked.linked.scripts, route.path).toBe(0);
    WIDTHS.forEach((size, index) =>
      // Soft, so that a difference on a phone still lets the laptop's be checked too.
      expect
        .soft(
          inlined.shots[index]!.equals(linked.shots[index]!),
          `${route.path} differs at ${size.width} px without the stylesheet`,
        )
        .toBe(true),
    );
  });
}

test('with scripts, the page turns the rest of the stylesheet on for the screen', async ({
  page,
  context,
}) => {
  await storeConsent(context);
  await blockExternal(page);
  await gotoHydrated(page, '/pricing');
  const link = page.locator(`link[${REST_OF_STYLESHEET_ATTRIBUTE}]`);
  await expect(link).toHaveAttribute('media', 'all');
  // And loaded: the rest's rules, hundreds of them, are the screen's now.
  await expect
    .poll(() => link.evaluate((node) => (node as HTMLLinkElement).sheet?.cssRules.length ?? 0))
    .toBeGreaterThan(100);
});
