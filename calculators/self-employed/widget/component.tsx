import {
  calculateSelfEmployed,
  explainSelfEmployed,
  parseSelfEmployedForm,
  type MakingTaxDigital,
  type SelfEmployedInput,
  type SelfEmployedResult,
  taxYearLabel,
  type TaxYear,
  ukDateOn,
  type Working,
} from '../../../engine/index.ts';
import type { AcctCalculateDetail } from '../../../widgets/shared/runtime/events.ts';
import { selfEmployedCalculatorApi } from './api.ts';
import {
  BookingCta,
  CalculatorForm,
  CalculatorResults,
  CalculatorShell,
} from '../../../widgets/shared/toolkit/calculator-shell.tsx';
import { TaxYearSwitch } from '../../../widgets/shared/toolkit/tax-year-switch.tsx';
import { VatRegistrationNote } from '../../../widgets/shared/toolkit/vat-registration-note.tsx';
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
import { formatMoney, formatPercent, formatPounds } from '../../../widgets/shared/toolkit/money.ts';
import { ResultList, ResultPanel, ResultRow } from '../../../widgets/shared/toolkit/result-row.tsx';
import { CompareYears } from '../../../widgets/shared/toolkit/compare-years.tsx';
import { formatIsoDate } from '../../../widgets/shared/toolkit/dates.ts';
import { WhenYouPay } from '../../../widgets/shared/toolkit/when-you-pay.tsx';
import {
  WorkingDisclosure,
  roundedFrom,
  workingNotes,
} from '../../../widgets/shared/toolkit/working-disclosure.tsx';
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
import { useId, useState } from 'react';

export interface SelfEmployedCalculatorProps extends CircumstanceProps {
  /** One of the engine's `TAX_YEARS`; the year today falls in (`taxYearOn`) when absent or unknown. */
  taxYear?: string;
  /** Booking page; after a result, a link to it carries the scenario. */
  bookingUrl?: string;
  /** Fill in the fields, as text as a visitor would type it. */
  income?: string;
  expenses?: string;
  /** Gross pay from a PAYE job beside the business. */
  employmentIncome?: string;
  /** Present (or "true"): the trading allowance instead of the expenses. */
  tradingAllowance?: boolean | string;
  /** The State Pension received in the year. */
  statePension?: string;
  /** Savings interest and dividends received in the year. */
  savings?: string;
  dividends?: string;
  /** Last year's Self Assessment bill, which sets this year's payments on account. */
  previousYearBill?: string;
  /** Present (or "true"): State Pension age reached before the tax year began. */
  overStatePensionAge?: boolean | string;
  /** Calculate on load and when a field prop changes, with no event. */
  autoCalculate?: boolean | string;
  className?: string;
  /** Leaves out “How we worked this out” under the result. */
  hideWorking?: boolean;
  /** Told when the visitor switches year (the site's pages quote that year's rates). */
  onTaxYearChange?: (year: TaxYear) => void;
  onCalculate?: (detail: AcctCalculateDetail<SelfEmployedInput, SelfEmployedResult>) => void;
}

/** With a job beside the business, the total is what the return adds: PAYE took the rest. */
const totalLabel = (result: SelfEmployedResult) =>
  result.employment ? 'Total tax through your return' : 'Total tax';

const headline = (result: SelfEmployedResult) =>
  `${totalLabel(result)} ${formatMoney(result.totalTax)}`;

/** The practice's Self Assessment service, a route of the site, where Making Tax Digital leads. */
export const SELF_ASSESSMENT_PATH = '/self-assessment';

/** The landlord tax calculator's page, where rent from property belongs. */
export const LANDLORD_CALCULATOR_PATH = '/landlord-tax-calculator';

/**
 * A page of the practice's site, on the booking URL's origin: absolute on a partner's page, which
 * gives an absolute booking URL; as it is on our own site, which gives a path.
 */
const practicePage = (bookingUrl: string, path: string) => {
  try {
    return new URL(path, bookingUrl).href;
  } catch {
    return path;
  }
};

/**
 * Beside the income: rent is not a trade (ITTOIA 2005 Part 3 taxes it as property income, with no
 * Class 4), so it goes in the landlord calculator, linked on the booking URL's site as other pages are.
 */
