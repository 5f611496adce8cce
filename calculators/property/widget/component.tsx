import {
  OTHER_INCOME_KINDS,
  STUDENT_LOAN_PLANS,
  STUDENT_LOAN_PLAN_NAMES,
  calculateProperty,
  explainProperty,
  parsePropertyForm,
  readStudentLoanPlans,
  taxYearLabel,
  type OtherIncomeKind,
  type PropertyInput,
  type PropertyResult,
  type StudentLoanPlan,
  type TaxYear,
  type Working,
} from '../../../engine/index.ts';
import type { AcctCalculateDetail } from '../../../widgets/shared/runtime/events.ts';
import { propertyIncomeCalculatorApi } from './api.ts';
import {
  BookingCta,
  CalculatorForm,
  CalculatorResults,
  CalculatorShell,
} from '../../../widgets/shared/toolkit/calculator-shell.tsx';
import { TaxYearSwitch } from '../../../widgets/shared/toolkit/tax-year-switch.tsx';
import {
  MarginalNote,
  StudentLoanRow,
  studentLoanFigures,
} from '../../../widgets/shared/toolkit/circumstances-fields.tsx';
import { TextField } from '../../../widgets/shared/toolkit/field.tsx';
import { Option, OptionGroup } from '../../../widgets/shared/toolkit/option-group.tsx';
import { Segmented } from '../../../widgets/shared/toolkit/segmented.tsx';
import { SwitchField } from '../../../widgets/shared/toolkit/switch-field.tsx';
import { formatMoney, formatPounds } from '../../../widgets/shared/toolkit/money.ts';
import { ResultList, ResultPanel, ResultRow } from '../../../widgets/shared/toolkit/result-row.tsx';
import { CompareYears } from '../../../widgets/shared/toolkit/compare-years.tsx';
import { WhenYouPay } from '../../../widgets/shared/toolkit/when-you-pay.tsx';
import {
  WorkingDisclosure,
  workingNotes,
} from '../../../widgets/shared/toolkit/working-disclosure.tsx';
import { readBoolean } from '../../../widgets/shared/runtime/boolean-attribute.ts';
import {
  useCalculatorForm,
  useWorking,
} from '../../../widgets/shared/toolkit/use-calculator-form.ts';
import { useId, useState, type ReactNode } from 'react';

export interface PropertyIncomeCalculatorProps {
  /** One of the engine's `TAX_YEARS`; the year today falls in (`taxYearOn`) when absent or unknown. */
  taxYear?: string;
  /** Booking page; after a result, a link to it carries the scenario. */
  bookingUrl?: string;
  /** Fill in the fields, as text as a visitor would type it. */
  rents?: string;
  expenses?: string;
  financeCosts?: string;
  ownershipShare?: string;
  otherIncome?: string;
  /** 'employment' (a job's pay, the default) or 'selfEmployment' (a trade's profit). */
  otherIncomeKind?: string;
  tradingTurnover?: string;
  /** Present (or "true"): Scottish rates on the other income and the rents. */
  scottishTaxpayer?: boolean | string;
  /** Space-separated plans, e.g. "plan2 postgraduate". */
  studentLoanPlans?: string;
  /** Present (or "true"): the £1,000 property allowance instead of the expenses. */
  propertyAllowance?: boolean | string;
  financeCostsBroughtForward?: string;
  /** Calculate on load and when a field prop changes, with no event. */
  autoCalculate?: boolean | string;
  className?: string;
  /** Leaves out “How we worked this out” under the result. */
  hideWorking?: boolean;
  /** Told when the visitor switches year (the site's page quotes that year's rates). */
  onTaxYearChange?: (year: TaxYear) => void;
  onCalculate?: (detail: AcctCalculateDetail<PropertyInput, PropertyResult>) => void;
}

const OTHER_INCOME_LABELS: Record<OtherIncomeKind, string> = {
  employment: 'Pay from a job',
  selfEmployment: 'Profit from a trade',
};

/** The choice as the form holds it: a known kind is its radio; anything else (an attribute's) is refused by the form. */
const kindOf = (value: string): OtherIncomeKind =>
  (OTHER_INCOME_KINDS as readonly string[]).includes(value)
    ? (value as OtherIncomeKind)
    : 'employment';

const headline = (result: PropertyResult) =>
  `Income tax on your rents ${formatMoney(result.propertyTax)}`;

