import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  DEFAULT_TAX_YEAR,
  TAX_YEARS,
  isTaxYear,
  type FormResult,
  type TaxYear,
} from '../../engine/index.ts';
import type { AcctCalculateDetail } from './events.ts';
import { useWidgetEvent } from './widget-host.ts';

/** An attribute value that names no tax year the engine knows (absent or empty is not unknown). */
function unknownYear(attribute: string | undefined | null): string | null {
  return attribute && !isTaxYear(attribute) ? attribute : null;
}

/** The visitor's chosen year, starting from (and following changes of) the `tax-year` attribute. */
function useTaxYear(attribute: string | undefined | null): [TaxYear, (year: TaxYear) => void] {
  // An unknown value falls back to the default year rather than breaking the widget; the widget says
  // so, and the console names the accepted values once per value.
  const fromAttribute = isTaxYear(attribute) ? attribute : DEFAULT_TAX_YEAR;
  const unknown = unknownYear(attribute);
  const warned = useRef<string | null>(null);
  useEffect(() => {
    if (unknown !== null && warned.current !== unknown) {
      warned.current = unknown;
      console.warn(
        `Unknown tax-year "${unknown}": using ${DEFAULT_TAX_YEAR}. Accepted values: ${TAX_YEARS.join(', ')}.`,
      );
    }
  }, [unknown]);
  const [year, setYear] = useState<TaxYear>(fromAttribute);
  const [seen, setSeen] = useState(fromAttribute);
  if (seen !== fromAttribute) {
    // Adjusting state while rendering (React's documented pattern) rather than in an effect.
    setSeen(fromAttribute);
    setYear(fromAttribute);
  }
  return [year, setYear];
}

/** A boolean attribute's prop: on when true or any text but "false" (present in HTML). */
export function isOn(value: boolean | string | undefined): boolean {
  return value === true || (typeof value === 'string' && value !== 'false');
}

/** A shown result and what it was worked out from. */
export interface Calculation<Input, Result> {
  input: Input;
  result: Result;
  /** The year the figures are for; the default year for calculators that do not depend on one. */
  taxYear: TaxYear;
  /** Bumped on every press so the live region re-announces an identical result. */
  run: number;
}

export interface CalculatorFormOptions<Values, Input, Result> {
  /** What the fields hold before the visitor changes anything. */
  initial: Values;
  /**
   * Field values from the widget's attributes (undefined: not given). They replace `initial`, and a
   * later change of one replaces that field's value, whatever the visitor has typed there.
   */
  prefill?: { [Name in keyof Values]?: Values[Name] | undefined } | undefined;
  /**
   * Calculate on mount and again whenever a prefill value changes (or this turns on), showing the
   * result or the field errors as a press would, but with no event: events mean a visitor's action.
   */
  autoCalculate?: boolean | undefined;
  /** The engine's form parser: the fields as typed → the input, or a message per invalid field. */
  parse: (values: Values) => FormResult<Input, keyof Values & string>;
  /** The engine's calculation, given the chosen year (the default year when `taxYear` is null). */
  compute: (input: Input, taxYear: TaxYear) => Result;
  /**
   * The `tax-year` attribute of a calculator whose figures depend on the year (undefined: the
   * default year), or null for one whose figures do not: its events carry `taxYear: null`.
   */
  taxYear: string | undefined | null;
  onCalculate?: ((detail: AcctCalculateDetail<Input, Result>) => void) | undefined;
  /** Told when the visitor switches year, so a page can quote that year's rates. */
  onTaxYearChange?: ((year: TaxYear) => void) | undefined;
}

export interface CalculatorFormState<Values, Input, Result> {
  /** For the calculator's root element: events fall back to it outside a custom element. */
  rootRef: RefObject<HTMLDivElement | null>;
  values: Values;
  setField: <Name extends keyof Values>(name: Name) => (value: Values[Name]) => void;
  errors: Partial<Record<keyof Values & string, string>>;
  /** The result on show, null until a press succeeds and again after one fails. */
  calculation: Calculation<Input, Result> | null;
  /** A Calculate press: errors (focusing the first invalid field) or a result and an event. */
  calculate: () => void;
  /** The visitor's chosen year. */
  taxYear: TaxYear;
  /** The `tax-year` attribute when it names no known year (the default year is used), else null. */
  unknownTaxYear: string | null;
  /** A year switch: a shown result follows it (as it follows the attribute), without an event. */
  changeYear: (year: TaxYear) => void;
}

/** The prefill's given values, each as a JSON text so a change is seen whatever its type. */
function prefillTexts<Values>(
  prefill: { [Name in keyof Values]?: Values[Name] | undefined } | undefined,
): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, value] of Object.entries(prefill ?? {})) {
    if (value !== undefined) texts[name] = JSON.stringify(value);
  }
  return texts;
}

