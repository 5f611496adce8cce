// The tax-year switch of the calculators whose figures depend on the year: the engine's years as radios.
import { useId } from 'react';
import { TAX_YEARS, taxYearLabel, type TaxYear } from '../../../engine/index.ts';

export function TaxYearSwitch({
  value,
  onChange,
  unknownYear = null,
}: {
  value: TaxYear;
  onChange: (year: TaxYear) => void;
  /** A `tax-year` attribute naming no known year: the switch says which year it used instead. */
  unknownYear?: string | null;
}) {
  const name = useId();
  return (
    <fieldset className="acct-year" part="year-switch">
      <legend className="acct-year__legend">Tax year</legend>
      <div className="acct-year__options">
        {TAX_YEARS.map((year) => (
          <label key={year} className="acct-year__option">
            <input
              className="acct-year__input"
              type="radio"
              name={name}
              value={year}
              checked={year === value}
              onChange={() => onChange(year)}
            />
            <span className="acct-year__text">{taxYearLabel(year)}</span>
          </label>
        ))}
      </div>
      {unknownYear !== null ? (
        <p className="acct-year__notice" part="year-notice">
          Tax year {unknownYear} is not available; showing {taxYearLabel(value)}.
        </p>
      ) : null}
    </fieldset>
  );
}