/** "More about your letting": the allowance and the costs carried forward, which few visitors need. */
function MoreAboutYourLetting({
  filled,
  invalid,
  children,
}: {
  filled: boolean;
  invalid: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(filled);
  // Opens when something fills a field (an attribute, a shared link); the visitor closes it.
  const [wasFilled, setWasFilled] = useState(filled);
  if (filled !== wasFilled) {
    setWasFilled(filled);
    if (filled) setOpen(true);
  }
  // A field with an error is never hidden.
  const shown = open || invalid;
  return (
    <div className="acct-more" part="more">
      <button
        type="button"
        className="acct-button acct-button--secondary acct-more__toggle"
        aria-expanded={shown}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!shown)}
      >
        <span aria-hidden="true">{shown ? '−' : '+'}</span>
        More about your letting
      </button>
      <div
        className="acct-form__fields acct-form__fields--columns acct-more__panel"
        id={`${id}-panel`}
        hidden={!shown}
        data-filled={filled ? '' : undefined}
      >
        {children}
      </div>
    </div>
  );
}

/** When the return's bill is paid, and the payments on account it sets. */
function PaymentSchedule({
  result,
  working,
  year,
}: {
  result: PropertyResult;
  working: Working;
  year: TaxYear;
}) {
  // Nothing through the return: nothing to pay, on account or otherwise.
  if (result.paymentsOnAccount.firstYear.length === 0) return null;
  return (
    <WhenYouPay
      poa={result.paymentsOnAccount}
      year={year}
      working={working}
      class4={result.class4NI > 0}
      firstYear="your first year of letting"
    />
  );
}

