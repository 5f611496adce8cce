import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { canonicalUrl, type SiteRoute } from './route-meta.ts';

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/** Keeps title, description, canonical and Open Graph tags in step with client navigation. */
export function useDocumentMeta(meta: SiteRoute) {
  const first = useRef(true);
  useEffect(() => {
    // The prerendered head is already right for the first page.
    if (first.current) {
      first.current = false;
      return;
    }
    document.title = meta.title;
    setMeta('meta[name="description"]', 'content', meta.description);
    setMeta('meta[property="og:title"]', 'content', meta.title);
    setMeta('meta[property="og:description"]', 'content', meta.description);
    setMeta('meta[property="og:url"]', 'content', canonicalUrl(meta.path));
    setMeta('link[rel="canonical"]', 'href', canonicalUrl(meta.path));
  }, [meta]);
}

/**
 * The element id a fragment names: all of it, or the part before the first `&` of one that carries
 * a calculator's scenario after its anchor (`#booking-widget&calc=…`); a malformed one (a
 * hand-edited share link) names none.
 */
function anchorId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1).split('&')[0] ?? '');
  } catch {
    return '';
  }
}

/**
 * New pages start at the top, or at their #anchor once the lazily loaded page has rendered, at once,
 * as a page the browser loads does: the page's `scroll-behavior: smooth` would otherwise glide the
 * new page past from where the last one was scrolled to. A link within the page glides. It scrolls
 * as the new page is put in, before it is painted, so the new page is never shown where the last
 * one was scrolled to.
 */
export function useScrollOnNavigate() {
  const { pathname, hash, key } = useLocation();
  const first = useRef(true);
  const lastPath = useRef(pathname);
  useLayoutEffect(() => {
    const samePage = !first.current && lastPath.current === pathname;
    const behavior: ScrollBehavior = samePage ? 'auto' : 'instant';
    lastPath.current = pathname;
    // The browser scrolls a page it opens to its #anchor, but not to one with a scenario after it.
    const browserScrolls = !hash.includes('&');
    if (first.current && browserScrolls) {
      first.current = false;
      return;
    }
    first.current = false;
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior });
      return;
    }
    let tries = 0;
    let timer = 0;
    const find = () => {
      const target = document.getElementById(anchorId(hash));
      if (target) target.scrollIntoView({ block: 'start', behavior });
      else if (tries++ < 40) timer = window.setTimeout(find, 50);
    };
    find();
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key]);
}
