import { useEffect, useRef } from 'react';
import {
  MAX_CAPITAL_GAINS_DISPOSALS,
  calculateCapitalGains,
  explainCapitalGains,
  parseCapitalGainsForm,
  percent,
  taxYearLabel,
  type CapitalGainsAssetKind,
  type CapitalGainsInput,
  type CapitalGainsResult,
  type FormResult,
  type TaxYear,
} from '../../../engine/index.ts';
import type { AcctCalculateDetail } from '../../../widgets/shared/runtime/events.ts';
import { readBoolean } from '../../../widgets/shared/runtime/boolean-attribute.ts';
import { capitalGainsCalculatorApi } from './api.ts';
import { SALE_COLUMNS } from './sale-columns.ts';
import {
  BookingCta,
  CalculatorForm,
  CalculatorResults,
  CalculatorShell,
} from '../../../widgets/shared/toolkit/calculator-shell.tsx';
import { TaxYearSwitch } from '../../../widgets/shared/toolkit/tax-year-switch.tsx';
import { TextField } from '../../../widgets/shared/toolkit/field.tsx';
import { SwitchField } from '../../../widgets/shared/toolkit/switch-field.tsx';
import { Segmented } from '../../../widgets/shared/toolkit/segmented.tsx';
import { formatMoney } from '../../../widgets/shared/toolkit/money.ts';
import { formatIsoDate } from '../../../widgets/shared/toolkit/dates.ts';
import {
  Explain,
  ResultList,
  ResultPanel,
  ResultRow,
} from '../../../widgets/shared/toolkit/result-row.tsx';
import { CompareYears } from '../../../widgets/shared/toolkit/compare-years.tsx';
import { WorkingDisclosure } from '../../../widgets/shared/toolkit/working-disclosure.tsx';
import { rowsOfText } from '../../../widgets/shared/toolkit/share-fragment.ts';
import {
  useCalculatorForm,
  useWorking,
} from '../../../widgets/shared/toolkit/use-calculator-form.ts';

export interface CapitalGainsCalculatorProps {
  /** One of the engine's `TAX_YEARS`; the year today falls in (`taxYearOn`) when absent or unknown. */
  taxYear?: string;
  /** Booking page; after a result, a link to it carries the scenario. */
  bookingUrl?: string;
  /** The sales, as the `disposals` attribute writes them (`other 20000 12000; residential …`). */
  disposals?: string;
  /** Fill in the fields, as text as a visitor would type it. */
  income?: string;
  lossesThisYear?: string;
  lossesBroughtForward?: string;
  badrLifetimeUsed?: string;
  /** Present (or "true"): the Scottish taxpayer switch starts on. */
  scottishTaxpayer?: boolean | string;
  /** Calculate on load and when a field prop changes, with no event. */
  autoCalculate?: boolean | string;
  className?: string;
  /** Leaves out “How we worked this out” under the result. */
  hideWorking?: boolean;
  /** Told when the visitor switches year (the site's pages quote that year's rates). */
  onTaxYearChange?: (year: TaxYear) => void;
  onCalculate?: (detail: AcctCalculateDetail<CapitalGainsInput, CapitalGainsResult>) => void;
}

/** One sale's fields as the form holds them. */
interface Sale {
  kind: string;
  proceeds: string;
  cost: string;
  costs: string;
  badr: boolean;
  completionDate: string;
}

interface Values {
  disposals: Sale[];
  income: string;
  lossesThisYear: string;
  lossesBroughtForward: string;
  badrLifetimeUsed: string;
  scottishTaxpayer: boolean;
}

const EMPTY_SALE: Sale = {
  kind: 'other',
  proceeds: '',
  cost: '',
  costs: '',
  badr: false,
  completionDate: '',
};

/** The sales a `disposals` attribute writes, as the form's fields. */
function salesOf(text: string | undefined): Sale[] | undefined {
  if (text === undefined) return undefined;
  const sales = rowsOfText(SALE_COLUMNS, text).map((row) => ({
    ...EMPTY_SALE,
    ...row,
    kind: row.kind || EMPTY_SALE.kind,
    // An empty cell is off (an empty attribute would read as on).
    badr: row.badr !== '' && readBoolean(row.badr),
  }));
  return sales.length > 0 ? sales : [EMPTY_SALE];
}

const KIND_OPTIONS: readonly (readonly [CapitalGainsAssetKind, string])[] = [
  ['other', 'Shares or other asset'],
  ['residential', 'Residential property'],
];

const KIND_NAMES: Record<CapitalGainsAssetKind, string> = {
  other: 'shares or other asset',
  residential: 'residential property',
};