function RentNote({ bookingUrl }: { bookingUrl?: string }) {
  return (
    <p className="acct-field__hint" part="note">
      Rent from property is not trading income: it is taxed as property income, with no Class 4
      National Insurance, so leave it out here.
      {bookingUrl ? (
        <>
          {' '}
          <a
            className="acct-working__link"
            href={practicePage(bookingUrl, LANDLORD_CALCULATOR_PATH)}
          >
            Landlord tax calculator
          </a>
        </>
      ) : null}
    </p>
  );
}

/** Whether and from when Making Tax Digital for Income Tax applies at this turnover. */
function MakingTaxDigitalNote({ mtd, bookingUrl }: { mtd: MakingTaxDigital; bookingUrl?: string }) {
  return (
    <p className="acct-results__note" part="note">
      Making Tax Digital for Income Tax
      {mtd.taxYear
        ? `: from the ${taxYearLabel(mtd.taxYear)} tax year at this turnover (over ${formatPounds(mtd.threshold ?? 0)}), with digital records and quarterly updates to HMRC.`
        : ' does not apply at this turnover.'}
      {bookingUrl ? (
        <>
          {' '}
          <a className="acct-working__link" href={practicePage(bookingUrl, SELF_ASSESSMENT_PATH)}>
            Our Self Assessment service
          </a>
        </>
      ) : null}
    </p>
  );
}

/** An amount paid, or, below £0, one HMRC owes back. */
const owed = (amount: number) =>
  amount < 0 ? `${formatMoney(-amount)} back` : formatMoney(amount);

/**
 * When the bill is paid: what is due on each date for the year and the next, each part naming the
 * year it belongs to, dates already past marked; then a new trader's first year.
 */
