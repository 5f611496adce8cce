import { useEffect, useRef, useState } from 'react';
import {
  calculateSelfEmployed,
  parseSelfEmployedForm,
  type SelfEmployedInput,
  type SelfEmployedResult,
  type TaxYear,
} from '../../engine/index.ts';
import type { AcctCalculateDetail } from '../shared/events.ts';
import {
  BookingCta,
  CalculateButton,
  CalculatorShell,
  TaxYearSwitch,
  taxYearLabel,
  useTaxYear,
} from '../shared/calculator-shell.tsx';
import { TextField } from '../shared/field.tsx';
import { formatMoney, formatPercent } from '../shared/money.ts';
import { ResultList, ResultPanel, ResultRow } from '../shared/result-row.tsx';
import { useWidgetEvent } from '../shared/widget-host.ts';

export interface SelfEmployedCalculatorProps {
  /** '2025-26' (default) or '2026-27'. */
  taxYear?: string;
  /** Booking page; after a result, a link to it carries the scenario. */
  bookingUrl?: string;
  className?: string;
  onCalculate?: (detail: AcctCalculateDetail<SelfEmployedInput, SelfEmployedResult>) => void;
}

type Field = keyof SelfEmployedInput;
const FIELDS: readonly Field[] = ['income', 'expenses'];

interface Calculation {
  input: SelfEmployedInput;
  result: SelfEmployedResult;
  taxYear: TaxYear;
  /** Bumped on every press so the live region re-announces an identical result. */
  run: number;
}

export function SelfEmployedCalculator({
  taxYear: taxYearAttribute,
  bookingUrl,
  className,
  onCalculate,
}: SelfEmployedCalculatorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRefs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const emit = useWidgetEvent<AcctCalculateDetail<SelfEmployedInput, SelfEmployedResult>>(
    'acct-calculate',
    rootRef,
  );
  const [taxYear, setTaxYear] = useTaxYear(taxYearAttribute);
  const [values, setValues] = useState<Record<Field, string>>({ income: '', expenses: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ field: Field } | null>(null);

  useEffect(() => {
    if (focusRequest) inputRefs.current[focusRequest.field]?.focus();
  }, [focusRequest]);

  function calculate() {
    const parsed = parseSelfEmployedForm(values);
    if (!parsed.success) {
      setErrors(parsed.errors);
      setCalculation(null);
      const first = FIELDS.find((field) => parsed.errors[field]);
      if (first) setFocusRequest({ field: first });
      return;
    }
    setErrors({});
    const result = calculateSelfEmployed(parsed.data, taxYear);
    setCalculation((previous) => ({
      input: parsed.data,
      result,
      taxYear,
      run: (previous?.run ?? 0) + 1,
    }));
    const detail = { taxYear, input: parsed.data, result };
    emit(detail);
    onCalculate?.(detail);
  }

  function changeYear(year: TaxYear) {
    setTaxYear(year);
    // A shown result follows the year switch; it is not a new Calculate press, so no event.
    setCalculation((previous) =>
      previous
        ? { ...previous, taxYear: year, result: calculateSelfEmployed(previous.input, year) }
        : previous,
    );
  }

  const setField = (field: Field) => (value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  return (
    <CalculatorShell
      kind="self-employed"
      title="Self-employed tax calculator"
      intro="Estimate your income tax and National Insurance as a sole trader."
      className={className}
      rootRef={rootRef}
    >
      <form
        className="acct-form"
        part="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          calculate();
        }}
      >
        <TaxYearSwitch value={taxYear} onChange={changeYear} />
        <div className="acct-form__fields acct-form__fields--columns">
          <TextField
            label="Annual income"
            name="income"
            prefix="£"
            placeholder="e.g. 45,000"
            hint="Your total self-employed income (turnover)"
            value={values.income}
            onChange={setField('income')}
            error={errors.income}
            inputRef={(element) => {
              inputRefs.current.income = element;
            }}
          />
          <TextField
            label="Allowable expenses"
            name="expenses"
            prefix="£"
            placeholder="e.g. 5,000"
            hint="Business costs you can deduct"
            value={values.expenses}
            onChange={setField('expenses')}
            error={errors.expenses}
            inputRef={(element) => {
              inputRefs.current.expenses = element;
            }}
          />
        </div>
        <div className="acct-form__actions">
          <CalculateButton />
        </div>
      </form>
      <div className="acct-results-region" aria-live="polite">
        {calculation ? (
          <ResultPanel
            key={calculation.run}
            title={`Your estimate for ${taxYearLabel(calculation.taxYear)}`}
            headline={{ label: 'Total tax', value: formatMoney(calculation.result.totalTax) }}
          >
            <ResultList>
              <ResultRow label="Profit" value={formatMoney(calculation.result.profit)} />
              <ResultRow label="Income tax" value={formatMoney(calculation.result.incomeTax)} />
              <ResultRow label="Class 2 NI" value={formatMoney(calculation.result.class2NI)} />
              <ResultRow label="Class 4 NI" value={formatMoney(calculation.result.class4NI)} />
              <ResultRow
                label="Total tax"
                value={formatMoney(calculation.result.totalTax)}
                emphasis
              />
              <ResultRow label="Net income" value={formatMoney(calculation.result.netIncome)} />
              <ResultRow label="Monthly net" value={formatMoney(calculation.result.monthlyNet)} />
              <ResultRow
                label="Effective tax rate"
                value={formatPercent(calculation.result.effectiveRate)}
              />
            </ResultList>
            <BookingCta
              bookingUrl={bookingUrl}
              scenario={{
                scenario: 'self-employed',
                taxYear: calculation.taxYear,
                inputs: {
                  income: String(calculation.input.income),
                  expenses: String(calculation.input.expenses),
                },
                headline: `Total tax ${formatMoney(calculation.result.totalTax)}`,
              }}
            />
          </ResultPanel>
        ) : null}
      </div>
    </CalculatorShell>
  );
}
