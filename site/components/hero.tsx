import type { ReactNode, Ref } from 'react';
import { Container, cx } from './ui.tsx';

/** The top section of a page: the page's only h1, its lead and its main actions. */
export function Hero({
  eyebrow,
  title,
  price,
  lead,
  actions,
  aside,
  children,
  tone = 'dark',
  holdsTool = false,
  heroRef,
  id,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  /** When the title quotes a price: what it buys and whether VAT is included, right beneath it. */
  price?: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
  tone?: 'dark' | 'light';
  /** The aside is a tool (a calculator): both columns start at the top and a phone's spacing is
      tighter, so the tool's first field shows without scrolling. */
  holdsTool?: boolean;
  heroRef?: Ref<HTMLElement>;
  id?: string;
}) {
  const dark = tone === 'dark';
  return (
    <section
      ref={heroRef}
      id={id}
      className={cx(
        'relative isolate overflow-hidden',
        dark ? 'bg-ink-950 text-ink-100' : 'bg-gradient-to-b from-brand-50 to-white text-ink-700',
      )}
    >
      {dark ? <HeroBackdrop /> : null}
      <Container
        className={cx(
          'relative grid',
          holdsTool
            ? 'items-start gap-8 py-10 sm:py-16 lg:gap-12 lg:py-20'
            : 'items-center gap-12 py-16 sm:py-20 lg:py-24',
          aside ? 'lg:grid-cols-[1.15fr_0.85fr]' : '',
        )}
      >
        <div className={aside ? '' : 'mx-auto max-w-3xl text-center'}>
          {eyebrow ? (
            <p
              className={cx(
                'mb-4 inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium',
                dark
                  ? 'bg-white/10 text-gold-300 ring-1 ring-white/15'
                  : 'bg-white text-brand-800 ring-1 ring-brand-100',
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <div {...(price ? { 'data-price': '' } : {})}>
            <h1
              className={cx(
                'text-4xl leading-[1.1] font-bold tracking-tight sm:text-5xl lg:text-[3.4rem]',
                dark ? 'text-white' : 'text-ink-950',
              )}
            >
              {title}
            </h1>
            {price ? (
              <p
                className={cx(
                  'mt-4 text-base font-semibold',
                  dark ? 'text-gold-300' : 'text-brand-800',
                )}
              >
                {price}
              </p>
            ) : null}
          </div>
          {lead ? (
            <p
              className={cx(
                'mt-6 max-w-2xl text-lg leading-relaxed sm:text-xl',
                aside ? '' : 'mx-auto',
                dark ? 'text-ink-200' : 'text-ink-600',
              )}
            >
              {lead}
            </p>
          ) : null}
          {actions ? (
            // On a phone the actions stack, each the row's full width. Whether two would fit side
            // by side depends on the typeface's exact widths, so letting them wrap would move the
            // page when Inter swaps in for its fallback; the screen's width decides instead.
            <div
              className={cx(
                'mt-8 flex flex-wrap gap-3 max-sm:flex-col',
                aside ? '' : 'justify-center',
              )}
            >
              {actions}
            </div>
          ) : null}
          {children}
        </div>
        {aside ? <div className="relative">{aside}</div> : null}
      </Container>
    </section>
  );
}

function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-0 -z-10 h-full w-full"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 1200 600"
    >
      <defs>
        <radialGradient id="hero-glow-a" cx="85%" cy="10%" r="60%">
          <stop offset="0" stopColor="#177469" stopOpacity="0.55" />
          <stop offset="1" stopColor="#0b1420" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="hero-glow-b" cx="5%" cy="100%" r="55%">
          <stop offset="0" stopColor="#e2a12b" stopOpacity="0.16" />
          <stop offset="1" stopColor="#0b1420" stopOpacity="0" />
        </radialGradient>
        <pattern id="hero-grid" width="48" height="48" patternUnits="userSpaceOnUse">
          <path d="M48 0H0v48" fill="none" stroke="#ffffff" strokeOpacity="0.05" />
        </pattern>
      </defs>
      <rect width="1200" height="600" fill="#0b1420" />
      <rect width="1200" height="600" fill="url(#hero-grid)" />
      <rect width="1200" height="600" fill="url(#hero-glow-a)" />
      <rect width="1200" height="600" fill="url(#hero-glow-b)" />
    </svg>
  );
}