/** "Personally or through a company?": the same portfolio in a company, beside owning it yourself. */
function CompanyComparison({ result }: { result: PropertyResult }) {
  const { company } = result;
  const verdict = (difference: number) =>
    difference > 0
      ? `${formatMoney(difference)} more than owning it yourself`
      : difference < 0
        ? `${formatMoney(-difference)} less than owning it yourself`
        : 'the same as owning it yourself';
  return (
    <section className="acct-property__company" part="company">
      <h4 className="acct-results__subtitle">Personally or through a company?</h4>
      <p className="acct-results__note">
        The same portfolio held by a company you own in the same share: corporation tax on the rents
        less every expense and all the finance costs, then the profit paid out to you as dividends
        or kept in the company.
      </p>
      <ResultList>
        <ResultRow label="Company profit before tax" value={formatMoney(company.profitBeforeTax)} />
        <ResultRow label="Corporation tax" value={formatMoney(company.corporationTax)} />
        <ResultRow
          label="Your share after corporation tax"
          value={formatMoney(company.yourShare)}
        />
        <ResultRow
          label="Tax on it paid out as dividends"
          value={formatMoney(company.paidOut.dividendTax)}
        />
        <ResultRow
          label="You keep, paid out as dividends"
          value={formatMoney(company.paidOut.keeps)}
          emphasis
        />
        <ResultRow
          label="You keep, left in the company"
          value={formatMoney(company.kept.keeps)}
          emphasis
        />
        <ResultRow
          label="You keep, owning it yourself"
          value={formatMoney(company.personal.keeps)}
          emphasis
        />
      </ResultList>
      <p className="acct-results__note" part="note">
        Paid out as dividends, a company leaves you {verdict(company.difference.paidOut)}; left in
        the company, {verdict(company.difference.kept)} (taxed when you take it out).
      </p>
      <div className="acct-property__caveats" part="caveats">
        <p className="acct-results__note">What these figures leave out:</p>
        <ul className="acct-property__left-out">
          {company.leftOut.map((item) => (
            <li key={item.topic}>{item.text}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function PropertyIncomeCalculator({
  taxYear,
  bookingUrl,
  rents,
  expenses,
  financeCosts,
  ownershipShare,
  otherIncome,
  otherIncomeKind,
  tradingTurnover,
  scottishTaxpayer,
  studentLoanPlans,
  propertyAllowance,
  financeCostsBroughtForward,
  autoCalculate,
  className,
  hideWorking,
  onCalculate,
  onTaxYearChange,
}: PropertyIncomeCalculatorProps) {
  const switches = {
    scottishTaxpayer: readBoolean(scottishTaxpayer),
    propertyAllowance: readBoolean(propertyAllowance),
    studentLoanPlans: readStudentLoanPlans(studentLoanPlans),
  };
  const form = useCalculatorForm({
    initial: {
      rents: '',
      expenses: '',
      financeCosts: '',
      ownershipShare: '',
      otherIncome: '',
      otherIncomeKind: 'employment',
      tradingTurnover: '',
      financeCostsBroughtForward: '',
      ...switches,
    },
    prefill: {
      rents,
      expenses,
      financeCosts,
      ownershipShare,
      otherIncome,
      otherIncomeKind,
      tradingTurnover,
      financeCostsBroughtForward,
      ...switches,
    },
    autoCalculate: readBoolean(autoCalculate),
    parse: parsePropertyForm,
    compute: calculateProperty,
    taxYear,
    onCalculate,
    onTaxYearChange,
  });
  const { values, errors, setField } = form;
  // The result's notes come from its working, so it is worked out whether or not it is shown.
  const working = useWorking(form.calculation, explainProperty);
  const togglePlan = (plan: StudentLoanPlan, on: boolean) =>
    setField('studentLoanPlans')(
      STUDENT_LOAN_PLANS.filter((p) => (p === plan ? on : values.studentLoanPlans.includes(p))),
    );
  const trade = values.otherIncomeKind === 'selfEmployment';

  return (
    <CalculatorShell
      kind={propertyIncomeCalculatorApi.calculator.id}
      title={propertyIncomeCalculatorApi.calculator.title}
      intro="Estimate the income tax on your rental profit, with the mortgage interest relief the law allows."
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
            label="Rents received"
            name="rents"
            prefix="£"
            placeholder="e.g. 24,000"
            hint="The year’s rents for the whole property, every owner’s share"
            value={values.rents}
            onChange={setField('rents')}
            error={errors.rents}
          />
          <TextField
            label="Allowable expenses"
            name="expenses"
            prefix="£"
            placeholder="e.g. 3,000"
            hint="Repairs, agents, insurance… but not the mortgage"
            value={values.expenses}
            onChange={setField('expenses')}
            error={errors.expenses}
          />
          <TextField
            label="Mortgage interest and finance costs"
            name="financeCosts"
            prefix="£"
            placeholder="e.g. 9,000"
            hint="Interest and fees, not capital repaid"
            value={values.financeCosts}
            onChange={setField('financeCosts')}
            error={errors.financeCosts}
          />
          <TextField
            label="Your share of the property (%)"
            name="ownershipShare"
            placeholder="100"
            hint="50 if you own it jointly in equal shares"
            value={values.ownershipShare}
            onChange={setField('ownershipShare')}
            error={errors.ownershipShare}
          />
        </div>
        <div className="acct-form__fields acct-form__fields--columns">
          <Segmented
            legend="Your other income is"
            options={OTHER_INCOME_KINDS.map((kind) => [kind, OTHER_INCOME_LABELS[kind]] as const)}
            value={kindOf(values.otherIncomeKind)}
            onChange={setField('otherIncomeKind')}
            part="other-income-kind"
          >
            {errors.otherIncomeKind ? (
              <p className="acct-field__error" part="error">
                {errors.otherIncomeKind}
              </p>
            ) : null}
          </Segmented>
          <TextField
            label={trade ? 'Profit from your trade' : 'Pay from your job'}
            name="otherIncome"
            prefix="£"
            placeholder="e.g. 40,000"
            hint={trade ? 'Your self-employed profit for the year' : 'Gross pay before PAYE'}
            value={values.otherIncome}
            onChange={setField('otherIncome')}
            error={errors.otherIncome}
          />
          {trade ? (
            <TextField
              label="Your trade’s turnover"
              name="tradingTurnover"
              prefix="£"
              placeholder="e.g. 60,000"
              hint="Counts with the rents towards Making Tax Digital"
              value={values.tradingTurnover}
              onChange={setField('tradingTurnover')}
              error={errors.tradingTurnover}
            />
          ) : null}
        </div>
        <div className="acct-form__fields acct-form__fields--columns" part="circumstances">
          <SwitchField
            label="Scottish taxpayer"
            name="scottishTaxpayer"
            checked={values.scottishTaxpayer}
            onChange={setField('scottishTaxpayer')}
            hint="Scottish rates and bands on your income and rents; the mortgage relief stays at the UK basic rate"
          />
          <OptionGroup legend="Student loan repayments" hint="Tick each plan you are repaying">
            {STUDENT_LOAN_PLANS.map((plan) => (
              <Option
                key={plan}
                label={STUDENT_LOAN_PLAN_NAMES[plan]}
                type="checkbox"
                name="studentLoanPlans"
                value={plan}
                checked={values.studentLoanPlans.includes(plan)}
                onChange={(event) => togglePlan(plan, event.target.checked)}
              />
            ))}
          </OptionGroup>
        </div>
        <MoreAboutYourLetting
          filled={values.propertyAllowance || values.financeCostsBroughtForward.trim() !== ''}
          invalid={errors.financeCostsBroughtForward !== undefined}
        >
          <SwitchField
            label="Claim the £1,000 property allowance"
            name="propertyAllowance"
            checked={values.propertyAllowance}
            onChange={setField('propertyAllowance')}
            hint="Instead of your expenses and mortgage relief"
          />
          <TextField
            label="Finance costs brought forward"
            name="financeCostsBroughtForward"
            prefix="£"
            placeholder="e.g. 2,000"
            hint="Your own, not yet relieved in earlier years"
            value={values.financeCostsBroughtForward}
            onChange={setField('financeCostsBroughtForward')}
            error={errors.financeCostsBroughtForward}
          />
        </MoreAboutYourLetting>
      </CalculatorForm>
      <CalculatorResults
        calculation={form.calculation}
        stale={form.stale}
        headline={({ result }) => headline(result)}
      >
        {({ input, result, taxYear: year }) => {
          const steps = working ?? [];
          const relief = result.financeCostRelief;
          const paye = result.otherIncome?.taxDeductedAtSource ?? 0;
          return (
            <ResultPanel
              title={`Your estimate for ${taxYearLabel(year)}`}
              headline={{
                label: 'Income tax on your rents',
                value: formatMoney(result.propertyTax),
              }}
            >
              <ResultList>
                <ResultRow
                  label={result.share < 1 ? 'Your share of the rents' : 'Rents'}
                  value={formatMoney(result.rents)}
                />
                {result.propertyAllowance.claimed ? (
                  <ResultRow
                    label="Property allowance"
                    value={formatMoney(result.propertyAllowance.allowance)}
                  />
                ) : (
                  <ResultRow label="Allowable expenses" value={formatMoney(result.expenses)} />
                )}
                <ResultRow
                  label="Property profit"
                  value={formatMoney(result.propertyProfit)}
                  explain={`Finance costs are not deducted from the profit: ${formatMoney(result.financeCosts)} of them give the tax reduction below instead.`}
                />
                <ResultRow
                  label="Personal allowance"
                  value={formatMoney(result.personalAllowance)}
                />
                <ResultRow
                  label="Finance costs tax reduction"
                  value={formatMoney(relief.reduction)}
                  explain={workingNotes(steps, 'financeCostRelief.reduction')}
                />
                <ResultRow label="Income tax for the year" value={formatMoney(result.incomeTax)} />
                {paye > 0 ? (
                  <ResultRow label="Income tax your job’s PAYE takes" value={formatMoney(paye)} />
                ) : null}
                <ResultRow
                  label="Income tax through your return"
                  value={formatMoney(result.incomeTaxDue)}
                />
                {result.class4NI > 0 ? (
                  <ResultRow label="Class 4 NI" value={formatMoney(result.class4NI)} />
                ) : null}
                <StudentLoanRow
                  loanPlans={input.studentLoanPlans}
                  amount={formatMoney(result.studentLoanRepayment)}
                />
                <ResultRow
                  label="Your tax return’s bill"
                  value={formatMoney(result.selfAssessmentBill)}
                  emphasis
                />
                <ResultRow
                  label="Income tax on your rents"
                  value={formatMoney(result.propertyTax)}
                />
                <ResultRow
                  label="Rental income after tax"
                  value={formatMoney(result.rentalIncomeAfterTax)}
                  emphasis
                />
              </ResultList>
              {relief.carriedForward > 0 ? (
                <p className="acct-results__note" part="note">
                  {formatMoney(relief.carriedForward)} of finance costs is carried forward to next
                  year&apos;s reduction.
                </p>
              ) : null}
              {result.lossCarriedForward > 0 ? (
                <p className="acct-results__note" part="note">
                  A loss of {formatMoney(result.lossCarriedForward)} is carried forward against
                  future rental profits.
                </p>
              ) : null}
              {result.propertyAllowance.claimed ||
              result.propertyAllowance.better === 'allowance' ? (
                <p className="acct-results__note" part="note">
                  {result.propertyAllowance.verdict}.
                </p>
              ) : null}
              <p className="acct-results__note" part="note">
                Making Tax Digital for Income Tax
                {result.makingTaxDigital.taxYear
                  ? `: from the ${taxYearLabel(result.makingTaxDigital.taxYear)} tax year at these rents${trade ? ' and turnover' : ''} (over ${formatPounds(result.makingTaxDigital.threshold ?? 0)}), with digital records and quarterly updates to HMRC.`
                  : ` does not apply at these rents${trade ? ' and turnover' : ''}.`}
              </p>
              <MarginalNote of="rent" marginal={result.marginal} />
              <PaymentSchedule result={result} working={steps} year={year} />
              <CompanyComparison result={result} />
              <CompareYears
                input={input}
                shown={{ year, result }}
                compute={calculateProperty}
                figures={[
                  { label: 'Income tax for the year', value: (r) => r.incomeTax },
                  {
                    label: 'Finance costs tax reduction',
                    value: (r) => r.financeCostRelief.reduction,
                  },
                  { label: 'Income tax on your rents', value: (r) => r.propertyTax },
                  ...studentLoanFigures(input.studentLoanPlans),
                  { label: 'Rental income after tax', value: (r) => r.rentalIncomeAfterTax },
                ]}
              />
              <WorkingDisclosure working={working} hidden={hideWorking} />
              <BookingCta
                bookingUrl={bookingUrl}
                api={propertyIncomeCalculatorApi}
                taxYear={year}
                input={input}
                headline={headline(result)}
              />
            </ResultPanel>
          );
        }}
      </CalculatorResults>
    </CalculatorShell>
  );
}
