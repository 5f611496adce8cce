import {
  calculateDirector,
  explainDirector,
  parseDirectorForm,
  type DirectorInput,
  type DirectorResult,
  taxYearLabel,
  type TaxYear,
  type Working,
} from '../../../engine/index.ts';
import type { AcctCalculateDetail } from '../../../widgets/shared/runtime/events.ts';
import { directorCalculatorApi } from './api.ts';
import {
  BookingCta,
  CalculatorForm,
  CalculatorResults,
  CalculatorShell,
} from '../../../widgets/shared/toolkit/calculator-shell.tsx';
import { TaxYearSwitch } from '../../../widgets/shared/toolkit/tax-year-switch.tsx';
import {
  CircumstanceFields,
  MarginalNote,
  PensionRows,
  StudentLoanRow,
  studentLoanFigures,
  circumstanceSetter,
  circumstanceValues,
  type CircumstanceProps,
} from '../../../widgets/shared/toolkit/circumstances-fields.tsx';
import { TextField } from '../../../widgets/shared/toolkit/field.tsx';
import { SwitchField } from '../../../widgets/shared/toolkit/switch-field.tsx';
import {
  AdjustmentRows,
  MarriageAllowanceNote,
  MoreAboutYou,
} from '../../../widgets/shared/toolkit/more-about-you.tsx';
import { formatMoney, formatPercent } from '../../../widgets/shared/toolkit/money.ts';
import { ResultList, ResultPanel, ResultRow } from '../../../widgets/shared/toolkit/result-row.tsx';
import { WhenYouPay } from '../../../widgets/shared/toolkit/when-you-pay.tsx';
import { CompareYears } from '../../../widgets/shared/toolkit/compare-years.tsx';
import { WorkingDisclosure } from '../../../widgets/shared/toolkit/working-disclosure.tsx';
import { MoneySplit, incomeShares } from '../../../widgets/shared/toolkit/money-split.tsx';
import {
  PeriodSwitch,
  perPeriod,
  periodPhrase,
  type Period,
} from '../../../widgets/shared/toolkit/period.tsx';
import { readBoolean } from '../../../widgets/shared/runtime/boolean-attribute.ts';
import {
  useCalculatorForm,
  useWorking,
} from '../../../widgets/shared/toolkit/use-calculator-form.ts';
import { useState } from 'react';

export interface DirectorCalculatorProps extends CircumstanceProps {
  /** One of the engine's `TAX_YEARS`; the year today falls in (`taxYearOn`) when absent or unknown. */
  taxYear?: string;
  /** Booking page; after a result, a link to it carries the scenario. */
  bookingUrl?: string;
  /** Fill in the fields, as text as a visitor would type it. */
  salary?: string;
  dividends?: string;
  savings?: string;
  /** The State Pension received in the year. */
  statePension?: string;
  /** Present (or "true"): over State Pension age, so no employee National Insurance. */
  overStatePensionAge?: boolean | string;
  /** Calculate on load and when a field prop changes, with no event. */
  autoCalculate?: boolean | string;
  className?: string;
  /** Leaves out “How we worked this out” under the result. */
  hideWorking?: boolean;
  /** Told when the visitor switches year (the site's pages quote that year's rates). */
  onTaxYearChange?: (year: TaxYear) => void;
  onCalculate?: (detail: AcctCalculateDetail<DirectorInput, DirectorResult>) => void;
}

/**
 * What the tax return collects beyond PAYE (the tax the dividends, interest and any State Pension
 * add, and the loan repayments payroll does not take) and when: the payments on account when due.
 */
function ThroughYourReturn({
  result,
  working,
  year,
}: {
  result: DirectorResult;
  working: Working | null;
  year: TaxYear;
}) {
  return (
    <WhenYouPay
      poa={result.paymentsOnAccount}
      year={year}
      working={working}
      firstYear="your first year filing a tax return"
      rows={
        <ResultList>
          <ResultRow
            label="Income tax PAYE takes from your salary"
            value={formatMoney(result.taxDeductedAtSource)}
          />
          <ResultRow
            label={
              result.selfAssessmentBill < 0
                ? 'Repaid through your tax return'
                : 'Through your tax return'
            }
            value={formatMoney(Math.abs(result.selfAssessmentBill))}
          />
        </ResultList>
      }
    />
  );
}