/** The prefill's given values, as field values. */
function givenValues<Values>(
  prefill: { [Name in keyof Values]?: Values[Name] | undefined } | undefined,
  names: Iterable<string>,
): Partial<Values> {
  const out: Partial<Values> = {};
  for (const name of names) {
    const key = name as keyof Values;
    out[key] = prefill?.[key] as Values[keyof Values];
  }
  return out;
}

/** The state and actions every calculator's form has; the fields and results stay in the widget. */
export function useCalculatorForm<Values, Input, Result>({
  initial,
  prefill,
  autoCalculate = false,
  parse,
  compute,
  taxYear: taxYearAttribute,
  onCalculate,
  onTaxYearChange,
}: CalculatorFormOptions<Values, Input, Result>): CalculatorFormState<Values, Input, Result> {
  const rootRef = useRef<HTMLDivElement>(null);
  const emit = useWidgetEvent<AcctCalculateDetail<Input, Result>>('acct-calculate', rootRef);
  const [taxYear, setTaxYear] = useTaxYear(taxYearAttribute);
  const texts = prefillTexts(prefill);
  const [values, setValues] = useState<Values>(() => ({
    ...initial,
    ...givenValues(prefill, Object.keys(texts)),
  }));
  // Focus moves to the first invalid field after a press, never after an automatic calculation:
  // a page must not jump to a widget the visitor has not touched.
  const [shownErrors, setShownErrors] = useState<{
    errors: Partial<Record<keyof Values & string, string>>;
    focus: boolean;
  }>({ errors: {}, focus: false });
  const [calculation, setCalculation] = useState<Calculation<Input, Result> | null>(null);

  /** Shows the result (or the field errors) for the given fields; returns the event's detail. */
  function run(fields: Values, focus: boolean): AcctCalculateDetail<Input, Result> | null {
    const parsed = parse(fields);
    if (!parsed.success) {
      setShownErrors({ errors: parsed.errors, focus });
      setCalculation(null);
      return null;
    }
    setShownErrors({ errors: {}, focus });
    const result = compute(parsed.data, taxYear);
    setCalculation((previous) => ({
      input: parsed.data,
      result,
      taxYear,
      run: (previous?.run ?? 0) + 1,
    }));
    return {
      taxYear: taxYearAttribute === null ? null : taxYear,
      input: parsed.data,
      result,
    };
  }

  // The attributes fill the fields when they change after load, each field only when its own
  // attribute changed, so the visitor's other edits stay. With autoCalculate, the fields as filled
  // are then worked out, on mount and after each such change. Both adjust state while rendering
  // (React's documented pattern) rather than in an effect.
  const [seenPrefill, setSeenPrefill] = useState(texts);
  const changed = Object.keys(texts).filter((name) => texts[name] !== seenPrefill[name]);
  let fields = values;
  if (changed.length > 0) {
    fields = { ...values, ...givenValues(prefill, changed) };
    setSeenPrefill(texts);
    setValues(fields);
  }
  const autoKey = autoCalculate ? JSON.stringify(texts) : null;
  const [autoRan, setAutoRan] = useState<string | null>(null);
  if (autoKey !== autoRan) {
    setAutoRan(autoKey);
    if (autoKey !== null) run(fields, false);
  }

  // A result is never shown for a year other than the selected one, however the year changed (the
  // switch, or the page changing the `tax-year` attribute): it is worked out again for that year,
  // without an event, as it is not a new press.
  if (calculation && calculation.taxYear !== taxYear) {
    setCalculation({ ...calculation, taxYear, result: compute(calculation.input, taxYear) });
  }

  useEffect(() => {
    // Every press sets a new errors object, so this runs after each one and moves focus only when
    // a field is marked invalid. Document order is visual order: the first is the one to fix first.
    if (!shownErrors.focus) return;
    rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [shownErrors]);

  function calculate() {
    const detail = run(values, true);
    if (!detail) return;
    emit(detail);
    onCalculate?.(detail);
  }

  function changeYear(year: TaxYear) {
    setTaxYear(year);
    onTaxYearChange?.(year);
  }

  const setField =
    <Name extends keyof Values>(name: Name) =>
    (value: Values[Name]) =>
      setValues((previous) => ({ ...previous, [name]: value }));

  return {
    rootRef,
    values,
    setField,
    errors: shownErrors.errors,
    calculation,
    calculate,
    taxYear,
    unknownTaxYear: unknownYear(taxYearAttribute),
    changeYear,
  };
}
