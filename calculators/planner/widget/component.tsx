import { useId } from 'react';
import {
  companyRatesFor,
  explainSalaryAndDividends,
  parsePlannerForm,
  planSalaryAndDividends,
  readStudentLoanPlans,
  type PlannerInput,
  type PlannerResult,
  type PlannerStrategyName,
  taxYearLabel,
  type TaxYear,
} from '../../../engine/index.ts';
import type { AcctCalculateDetail } from '../../../widgets/shared/runtime/events.ts';
import { salaryDividendPlannerApi } from './api.ts';
import {
  BookingCta,
  CalculatorForm,
  CalculatorResults,
  CalculatorShell,
} from '../../../widgets/shared/toolkit/calculator-shell.tsx';
import { TaxYearSwitch } from '../../../widgets/shared/toolkit/tax-year-switch.tsx';
import { TextField } from '../../../widgets/shared/toolkit/field.tsx';
import { StudentLoanOptions } from '../../../widgets/shared/toolkit/circumstances-fields.tsx';

import { SwitchField } from '../../../widgets/shared/toolkit/switch-field.tsx';
import { formatMoney, formatPounds } from '../../../widgets/shared/toolkit/money.ts';
import { ResultList, ResultPanel, ResultRow } from '../../../widgets/shared/toolkit/result-row.tsx';
import { CompareYears } from '../../../widgets/shared/toolkit/compare-years.tsx';
import { WorkingDisclosure } from '../../../widgets/shared/toolkit/working-disclosure.tsx';
import { readBoolean } from '../../../widgets/shared/runtime/boolean-attribute.ts';
import {
  useCalculatorForm,
  useWorking,
} from '../../../widgets/shared/toolkit/use-calculator-form.ts';
import { TakeHomeChart } from './chart.tsx';

export interface SalaryDividendPlannerProps {
  /** One of the engine's `TAX_YEARS`; the year today falls in (`taxYearOn`) when absent or unknown. */
  taxYear?: string;
  /** Booking page; after a result, a link to it carries the scenario. */
  bookingUrl?: string;
  /** Fills in the company profit field, as text. */
  companyProfit?: string;
  /** Fills in the company's pension contributions field, as text. */
  employerPensionContributions?: string;
  /** Present (or true): starts with the Employment Allowance switch on. */
  employmentAllowance?: boolean | string;
  /** Present (or 'true'): Scottish rates on the director's salary. */
  scottishTaxpayer?: boolean | string;
  /** Space-separated student loan plans to start ticked, e.g. "plan2 postgraduate". */
  studentLoanPlans?: string;
  /** Calculate on load and when a field prop changes, with no event. */
  autoCalculate?: boolean | string;
  className?: string;
  /** Leaves out “How we worked this out” under the result. */
  hideWorking?: boolean;
  onTaxYearChange?: (year: TaxYear) => void;
  onCalculate?: (
    detail: AcctCalculateDetail<
      Required<
        Pick<
          PlannerInput,
          | 'companyProfit'
          | 'employerPensionContributions'
          | 'employmentAllowance'
          | 'scottishTaxpayer'
          | 'studentLoanPlans'
        >
      >,
      PlannerResult
    >,
  ) => void;
}

const STRATEGY_NAMES: Record<PlannerStrategyName, string> = {
  secondaryThreshold: 'Salary at the employer NI threshold',
  lowerEarningsLimit: 'Salary at the lower earnings limit',
  personalAllowance: 'Salary at the personal allowance',
  allSalary: 'As much salary as the profit allows',
};

/**
 * The best plan's figures, from salary to take-home: in the result and when comparing years. Those
 * marked `ifAny` show only when not 0, `ifLoan` only when a student loan plan is ticked.
 */
const BEST_FIGURES = [
  { key: 'employerPension', label: 'Paid into your pension by the company', ifAny: true },
  { key: 'salary', label: 'Salary' },
  { key: 'employerNI', label: 'Employer National Insurance' },
  { key: 'corporationTax', label: 'Corporation tax' },
  { key: 'dividends', label: 'Dividends' },
  { key: 'employeeNI', label: 'Employee National Insurance' },
  { key: 'incomeTax', label: 'Income tax' },
  { key: 'annualAllowanceCharge', label: 'of which annual allowance charge', ifAny: true },
  { key: 'studentLoanRepayment', label: 'Student loan repayments', ifLoan: true },
  { key: 'takeHome', label: 'Take-home' },
] as const;

