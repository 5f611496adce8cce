import { useId, type ReactNode } from 'react';

/**
 * A question answered by ticking or choosing among options (the student loan plans, Marriage
 * Allowance): a fieldset with its legend, hint and error, the options as `Option`s.
 */
export function OptionGroup({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      className={`acct-plans${error ? ' acct-field--invalid' : ''}`}
      part="field"
      aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
    >
      <legend className="acct-field__label">{legend}</legend>
      <p className="acct-field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <div className="acct-plans__options">{children}</div>
      {error ? (
        <p className="acct-field__error" id={`${id}-error`} part="error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One option of an `OptionGroup`: a checkbox or a radio with its label. */
export function Option({
  label,
  ...input
}: {
  label: string;
  type: 'checkbox' | 'radio';
  name: string;
  value?: string;
  checked: boolean;
  onChange: (event: { target: { checked: boolean } }) => void;
  'aria-invalid'?: true | undefined;
}) {
  return (
    <label className="acct-plans__option">
      <input className="acct-plans__input" {...input} />
      <span>{label}</span>
    </label>
  );
}
