// The hero flourishes of the accounts and company-registration pages: the soft click on first sight
// and the photo parallax. Apart from motion.ts so only those pages load them.
import { useEffect, type RefObject } from 'react';
import { observeOnce, prefersReducedMotion } from './motion.ts';

export const MOBILE_BREAKPOINT = 768;
export const PARALLAX_FACTOR = 0.15;

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
