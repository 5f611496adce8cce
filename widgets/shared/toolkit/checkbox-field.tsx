import { useId, type ReactNode } from 'react';

export interface CheckboxFieldProps {
  label: ReactNode;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Extra text after the label, e.g. the annual amount. */
  detail?: ReactNode;
}

/** A checkbox with its name and, after it, a detail such as an amount (checkbox-field.css). */
export function CheckboxField({ label, name, checked, onChange, detail }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="acct-check" part="checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        className="acct-check__input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="acct-check__label" htmlFor={id}>
        <span className="acct-check__name">{label}</span>
        {detail ? <span className="acct-check__detail">{detail}</span> : null}
      </label>
    </div>
  );
}
