// The practice's typeface, served from the site's own origin: Inter's variable font (every weight in
// one file), Latin subset only, upright only (the site sets no italics). It is loaded once the page
// is interactive rather than declared in the stylesheet, so its 48 kB never compete
// with the page's first paint, its scripts or its hero image on a slow phone. Until it arrives, text
// shows in the local faces that site/styles.css scales to Inter's metrics, so the swap moves nothing.
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/** The family name the stylesheet's font stack puts first. */
export const TYPEFACE_FAMILY = 'Inter';

// The Latin subset's code points, as @fontsource-variable/inter declares them for this file.
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, ' +
  'U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

let loading: Promise<void> | undefined;

/**
 * Adds Inter to the document's fonts and loads it, once per page. Never rejects: without the font
 * the page keeps its metric-matched fallback.
 */
export function loadTypeface(): Promise<void> {
  if (typeof document === 'undefined' || typeof FontFace === 'undefined') return Promise.resolve();
  loading ??= (async () => {
    const face = new FontFace(TYPEFACE_FAMILY, `url(${interLatinUrl}) format('woff2')`, {
      style: 'normal',
      weight: '100 900',
      display: 'swap',
      unicodeRange: LATIN_RANGE,
    });
    // Loaded first and added once it is here: a face added while it loads lays the page out twice
    // (once as it starts, once as it arrives), each a long task on a phone.
    document.fonts.add(await face.load());
  })().catch(() => undefined);
  return loading;
}
