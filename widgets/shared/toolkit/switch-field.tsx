import { useId, type ReactNode } from 'react';

export interface SwitchFieldProps {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A line under the label saying what turning it on changes. */
  hint?: ReactNode;
}

/** An on/off question (Scottish taxpayer, Employment Allowance): the same switch in every calculator. */
export function SwitchField({ label, name, checked, onChange, hint }: SwitchFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="acct-toggle" part="field">
      <input
        id={id}
        name={name}
        type="checkbox"
        role="switch"
        className="acct-toggle__input"
        checked={checked}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="acct-field__label" htmlFor={id} part="label">
        {label}
      </label>
      {hint ? (
        <p className="acct-field__hint acct-toggle__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
