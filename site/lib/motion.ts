// Motion helpers. Each starts from the prerendered (final, static) state so hydration matches the
// server HTML, and only changes the page after mount, in the browser, when motion is allowed.
import { useEffect, useLayoutEffect, useState, type MouseEvent, type RefObject } from 'react';

export const MOBILE_BREAKPOINT = 768;
export const PARALLAX_FACTOR = 0.15;

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
): number {
  const [value, setValue] = useState(end);
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
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
  }, [duration, end, ref]);
  return value;
}

type AudioContextClass = typeof AudioContext;

/** A short, quiet synthesised click. Silent when audio is blocked; never throws. */
export async function playSoftClick(): Promise<void> {
  try {
    // Before any interaction the browser blocks audio (and warns in the console); stay silent.
    const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
      .userActivation;
    if (activation && !activation.hasBeenActive) return;
    const Ctor: AudioContextClass | undefined =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
    if (!Ctor) return;
    const context = new Ctor();
    if (context.state === 'suspended') {
      // Browsers keep audio suspended until the visitor interacts; give up quietly then.
      await Promise.race([
        context.resume().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 150)),
      ]);
    }
    if (context.state !== 'running') {
      await context.close().catch(() => undefined);
      return;
    }
    const now = context.currentTime;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(1200, now);
    oscillator.frequency.exponentialRampToValueAtTime(600, now + 0.05);
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.05, now + 0.005);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.08);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now);
    oscillator.stop(now + 0.1);
    oscillator.onended = () => void context.close().catch(() => undefined);
  } catch {
    // Audio is a flourish: any failure stays silent.
  }
}

/** Plays the soft click once, the first time the hero becomes visible. */
export function useHeroClickSound(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return observeOnce(element, () => void playSoftClick(), 0.3);
  }, [ref]);
}

/** Moves an image at 0.15 × the scroll offset, on screens of 768 px and wider only. */
export function useParallax(ref: RefObject<HTMLElement | null>, factor = PARALLAX_FACTOR) {
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      if (window.innerWidth < MOBILE_BREAKPOINT) {
        element.style.transform = '';
        return;
      }
      const rect =
        element.parentElement?.getBoundingClientRect() ?? element.getBoundingClientRect();
      const offset = rect.top + rect.height / 2 - window.innerHeight / 2;
      element.style.transform = `translate3d(0, ${(-offset * factor).toFixed(1)}px, 0)`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      element.style.transform = '';
    };
  }, [factor, ref]);
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
