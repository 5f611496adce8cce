// The look of the account and team-admin forms, in the site's brand and ink palette.
import { buttonClass, cx } from './ui.tsx';

export const inputClass =
  'block w-full rounded-lg border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 shadow-sm placeholder:text-ink-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none aria-[invalid=true]:border-danger-600 disabled:cursor-not-allowed disabled:opacity-60';

export const labelClass = 'block text-sm font-semibold text-ink-900';

export const hintClass = 'mt-1 text-sm text-ink-600';

export const errorClass = 'mt-1 text-sm font-medium text-danger-600';

const disabled = 'disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButtonClass = cx(buttonClass('primary'), disabled);

export const secondaryButtonClass = cx(buttonClass('secondary'), disabled);

export const dangerButtonClass = cx(
  'inline-flex items-center justify-center gap-2 rounded-lg px-4.5 py-2.5 text-sm font-semibold text-danger-600 ring-1 ring-danger-600 transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2',
  disabled,
);
