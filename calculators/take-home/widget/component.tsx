import { useState } from 'react';
import {
  PAY_BASES,
  PAY_FREQUENCIES,
  PENSION_BASES,
  PENSION_METHODS,
  TAX_CODE_REGIONS,
  calculateTakeHome,
  parseTakeHomeForm,
  readPay,
  readStudentLoanPlans,
  taxYearLabel,
  type StudentLoanPlan,
  type TakeHomeInput,
  type TakeHomeResult,
  type TaxYear,
} from '../../../engine/index.ts';
import type { AcctCalculateDetail } from '../../../widgets/shared/runtime/events.ts';
import { readBoolean } from '../../../widgets/shared/runtime/boolean-attribute.ts';
import {
  BookingCta,
  CalculatorForm,
  CalculatorResults,
  CalculatorShell,
} from '../../../widgets/shared/toolkit/calculator-shell.tsx';
import {
  StudentLoanOptions,
  circumstanceSetter,
} from '../../../widgets/shared/toolkit/circumstances-fields.tsx';
import { CompareYears } from '../../../widgets/shared/toolkit/compare-years.tsx';
import { TextField } from '../../../widgets/shared/toolkit/field.tsx';
import { SelectField } from '../../../widgets/shared/toolkit/select-field.tsx';
import { MoneySplit } from '../../../widgets/shared/toolkit/money-split.tsx';
import { formatMoney, formatPounds } from '../../../widgets/shared/toolkit/money.ts';
import { MoreAboutYou } from '../../../widgets/shared/toolkit/more-about-you.tsx';
import { ResultList, ResultPanel, ResultRow } from '../../../widgets/shared/toolkit/result-row.tsx';
import { Segmented } from '../../../widgets/shared/toolkit/segmented.tsx';
import { SwitchField } from '../../../widgets/shared/toolkit/switch-field.tsx';
import { TaxYearSwitch } from '../../../widgets/shared/toolkit/tax-year-switch.tsx';
import { useCalculatorForm } from '../../../widgets/shared/toolkit/use-calculator-form.ts';
import { WorkingDisclosure } from '../../../widgets/shared/toolkit/working-disclosure.tsx';
import { takeHomeCalculatorApi } from './api.ts';
import {
  FREQUENCY_LABELS,
  PAY_BASIS_LABELS,
  PENSION_BASIS_LABELS,
  PENSION_METHOD_LABELS,
  REGION_LABELS,
} from './labels.ts';

export interface TakeHomeCalculatorProps {
  /** One of the engine's `TAX_YEARS`; the year today falls in (`taxYearOn`) when absent or unknown. */
  taxYear?: string;
  /** Booking page; after a result, a link to it carries the scenario. */
  bookingUrl?: string;
  /** Fill in the fields, as text as a visitor would type it. */
  pay?: string;
  per?: string;
  hoursPerWeek?: string;
  daysPerWeek?: string;
  frequency?: string;
  extraPayday?: boolean | string;
  bonus?: string;
  bonusPayday?: string;
  taxCode?: string;
  residence?: string;
  pensionMethod?: string;
  pensionEmployeePercent?: string;
  pensionEmployeeAmount?: string;
  pensionEmployerPercent?: string;
  pensionEmployerAmount?: string;
  pensionBasis?: string;
  /** Space-separated plans, e.g. "plan2 postgraduate". */
  studentLoanPlans?: string;
  overStatePensionAge?: boolean | string;
  marriageAllowance?: string;
  blindPersonsAllowance?: boolean | string;
  childBenefitChildren?: string | number;
  /** Calculate on load and when a field prop changes, with no event. */
  autoCalculate?: boolean | string;
  className?: string;
  /** Leaves out “How we worked this out” under the result. */
  hideWorking?: boolean;
  /** Told when the visitor switches year (the site's pages quote that year's rates). */
  onTaxYearChange?: (year: TaxYear) => void;
  onCalculate?: (detail: AcctCalculateDetail<TakeHomeInput, TakeHomeResult>) => void;
}

