// A prerendered page paints from the rules inlined in its <head>. Its link to the rest of the
// stylesheet, which what scripts render later needs (menus, dialogs, the next page), is written for
// print only (scripts/build-site.ts): a browser then fetches it without holding up the first paint,
// which a plain stylesheet link does even at the end of <body>. The page's script turns it on for
// the screen.

/** The attribute that marks a prerendered page's link to the rest of the stylesheet. */
export const REST_OF_STYLESHEET_ATTRIBUTE = 'data-rest-of-stylesheet';

/** Applies the rest of the stylesheet to the screen; a page without the marked link is left alone. */
export function applyRestOfStylesheet(): void {
  document.querySelector(`link[${REST_OF_STYLESHEET_ATTRIBUTE}]`)?.setAttribute('media', 'all');
}
