import type { ReactNode } from 'react';
import { cx } from './ui.tsx';

/** Where a calculator widget sits in a page's section: the widget brings its own card and title. */
export function CalculatorCard({
  children,
  className,
  id,
}: {
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <div
      id={id}
      className={cx(
        'flex scroll-mt-24 flex-col items-center [&>.acct-root]:w-full [&_.acct-calculator]:shadow-[0_20px_50px_-24px_rgb(16_24_40/0.35)]',
        className,
      )}
    >
      {children}
    </div>
  );
}

/**
 * A calculator page's card: the page's heading (its only h1), a one-line intro and any controls at
 * the top of the card, then the widget, so the first field shows without scrolling on a phone. The
 * widget's own card and title give way to it: they would name the same calculator twice. Its title
 * still names its region for screen readers, and the printed record, which has no page heading,
 * shows it (see `.calculator-page-card` and the print rules in styles.css).
 */
export function CalculatorPageCard({
  eyebrow,
  title,
  intro,
  controls,
  children,
}: {
  eyebrow: ReactNode;
  title: ReactNode;
  intro: ReactNode;
  /** Under the intro: the tabs of a page with more than one calculator. */
  controls?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      className={cx(
        '@container rounded-2xl bg-white shadow-[0_20px_50px_-24px_rgb(16_24_40/0.35)] ring-1 ring-ink-100',
        'print:rounded-none print:shadow-none print:ring-0',
      )}
    >
      <header className="px-5 pt-5 @[34rem]:px-7 @[34rem]:pt-7 print:hidden">
        <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>
        <h1 className="mt-1 text-2xl leading-tight font-bold tracking-tight text-ink-950 sm:text-3xl">
          {title}
        </h1>
        <p className="mt-2 text-ink-600">{intro}</p>
        {controls ? <div className="mt-4">{controls}</div> : null}
      </header>
      {/* The widget gives way to the card here: see `.calculator-page-card` in styles.css. */}
      <div className="calculator-page-card pb-5 @[34rem]:pb-7">{children}</div>
    </div>
  );
}
