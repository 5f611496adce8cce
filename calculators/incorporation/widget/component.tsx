import { useEffect } from 'react';
import {
  businessStructureSides,
  parseIncorporationForm,
  type AccountancyFee,
  type AccountancyFees,
  type BusinessStructureInput,
  type BusinessStructureSides,
  type InsideIR35,
  type IncorporationFormResult,
  TAX_YEARS,
  taxYearLabel,
  type TaxYear,
} from '../../../engine/index.ts';
import type { AcctCalculateDetail } from '../../../widgets/shared/runtime/events.ts';
import { incorporationCalculatorApi } from './api.ts';
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
  circumstanceSetter,
  circumstanceValues,
  type CircumstanceProps,
} from '../../../widgets/shared/toolkit/circumstances-fields.tsx';
import { TextField } from '../../../widgets/shared/toolkit/field.tsx';
import { SwitchField } from '../../../widgets/shared/toolkit/switch-field.tsx';
import { formatMoney, formatPounds } from '../../../widgets/shared/toolkit/money.ts';
import { ResultList, ResultPanel, ResultRow } from '../../../widgets/shared/toolkit/result-row.tsx';
import { CompareYears } from '../../../widgets/shared/toolkit/compare-years.tsx';
import { WorkingDisclosure } from '../../../widgets/shared/toolkit/working-disclosure.tsx';
import { readBoolean } from '../../../widgets/shared/runtime/boolean-attribute.ts';
import { useCalculatorForm } from '../../../widgets/shared/toolkit/use-calculator-form.ts';
import { answerInWords } from './answer.ts';
import { inSlices } from './slices.ts';
import { onDemand } from '../../../widgets/shared/runtime/parts.ts';
import { OnDemand } from '../../../widgets/shared/toolkit/on-demand.tsx';

type IncorporationInput = Extract<IncorporationFormResult, { success: true }>['data'];

export interface IncorporationCalculatorProps extends CircumstanceProps {
  /** One of the engine's `TAX_YEARS`; the year today falls in (`taxYearOn`) when absent or unknown. */
  taxYear?: string;
  /** Booking page; after a result, a link to it carries the scenario. */
  bookingUrl?: string;
  /** Fills in the profit field, as text as a visitor would type it. */
  profit?: string;
  /** Present (or true): starts with the accountancy fees switch on. */
  includeAccountancyFees?: boolean | string;
  /** Calculate on load and when a field prop changes, with no event. */
  autoCalculate?: boolean | string;
  className?: string;
  /** Leaves out “How we worked this out” under the result. */
  hideWorking?: boolean;
  onTaxYearChange?: (year: TaxYear) => void;
  onCalculate?: (detail: AcctCalculateDetail<IncorporationInput, BusinessStructureSides>) => void;
}

/**
 * The comparison against profit (the note, the chart and its table) and the working: a part, with
 * the engine's chart of the curve and its searches, which the first answer does not need. It is
 * loaded as soon as a profit is being typed, to work the chart out ahead.
 */
const againstProfit = onDemand(() => import('./chart.tsx'));

/** The same profit through a company inside IR35, as a small client's contractor would have it. */
function InsideIR35Figures({ inside }: { inside: InsideIR35 }) {
  const compared =
    Math.round(inside.difference) === 0
      ? 'the same as'
      : `${formatPounds(Math.abs(inside.difference))} ${inside.difference > 0 ? 'more' : 'less'} than`;
  return (
    <section className="acct-incorporation__side" aria-label="Inside IR35" part="inside-ir35">
      <h4 className="acct-results__subtitle">If the contract is inside IR35</h4>
      <p className="acct-results__note">
        With a small client, a company inside IR35 pays out the profit, less{' '}
        {formatPounds(inside.runningCostsAllowance)} for running costs, as employment income with
        the employer NI on it. You would take home {formatMoney(inside.takeHome)}, {compared} as a
        sole trader.
      </p>
      <ResultList>
        <ResultRow label="Employment income" value={formatMoney(inside.employmentIncome)} />
        <ResultRow label="Employer NI" value={formatMoney(inside.employerNI)} />
        <FeeRows fees={inside.accountancyFees} paidBy="company" />
        <ResultRow label="Corporation tax" value={formatMoney(inside.corporationTax)} />
        <ResultRow label="Dividends" value={formatMoney(inside.dividends)} />
        <ResultRow label="Employee NI" value={formatMoney(inside.employeeNI)} />
        <ResultRow label="Income tax" value={formatMoney(inside.incomeTax)} />
        {inside.studentLoanRepayment > 0 ? (
          <ResultRow
            label="Student loan repayments"
            value={formatMoney(inside.studentLoanRepayment)}
          />
        ) : null}
        <ReliefRecoveredRow amount={inside.reliefRecovered} />
        <FeeRows fees={inside.accountancyFees} paidBy="owner" />
        <UnfundedFeesRow amount={inside.unfundedFees} beyond="what the allowance leaves it" />
        <ResultRow label="Take-home" value={formatMoney(inside.takeHome)} emphasis />
      </ResultList>
    </section>
  );
}

