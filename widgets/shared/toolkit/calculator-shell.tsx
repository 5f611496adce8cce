import {
  createContext,
  useContext,
  useEffect,
  useId,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import type { TaxYear } from '../../../engine/index.ts';
import { buildBookingLink } from './booking-link.ts';
import { CompareYearsMemory } from './compare-years-memory.tsx';
import type { Calculation } from './use-calculator-form.ts';
import type { CalculatorApi } from '../runtime/widget-api.ts';

/**
 * Whether the calculator has shown a result: from then on the parts of its form loaded on demand
 * ("More about you") are preloaded, as the parts under the result are once they mount.
 */
const FirstResult = createContext<{ shown: boolean; show: () => void }>({
  shown: false,
  show: () => {},
});

/** Whether the calculator around has shown a result yet. */
export const useResultShown = () => useContext(FirstResult).shown;

export interface CalculatorShellProps {
  /** The calculator's id, as `data-calculator` for its own stylesheet's rules. */
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
  const [shown, setShown] = useState(false);
  return (
    <FirstResult.Provider value={{ shown, show: () => setShown(true) }}>
      <div
        ref={rootRef}
        className={`acct-root acct-calculator${className ? ` ${className}` : ''}`}
        data-calculator={kind}
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
    </FirstResult.Provider>
  );
}

/** The calculator's form: its fields, then the Calculate button; submitting runs `onCalculate`. */
export function CalculatorForm({
  onCalculate,
  action = 'Calculate',
  children,
}: {
  onCalculate: () => void;
  /** The button's text. */
  action?: string;
  children: ReactNode;
}) {
  return (
    <form
      className="acct-form"
      part="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onCalculate();
      }}
    >
      {children}
      <div className="acct-form__actions">
        <button type="submit" className="acct-button acct-button--primary" part="button calculate">
          {action}
        </button>
      </div>
    </form>
  );
}

/** What the out-of-date notice says, on screen and to screen readers. */
export const STALE_NOTICE = 'Out of date: fix the highlighted field to update these figures.';

/**
 * Where the result shows. It follows the fields, so it is not itself a live region (a screen reader
 * would read every figure on every change); one polite live region beside it says the headline
 * once the fields have settled, or that the result is out of date while a field is invalid.
 */
export function CalculatorResults<Input, Result>({
  calculation,
  stale,
  headline,
  children,
}: {
  calculation: Calculation<Input, Result> | null;
  /** The fields are invalid: the result shown is not theirs, and is marked so. */
  stale?: boolean;
  /** The headline as a sentence, e.g. `Total tax £9,732`, announced after each calculation. */
  headline: (calculation: Calculation<Input, Result>) => string;
  children: (calculation: Calculation<Input, Result>) => ReactNode;
}) {
  const noticeId = useId();
  const { shown, show } = useContext(FirstResult);
  const hasResult = calculation !== null;
  useEffect(() => {
    if (hasResult && !shown) show();
  }, [hasResult, shown, show]);
  // An identical announcement is not read again; a no-break space on every other run makes each
  // calculation's text new.
  const said = calculation
    ? stale
      ? STALE_NOTICE
      : `${headline(calculation)}${calculation.run % 2 ? '' : '\u00a0'}`
    : '';
  return (
    <>
      <p className="acct-visually-hidden" aria-live="polite" aria-atomic="true">
        {said}
      </p>
      <div
        className={`acct-results-region${stale ? ' acct-results-region--stale' : ''}`}
        aria-describedby={stale ? noticeId : undefined}
      >
        {calculation ? (
          <>
            {stale ? (
              <p className="acct-results__stale" id={noticeId} part="stale">
                {STALE_NOTICE}
              </p>
            ) : null}
            <CompareYearsMemory>{children(calculation)}</CompareYearsMemory>
          </>
        ) : null}
      </div>
    </>
  );
}

/** "Book a free call about this": the booking URL with the calculation's scenario in its fragment. */
export function BookingCta({
  bookingUrl,
  api,
  taxYear,
  input,
  headline,
  label = 'Book a free call about this',
}: {
  bookingUrl: string | undefined;
  /** The calculator's declared API: which of the input's fields the link carries. */
  api: CalculatorApi;
  /** Null for a calculator whose figures do not depend on the year. */
  taxYear: TaxYear | null;
  /** The input of the result shown, as `acct-calculate` carries it. */
  input: object;
  /** The headline result, e.g. `Total tax £7,486`. */
  headline: string;
  /** The link's text, when the calculator's question calls for its own. */
  label?: string;
}) {
  if (!bookingUrl) return null;
  return (
    <a
      className="acct-button acct-button--secondary acct-booking"
      part="booking-link"
      href={buildBookingLink(bookingUrl, api, taxYear, input, headline)}
    >
      {label}
    </a>
  );
}