/** The form's fields as the visitor sees them: text as typed, the choices, the switches. */
interface Values {
  pay: string;
  per: string;
  hoursPerWeek: string;
  daysPerWeek: string;
  frequency: string;
  extraPayday: boolean;
  bonus: string;
  bonusPayday: string;
  taxCode: string;
  residence: string;
  pensionMethod: string;
  pensionEmployee: string;
  pensionEmployer: string;
  pensionBasis: string;
  studentLoanPlans: StudentLoanPlan[];
  overStatePensionAge: boolean;
  marriageAllowance: string;
  blindPersonsAllowance: boolean;
  childBenefitChildren: string;
}

const INITIAL: Values = {
  pay: '',
  per: 'year',
  hoursPerWeek: '',
  daysPerWeek: '',
  frequency: 'monthly',
  extraPayday: false,
  bonus: '',
  bonusPayday: '',
  taxCode: '',
  residence: 'england',
  pensionMethod: '',
  pensionEmployee: '',
  pensionEmployer: '',
  pensionBasis: 'qualifying-earnings',
  studentLoanPlans: [],
  overStatePensionAge: false,
  marriageAllowance: '',
  blindPersonsAllowance: false,
  childBenefitChildren: '',
};

/** A choice attribute's value when it is one of `values`, else the field's own (as payroll's). */
function choice(value: string | undefined, values: readonly string[]): string | undefined {
  return value !== undefined && values.includes(value.trim().toLowerCase())
    ? value.trim().toLowerCase()
    : undefined;
}

/** A contribution's field from its attributes: the percentage ("5%") when given, else the amount. */
function contribution(percent: string | undefined, amount: string | undefined) {
  if (percent !== undefined && percent.trim() !== '') return `${percent.trim()}%`;
  return amount;
}

const options = <Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
) => values.map((value) => ({ value, label: labels[value] }));

/** The periods the figures are shown for, as the engine works them out. */
type Period = keyof TakeHomeResult['periods'];
const PERIODS: readonly (readonly [Period, string])[] = [
  ['year', 'Yearly'],
  ['month', 'Monthly'],
  ['fourWeeks', 'Four-weekly'],
  ['week', 'Weekly'],
];
/**
 * The working's rules, loaded when the working is first wanted (preloaded after the first result)
 * rather than with the figures: the longest of the calculator's modules.
 */
const explainTakeHome = (input: TakeHomeInput, year: TaxYear) =>
  import('../engine/working.ts').then((m) => m.explainTakeHome(input, year));

const PERIOD_PHRASES: Readonly<Record<Period, string>> = {
  year: 'a year',
  month: 'a month',
  fourWeeks: 'every four weeks',
  week: 'a week',
};

