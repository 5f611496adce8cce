import type { Step } from '../content/services.ts';
import { cx } from './ui.tsx';

/** A numbered process: 3 or 4 steps in a row on wide screens, stacked on phones. */
export function Steps({ steps, className }: { steps: Step[]; className?: string }) {
  return (
    <ol
      className={cx(
        'grid gap-6 sm:grid-cols-2',
        steps.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4',
        className,
      )}
    >
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative rounded-2xl border border-ink-100 bg-white p-6 shadow-sm"
        >
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
          >
            {index + 1}
          </span>
          {step.when ? (
            <p className="mt-4 text-sm font-semibold text-brand-700">{step.when}</p>
          ) : null}
          <h3 className={cx('text-lg font-semibold', step.when ? 'mt-1' : 'mt-4')}>
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-ink-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** A vertical timeline for processes measured in days. */
export function Timeline({ steps }: { steps: Step[] }) {
  return (
    <ol className="relative mx-auto max-w-3xl border-l-2 border-brand-100 pl-8">
      {steps.map((step) => (
        <li key={step.title} className="relative pb-10 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[2.6rem] size-4 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-200"
          />
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {step.when}
          </p>
          <h3 className="mt-1 text-xl font-semibold">{step.title}</h3>
          <p className="mt-2 text-ink-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