export function DirectorCalculator({
  taxYear,
  bookingUrl,
  salary,
  dividends,
  savings,
  statePension,
  overStatePensionAge,
  autoCalculate,
  className,
  hideWorking,
  onCalculate,
  onTaxYearChange,
  ...circumstances
}: DirectorCalculatorProps) {
  const own = { overStatePensionAge: readBoolean(overStatePensionAge) };
  const form = useCalculatorForm({
    // The spec's inputs start at 0: each is empty, showing a 0 placeholder, and counts as 0, so a
    // visitor types over nothing ("12570", never "012570").
    initial: {
      salary: '',
      dividends: '',
      savings: '',
      statePension: '',
      ...own,
      ...circumstanceValues(circumstances),
    },
    prefill: {
      salary,
      dividends,
      savings,
      statePension,
      ...own,
      ...circumstanceValues(circumstances),
    },
    autoCalculate: readBoolean(autoCalculate),
    parse: parseDirectorForm,
    compute: calculateDirector,
    taxYear,
    onCalculate,
    onTaxYearChange,
  });

  const setCircumstance = circumstanceSetter(form.setField);
  // The charges' rows are named from the working, so it is worked out whether or not it is shown.
  const working = useWorking(form.calculation, explainDirector);
  // A view of the result, kept as the figures change.
  const [period, setPeriod] = useState<Period>('year');

  const field = (name: 'salary' | 'dividends' | 'savings', label: string, hint: string) => (
    <TextField
      label={label}
      name={name}
      prefix="£"
      placeholder="0"
      hint={hint}
      value={form.values[name]}
      onChange={form.setField(name)}
      error={form.errors[name]}
    />
  );

  return (
    <CalculatorShell
      kind={directorCalculatorApi.calculator.id}
      title={directorCalculatorApi.calculator.title}
      intro="Estimate your personal tax on salary, dividends and savings income."
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
          {field('salary', 'Annual salary', 'Paid through payroll')}
          {field('dividends', 'Dividends', 'Taken from the company in the year')}
          {field('savings', 'Savings income', 'Bank and building society interest')}
        </div>
        <CircumstanceFields
          values={form.values}
          set={setCircumstance}
          pensionError={form.errors.pensionContributions}
          scottishHint="Scottish rates and bands on your salary; savings and dividends stay at UK rates"
        />
        <MoreAboutYou
          values={form.values}
          set={setCircumstance}
          errors={form.errors}
          ownFilled={form.values.overStatePensionAge || form.values.statePension.trim() !== ''}
          ownInvalid={form.errors.statePension !== undefined}
        >
          <SwitchField
            label="Over State Pension age"
            name="overStatePensionAge"
            checked={form.values.overStatePensionAge}
            onChange={form.setField('overStatePensionAge')}
            hint="No employee National Insurance on your salary; the company still pays its own"
          />
          <TextField
            label="State Pension received"
            name="statePension"
            prefix="£"
            placeholder="e.g. 11,973"
            value={form.values.statePension}
            onChange={form.setField('statePension')}
            error={form.errors.statePension}
          />
        </MoreAboutYou>
      </CalculatorForm>
      <CalculatorResults
        calculation={form.calculation}
        stale={form.stale}
        headline={({ result }) => `Total tax ${formatMoney(result.totalTax)}`}
      >
        {({ input, result, taxYear: year }) => {
          const show = (amount: number) => formatMoney(perPeriod(amount, period));
          return (
            <ResultPanel
              title={`Your estimate for ${taxYearLabel(year)}`}
              headline={{
                label: `Total tax${period === 'year' ? '' : ` ${periodPhrase(period)}`}`,
                value: show(result.totalTax),
              }}
            >
              <PeriodSwitch value={period} onChange={setPeriod} />
              <ResultList>
                <ResultRow label="Total income" value={show(result.totalIncome)} />
                {result.statePension > 0 ? (
                  <ResultRow label="State Pension" value={show(result.statePension)} />
                ) : null}
                <ResultRow
                  label={
                    result.statePension > 0 ? 'Tax on salary and State Pension' : 'Tax on salary'
                  }
                  value={show(result.salaryTax)}
                />
                <ResultRow label="Tax on dividends" value={show(result.dividendTax)} />
                <ResultRow label="Tax on savings" value={show(result.savingsTax)} />
                <ResultRow label="Employee National Insurance" value={show(result.employeeNI)} />
                <AdjustmentRows working={working ?? []} show={show} />
                <ResultRow label="Total tax" value={show(result.totalTax)} emphasis />
                <StudentLoanRow
                  loanPlans={input.studentLoanPlans}
                  amount={show(result.studentLoanRepayment)}
                />
                <ResultRow label="Net income" value={show(result.netIncome)} />
                <PensionRows
                  relief={result.pensionRelief}
                  netIncome={result.netIncome}
                  show={show}
                />
                <ResultRow label="Effective tax rate" value={formatPercent(result.effectiveRate)} />
              </ResultList>
              <MoneySplit
                title="Where your income goes"
                shares={incomeShares(result, result.employeeNI)}
                show={show}
              />
              <MarriageAllowanceNote result={result} />
              <MarginalNote of="salary" marginal={result.marginal.salary} />
              <MarginalNote of="dividends" marginal={result.marginal.dividends} />
              <ThroughYourReturn result={result} working={working} year={year} />
              <h4 className="acct-results__subtitle">Breakdown</h4>
              <ResultList>
                <ResultRow
                  label="Personal allowance"
                  value={formatMoney(result.breakdown.personalAllowance)}
                />
                <ResultRow
                  label="Dividend allowance"
                  value={formatMoney(result.breakdown.dividendAllowance)}
                />
                <ResultRow
                  label="Personal savings allowance"
                  value={formatMoney(result.breakdown.savingsAllowance)}
                />
                <ResultRow
                  label="Taxable income"
                  value={formatMoney(result.breakdown.taxableIncome)}
                />
              </ResultList>
              <p className="acct-results__note" part="note">
                Corporation tax and employer&apos;s National Insurance are not included in this
                estimate.
              </p>
              <CompareYears
                input={input}
                shown={{ year, result }}
                compute={calculateDirector}
                figures={[
                  { label: 'Tax on salary', value: (r) => r.salaryTax },
                  { label: 'Tax on dividends', value: (r) => r.dividendTax },
                  { label: 'Tax on savings', value: (r) => r.savingsTax },
                  { label: 'Employee National Insurance', value: (r) => r.employeeNI },
                  { label: 'Total tax', value: (r) => r.totalTax },
                  ...studentLoanFigures(input.studentLoanPlans),
                  { label: 'Net income', value: (r) => r.netIncome },
                ]}
              />
              <WorkingDisclosure working={working} hidden={hideWorking} />
              <BookingCta
                bookingUrl={bookingUrl}
                api={directorCalculatorApi}
                taxYear={year}
                input={input}
                headline={`Total tax ${formatMoney(result.totalTax)}`}
              />
            </ResultPanel>
          );
        }}
      </CalculatorResults>
    </CalculatorShell>
  );
}
