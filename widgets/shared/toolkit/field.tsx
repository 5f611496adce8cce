import { useId } from 'react';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  /** Shown before the input, e.g. `£`. */
  prefix?: string;
  placeholder?: string;
  /** `text` for a date typed as 14/08/2025, which a number pad cannot write. */
  inputMode?: 'decimal' | 'numeric' | 'text';
}

/**
 * A labelled text input for amounts. Text, not type=number, so people can type '£30,000' and the
 * engine's form parser decides what it means. Errors are linked with aria-describedby.
 */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  prefix,
  placeholder,
  inputMode = 'decimal',
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = `${hint ? hintId : ''} ${error ? errorId : ''}`.trim();
  return (
    <div className={`acct-field${error ? ' acct-field--invalid' : ''}`} part="field">
      <label className="acct-field__label" htmlFor={id} part="label">
        {label}
      </label>
      {hint ? (
        <p className="acct-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="acct-field__control">
        {prefix ? (
          <span className="acct-field__prefix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          className={`acct-field__input${prefix ? ' acct-field__input--prefixed' : ''}`}
          part="input"
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
      </div>
      {error ? (
        <p className="acct-field__error" id={errorId} part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
