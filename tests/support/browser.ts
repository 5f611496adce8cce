import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './test.ts';

/** WCAG 2.1 AA, as the project's accessibility statement promises. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

function sharesOrigin(url: string, pageUrl: string) {
  if (url === '' || url === 'about:blank') return true;
  const origin = URL.canParse(url) ? new URL(url).origin : 'null';
  return origin !== 'null' && origin === new URL(pageUrl).origin;
}

/**
 * Draws what is below the page's first section as it is drawn on screen: until the page has
 * started it is laid out and painted only near the screen (`content-visibility: auto`,
 * site/styles.css), and has no colour to read. Each part is set through its own style, which the
 * site's content security policy allows; returns what leaves them to the page again.
 */
async function drawWholePage(page: Page): Promise<() => Promise<void>> {
  // Nothing to draw once the page has drawn itself (site/lib/draw-later.ts), as it has for most
  // checks: axe runs on every route, so the page's elements are not looked through for nothing.
  const drawn = await page.evaluateHandle(() => {
    if (!('drawLater' in document.documentElement.dataset)) return [];
    return [...document.querySelectorAll<HTMLElement>('*')].filter((element) => {
      if (getComputedStyle(element).contentVisibility !== 'auto') return false;
      element.style.setProperty('content-visibility', 'visible');
      return true;
    });
  });
  return async () => {
    await drawn.evaluate((elements) => {
      for (const element of elements) element.style.removeProperty('content-visibility');
    });
    await drawn.dispose();
  };
}

/** Runs axe on the page (or part of it) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page })
    .options({
      // WCAG 2.5.3 (level A): axe files this rule as experimental, so it runs only when asked for.
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // In one pass (below) axe asks each frame whether it is ready and, by default, skips a frame
      // that has not answered within 500 ms, silently: on a loaded machine that hid a frame's
      // violations. Every frame of that pass has axe injected, so waiting longer costs nothing.
      pingWaitTime: 15_000,
      // Only violations are read. axe builds a selector for every node of every result it keeps;
      // kept to one node each, the passes and the rest cost less: 0.37–0.41 s a run against
      // 0.44–0.64 s on a calculator page here.
      resultTypes: ['violations'],
    })
    .withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  // axe reads the colours as painted: a section still fading in as it comes into view (or a banner
  // sliding in) is paler than it settles, so every running animation that ends is let finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Across origins axe runs in each frame and merges the results in a blank page it opens; when
  // every frame shares the page's origin (most pages), one `axe.run` finds the same, faster, and
  // the suite runs axe on every route.
  if (page.frames().every((frame) => sharesOrigin(frame.url(), page.url())))
    builder = builder.setLegacyMode(true);
  // axe takes a text's background from what is drawn.
  const putBack = await drawWholePage(page);
  let violations;
  try {
    ({ violations } = await builder.analyze());
  } finally {
    await putBack();
  }
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

/** Collects console errors and uncaught exceptions for a test to assert on. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens a prerendered page and waits until React has hydrated it, before a test types into it. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
