// The tax-year switch of the calculators whose figures depend on the year: the engine's years.
import { TAX_YEARS, isProvisionalYear, taxYearLabel, type TaxYear } from '../../../engine/index.ts';
import { Segmented } from './segmented.tsx';

export function TaxYearSwitch({
  value,
  onChange,
  unknownYear,
}: {
  value: TaxYear;
  onChange: (year: TaxYear) => void;
  /** A `tax-year` attribute naming no known year: the switch says which year it used instead. */
  unknownYear?: string | null;
}) {
  return (
    <Segmented
      legend="Tax year"
      part="year-switch"
      numeric
      options={TAX_YEARS.map((year) => [year, taxYearLabel(year)] as const)}
      value={value}
      onChange={onChange}
    >
      {unknownYear ? (
        <p className="acct-segmented__notice" part="year-notice">
          Tax year {unknownYear} is not available; showing {taxYearLabel(value)}.
        </p>
      ) : null}
      {isProvisionalYear(value) ? (
        <p className="acct-segmented__notice" part="year-notice">
          {taxYearLabel(value)} figures are provisional: the rates announced so far, and the year
          before&apos;s where none has been announced yet. How we worked this out marks each one.
        </p>
      ) : null}
    </Segmented>
  );
}
