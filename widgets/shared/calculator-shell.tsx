import { useId, useState, type ReactNode, type Ref } from 'react';
import { DEFAULT_TAX_YEAR, TAX_YEARS, type TaxYear } from '../../engine/index.ts';
import { buildBookingLink, type BookingScenario } from './booking-link.ts';

/** An attribute value as a tax year; anything unknown falls back to the default year. */
export function toTaxYear(value: string | undefined | null): TaxYear {
  return (TAX_YEARS as readonly string[]).includes(value ?? '')
    ? (value as TaxYear)
    : DEFAULT_TAX_YEAR;
}

/** The visitor's chosen year, starting from (and following changes of) the `tax-year` attribute. */
export function useTaxYear(attribute: string | undefined): [TaxYear, (year: TaxYear) => void] {
  const fromAttribute = toTaxYear(attribute);
  const [year, setYear] = useState<TaxYear>(fromAttribute);
  const [seen, setSeen] = useState(fromAttribute);
  if (seen !== fromAttribute) {
    // Adjusting state while rendering (React's documented pattern) rather than in an effect.
    setSeen(fromAttribute);
    setYear(fromAttribute);
  }
  return [year, setYear];
}

export function taxYearLabel(year: TaxYear): string {
  return year.replace('-', '/');
}

export interface CalculatorShellProps {
  /** Widget name, for the modifier class `acct-calculator--<kind>`. */
  kind: string;
  title: string;
  intro: string;
  className?: string | undefined;
  rootRef: Ref<HTMLDivElement>;
  children: ReactNode;
}

export function CalculatorShell({
  kind,
  title,
  intro,
  className,
  rootRef,
  children,
}: CalculatorShellProps) {
  const titleId = useId();
  return (
    <div
      ref={rootRef}
      className={`acct-root acct-calculator acct-calculator--${kind}${className ? ` ${className}` : ''}`}
      part="root"
      role="region"
      aria-labelledby={titleId}
    >
      <div className="acct-calculator__header">
        <h2 className="acct-calculator__title" id={titleId} part="title">
          {title}
        </h2>
        <p className="acct-calculator__intro">{intro}</p>
      </div>
      {children}
    </div>
  );
}

export function TaxYearSwitch({
  value,
  onChange,
}: {
  value: TaxYear;
  onChange: (year: TaxYear) => void;
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
    </fieldset>
  );
}

export function CalculateButton({ children = 'Calculate' }: { children?: ReactNode }) {
  return (
    <button type="submit" className="acct-button acct-button--primary" part="button calculate">
      {children}
    </button>
  );
}

export function BookingCta({
  bookingUrl,
  scenario,
}: {
  bookingUrl: string | undefined;
  scenario: BookingScenario;
}) {
  if (!bookingUrl) return null;
  return (
    <a
      className="acct-button acct-button--secondary acct-booking"
      part="booking-link"
      href={buildBookingLink(bookingUrl, scenario)}
    >
      Book a free call about this
    </a>
  );
}
