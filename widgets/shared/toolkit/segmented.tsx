// A question with a few exclusive answers (the tax year, the period figures are shown for): radios
// in a fieldset, styled as a segmented control.
import { useId, type ReactNode } from 'react';

export function Segmented<Value extends string>({
  legend,
  options,
  value,
  onChange,
  part,
  numeric = false,
  children,
}: {
  legend: string;
  /** Each answer's value and its label. */
  options: readonly (readonly [Value, string])[];
  value: Value;
  onChange: (value: Value) => void;
  part: string;
  /** Labels that are figures (tax years): each answer is drawn the same width, see segmented.css. */
  numeric?: boolean;
  /** Said under the answers, e.g. why the value is not the one asked for. */
  children?: ReactNode;
}) {
  const name = useId();
  return (
    <fieldset
      className={numeric ? 'acct-segmented acct-segmented--numeric' : 'acct-segmented'}
      part={part}
    >
      <legend className="acct-segmented__legend">{legend}</legend>
      <div className="acct-segmented__options">
        {options.map(([option, label]) => (
          <label key={option} className="acct-segmented__option">
            <input
              className="acct-segmented__input"
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            <span className="acct-segmented__text">{label}</span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