/** Relief at source on contributions above relevant earnings, which HMRC takes back: when there is any. */
function ReliefRecoveredRow({ amount }: { amount: number }) {
  if (amount <= 0) return null;
  return <ResultRow label="Pension relief recovered by HMRC" value={`−${formatMoney(amount)}`} />;
}

/** The company's own fees beyond what it has to pay them from, which the owner funds: when there are any. */
function UnfundedFeesRow({ amount, beyond }: { amount: number; beyond: string }) {
  if (amount <= 0) return null;
  return (
    <ResultRow
      label={`The company’s fees beyond ${beyond}, which you fund`}
      value={`−${formatMoney(amount)}`}
    />
  );
}

/** The fee rows one payer pays: the company's come off its profit, the owner's off take-home. */
function FeeRows({
  fees,
  paidBy,
}: {
  fees: AccountancyFees | null;
  paidBy: AccountancyFee['paidBy'];
}) {
  if (fees === null) return null;
  return (
    <>
      {fees.fees
        .filter((fee) => fee.paidBy === paidBy)
        .map((fee) => (
          <ResultRow
            key={fee.service}
            label={`${fee.label}${fee.vat > 0 ? ', with VAT' : ''}`}
            value={`−${formatMoney(fee.amount)}`}
          />
        ))}
    </>
  );
}

/** One side's column: its figures, then its take-home. */
function Side({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="acct-incorporation__side" aria-label={title}>
      <h4 className="acct-results__subtitle">{title}</h4>
      <ResultList>{children}</ResultList>
    </section>
  );
}

/**
 * Works out the chart of the fields' circumstances (everything but the profit and the fee switch,
 * which change neither the curve nor the break-evens) in short slices once a profit is being typed,
 * each giving way to the visitor's keys: the answer that follows finds its chart ready, and no
 * figure waits for it. The year shown comes first, then the others, for the year switch and the
 * year comparison. A change of circumstances or year drops the slices of the old ones.
 */
function useChartAhead(values: Record<string, unknown>, taxYear: TaxYear) {
  const { profit, includeAccountancyFees: _fees, ...circumstances } = values;
  const key = profit === '' ? null : JSON.stringify(circumstances);
  useEffect(() => {
    if (key === null) return undefined;
    // Any profit reads the circumstances; when they are not valid, there is no chart to work out.
    const parsed = parseIncorporationForm({ ...JSON.parse(key), profit: '0' });
    if (!parsed.success) return undefined;
    const years = [taxYear, ...TAX_YEARS.filter((year) => year !== taxYear)];
    let stop: () => void = () => undefined;
    let live = true;
    againstProfit.load().then(
      ({ prepareComparisonChart }) => {
        if (!live) return;
        stop = inSlices((enough) => {
          while (years.length > 0 && prepareComparisonChart(parsed.data, years[0]!, enough)) {
            years.shift();
          }
          return years.length === 0;
        });
      },
      // Nothing is worked out ahead; the result says so where it wants the chart, with a Retry.
      () => undefined,
    );
    return () => {
      live = false;
      stop();
    };
  }, [key, taxYear]);
}

/**
 * The working, from the part that works out the chart (whose searches it quotes), preloaded after
 * the first result rather than with the figures.
 */
const explainComparison = (input: BusinessStructureInput, year: TaxYear) =>
  againstProfit.load().then((part) => part.explainBusinessStructures(input, year));

/** Each figure worked out for the comparison, so the year switch and compare years agree. */
const compare = (input: BusinessStructureInput, year: TaxYear) =>
  businessStructureSides(input, year);

