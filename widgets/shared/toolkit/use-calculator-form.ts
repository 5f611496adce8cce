import {
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import {
  TAX_YEARS,
  isTaxYear,
  taxYearOn,
  type FormResult,
  type TaxYear,
} from '../../../engine/index.ts';
import type { AcctCalculateDetail } from '../runtime/events.ts';
import { useWidgetEvent } from '../runtime/widget-host.ts';
import { TypedBeforeStart } from './typed-before-start.ts';

/** An attribute value that names no tax year the engine knows (absent or empty is not unknown). */
function unknownYear(attribute: string | undefined | null): string | null {
  return attribute && !isTaxYear(attribute) ? attribute : null;
}

/** The visitor's chosen year, starting from (and following changes of) the `tax-year` attribute. */
function useTaxYear(attribute: string | undefined | null): [TaxYear, (year: TaxYear) => void] {
  // Without a known year the widget starts on the year today falls in, the clock read once, when it
  // mounts. An unknown value falls back to it rather than breaking the widget; the widget says so,
  // and the console names the accepted values once per value.
  const [today] = useState(() => taxYearOn(new Date()));
  const fromAttribute = isTaxYear(attribute) ? attribute : today;
  const unknown = unknownYear(attribute);
  const warned = useRef<string | null>(null);
  useEffect(() => {
    if (unknown !== null && warned.current !== unknown) {
      warned.current = unknown;
      console.warn(
        `Unknown tax-year "${unknown}": using ${today}. Accepted values: ${TAX_YEARS.join(', ')}.`,
      );
    }
  }, [unknown, today]);
  const [year, setYear] = useState<TaxYear>(fromAttribute);
  const [seen, setSeen] = useState(fromAttribute);
  if (seen !== fromAttribute) {
    // Adjusting state while rendering (React's documented pattern) rather than in an effect.
    setSeen(fromAttribute);
    setYear(fromAttribute);
  }
  return [year, setYear];
}

/** A shown result and what it was worked out from. */
export interface Calculation<Input, Result> {
  input: Input;
  result: Result;
  /** The year the figures are for; today's year for calculators that do not depend on one. */
  taxYear: TaxYear;
  /** Bumped on every calculation, so the live region can announce an identical headline again. */
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
   * result, or the errors of the fields the prefill gave, but with no event: events mean a visitor's
   * action. A required field the prefill left empty is not marked until the visitor presses
   * Calculate, so a link carrying part of a scenario opens with the form filled in and no result.
   */
  autoCalculate?: boolean | undefined;
  /** The engine's form parser: the fields as typed → the input, or a message per invalid field. */
  parse: (values: Values) => FormResult<Input, keyof Values & string>;
  /** The engine's calculation, given the chosen year (today's year when `taxYear` is null). */
  compute: (input: Input, taxYear: TaxYear) => Result;
  /**
   * The `tax-year` attribute of a calculator whose figures depend on the year (undefined: the year
   * today falls in), or null for one whose figures do not: its events carry `taxYear: null`.
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
  /** The result on show: null until the form is first valid, then the last valid form's. */
  calculation: Calculation<Input, Result> | null;
  /** True while a field is invalid: the result on show is not the fields' and says so. */
  stale: boolean;
  /** A Calculate press, at once: errors (focusing the first invalid field) or a result. */
  calculate: () => void;
  /** The visitor's chosen year. */
  taxYear: TaxYear;
  /** The `tax-year` attribute when it names no known year (today's year is used), else null. */
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

/** How long the fields must stay unchanged before the result follows them (and is announced). */
export const SETTLE_MS = 300;

/**
 * What made a calculation: the visitor's edit (once it settles), a press, or the page (prefill,
 * `auto-calculate`, a changed attribute). Only the visitor's own are reported with an event.
 */
type Cause = 'edit' | 'press' | 'page';

/** The state and actions every calculator's form has; the fields and results stay in the widget. */
export function useCalculatorForm<Values, Input, Result>({
  initial,
  prefill,
  autoCalculate,
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
  // The last check of the fields: whether they were invalid (so a result on show is out of date),
  // and the errors shown. Focus moves to the first invalid field after a press, never otherwise: a
  // page must not jump to a widget the visitor has not touched, nor a field steal focus while the
  // visitor types.
  const [checked, setChecked] = useState<{
    invalid: boolean;
    errors: Partial<Record<keyof Values & string, string>>;
    focus: boolean;
  }>({ invalid: false, errors: {}, focus: false });
  const [calculation, setCalculation] = useState<Calculation<Input, Result> | null>(null);
  // The fields the visitor has edited: while typing, only their errors show, so a field not yet
  // reached is not marked wrong for being empty.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  // Bumped by each change the visitor makes; the result follows once it has stopped changing.
  const [edits, setEdits] = useState(0);
  // The scenario last reported with an event, so each settled change is reported once.
  const reported = useRef<string | null>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /**
   * Shows the result (or the errors, marking a shown result out of date) for the given fields;
   * returns the event's detail, or null when the fields are invalid.
   */
  function run(fields: Values, cause: Cause): AcctCalculateDetail<Input, Result> | null {
    const parsed = parse(fields);
    if (!parsed.success) {
      // Once a result is on show (or after a press) every error shows, so the visitor can see
      // which field keeps the result out of date; before that, only the fields they have edited,
      // or, when the page filled them in (a link carrying part of a scenario), only the fields it
      // gave: one it left empty is for the visitor to fill, not an error yet.
      const all = cause === 'press' || calculation !== null;
      const errors = all
        ? parsed.errors
        : onlyTouched(parsed.errors, cause === 'edit' ? touched : givenNames(prefill));
      setChecked({ invalid: true, errors, focus: cause === 'press' });
      return null;
    }
    setChecked({ invalid: false, errors: {}, focus: false });
    const result = compute(parsed.data, taxYear);
    setCalculation((previous) => ({
      input: parsed.data,
      result,
      taxYear,
      run: (previous?.run ?? 0) + 1,
    }));
    return { taxYear: taxYearAttribute === null ? null : taxYear, input: parsed.data, result };
  }

  /** Reports a visitor's calculation with the event, unless it is the scenario last reported. */
  function report(detail: AcctCalculateDetail<Input, Result> | null) {
    if (!detail) return;
    const key = JSON.stringify([detail.taxYear, detail.input]);
    if (key === reported.current) return;
    reported.current = key;
    emit(detail);
    onCalculate?.(detail);
  }

  // The fields as they are now, worked out and reported: for the settle timer, which an earlier
  // render started.
  const settleNow = () => report(run(values, 'edit'));
  const latest = useRef(settleNow);
  useLayoutEffect(() => {
    latest.current = settleNow;
  });

  useEffect(() => {
    if (edits === 0) return undefined;
    settleTimer.current = setTimeout(() => {
      settleTimer.current = undefined;
      latest.current();
    }, SETTLE_MS);
    return () => clearTimeout(settleTimer.current);
  }, [edits]);

  // What was typed into a prerendered page before it started, taken up as the visitor's edits
  // (typed-before-start.ts): only where the page gives the take-up.
  const takeUp = useContext(TypedBeforeStart);
  useLayoutEffect(() => {
    if (takeUp === null) return;
    const typed = takeUp(rootRef.current, values);
    const names = Object.keys(typed);
    if (names.length === 0) return;
    setValues((previous) => ({ ...previous, ...typed }));
    setTouched((previous) => new Set([...previous, ...names]));
    setEdits((count) => count + 1);
    // Once, as the form starts: later the fields hold what the state says.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The attributes fill the fields when they change after load, each field only when its own
  // attribute changed, so the visitor's other edits stay. With autoCalculate, the fields as filled
  // are then worked out, on mount and after each such change; a result already on show follows
  // them too. Both adjust state while rendering (React's documented pattern) rather than in an
  // effect, and neither is the visitor's action, so neither fires an event.
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
    if (autoKey !== null) run(fields, 'page');
  } else if (changed.length > 0 && calculation !== null) {
    run(fields, 'page');
  }

  // A result is never shown for a year other than the selected one, however the year changed (the
  // switch, or the page changing the `tax-year` attribute): it is worked out again for that year.
  if (calculation && calculation.taxYear !== taxYear) {
    setCalculation({ ...calculation, taxYear, result: compute(calculation.input, taxYear) });
  }

  useEffect(() => {
    // Every check sets a new object, so this runs after each press and moves focus only when
    // a field is marked invalid. Document order is visual order: the first is the one to fix first.
    if (!checked.focus) return;
    rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checked]);

  function calculate() {
    // A press is settled at once: a pending settle would only repeat it.
    clearTimeout(settleTimer.current);
    settleTimer.current = undefined;
    report(run(values, 'press'));
  }

  function changeYear(year: TaxYear) {
    setTaxYear(year);
    onTaxYearChange?.(year);
    // The visitor's change: reported (with the new year) once it settles, if the form is valid.
    setEdits((count) => count + 1);
  }

  const setField =
    <Name extends keyof Values>(name: Name) =>
    (value: Values[Name]) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      setTouched((previous) =>
        previous.has(name as string) ? previous : new Set(previous).add(name as string),
      );
      setEdits((count) => count + 1);
    };

  return {
    rootRef,
    values,
    setField,
    errors: checked.errors,
    calculation,
    stale: checked.invalid && calculation !== null,
    calculate,
    taxYear,
    unknownTaxYear: unknownYear(taxYearAttribute),
    changeYear,
  };
}

/** The fields the prefill gives a value (an empty text gives none). */
function givenNames<Values>(
  prefill: { [Name in keyof Values]?: Values[Name] | undefined } | undefined,
): ReadonlySet<string> {
  const names = new Set<string>();
  for (const [name, value] of Object.entries(prefill ?? {})) {
    if (value !== undefined && value !== '') names.add(name);
  }
  return names;
}

/** The errors of the fields the visitor has edited. */
function onlyTouched<Errors extends Partial<Record<string, string>>>(
  errors: Errors,
  touched: ReadonlySet<string>,
): Errors {
  const out: Partial<Record<string, string>> = {};
  for (const name of Object.keys(errors)) if (touched.has(name)) out[name] = errors[name];
  return out as Errors;
}

/**
 * The working of the result on show, from the calculator's working pass (`explain…` of the engine)
 * on the same input and year; worked out once per calculation, and not at all while `wanted` is
 * false (a calculator whose working is hidden).
 */
export function useWorking<Input, Working>(
  calculation: Pick<Calculation<Input, unknown>, 'input' | 'taxYear'> | null,
  explain: (input: Input, taxYear: TaxYear) => Working,
  wanted = true,
): Working | null {
  const input = calculation?.input;
  const taxYear = calculation?.taxYear;
  return useMemo(
    () => (wanted && input !== undefined && taxYear !== undefined ? explain(input, taxYear) : null),
    [explain, input, taxYear, wanted],
  );
}
