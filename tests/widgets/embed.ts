import { expect, test, type Page } from '../support/test.ts';

export const ORIGIN = 'http://127.0.0.1:4173';

/** The classic builds a partner can load; playwright.config.ts runs this suite once per build. */
export type WidgetBuild = 'react' | 'lite';

/** The build the running project tests, from its metadata (the React build when it names none). */
export function widgetBuild(): WidgetBuild {
  return test.info().project.metadata['widgetBuild'] === 'lite' ? 'lite' : 'react';
}

/** Path of a widget's classic script in the build under test. */
export const bundlePath = (tag: string) =>
  widgetBuild() === 'lite' ? `/widgets/lite/${tag}.js` : `/widgets/${tag}.js`;

/** The hostile stylesheet of the issue: it must not reach into any widget. */
export const HOSTILE_CSS = `* { font-size: 40px !important; color: red !important }
input, button { display: none !important }
body { font-family: 'Courier New', monospace; line-height: 3 }`;

/** A strict CSP: no inline scripts or styles anywhere, so the widgets must use adoptedStyleSheets. */
export const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:";

/**
 * Serves a plain partner page (through page.route, under the static server's origin) that loads one
 * classic bundle (of the build under test) by <script> tag, with the hostile stylesheet and a strict CSP. Returns the list of
 * CSP violations and the events the page saw.
 */
export async function openEmbedPage(page: Page, tag: string, attributes = '') {
  const path = `/embed-test/${tag}.html`;
  await page.route(`${ORIGIN}/embed-test/hostile.css`, (route) =>
    route.fulfill({ contentType: 'text/css', body: HOSTILE_CSS }),
  );
  await page.route(`${ORIGIN}${path}`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': STRICT_CSP },
      body: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner page with ${tag}</title>
<link rel="stylesheet" href="/embed-test/hostile.css">
<script src="/embed-test/recorder.js"></script>
</head>
<body>
<main>
<h1 id="host-heading">A partner's blog post</h1>
<p id="host-text">The host page's own paragraph.</p>
<button id="host-button" type="button">Host button</button>
<${tag} ${attributes}></${tag}>
</main>
<script src="${ORIGIN}${bundlePath(tag)}"></script>
</body>
</html>`,
    }),
  );
  // Records our events and CSP violations; served as a file because the CSP forbids inline scripts.
  await page.route(`${ORIGIN}/embed-test/recorder.js`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.__globalsBefore = Object.getOwnPropertyNames(window);
window.__events = []; window.__violations = [];
for (const name of ['acct-calculate', 'acct-consent-change'])
  window.addEventListener(name, (e) => window.__events.push({ type: e.type, target: e.target.localName, detail: e.detail }));
document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));`,
    }),
  );
  await page.goto(`${ORIGIN}${path}`);
  await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
}

export type RecordedEvent = { type: string; target: string; detail: unknown };

export const recordedEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __events: RecordedEvent[] }).__events);

export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/** Computed style of an element inside the widget's shadow root. */
export function shadowStyle(page: Page, tag: string, selector: string, properties: string[]) {
  return page.evaluate(
    ([tagName, css, props]) => {
      const element = document.querySelector(tagName)?.shadowRoot?.querySelector(css);
      if (!element) throw new Error(`${css} not found in ${tagName}`);
      const style = getComputedStyle(element);
      return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
    },
    [tag, selector, properties] as const,
  );
}

/** The widget kept its own look, and the host page kept its hostile one. */
export async function expectIsolation(page: Page, tag: string, textSelector: string) {
  const host = await page.evaluate((name) => {
    const style = getComputedStyle(document.querySelector(name) as Element);
    return { fontSize: style.fontSize, color: style.color };
  }, tag);
  expect(host).toEqual({ fontSize: '16px', color: 'rgb(20, 38, 59)' });

  const text = await shadowStyle(page, tag, textSelector, ['font-size', 'color', 'font-family']);
  expect(parseFloat(text['font-size'] ?? '0')).toBeLessThanOrEqual(32);
  expect(parseFloat(text['font-size'] ?? '0')).toBeGreaterThanOrEqual(12);
  expect(text.color).not.toBe('rgb(255, 0, 0)');
  expect(text['font-family']).not.toContain('Courier');

  const buttons = await page.evaluate((name) => {
    const root = document.querySelector(name)?.shadowRoot;
    return Array.from(root?.querySelectorAll('button, input') ?? []).map(
      (el) => getComputedStyle(el).display,
    );
  }, tag);
  expect(buttons.length).toBeGreaterThan(0);
  expect(buttons).not.toContain('none');

  // The host page is untouched: its hostile rules still apply and nothing was added to it.
  const hostPage = await page.evaluate(() => ({
    button: getComputedStyle(document.getElementById('host-button') as Element).display,
    styleElements: document.querySelectorAll('style').length,
    adopted: document.adoptedStyleSheets.length,
    sheets: document.styleSheets.length,
  }));
  expect(hostPage).toEqual({ button: 'none', styleElements: 0, adopted: 0, sheets: 1 });
  const hostText = await page.evaluate(() => {
    const style = getComputedStyle(document.getElementById('host-text') as Element);
    return { fontSize: style.fontSize, color: style.color };
  });
  expect(hostText).toEqual({ fontSize: '40px', color: 'rgb(255, 0, 0)' });
  expect(await cspViolations(page)).toEqual([]);
  expect(await addedGlobals(page)).toEqual([]);
}

/**
 * What the page's window gained since the recorder ran, other than the recorder's own fields and
 * `axe`, which the accessibility checks inject.
 */
export const addedGlobals = (page: Page) =>
  page.evaluate(() => {
    const before = new Set((window as unknown as { __globalsBefore: string[] }).__globalsBefore);
    return Object.getOwnPropertyNames(window).filter(
      (name) => !before.has(name) && !name.startsWith('__') && name !== 'axe',
    );
  });