const headline = (result: CapitalGainsResult) =>
  `Capital gains tax ${formatMoney(result.capitalGainsTax)}`;

/**
 * The form's messages: each sale's under its own fields (`disposals.0.proceeds`), which the shared
 * form state keeps as it keeps the others'.
 */
const parse = parseCapitalGainsForm as (
  values: Values,
) => FormResult<CapitalGainsInput, keyof Values & string>;

function SaleFields({
  sale,
  index,
  count,
  errors,
  onChange,
  onRemove,
}: {
  sale: Sale;
  index: number;
  count: number;
  errors: Record<string, string | undefined>;
  onChange: (sale: Sale) => void;
  onRemove: () => void;
}) {
  const name = (field: keyof Sale) => `disposals.${index}.${field}`;
  const set =
    <Field extends keyof Sale>(field: Field) =>
    (value: Sale[Field]) =>
      onChange({ ...sale, [field]: value });
  const number = index + 1;
  return (
    <fieldset className="acct-sale" part="sale">
      <legend className="acct-sale__legend">Sale {number}</legend>
      <div className="acct-sale__body">
        <Segmented
          legend="What was sold"
          part="sale-kind"
          options={KIND_OPTIONS}
          value={sale.kind === 'residential' ? 'residential' : 'other'}
          onChange={set('kind')}
        />
        <div className="acct-form__fields acct-form__fields--columns">
          <TextField
            label="Sold for"
            name={name('proceeds')}
            prefix="£"
            placeholder="e.g. 250,000"
            hint="Or its market value if you gave it away"
            value={sale.proceeds}
            onChange={set('proceeds')}
            error={errors[name('proceeds')]}
          />
          <TextField
            label="Cost"
            name={name('cost')}
            prefix="£"
            placeholder="e.g. 180,000"
            hint="Or its value when you were given it or inherited it"
            value={sale.cost}
            onChange={set('cost')}
            error={errors[name('cost')]}
          />
          <TextField
            label="Fees and improvements"
            name={name('costs')}
            prefix="£"
            placeholder="0"
            hint="Optional: costs of buying, selling and improving it"
            value={sale.costs}
            onChange={set('costs')}
            error={errors[name('costs')]}
          />
          {sale.kind === 'residential' ? (
            <TextField
              label="Completion date"
              name={name('completionDate')}
              placeholder="e.g. 14/08/2025"
              hint="The 60 days to report and pay run from it"
              inputMode="text"
              value={sale.completionDate}
              onChange={set('completionDate')}
              error={errors[name('completionDate')]}
            />
          ) : null}
        </div>
        <SwitchField
          label="Claim Business Asset Disposal Relief"
          name={name('badr')}
          checked={sale.badr}
          onChange={set('badr')}
          hint="For a business, or shares in your own trading company, held two years or more"
        />
        {count > 1 ? (
          <button
            type="button"
            className="acct-button acct-button--secondary acct-sale__remove"
            part="remove-sale"
            aria-label={`Remove sale ${number}`}
            onClick={onRemove}
          >
            Remove
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}

/** When the tax is paid: each residential property's 60-day payment, then 31 January. */
function PaymentSchedule({ result }: { result: CapitalGainsResult }) {
  const returns = result.residentialReturns;
  const balance = result.balancingPayment;
  return (
    <>
      <h4 className="acct-results__subtitle">When you pay</h4>
      <ResultList>
        {returns.map((due, index) =>
          due.required ? (
            <ResultRow
              key={`${due.completionDate ?? 'none'}-${index}`}
              label={
                due.dueDate
                  ? `${formatIsoDate(due.dueDate)}: 60-day return for sale ${due.disposals.map((i) => i + 1).join(' and ')}`
                  : `60-day return for sale ${due.disposals.map((i) => i + 1).join(' and ')}, 60 days after completion`
              }
              value={formatMoney(due.payment)}
            />
          ) : null,
        )}
        <ResultRow
          label={`${formatIsoDate(balance.date)}: ${balance.amount < 0 ? 'repaid through' : 'with'} your tax return`}
          value={formatMoney(Math.abs(balance.amount))}
        />
      </ResultList>
      {returns.some((due) => due.required) ? (
        <div className="acct-results__note" part="note">
          A UK residential property’s gain is reported, and its tax paid, within 60 days of
          completion, on HMRC’s online service; the rest is settled on your tax return.
          <Explain about="the 60-day return">
            The payment is worked out on the gains so far in the year with the basic rate band your
            income is expected to leave; your tax return then works out the year’s tax on all of
            them, counting what you paid.
          </Explain>
        </div>
      ) : null}
      {returns.some((due) => due.required && !due.dueDate) ? (
        <p className="acct-results__note" part="note">
          Enter each residential sale’s completion date to see the day its return and payment are
          due.
        </p>
      ) : null}
    </>
  );
}

export function CapitalGainsCalculator({
  taxYear,
  bookingUrl,
  disposals,
  income,
  lossesThisYear,
  lossesBroughtForward,
  badrLifetimeUsed,
  scottishTaxpayer,
  autoCalculate,
  className,
  hideWorking,
  onCalculate,
  onTaxYearChange,
}: CapitalGainsCalculatorProps) {
  const own = { scottishTaxpayer: readBoolean(scottishTaxpayer) };
  const form = useCalculatorForm({
    initial: {
      disposals: [EMPTY_SALE],
      income: '',
      lossesThisYear: '',
      lossesBroughtForward: '',
      badrLifetimeUsed: '',
      ...own,
    },
    prefill: {
      disposals: salesOf(disposals),
      income,
      lossesThisYear,
      lossesBroughtForward,
      badrLifetimeUsed,
      ...own,
    },
    autoCalculate: readBoolean(autoCalculate),
    parse,
    compute: calculateCapitalGains,
    taxYear,
    onCalculate,
    onTaxYearChange,
  });
  const { values, setField } = form;
  const errors = form.errors as Record<string, string | undefined>;
  const working = useWorking(form.calculation, explainCapitalGains, !hideWorking);
  const sales = values.disposals;
  const setSales = setField('disposals');
  // After a sale is added its first answer takes focus; after one is removed, the Add button does.
  const focusAfter = useRef<number | 'add' | null>(null);
  const salesRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = focusAfter.current;
    if (target === null) return;
    focusAfter.current = null;
    if (target === 'add') {
      addRef.current?.focus();
      return;
    }
    const sale = salesRef.current?.querySelectorAll('fieldset.acct-sale')[target];
    sale?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [sales.length]);

  function addSale() {
    setSales([...sales, EMPTY_SALE]);
    focusAfter.current = sales.length;
  }

  function removeSale(index: number) {
    setSales(sales.filter((_, at) => at !== index));
    focusAfter.current = 'add';
  }

  const anyBadr = sales.some((sale) => sale.badr) || values.badrLifetimeUsed.trim() !== '';

  return (
    <CalculatorShell
      kind={capitalGainsCalculatorApi.calculator.id}
      title={capitalGainsCalculatorApi.calculator.title}
      intro="Estimate the capital gains tax on a year’s sales of shares, property and other assets."
      className={className}
      rootRef={form.rootRef}
    >
      <CalculatorForm onCalculate={form.calculate}>
        <TaxYearSwitch
          value={form.taxYear}
          onChange={form.changeYear}
          unknownYear={form.unknownTaxYear}
        />
        <div className="acct-sales" ref={salesRef}>
          {sales.map((sale, index) => (
            <SaleFields
              key={index}
              sale={sale}
              index={index}
              count={sales.length}
              errors={errors}
              onChange={(next) => setSales(sales.map((old, at) => (at === index ? next : old)))}
              onRemove={() => removeSale(index)}
            />
          ))}
          {errors.disposals ? (
            <p className="acct-field__error" part="error" role="alert">
              {errors.disposals}
            </p>
          ) : null}
          {sales.length < MAX_CAPITAL_GAINS_DISPOSALS ? (
            <button
              type="button"
              ref={addRef}
              className="acct-button acct-button--secondary acct-sales__add"
              part="add-sale"
              onClick={addSale}
            >
              Add a sale
            </button>
          ) : null}
        </div>
        <div className="acct-form__fields acct-form__fields--columns">
          <TextField
            label="Your income this year"
            name="income"
            prefix="£"
            placeholder="e.g. 45,000"
            hint="Pay, profits, pensions, rents, interest and dividends, before tax"
            value={values.income}
            onChange={setField('income')}
            error={errors.income}
          />
          <TextField
            label="Other losses this year"
            name="lossesThisYear"
            prefix="£"
            placeholder="0"
            hint="Optional: losses on sales not listed above"
            value={values.lossesThisYear}
            onChange={setField('lossesThisYear')}
            error={errors.lossesThisYear}
          />
          <TextField
            label="Losses brought forward"
            name="lossesBroughtForward"
            prefix="£"
            placeholder="0"
            hint="Optional: earlier years’ losses reported to HMRC and not yet used"
            value={values.lossesBroughtForward}
            onChange={setField('lossesBroughtForward')}
            error={errors.lossesBroughtForward}
          />
          {anyBadr ? (
            <TextField
              label="Relief already used"
              name="badrLifetimeUsed"
              prefix="£"
              placeholder="0"
              hint="Optional: gains charged at the relief’s rate in earlier years"
              value={values.badrLifetimeUsed}
              onChange={setField('badrLifetimeUsed')}
              error={errors.badrLifetimeUsed}
            />
          ) : null}
        </div>
        <SwitchField
          label="Scottish taxpayer"
          name="scottishTaxpayer"
          checked={values.scottishTaxpayer}
          onChange={setField('scottishTaxpayer')}
          hint="Capital gains tax is UK-wide: gains use the UK basic rate band"
        />
      </CalculatorForm>
      <CalculatorResults
        calculation={form.calculation}
        stale={form.stale}
        headline={({ result }) => headline(result)}
      >
        {({ input, result, taxYear: year }) => {
          const { charge, losses } = result;
          const lossesUsed = losses.thisYearUsed + losses.broughtForwardUsed;
          return (
            <ResultPanel
              title={`Your estimate for ${taxYearLabel(year)}`}
              headline={{ label: 'Capital gains tax', value: formatMoney(result.capitalGainsTax) }}
            >
              <ResultList>
                {result.disposals.map((sale, index) => (
                  <ResultRow
                    key={index}
                    label={`Sale ${index + 1} (${KIND_NAMES[sale.kind]}): ${sale.loss > 0 ? 'loss' : 'gain'}`}
                    value={formatMoney(sale.loss > 0 ? -sale.loss : sale.gain)}
                  />
                ))}
                <ResultRow label="Gains" value={formatMoney(result.gains)} />
                {lossesUsed > 0 ? (
                  <ResultRow label="Losses set against them" value={formatMoney(-lossesUsed)} />
                ) : null}
                <ResultRow
                  label="Annual exempt amount used"
                  value={formatMoney(-result.annualExemptAmount.used)}
                  explain={`The first ${formatMoney(result.annualExemptAmount.available)} of a year’s gains after losses is tax-free.`}
                />
                <ResultRow label="Taxable gains" value={formatMoney(result.taxableGains)} />
                {charge.badr.amount > 0 ? (
                  <ResultRow
                    label={`Business Asset Disposal Relief: ${percent(charge.badr.rate)} on ${formatMoney(charge.badr.amount)}`}
                    value={formatMoney(charge.badr.tax)}
                  />
                ) : null}
                {charge.basicRate.amount > 0 ? (
                  <ResultRow
                    label={`${percent(charge.basicRate.rate)} on ${formatMoney(charge.basicRate.amount)}`}
                    value={formatMoney(charge.basicRate.tax)}
                    explain={`Gains use what your income leaves of the basic rate band: ${formatMoney(result.band.basicRateBandLeft)}.`}
                  />
                ) : null}
                {charge.higherRate.amount > 0 ? (
                  <ResultRow
                    label={`${percent(charge.higherRate.rate)} on ${formatMoney(charge.higherRate.amount)}`}
                    value={formatMoney(charge.higherRate.tax)}
                  />
                ) : null}
                <ResultRow
                  label="Capital gains tax"
                  value={formatMoney(result.capitalGainsTax)}
                  emphasis
                />
                {losses.carriedForward > 0 ? (
                  <ResultRow
                    label="Losses to carry forward"
                    value={formatMoney(losses.carriedForward)}
                  />
                ) : null}
                {result.badr.usedThisYear > 0 ? (
                  <ResultRow
                    label="Relief’s lifetime limit left"
                    value={formatMoney(result.badr.left)}
                  />
                ) : null}
              </ResultList>
              <PaymentSchedule result={result} />
              {input.scottishTaxpayer ? (
                <p className="acct-results__note" part="note">
                  Capital gains tax is UK-wide: your gains use the UK basic rate band, not
                  Scotland’s income tax bands.
                </p>
              ) : null}
              <p className="acct-results__note" part="note">
                Selling your main home is usually free of capital gains tax (private residence
                relief), so leave it out; this calculator does not work out that relief.
              </p>
              <CompareYears
                input={input}
                shown={{ year, result }}
                compute={calculateCapitalGains}
                figures={[
                  { label: 'Taxable gains', value: (r) => r.taxableGains },
                  { label: 'Capital gains tax', value: (r) => r.capitalGainsTax },
                ]}
              />
              <WorkingDisclosure working={working} hidden={hideWorking} />
              <BookingCta
                bookingUrl={bookingUrl}
                api={capitalGainsCalculatorApi}
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
