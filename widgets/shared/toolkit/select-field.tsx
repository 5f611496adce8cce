import { useId } from 'react';

export interface SelectFieldProps<Value extends string> {
  label: string;
  name: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
}

/** A labelled native select, drawn as a text field with a chevron (select-field.css). */
export function SelectField<Value extends string>({
  label,
  name,
  value,
  options,
  onChange,
}: SelectFieldProps<Value>) {
  const id = useId();
  return (
    <div className="acct-field" part="field">
      <label className="acct-field__label" htmlFor={id} part="label">
        {label}
      </label>
      <div className="acct-field__control">
        <select
          id={id}
          name={name}
          className="acct-field__input acct-field__select"
          part="input"
          value={value}
          onChange={(event) => onChange(event.target.value as Value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
