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
  CalculatorForm,
  CalculatorResults,
  CalculatorShell,
  TaxYearSwitch,
  taxYearLabel,
} from '../shared/calculator-shell.tsx';
import { TextField } from '../shared/field.tsx';
import { formatMoney, formatPercent } from '../shared/money.ts';
import { ResultList, ResultPanel, ResultRow } from '../shared/result-row.tsx';
import { useCalculatorForm } from '../shared/use-calculator-form.ts';

export interface SelfEmployedCalculatorProps {
  /** '2025-26' (default) or '2026-27'. */
  taxYear?: string;
  /** Booking page; after a result, a link to it carries the scenario. */
  bookingUrl?: string;
  className?: string;
  /** Told when the visitor switches year (the site's pages quote that year's rates). */
  onTaxYearChange?: (year: TaxYear) => void;
  onCalculate?: (detail: AcctCalculateDetail<SelfEmployedInput, SelfEmployedResult>) => void;
}

export function SelfEmployedCalculator({
  taxYear,
  bookingUrl,
  className,
  onCalculate,
  onTaxYearChange,
}: SelfEmployedCalculatorProps) {
  const form = useCalculatorForm({
    initial: { income: '', expenses: '' },
    parse: parseSelfEmployedForm,
    compute: calculateSelfEmployed,
    taxYear,
    onCalculate,
    onTaxYearChange,
  });
  const { values, errors, setField } = form;

  return (
    <CalculatorShell
      kind="self-employed"
      title="Self-employed tax calculator"
      intro="Estimate your income tax and National Insurance as a sole trader."
      className={className}
      rootRef={form.rootRef}
    >
      <CalculatorForm onCalculate={form.calculate}>
        <TaxYearSwitch
          value={form.taxYear}
          onChange={form.changeYear}
          unknownYear={form.unknownTaxYear}
        />
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
          />
        </div>
      </CalculatorForm>
      <CalculatorResults calculation={form.calculation}>
        {({ input, result, taxYear: year }) => (
          <ResultPanel
            title={`Your estimate for ${taxYearLabel(year)}`}
            headline={{ label: 'Total tax', value: formatMoney(result.totalTax) }}
          >
            <ResultList>
              <ResultRow label="Profit" value={formatMoney(result.profit)} />
              <ResultRow label="Income tax" value={formatMoney(result.incomeTax)} />
              <ResultRow label="Class 2 NI" value={formatMoney(result.class2NI)} />
              <ResultRow label="Class 4 NI" value={formatMoney(result.class4NI)} />
              <ResultRow label="Total tax" value={formatMoney(result.totalTax)} emphasis />
              <ResultRow label="Net income" value={formatMoney(result.netIncome)} />
              <ResultRow label="Monthly net" value={formatMoney(result.monthlyNet)} />
              <ResultRow label="Effective tax rate" value={formatPercent(result.effectiveRate)} />
            </ResultList>
            <BookingCta
              bookingUrl={bookingUrl}
              scenario={{
                scenario: 'self-employed',
                taxYear: year,
                inputs: { income: String(input.income), expenses: String(input.expenses) },
                headline: `Total tax ${formatMoney(result.totalTax)}`,
              }}
            />
          </ResultPanel>
        )}
      </CalculatorResults>
    </CalculatorShell>
  );
}
