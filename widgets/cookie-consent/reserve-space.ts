import { useLayoutEffect, type RefObject } from 'react';
import { deepActiveElement } from './focus-trap.ts';

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
 *
 * Browsers scroll a focused control into view only when it is outside the viewport, so one at the
 * fold, already "in view" but under the banner, stays hidden (WCAG 2.4.11). After each focus
 * change the browser shows (`:focus-visible`: the keyboard's, not a click's) the control is brought
 * clear of the banner, never so far that its top goes under the page's `scroll-padding-top` (its
 * sticky header).
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
      // Laid out now, in a layout of its own. A change of the root's padding stops the browser's
      // scroll anchoring for the layout it is part of, so whatever else moved the page in the same
      // frame (a typeface arriving, content loaded above) would move it under the visitor: on a
      // phone, a page opened at an #anchor as its banner came in moved by up to 42 px.
      void root.offsetHeight;
    };
    const lift = () => {
      const focused = deepActiveElement();
      if (!focused || banner.contains(focused) || focused === banner.ownerDocument.body) return;
      if (view.getComputedStyle(banner).position !== 'fixed') return;
      // "nearest" honours the scroll padding at both ends (the banner's, the sticky header's), and
      // leaves a control already clear where it is. It aims at where the control will end up, so
      // it corrects the browser's focus scroll whether or not that has finished.
      focused.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    // After the browser's own focus scroll has begun, which happens once the focus events have run,
    // and again when a scroll ends (a smooth scroll can still be moving the page at that frame),
    // until the visitor scrolls or presses a key themselves.
    // A control focused by a press of the pointer is where the visitor pressed, in view: following
    // it would undo the scroll a pressed link starts (an in-page link's smooth scroll to its
    // anchor). Keyboard focus, and a script's focus after it or on a field, shows as :focus-visible.
    let following = false;
    const onFocus = () => {
      following = focusShows(deepActiveElement());
      if (following) view.requestAnimationFrame(lift);
    };
    const onScrollEnd = () => {
      if (following) lift();
    };
    const onVisitorScroll = () => {
      following = false;
    };
    const VISITOR_SCROLLS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

    apply();
    // The banner's height follows its width and text size; whether it floats follows the viewport.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : null;
    observer?.observe(banner);
    view.addEventListener('resize', apply);
    banner.ownerDocument.addEventListener('focusin', onFocus);
    view.addEventListener('scrollend', onScrollEnd);
    for (const type of VISITOR_SCROLLS)
      view.addEventListener(type, onVisitorScroll, { capture: true, passive: true });
    return () => {
      observer?.disconnect();
      view.removeEventListener('resize', apply);
      banner.ownerDocument.removeEventListener('focusin', onFocus);
      view.removeEventListener('scrollend', onScrollEnd);
      for (const type of VISITOR_SCROLLS)
        view.removeEventListener(type, onVisitorScroll, { capture: true });
      restore();
    };
  }, [ref, active]);
}

/** Whether the browser shows the focus ring on an element; one without `:focus-visible` always does. */
function focusShows(element: Element | null): boolean {
  try {
    return !!element && element.matches(':focus-visible');
  } catch {
    return true;
  }
}