export function TakeHomeCalculator({
  taxYear,
  bookingUrl,
  pay,
  per,
  hoursPerWeek,
  daysPerWeek,
  frequency,
  extraPayday,
  bonus,
  bonusPayday,
  taxCode,
  residence,
  pensionMethod,
  pensionEmployeePercent,
  pensionEmployeeAmount,
  pensionEmployerPercent,
  pensionEmployerAmount,
  pensionBasis,
  studentLoanPlans,
  overStatePensionAge,
  marriageAllowance,
  blindPersonsAllowance,
  childBenefitChildren,
  autoCalculate,
  className,
  hideWorking,
  onCalculate,
  onTaxYearChange,
}: TakeHomeCalculatorProps) {
  const form = useCalculatorForm({
    initial: INITIAL,
    prefill: {
      pay,
      per: choice(per, PAY_BASES),
      hoursPerWeek,
      daysPerWeek,
      frequency: choice(frequency, PAY_FREQUENCIES),
      extraPayday: extraPayday === undefined ? undefined : readBoolean(extraPayday),
      bonus,
      bonusPayday,
      taxCode,
      residence: choice(residence, TAX_CODE_REGIONS),
      pensionMethod: choice(pensionMethod, PENSION_METHODS),
      pensionEmployee: contribution(pensionEmployeePercent, pensionEmployeeAmount),
      pensionEmployer: contribution(pensionEmployerPercent, pensionEmployerAmount),
      pensionBasis: choice(pensionBasis, PENSION_BASES),
      studentLoanPlans:
        studentLoanPlans === undefined ? undefined : readStudentLoanPlans(studentLoanPlans),
      overStatePensionAge:
        overStatePensionAge === undefined ? undefined : readBoolean(overStatePensionAge),
      marriageAllowance,
      blindPersonsAllowance:
        blindPersonsAllowance === undefined ? undefined : readBoolean(blindPersonsAllowance),
      childBenefitChildren:
        childBenefitChildren === undefined ? undefined : String(childBenefitChildren),
    },
    autoCalculate: readBoolean(autoCalculate),
    parse: parseTakeHomeForm,
    compute: calculateTakeHome,
    taxYear,
    onCalculate,
    onTaxYearChange,
  });
  const { values, errors, setField } = form;
  const [period, setPeriod] = useState<Period>('month');

  // What the pay figure is for: the unit typed with it ("£15.50 an hour"), else the choice.
  const typed = readPay(values.pay);
  const basis = (typed.ok && typed.per) || values.per;
  const text = (
    name: 'pay' | 'hoursPerWeek' | 'daysPerWeek' | 'bonus' | 'bonusPayday' | 'taxCode',
    label: string,
    hint: string,
    more: { prefix?: string; placeholder?: string; inputMode?: 'numeric' } = {},
  ) => (
    <TextField
      label={label}
      name={name}
      hint={hint}
      value={values[name]}
      onChange={setField(name)}
      error={errors[name]}
      {...more}
    />
  );
  const select = (
    name: 'per' | 'frequency' | 'residence' | 'pensionMethod' | 'pensionBasis',
    label: string,
    choices: ReadonlyArray<{ value: string; label: string }>,
  ) => (
    <SelectField
      label={label}
      name={name}
      value={values[name]}
      options={choices}
      onChange={setField(name)}
    />
  );
  const weekly = values.frequency !== 'monthly';
  const ownFilled =
    values.bonus.trim() !== '' ||
    values.bonusPayday.trim() !== '' ||
    values.extraPayday ||
    values.overStatePensionAge ||
    values.blindPersonsAllowance;
  const ownInvalid = errors.bonus !== undefined || errors.bonusPayday !== undefined;

  return (
    <CalculatorShell
      kind={takeHomeCalculatorApi.calculator.id}
      title={takeHomeCalculatorApi.calculator.title}
      intro="Your pay after income tax, National Insurance, student loan and pension, payday by payday as your payroll works it out."
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
          {text('pay', 'Your pay', 'Before tax, like 48k, £4,000 a month or £15.50 an hour', {
            placeholder: 'e.g. 48k',
          })}
          {select('per', 'Pay is for', options(PAY_BASES, PAY_BASIS_LABELS))}
          {basis === 'hour'
            ? text('hoursPerWeek', 'Hours a week', 'The hours you are paid for', {
                placeholder: 'e.g. 37.5',
              })
            : null}
          {basis === 'day'
            ? text('daysPerWeek', 'Days a week', 'The days you are paid for', {
                placeholder: 'e.g. 5',
              })
            : null}
          {select('frequency', 'Paid', options(PAY_FREQUENCIES, FREQUENCY_LABELS))}
          {text(
            'taxCode',
            'Tax code',
            'As on your payslip, like 1257L; empty for the code HMRC would give you',
            { placeholder: 'e.g. 1257L' },
          )}
          {select('residence', 'Where you live', options(TAX_CODE_REGIONS, REGION_LABELS))}
        </div>
        <div className="acct-form__fields acct-form__fields--columns" part="pension">
          <SelectField
            label="Workplace pension"
            name="pensionMethod"
            value={values.pensionMethod}
            options={[
              { value: '', label: 'None' },
              ...options(PENSION_METHODS, PENSION_METHOD_LABELS),
            ]}
            onChange={setField('pensionMethod')}
          />
          {values.pensionMethod === '' ? null : (
            <>
              <TextField
                label="You pay in"
                name="pensionEmployee"
                hint="A percentage like 5%, or an amount like £200 a month"
                placeholder="e.g. 5%"
                value={values.pensionEmployee}
                onChange={setField('pensionEmployee')}
                error={errors.pensionEmployee}
              />
              <TextField
                label="Your employer pays in"
                name="pensionEmployer"
                hint="A percentage like 3%, or an amount"
                placeholder="e.g. 3%"
                value={values.pensionEmployer}
                onChange={setField('pensionEmployer')}
                error={errors.pensionEmployer}
              />
              {select(
                'pensionBasis',
                'Percentages of',
                options(PENSION_BASES, PENSION_BASIS_LABELS),
              )}
            </>
          )}
          {errors.pensionMethod ? (
            <p className="acct-field__error" part="error">
              {errors.pensionMethod}
            </p>
          ) : null}
        </div>
        <div className="acct-form__fields">
          <StudentLoanOptions
            plans={values.studentLoanPlans}
            onChange={setField('studentLoanPlans')}
          />
        </div>
        <MoreAboutYou
          values={values}
          set={circumstanceSetter(setField as never)}
          errors={errors}
          ownFilled={ownFilled}
          ownInvalid={ownInvalid}
        >
          {text('bonus', 'Bonus', 'A one-off payment with one payday’s pay', {
            prefix: '£',
            placeholder: '0',
          })}
          {text(
            'bonusPayday',
            'Bonus payday',
            'Which payday, 1 for the year’s first; empty for the last',
            {
              inputMode: 'numeric',
              placeholder: 'the last',
            },
          )}
          {weekly ? (
            <SwitchField
              label="A 53rd payday this year"
              name="extraPayday"
              checked={values.extraPayday}
              onChange={setField('extraPayday')}
              hint="Week 53 (or 54, 56) when the year has one more payday than usual"
            />
          ) : null}
          <SwitchField
            label="Over State Pension age"
            name="overStatePensionAge"
            checked={values.overStatePensionAge}
            onChange={setField('overStatePensionAge')}
            hint="No employee National Insurance"
          />
          <SwitchField
            label="Blind Person’s Allowance"
            name="blindPersonsAllowance"
            checked={values.blindPersonsAllowance}
            onChange={setField('blindPersonsAllowance')}
            hint="Added to your tax code"
          />
        </MoreAboutYou>
      </CalculatorForm>
      <CalculatorResults
        calculation={form.calculation}
        stale={form.stale}
        headline={({ result }) => `Take-home ${formatMoney(result.periods.month.takeHome)} a month`}
      >
        {({ input, result, taxYear: year }) => {
          const shown = result.periods[period];
          const phrase = PERIOD_PHRASES[period];
          const headline = `Take-home ${formatMoney(result.periods.month.takeHome)} a month`;
          const { taxCode: code, marginal, restoreAllowance: restore, employer } = result;
          const after = result.afterTheYear;
          return (
            <ResultPanel
              title={`Your take-home pay for ${taxYearLabel(year)}`}
              headline={{ label: `Take-home ${phrase}`, value: formatMoney(shown.takeHome) }}
            >
              <Segmented
                legend="Show figures"
                part="period-switch"
                options={PERIODS}
                value={period}
                onChange={setPeriod}
              />
              <ResultList>
                <ResultRow label="Pay" value={formatMoney(shown.grossPay)} />
                <ResultRow label="Income tax" value={formatMoney(shown.incomeTax)} />
                <ResultRow label="National Insurance" value={formatMoney(shown.employeeNI)} />
                {input.studentLoanPlans && input.studentLoanPlans.length > 0 ? (
                  <ResultRow
                    label="Student loan repayments"
                    value={formatMoney(shown.studentLoan)}
                  />
                ) : null}
                {result.pension.method ? (
                  <ResultRow
                    label={
                      result.pension.method === 'salary-sacrifice'
                        ? 'Pension (pay given up)'
                        : 'Pension from your pay'
                    }
                    value={formatMoney(shown.pension)}
                  />
                ) : null}
                <ResultRow label="Take-home" value={formatMoney(shown.takeHome)} emphasis />
              </ResultList>
              <MoneySplit
                title="Where your pay goes"
                shares={result.breakdown.map(({ label, amount }) => ({ label, amount }))}
              />
              <p className="acct-results__note" part="note">
                Tax code {code.meaning}
                {code.built
                  ? ' It is the code HMRC would give for what you entered.'
                  : code.code === code.expected
                    ? ''
                    : ` For what you entered HMRC would give ${code.expected}.`}
              </p>
              <div className="acct-results__note" part="note marginal">
                Your next {formatPounds(marginal.step)} of pay keeps{' '}
                <strong>{formatMoney(marginal.keeps)}</strong> ({marginal.rate}% goes in tax,
                National Insurance and loan repayments)
                {marginal.inAllowanceTaper
                  ? `: between ${formatPounds(marginal.allowanceTaper.from)} and ${formatPounds(marginal.allowanceTaper.to)} your personal allowance is being withdrawn.`
                  : '.'}
                {restore
                  ? ` A salary sacrifice of ${formatMoney(restore.sacrifice)} a year into your pension would restore it: your take-home falls by ${formatMoney(restore.takeHomeFalls)} while ${formatMoney(restore.pensionRises)} goes into your pension.`
                  : null}
              </div>
              {after && after.balance !== 0 ? (
                <p className="acct-results__note" part="note">
                  After the year:{' '}
                  {after.balance > 0
                    ? `${formatMoney(after.balance)} more to pay (through your tax code or a tax return)`
                    : `${formatMoney(-after.balance)} to get back`}
                  {after.childBenefitCharge > 0
                    ? `, the High Income Child Benefit Charge of ${formatMoney(after.childBenefitCharge)} included`
                    : ''}
                  {after.higherRateRelief > 0
                    ? `, with ${formatMoney(after.higherRateRelief)} of pension relief above the basic rate`
                    : ''}
                  .
                </p>
              ) : null}
              <h4 className="acct-results__subtitle">What the job costs your employer</h4>
              <div part="employer">
                <ResultList>
                  <ResultRow
                    label="Employer National Insurance"
                    value={formatMoney(employer.employerNI)}
                  />
                  {employer.employerPension > 0 ? (
                    <ResultRow
                      label="Employer pension"
                      value={formatMoney(employer.employerPension)}
                    />
                  ) : null}
                  <ResultRow
                    label="The job’s whole cost a year"
                    value={formatMoney(employer.cost)}
                    emphasis
                  />
                </ResultList>
              </div>
              <CompareYears
                input={input}
                shown={{ year, result }}
                compute={calculateTakeHome}
                figures={[
                  { label: 'Income tax', value: (r) => r.incomeTax },
                  { label: 'National Insurance', value: (r) => r.employeeNI },
                  { label: 'Student loan repayments', value: (r) => r.studentLoan },
                  { label: 'Take-home', value: (r) => r.takeHome },
                ]}
              />
              <WorkingDisclosure
                working={{ explain: explainTakeHome, args: [input, year] }}
                hidden={hideWorking}
              />
              <BookingCta
                bookingUrl={bookingUrl}
                api={takeHomeCalculatorApi}
                taxYear={year}
                input={input}
                headline={headline}
              />
            </ResultPanel>
          );
        }}
      </CalculatorResults>
    </CalculatorShell>
  );
}
