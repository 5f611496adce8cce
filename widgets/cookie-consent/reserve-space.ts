import { useLayoutEffect, type RefObject } from 'react';

/** Set on the document's root element to the banner's height while it floats over the page. */
const BANNER_HEIGHT_PROPERTY = '--acct-consent-banner-height';

/** Added to what the page already has, so a page's own padding is kept. */
const ADDED = ['scroll-padding-bottom', 'padding-bottom'] as const;
const PROPERTIES = [...ADDED, BANNER_HEIGHT_PROPERTY] as const;

/**
 * While the banner floats over the page (`position: fixed`), the document keeps room for it at the
 * bottom: `scroll-padding-bottom`, so the browser scrolls a focused control or a linked anchor
 * above the banner rather than under it, and `padding-bottom`, so the end of the page can be
 * scrolled clear of it. `--acct-consent-banner-height` tells the page's own fixed elements (a chat
 * button) how far to rise. All follow the banner's height, and the page's own inline values are
 * put back when the banner goes. A banner in the page's flow (on short, narrow screens) covers
 * nothing, so it reserves nothing.
 */
export function useReservedSpace(ref: RefObject<HTMLElement | null>, active: boolean) {
  useLayoutEffect(() => {
    const banner = ref.current;
    const view = banner?.ownerDocument.defaultView;
    if (!active || !banner || !view) return;
    const root = banner.ownerDocument.documentElement;
    const saved = PROPERTIES.map(
      (name) =>
        [name, root.style.getPropertyValue(name), root.style.getPropertyPriority(name)] as const,
    );
    const restore = () => {
      for (const [name, value, priority] of saved) root.style.setProperty(name, value, priority);
    };
    const computed = view.getComputedStyle(root);
    // `auto` (the initial scroll padding) counts as 0.
    const base = ADDED.map((name) => parseFloat(computed.getPropertyValue(name)) || 0);

    const apply = () => {
      if (view.getComputedStyle(banner).position !== 'fixed') return restore();
      // The laid-out height: a slide-in transform does not change it.
      const height = banner.offsetHeight;
      ADDED.forEach((name, index) => root.style.setProperty(name, `${base[index]! + height}px`));
      root.style.setProperty(BANNER_HEIGHT_PROPERTY, `${height}px`);
    };
    apply();
    // The banner's height follows its width and text size; whether it floats follows the viewport.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : null;
    observer?.observe(banner);
    view.addEventListener('resize', apply);
    return () => {
      observer?.disconnect();
      view.removeEventListener('resize', apply);
      restore();
    };
  }, [ref, active]);
}
