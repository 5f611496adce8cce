import { useEffect, useRef, useState } from 'react';
import {
  calculateDirector,
  parseDirectorForm,
  type DirectorInput,
  type DirectorResult,
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

export interface DirectorCalculatorProps {
  /** '2025-26' (default) or '2026-27'. */
  taxYear?: string;
  /** Booking page; after a result, a link to it carries the scenario. */
  bookingUrl?: string;
  className?: string;
  onCalculate?: (detail: AcctCalculateDetail<DirectorInput, DirectorResult>) => void;
}

type Field = keyof DirectorInput;
const FIELDS: readonly Field[] = ['salary', 'dividends', 'savings'];

interface Calculation {
  input: DirectorInput;
  result: DirectorResult;
  taxYear: TaxYear;
  run: number;
}

const money = (amount: number) => formatMoney(amount, { pence: true });

export function DirectorCalculator({
  taxYear: taxYearAttribute,
  bookingUrl,
  className,
  onCalculate,
}: DirectorCalculatorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRefs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const emit = useWidgetEvent<AcctCalculateDetail<DirectorInput, DirectorResult>>(
    'acct-calculate',
    rootRef,
  );
  const [taxYear, setTaxYear] = useTaxYear(taxYearAttribute);
  // The spec's inputs start at 0; an emptied field also counts as 0.
  const [values, setValues] = useState<Record<Field, string>>({
    salary: '0',
    dividends: '0',
    savings: '0',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ field: Field } | null>(null);

  useEffect(() => {
    if (focusRequest) inputRefs.current[focusRequest.field]?.focus();
  }, [focusRequest]);

  function calculate() {
    const parsed = parseDirectorForm(values);
    if (!parsed.success) {
      setErrors(parsed.errors);
      setCalculation(null);
      const first = FIELDS.find((field) => parsed.errors[field]);
      if (first) setFocusRequest({ field: first });
      return;
    }
    setErrors({});
    const result = calculateDirector(parsed.data, taxYear);
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
    setCalculation((previous) =>
      previous
        ? { ...previous, taxYear: year, result: calculateDirector(previous.input, year) }
        : previous,
    );
  }

  const field = (name: Field, label: string, hint: string) => (
    <TextField
      label={label}
      name={name}
      prefix="£"
      hint={hint}
      value={values[name]}
      onChange={(value) => setValues((previous) => ({ ...previous, [name]: value }))}
      error={errors[name]}
      inputRef={(element) => {
        inputRefs.current[name] = element;
      }}
    />
  );

  const result = calculation?.result;
  return (
    <CalculatorShell
      kind="director"
      title="Company director tax calculator"
      intro="Estimate your personal tax on salary, dividends and savings income."
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
          {field('salary', 'Annual salary', 'Paid through payroll')}
          {field('dividends', 'Dividends', 'Taken from the company in the year')}
          {field('savings', 'Savings income', 'Bank and building society interest')}
        </div>
        <div className="acct-form__actions">
          <CalculateButton />
        </div>
      </form>
      <div className="acct-results-region" aria-live="polite">
        {calculation && result ? (
          <ResultPanel
            key={calculation.run}
            title={`Your estimate for ${taxYearLabel(calculation.taxYear)}`}
            headline={{ label: 'Total tax', value: money(result.totalTax) }}
          >
            <ResultList>
              <ResultRow label="Total income" value={money(result.totalIncome)} />
              <ResultRow label="Tax on salary" value={money(result.salaryTax)} />
              <ResultRow label="Tax on dividends" value={money(result.dividendTax)} />
              <ResultRow label="Tax on savings" value={money(result.savingsTax)} />
              <ResultRow label="Employee National Insurance" value={money(result.employeeNI)} />
              <ResultRow label="Total tax" value={money(result.totalTax)} emphasis />
              <ResultRow label="Net income" value={money(result.netIncome)} />
              <ResultRow label="Effective tax rate" value={formatPercent(result.effectiveRate)} />
            </ResultList>
            <h4 className="acct-results__subtitle">Breakdown</h4>
            <ResultList>
              <ResultRow
                label="Personal allowance"
                value={money(result.breakdown.personalAllowance)}
              />
              <ResultRow
                label="Dividend allowance"
                value={money(result.breakdown.dividendAllowance)}
              />
              <ResultRow
                label="Personal savings allowance"
                value={money(result.breakdown.savingsAllowance)}
              />
              <ResultRow label="Taxable income" value={money(result.breakdown.taxableIncome)} />
            </ResultList>
            <p className="acct-results__note" part="note">
              Corporation tax and employer&apos;s National Insurance are not included in this
              estimate.
            </p>
            <BookingCta
              bookingUrl={bookingUrl}
              scenario={{
                scenario: 'director',
                taxYear: calculation.taxYear,
                inputs: {
                  salary: String(calculation.input.salary),
                  dividends: String(calculation.input.dividends),
                  savings: String(calculation.input.savings),
                },
                headline: `Total tax ${money(result.totalTax)}`,
              }}
            />
          </ResultPanel>
        ) : null}
      </div>
    </CalculatorShell>
  );
}