export function IncorporationCalculator({
  taxYear,
  bookingUrl,
  profit,
  includeAccountancyFees,
  autoCalculate,
  className,
  hideWorking,
  onCalculate,
  onTaxYearChange,
  ...circumstances
}: IncorporationCalculatorProps) {
  const form = useCalculatorForm({
    initial: { profit: '', includeAccountancyFees: false, ...circumstanceValues(circumstances) },
    prefill: {
      profit,
      includeAccountancyFees: readBoolean(includeAccountancyFees),
      ...circumstanceValues(circumstances),
    },
    autoCalculate: readBoolean(autoCalculate),
    parse: parseIncorporationForm,
    compute: compare,
    taxYear,
    onCalculate,
    onTaxYearChange,
  });
  const { values, errors, setField } = form;
  useChartAhead(values, form.taxYear);

  return (
    <CalculatorShell
      kind={incorporationCalculatorApi.calculator.id}
      title={incorporationCalculatorApi.calculator.title}
      intro="The same profit as a sole trader and as your own limited company paying you the best salary and dividends: what each leaves you after tax."
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
            label="Profit"
            name="profit"
            prefix="£"
            placeholder="e.g. 60,000"
            hint="The business’s profit for the year, before paying yourself"
            value={values.profit}
            onChange={setField('profit')}
            error={errors.profit}
          />
          <SwitchField
            label="Include our accountancy fees"
            name="includeAccountancyFees"
            checked={values.includeAccountancyFees}
            onChange={setField('includeAccountancyFees')}
            hint="Each side’s yearly fees from our fee table: a company deducts its own before corporation tax"
          />
        </div>
        <CircumstanceFields
          values={values}
          set={circumstanceSetter(setField)}
          pensionError={errors.pensionContributions}
          scottishHint="Scottish rates and bands on your profit or salary; dividends stay at UK rates"
        />
      </CalculatorForm>
      <CalculatorResults
        calculation={form.calculation}
        stale={form.stale}
        headline={({ input, result }) => answerInWords(result, input.includeAccountancyFees)}
      >
        {({ input, result, taxYear: year }) => {
          const { soleTrader: sole, limitedCompany: ltd } = result;
          const fees = input.includeAccountancyFees;
          const answer = answerInWords(result, fees);
          const loan = input.studentLoanPlans.length > 0;
          return (
            <ResultPanel title={`Sole trader or limited company in ${taxYearLabel(year)}`}>
              <p className="acct-incorporation__answer" part="answer">
                {answer}.
              </p>

              <div className="acct-incorporation__sides" part="sides">
                <Side title="Sole trader">
                  <ResultRow label="Profit" value={formatMoney(sole.profit)} />
                  <ResultRow label="Income tax" value={formatMoney(sole.incomeTax)} />
                  <ResultRow label="Class 2 NI" value={formatMoney(sole.class2NI)} />
                  <ResultRow label="Class 4 NI" value={formatMoney(sole.class4NI)} />
                  <ResultRow
                    label="State Pension year"
                    value={sole.statePensionYear.credited ? 'Counts' : 'Does not count'}
                  />
                  {loan ? (
                    <ResultRow
                      label="Student loan repayments"
                      value={formatMoney(sole.studentLoanRepayment)}
                    />
                  ) : null}
                  <ReliefRecoveredRow amount={sole.reliefRecovered} />
                  {fees ? (
                    <ResultRow
                      label="Take-home before fees"
                      value={formatMoney(sole.takeHomeBeforeFees)}
                    />
                  ) : null}
                  <FeeRows fees={sole.accountancyFees} paidBy="owner" />
                  <ResultRow label="Take-home" value={formatMoney(sole.takeHome)} emphasis />
                </Side>
                <Side title="Limited company">
                  {fees ? (
                    <>
                      <ResultRow label="Profit" value={formatMoney(result.profit)} />
                      <FeeRows fees={ltd.accountancyFees} paidBy="company" />
                      <ResultRow
                        label="Profit after the company’s fees"
                        value={formatMoney(ltd.companyProfit)}
                      />
                    </>
                  ) : null}
                  <ResultRow label="Salary" value={formatMoney(ltd.salary)} />
                  <ResultRow label="Dividends" value={formatMoney(ltd.dividends)} />
                  <ResultRow label="Employer NI" value={formatMoney(ltd.employerNI)} />
                  <ResultRow label="Corporation tax" value={formatMoney(ltd.corporationTax)} />
                  <ResultRow label="Employee NI" value={formatMoney(ltd.employeeNI)} />
                  <ResultRow label="Income tax" value={formatMoney(ltd.incomeTax)} />
                  <ResultRow
                    label="State Pension year"
                    value={ltd.statePensionYear.credited ? 'Counts' : 'Does not count'}
                  />
                  {loan ? (
                    <ResultRow
                      label="Student loan repayments"
                      value={formatMoney(ltd.studentLoanRepayment)}
                    />
                  ) : null}
                  <ReliefRecoveredRow amount={ltd.reliefRecovered} />
                  <FeeRows fees={ltd.accountancyFees} paidBy="owner" />
                  <UnfundedFeesRow amount={ltd.unfundedFees} beyond="its profit" />
                  <ResultRow label="Take-home" value={formatMoney(ltd.takeHome)} emphasis />
                </Side>
              </div>
              {sole.statePensionYear.credited && ltd.statePensionYear.credited ? null : (
                <p className="acct-results__note" part="note">
                  {[
                    sole.statePensionYear.credited
                      ? null
                      : `As a sole trader, a profit under the small profits threshold of ${formatPounds(sole.statePensionYear.smallProfitsThreshold)} leaves the year out of your State Pension unless you pay voluntary Class 2.`,
                    ltd.statePensionYear.credited
                      ? null
                      : `Through a company, a salary under the lower earnings limit of ${formatPounds(ltd.statePensionYear.lowerEarningsLimit)} leaves the year out of your State Pension: dividends carry no National Insurance.`,
                  ]
                    .filter((sentence) => sentence !== null)
                    .join(' ')}
                </p>
              )}
              <VatRegistrationNote vat={sole.selfEmployed.vatRegistration} />
              <InsideIR35Figures inside={result.insideIR35} />
              <OnDemand part={againstProfit} wanted="now" what="the chart">
                {({ AgainstProfit }) => (
                  <AgainstProfit input={input} taxYear={year} sides={result} />
                )}
              </OnDemand>
              <section className="acct-incorporation__caveats" part="caveats">
                <h4 className="acct-results__subtitle">What these figures leave out</h4>
                <ul>
                  <li>
                    <strong>Limited liability.</strong> A company’s debts are its own, not yours; a
                    sole trader is the business, and owes what it owes.
                  </li>
                  <li>
                    <strong>Running a company.</strong> Annual accounts at Companies House, a
                    confirmation statement, a corporation tax return and a payroll, every year, and
                    your own money kept apart from the company’s.
                  </li>
                  <li>
                    <strong>IR35 with a medium or large client.</strong> The client decides whether
                    the contract is inside IR35, and whoever pays the company deducts the tax and
                    National Insurance from its fees; the figures inside IR35 above are for a small
                    client, where the company works them out itself.
                  </li>
                  <li>
                    <strong>Profit left in the company.</strong> These figures pay it all out each
                    year; profit kept in the company is taxed again when you take it out later.
                  </li>
                  <li>
                    <strong>One year is not the whole decision.</strong> Setting up, closing down,
                    pensions paid by the company, borrowing and how you expect profit to change all
                    count.
                  </li>
                </ul>
                <p className="acct-results__note">
                  <a href="/company-registration">Setting up a company with us</a> ·{' '}
                  <a href="/accounts-tax">Accounts and tax for sole traders and companies</a>
                </p>
              </section>
              <CompareYears
                input={input}
                shown={{ year, result }}
                compute={compare}
                figures={[
                  { label: 'Sole trader take-home', value: (r) => r.soleTrader.takeHome },
                  { label: 'Limited company take-home', value: (r) => r.limitedCompany.takeHome },
                  { label: 'Difference', value: (r) => r.difference },
                ]}
              />
              <WorkingDisclosure
                working={{ explain: explainComparison, args: [input, year] }}
                hidden={hideWorking}
              />
              <BookingCta
                bookingUrl={bookingUrl}
                api={incorporationCalculatorApi}
                taxYear={year}
                input={input}
                headline={answer}
                label="Thinking of incorporating? Book a free call"
              />
            </ResultPanel>
          );
        }}
      </CalculatorResults>
    </CalculatorShell>
  );
}
