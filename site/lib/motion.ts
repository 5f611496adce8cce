// Motion helpers. Each starts from the prerendered (final, static) state so hydration matches the
// server HTML, and only changes the page after mount, in the browser, when motion is allowed.
import { useEffect, useLayoutEffect, useState, type MouseEvent, type RefObject } from 'react';

// useLayoutEffect on the client (so nothing paints in a wrong state), a no-op on the server.
export const useIsomorphicLayoutEffect =
  typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function isInViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top < window.innerHeight && rect.bottom > 0;
}

/** Calls `onVisible` once, the first time the element scrolls into view. */
export function observeOnce(element: Element, onVisible: () => void, threshold = 0.2): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onVisible();
      }
    },
    { threshold },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Fades a section in the first time it scrolls into view. Sections already on screen at mount
 * stay as rendered, so there is no flash on load.
 */
export function useReveal(ref: RefObject<HTMLElement | null>, enabled = true) {
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element || prefersReducedMotion() || isInViewport(element)) return;
    element.dataset.reveal = 'hidden';
    return observeOnce(
      element,
      () => {
        element.dataset.reveal = 'shown';
      },
      0.08,
    );
  }, [enabled, ref]);
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * The displayed value of a count-up: the final value on the server and at hydration, then 0 and
 * counting up over `duration` ms the first time the element is visible.
 */
export function useCountUp(
  ref: RefObject<HTMLElement | null>,
  end: number,
  duration: number,
  /** False: the final value from the start (a measure, not a count of things). */
  animate = true,
): number {
  const [value, setValue] = useState(end);
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element || !animate || prefersReducedMotion()) return;
    let frame = 0;
    setValue(0);
    const stop = observeOnce(element, () => {
      const start = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / duration);
        setValue(progress >= 1 ? end : end * easeOutCubic(progress));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    return () => {
      stop();
      cancelAnimationFrame(frame);
      setValue(end);
    };
  }, [animate, duration, end, ref]);
  return value;
}

/** Click handler for in-page links: scrolls smoothly (unless reduced motion) and keeps the hash. */
export function scrollToAnchor(event: MouseEvent<HTMLAnchorElement>) {
  const hash = event.currentTarget.hash;
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  window.history.replaceState(window.history.state, '', hash);
}
