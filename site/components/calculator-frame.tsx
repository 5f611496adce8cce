import type { ReactNode } from 'react';
import { cx } from './ui.tsx';

/** Where a calculator widget sits: the widget brings its own card and title; this lifts it. */
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
