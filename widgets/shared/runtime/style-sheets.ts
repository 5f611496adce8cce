// A widget's styles in its shadow root. They go in as constructable stylesheets: a page with a strict
// CSP (no 'unsafe-inline' for styles) blocks a run-time <style> element but not `adoptedStyleSheets`.
// One sheet per CSS text is shared by every widget on the page that uses it. Every browser with
// `adoptedStyleSheets` constructs sheets (they shipped together); one without (and jsdom) gets
// `<style>` elements.

const sheets = new Map<string, CSSStyleSheet>();

function sheetOf(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

const constructable = () => 'adoptedStyleSheets' in ShadowRoot.prototype;

/** The element's own stylesheets, in order, as its shadow root is created. */
export function adoptStyles(root: ShadowRoot, styles: readonly string[]) {
  if (constructable()) {
    root.adoptedStyleSheets = styles.map(sheetOf);
    return;
  }
  for (const css of styles) {
    const style = document.createElement('style');
    style.textContent = css;
    root.append(style);
  }
}

/**
 * A stylesheet that arrives later, with a part loaded on demand (parts.ts), after the element's
 * own; once per root. In the fallback it goes after the other `<style>` elements, before what the
 * widget renders.
 */
export function adoptMoreStyles(root: ShadowRoot, css: string) {
  if (constructable()) {
    const sheet = sheetOf(css);
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const styles = [...root.children].filter((child) => child instanceof HTMLStyleElement);
  if (styles.some((style) => style.textContent === css)) return;
  const style = document.createElement('style');
  style.textContent = css;
  root.insertBefore(style, styles.at(-1)?.nextSibling ?? root.firstChild);
}