function PaymentSchedule({
  result,
  working,
  year,
}: {
  result: SelfEmployedResult;
  working: Working;
  year: TaxYear;
}) {
  const { paymentsOnAccount: poa, paymentsDue: due } = result;
  const titleId = useId();
  // Which dates are past: the clock read once, when a result first shows. Worked out without Intl,
  // whose first formatter on a page loads the browser's locale data: a 170 ms task at a phone's CPU,
  // in the middle of a visitor's typing.
  const [today] = useState(() => ukDateOn(new Date()));
  const known = due.previousYearBill !== null;
  // Nothing through the return this year and nothing on account for it: no dates to show.
  if (poa.firstYear.length === 0 && !(due.instalment !== null && due.instalment > 0)) return null;
  return (
    <WhenYouPay
      poa={poa}
      year={year}
      working={working}
      class4={result.class4NI > 0}
      // With last year's bill the table already has the year's dates, first year or not.
      firstYear={known ? undefined : 'your first year of trading'}
      titleId={titleId}
    >
      <div className="acct-payments" part="payments">
        <table className="acct-payments__table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">What for</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {due.dates.map((date) => (
              <tr key={date.date}>
                <th scope="row">
                  {formatIsoDate(date.date)}
                  {date.date < today ? <span className="acct-payments__past">Past</span> : null}
                </th>
                <td>
                  {date.parts.map((part) => (
                    <span className="acct-payments__part" key={part.label}>
                      {part.label}
                      {date.parts.length > 1 && part.amount !== null
                        ? `: ${owed(part.amount)}`
                        : ''}
                    </span>
                  ))}
                </td>
                <td className="acct-payments__amount">
                  {date.total === null ? (
                    <span className="acct-payments__unknown">
                      Not known without last year’s bill
                    </span>
                  ) : (
                    owed(date.total)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {known ? (
        due.balancingPayment !== null && due.balancingPayment < 0 ? (
          <p className="acct-results__note" part="note">
            Your payments on account for {taxYearLabel(year)} come to more than its bill: HMRC owes
            you {formatMoney(-due.balancingPayment)}, set against what is due on 31 January or
            repaid.
          </p>
        ) : null
      ) : (
        <p className="acct-results__note" part="note">
          Your payments on account for {taxYearLabel(year)} are set from last year&apos;s bill, not
          this year&apos;s: add it under “More about you” to see them and the balancing payment.
        </p>
      )}
    </WhenYouPay>
  );
}

/**
 * The profit, shown in whole pounds like the taxes it adds up with; when pence were typed the row
 * says it is rounded and from what, so £48,000.50 never reads as an exact £48,001.00.
 */
function ProfitRow({ value, exact }: { value: string; exact: number | null }) {
  if (exact === null) return <ResultRow label="Profit" value={value} />;
  return (
    <ResultRow
      label="Profit, to the nearest pound"
      value={value}
      explain={`Rounded from ${formatMoney(exact)}: each tax is worked out on the exact profit, then rounded.`}
    />
  );
}

export function SelfEmployedCalculator({
  taxYear,
  bookingUrl,
  income,
  expenses,
  employmentIncome,
  tradingAllowance,
  statePension,
  savings,
  dividends,
  previousYearBill,
  overStatePensionAge,
  autoCalculate,
  className,
  hideWorking,
  onCalculate,
  onTaxYearChange,
  ...circumstances
}: SelfEmployedCalculatorProps) {
  const own = {
    tradingAllowance: readBoolean(tradingAllowance),
    overStatePensionAge: readBoolean(overStatePensionAge),
  };
  const form = useCalculatorForm({
    initial: {
      income: '',
      expenses: '',
      employmentIncome: '',
      statePension: '',
      savings: '',
      dividends: '',
      previousYearBill: '',
      ...own,
      ...circumstanceValues(circumstances),
    },
    prefill: {
      income,
      expenses,
      employmentIncome,
      statePension,
      savings,
      dividends,
      previousYearBill,
      ...own,
      ...circumstanceValues(circumstances),
    },
    autoCalculate: readBoolean(autoCalculate),
    parse: parseSelfEmployedForm,
    compute: calculateSelfEmployed,
    taxYear,
    onCalculate,
    onTaxYearChange,
  });
  const { values, errors, setField } = form;
  const setCircumstance = circumstanceSetter(setField);
  // The result's notes come from its working, so it is worked out whether or not it is shown.
  const working = useWorking(form.calculation, explainSelfEmployed);
  // A view of the result, kept as the figures change.
  const [period, setPeriod] = useState<Period>('year');

  return (
    <CalculatorShell
      kind={selfEmployedCalculatorApi.calculator.id}
      title={selfEmployedCalculatorApi.calculator.title}
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
        <RentNote bookingUrl={bookingUrl} />
        <CircumstanceFields
          values={values}
          set={setCircumstance}
          pensionError={errors.pensionContributions}
          scottishHint="Scottish rates and bands on your profit; National Insurance is UK-wide"
        />
        <MoreAboutYou
          values={values}
          set={setCircumstance}
          errors={errors}
          ownFilled={
            values.tradingAllowance ||
            values.overStatePensionAge ||
            values.employmentIncome.trim() !== '' ||
            values.statePension.trim() !== '' ||
            values.savings.trim() !== '' ||
            values.dividends.trim() !== '' ||
            values.previousYearBill.trim() !== ''
          }
          ownInvalid={
            errors.employmentIncome !== undefined ||
            errors.statePension !== undefined ||
            errors.savings !== undefined ||
            errors.dividends !== undefined ||
            errors.previousYearBill !== undefined
          }
        >
          <TextField
            label="Pay from a job"
            name="employmentIncome"
            prefix="£"
            placeholder="e.g. 30,000"
            value={values.employmentIncome}
            onChange={setField('employmentIncome')}
            error={errors.employmentIncome}
          />
          <TextField
            label="State Pension received"
            name="statePension"
            prefix="£"
            placeholder="e.g. 11,973"
            value={values.statePension}
            onChange={setField('statePension')}
            error={errors.statePension}
          />
          <TextField
            label="Savings interest"
            name="savings"
            prefix="£"
            placeholder="e.g. 2,000"
            value={values.savings}
            onChange={setField('savings')}
            error={errors.savings}
          />
          <TextField
            label="Dividends"
            name="dividends"
            prefix="£"
            placeholder="e.g. 3,000"
            value={values.dividends}
            onChange={setField('dividends')}
            error={errors.dividends}
          />
          <TextField
            label="Last year’s Self Assessment bill"
            name="previousYearBill"
            prefix="£"
            placeholder="e.g. 6,000"
            hint="Income tax and Class 4 on last year’s return, not taken through PAYE; it sets this year’s payments on account"
            value={values.previousYearBill}
            onChange={setField('previousYearBill')}
            error={errors.previousYearBill}
          />
          <SwitchField
            label="Claim the trading allowance"
            name="tradingAllowance"
            checked={values.tradingAllowance}
            onChange={setField('tradingAllowance')}
          />
          <SwitchField
            label="Over State Pension age"
            name="overStatePensionAge"
            checked={values.overStatePensionAge}
            onChange={setField('overStatePensionAge')}
            hint="Reached before 6 April, when the tax year began: no Class 4 National Insurance"
          />
        </MoreAboutYou>
      </CalculatorForm>
      <CalculatorResults
        calculation={form.calculation}
        stale={form.stale}
        headline={({ result }) => headline(result)}
      >
        {({ input, result, taxYear: year }) => {
          const show = (amount: number) => formatMoney(perPeriod(amount, period));
          const steps = working ?? [];
          return (
            <ResultPanel
              title={`Your estimate for ${taxYearLabel(year)}`}
              headline={{
                label: `${totalLabel(result)}${period === 'year' ? '' : ` ${periodPhrase(period)}`}`,
                value: show(result.totalTax),
              }}
            >
              <PeriodSwitch value={period} onChange={setPeriod} />
              <ResultList>
                <ProfitRow value={show(result.profit)} exact={roundedFrom(steps, 'profit')} />
                {result.statePension > 0 ? (
                  <ResultRow label="State Pension" value={show(result.statePension)} />
                ) : null}
                {result.savings > 0 ? (
                  <ResultRow label="Savings interest" value={show(result.savings)} />
                ) : null}
                {result.dividends > 0 ? (
                  <ResultRow label="Dividends" value={show(result.dividends)} />
                ) : null}
                {result.marriageAllowance.claim === 'transfer' &&
                result.marriageAllowance.applied ? (
                  <ResultRow
                    label="Marriage Allowance transferred"
                    value={show(result.marriageAllowance.amount)}
                  />
                ) : null}
                {result.employment ? (
                  <ResultRow
                    label="Income tax your job's PAYE takes"
                    value={show(result.employment.taxDeductedAtSource)}
                  />
                ) : null}
                <ResultRow
                  label={result.employment ? 'Income tax left for your tax return' : 'Income tax'}
                  value={show(result.incomeTax)}
                />
                <ResultRow
                  label="Class 2 NI"
                  value={show(result.class2NI)}
                  explain={workingNotes(steps, 'class2NI')}
                />
                <ResultRow
                  label="Class 4 NI"
                  value={show(result.class4NI)}
                  explain={
                    result.statePensionYear.overStatePensionAge
                      ? workingNotes(steps, 'class4NI')
                      : undefined
                  }
                />
                <AdjustmentRows working={steps} show={show} />
                <ResultRow label={totalLabel(result)} value={show(result.totalTax)} emphasis />
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
                {period === 'year' ? (
                  <ResultRow label="Monthly net" value={formatMoney(result.monthlyNet)} />
                ) : null}
                <ResultRow label="Effective tax rate" value={formatPercent(result.effectiveRate)} />
              </ResultList>
              <MoneySplit
                title={
                  result.statePension + result.savings + result.dividends > 0
                    ? 'Where your income goes'
                    : 'Where your profit goes'
                }
                shares={incomeShares(result, result.class2NI + result.class4NI)}
                show={show}
              />
              <MarriageAllowanceNote result={result} />
              {result.tradingAllowance.claimed || result.tradingAllowance.better === 'allowance' ? (
                <p className="acct-results__note" part="note">
                  {result.tradingAllowance.verdict}.
                </p>
              ) : null}
              <VatRegistrationNote vat={result.vatRegistration} />
              <MakingTaxDigitalNote mtd={result.makingTaxDigital} bookingUrl={bookingUrl} />
              <MarginalNote of="profit" marginal={result.marginal} />
              <PaymentSchedule result={result} working={steps} year={year} />
              <CompareYears
                input={input}
                shown={{ year, result }}
                compute={calculateSelfEmployed}
                figures={[
                  { label: 'Income tax', value: (r) => r.incomeTax },
                  { label: 'Class 2 NI', value: (r) => r.class2NI },
                  { label: 'Class 4 NI', value: (r) => r.class4NI },
                  { label: 'Total tax', value: (r) => r.totalTax },
                  ...studentLoanFigures(input.studentLoanPlans),
                  { label: 'Net income', value: (r) => r.netIncome },
                  { label: 'Monthly net', value: (r) => r.monthlyNet },
                ]}
              />
              <WorkingDisclosure working={working} hidden={hideWorking} />
              <BookingCta
                bookingUrl={bookingUrl}
                api={selfEmployedCalculatorApi}
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
