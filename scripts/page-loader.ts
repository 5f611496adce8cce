// How a prerendered page starts its scripts under a strict Content-Security-Policy. A static host
// cannot stamp a nonce on each response, so the page's policy (pageScriptPolicy in
// scripts/security-headers.ts) trusts one script by its hash and, through 'strict-dynamic', whatever
// that script adds: this loader, the same text on every page, reads the page's entry and modules
// from its own attributes and adds them. Every later script (the page's lazy chunks, Google's tag,
// Cal.com's embed) is added by a trusted one in turn, so that policy names no host, and a page whose
// markup were tampered with runs no script it did not build.
import { MAY_HAVE_SESSION_SCRIPT } from '../site/lib/supabase-loader.ts';

/**
 * The loader's text, kept byte for byte on every page so the policy needs one hash. It loads only the
 * site's own built files (`/assets/` on the page's origin), whatever attributes a copy of it is given.
 * Its modules are preloaded, at a low priority, and its entry run once the document is parsed and
 * first painted: a prerendered page shows everything it has without them, and scripts fetched
 * before that paint would share a slow phone's network with it (Lighthouse then counts them in the
 * page's largest paint). A page in a background tab, which paints no frame, starts at once.
 * Until the page has started (`data-hydrated` on the root element), a form's submission is held
 * rather than reloading the page, and a press of one of its buttons is held and made again once it
 * has started. A page for the signed-in sends a visitor with nobody signed in on before any of that.
 */
export const PAGE_LOADER = `(() => {
  const loader = document.currentScript;
  // A page for the signed-in (/team-admin) names where anyone else goes, and where the backend's
  // session is kept: a browser with nobody signed in goes there at once, before the page's scripts
  // are fetched, rather than after they have run and found the same.
  const mayHaveSession = ${MAY_HAVE_SESSION_SCRIPT};
  const { signedOut, sessionKey } = loader.dataset;
  const away = signedOut ? new URL(signedOut, location.href) : null;
  if (away && away.origin === location.origin && !mayHaveSession(sessionKey || '')) {
    location.replace(away.href);
    return;
  }
  const own = (path) => {
    const url = new URL(path, location.href);
    return url.origin === location.origin && url.pathname.startsWith('/assets/') ? url.href : '';
  };
  const add = (tag, attributes) => {
    const element = Object.assign(document.createElement(tag), attributes);
    element.setAttribute('crossorigin', '');
    element.setAttribute('fetchpriority', 'low');
    document.head.append(element);
  };
  const preload = () => {
    for (const path of (loader.dataset.modules || '').split(' ')) {
      const href = path && own(path);
      if (href) add('link', { rel: 'modulepreload', href });
    }
  };
  const root = document.documentElement;
  // Until the page has started, what is below its first section is drawn only near the screen
  // (site/styles.css, site/lib/draw-later.ts); not on a page opened at an #anchor, which the
  // browser scrolls to before what is above it has its height.
  if (!location.hash) root.dataset.drawLater = '';
  // A form sent before the page's scripts have started would reload the page and lose what was
  // typed: it is held, and the page takes up the fields as they are once it starts.
  document.addEventListener('submit', (event) => {
    if (!root.dataset.hydrated) event.preventDefault();
  }, true);
  // A press of a button before then (a calculator's tab, the header's menu) would do nothing, and
  // say nothing: the last one is held, from the pointer going down or the key (Enter, Space) to the
  // click, and made again on the same element once the page has started; a tab is chosen by the key
  // itself, not by the click it makes. Until then no script of the page's sees it, so a press is
  // answered once, by the live page. A link needs no script to work, and a form's submit button is
  // held as its submission is, the calculator taking up what was typed.
  let pressed = null;
  let held = [];
  let clicked = false;
  const hold = (event) => {
    if (root.dataset.hydrated) return;
    const key = event.type === 'keydown';
    if (key && event.key !== 'Enter' && event.key !== ' ') return;
    const control = event.target instanceof Element && event.target.closest('button, [role="button"], [role="tab"]');
    if (!control || control.closest('a, summary, label') || (control.type === 'submit' && control.form)) return;
    event.stopPropagation();
    if (event.type === 'pointerdown' || key || control !== pressed || clicked) held = [];
    pressed = control;
    clicked = event.type === 'click';
    held.push([event.target, new event.constructor(event.type, event)]);
  };
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'keydown', 'click']) {
    document.addEventListener(type, hold, true);
  }
  new MutationObserver((changes, observer) => {
    if (!root.dataset.hydrated) return;
    observer.disconnect();
    const replay = held;
    setTimeout(() => {
      for (const [target, event] of replay) if (target.isConnected) target.dispatchEvent(event);
    });
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  const src = own(loader.dataset.entry || '');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    preload();
    if (src) add('script', { type: 'module', src });
  };
  // A frame's callback runs just before its paint, and a task it queues just after. A page in a
  // background tab paints no frame: it starts at once, or as soon as it is hidden.
  const afterPaint = () => {
    if (document.visibilityState === 'hidden') return start();
    requestAnimationFrame(() => setTimeout(start));
    document.addEventListener('visibilitychange', start, { once: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();`;

/** Where a page for the signed-in sends a visitor with nobody signed in, and where a session is kept. */
export type SignedOut = { to: string; sessionKey: string };

/**
 * The page's one inline script: the loader, told the entry and the modules the page needs first,
 * and for a page for the signed-in, where anyone else goes.
 */
export function pageLoaderScript(entry: string, modules: string[], signedOut?: SignedOut): string {
  const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const away = signedOut
    ? ` data-signed-out="${attribute(signedOut.to)}" data-session-key="${attribute(signedOut.sessionKey)}"`
    : '';
  return `<script data-entry="${attribute(entry)}" data-modules="${attribute([entry, ...modules].join(' '))}"${away}>${PAGE_LOADER}</script>`;
}

/** The scripts a built page starts with, read back from its loader: its entry first. */
export function pageScripts(html: string): string[] {
  const loader = /<script data-entry="([^"]*)" data-modules="([^"]*)"[^>]*>/.exec(html);
  return loader ? loader[2]!.split(' ').filter(Boolean) : [];
}