/** The strategies table's figure columns, in order. */
const STRATEGY_COLUMNS = [
  { key: 'salary', label: 'Salary' },
  { key: 'dividends', label: 'Dividends' },
  { key: 'takeHome', label: 'Take-home' },
] as const;

type StrategyFigures = Record<(typeof STRATEGY_COLUMNS)[number]['key'], number>;

/**
 * A strategy's cells. Each carries its column's name in `data-label`, which a narrow card shows
 * beside the figure when the rows become cards.
 */
const strategyCells = (figures: StrategyFigures) =>
  STRATEGY_COLUMNS.map(({ key, label }) => (
    <td key={key} data-label={label}>
      {formatMoney(figures[key])}
    </td>
  ));

/** The best plan's figures that show for it. */
const shownFigures = (best: PlannerResult['best'], input: PlannerInput) =>
  BEST_FIGURES.filter(
    (figure) =>
      ('ifAny' in figure ? best[figure.key] > 0 : true) &&
      ('ifLoan' in figure ? (input.studentLoanPlans ?? []).length > 0 : true),
  );

export function SalaryDividendPlanner({
  taxYear,
  bookingUrl,
  companyProfit,
  employerPensionContributions,
  employmentAllowance,
  scottishTaxpayer,
  studentLoanPlans,
  autoCalculate,
  className,
  hideWorking,
  onCalculate,
  onTaxYearChange,
}: SalaryDividendPlannerProps) {
  const tableTitleId = useId();
  const form = useCalculatorForm({
    initial: {
      companyProfit: '',
      employerPensionContributions: '',
      employmentAllowance: false,
      scottishTaxpayer: false,
      studentLoanPlans: readStudentLoanPlans(studentLoanPlans),
    },
    prefill: {
      companyProfit,
      employerPensionContributions,
      employmentAllowance: readBoolean(employmentAllowance),
      scottishTaxpayer: readBoolean(scottishTaxpayer),
      studentLoanPlans: readStudentLoanPlans(studentLoanPlans),
    },
    autoCalculate: readBoolean(autoCalculate),
    parse: parsePlannerForm,
    compute: planSalaryAndDividends,
    taxYear,
    onCalculate,
    onTaxYearChange,
  });
  const working = useWorking(form.calculation, explainSalaryAndDividends, !hideWorking);

  return (
    <CalculatorShell
      kind={salaryDividendPlannerApi.calculator.id}
      title={salaryDividendPlannerApi.calculator.title}
      intro="For a company with one director-shareholder that pays out its profit after corporation tax as dividends: the salary that leaves you the most."
      className={className}
      rootRef={form.rootRef}
    >
      <CalculatorForm onCalculate={form.calculate}>
        <TaxYearSwitch
          value={form.taxYear}
          onChange={form.changeYear}
          unknownYear={form.unknownTaxYear}
        />
        <div className="acct-form__fields">
          <TextField
            label="Company profit"
            name="companyProfit"
            prefix="£"
            placeholder="e.g. 75,000"
            hint="For the year, before your salary and employer National Insurance"
            value={form.values.companyProfit}
            onChange={form.setField('companyProfit')}
            error={form.errors.companyProfit}
          />
          <TextField
            label="Pension from the company"
            name="employerPensionContributions"
            prefix="£"
            placeholder="0"
            hint="Optional: paid into your pension by the company, before corporation tax and with no National Insurance"
            value={form.values.employerPensionContributions}
            onChange={form.setField('employerPensionContributions')}
            error={form.errors.employerPensionContributions}
          />
          <div>
            <SwitchField
              label="The company can claim the Employment Allowance"
              name="employmentAllowance"
              checked={form.values.employmentAllowance}
              onChange={form.setField('employmentAllowance')}
            />
            <p className="acct-results__note acct-planner__switch-note" part="note">
              A company cannot claim it when the only employee paid above the secondary threshold (
              {formatPounds(companyRatesFor(form.taxYear).employerNI.secondaryThreshold)} a year) is
              a director. With another employee paid above it, up to{' '}
              {formatPounds(companyRatesFor(form.taxYear).employerNI.employmentAllowance)} of
              employer National Insurance a year is set off.
            </p>
          </div>
          <SwitchField
            label="Scottish taxpayer"
            name="scottishTaxpayer"
            checked={form.values.scottishTaxpayer}
            onChange={form.setField('scottishTaxpayer')}
            hint="Scottish rates and bands on your salary; dividends stay at UK rates"
          />
          <StudentLoanOptions
            plans={form.values.studentLoanPlans}
            onChange={form.setField('studentLoanPlans')}
          />
        </div>
      </CalculatorForm>
      <CalculatorResults
        calculation={form.calculation}
        stale={form.stale}
        headline={({ result }) => `Best take-home ${formatMoney(result.best.takeHome)}`}
      >
        {({ input, result, taxYear: year }) => {
          const { best, exactOptimum: exact, strategies, curve } = result;
          const numbered = strategies.map((strategy, index) => ({
            ...strategy,
            label: String(index + 1),
          }));
          return (
            <ResultPanel
              title={`Your plan for ${taxYearLabel(year)}`}
              headline={{ label: 'Best take-home', value: formatMoney(best.takeHome) }}
            >
              <p className="acct-planner__best">
                Pay yourself <strong>{formatMoney(best.salary)}</strong> salary and{' '}
                <strong>{formatMoney(best.dividends)}</strong> in dividends.
                {exact &&
                  ` Within ${Math.round(exact.gain * 100)}p of the best (${formatMoney(exact.salary)} salary).`}
              </p>
              <ResultList>
                {shownFigures(best, input).map(({ key, label }) => (
                  <ResultRow
                    key={key}
                    label={label}
                    value={formatMoney(best[key])}
                    emphasis={key === 'takeHome'}
                  />
                ))}
              </ResultList>
              <h4 className="acct-results__subtitle" id={tableTitleId}>
                Take-home by salary strategy (numbers as on the chart)
              </h4>
              <div
                className="acct-planner__table-wrap"
                role="region"
                aria-labelledby={tableTitleId}
                tabIndex={0}
              >
                <table className="acct-planner__table" part="table" aria-labelledby={tableTitleId}>
                  <thead>
                    <tr>
                      <th scope="col">Strategy</th>
                      {STRATEGY_COLUMNS.map(({ key, label }) => (
                        <th scope="col" key={key}>
                          {label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    <tr className="acct-planner__best-row">
                      <th scope="row">Best</th>
                      {strategyCells(best)}
                    </tr>
                    {numbered.map((strategy) => (
                      <tr key={strategy.strategy}>
                        <th scope="row">
                          {strategy.label}. {STRATEGY_NAMES[strategy.strategy]}
                        </th>
                        {strategyCells(strategy)}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="acct-planner__chart" part="chart">
                <TakeHomeChart
                  curve={curve}
                  best={{ ...best, label: 'Best' }}
                  marks={numbered}
                  caption={`Take-home against salary from £0 to ${formatPounds(curve.at(-1)?.salary ?? 0)}, the best point and the strategies marked; the table gives the figures.`}
                />
              </div>
              <p className="acct-results__note" part="note">
                Assumes one director-shareholder, a 12-month accounting period, no other income and
                no associated companies.
              </p>
              <CompareYears
                input={input}
                shown={{ year, result }}
                compute={planSalaryAndDividends}
                figures={shownFigures(best, input).map(({ key, label }) => ({
                  label,
                  value: (r: PlannerResult) => r.best[key],
                }))}
              />
              <WorkingDisclosure working={working} hidden={hideWorking} />
              <BookingCta
                bookingUrl={bookingUrl}
                api={salaryDividendPlannerApi}
                taxYear={year}
                input={input}
                headline={`Take-home ${formatMoney(best.takeHome)}`}
              />
            </ResultPanel>
          );
        }}
      </CalculatorResults>
    </CalculatorShell>
  );
}
