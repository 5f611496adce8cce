import {
  EXPENSE_CATEGORIES,
  EXPENSE_PRESETS,
  calculateExpenses,
  explainExpenses,
  parseExpensesForm,
  type ExpenseCategory,
  type ExpensesInput,
  type ExpensesResult,
} from '../../../engine/index.ts';
import type { AcctCalculateDetail } from '../../../widgets/shared/runtime/events.ts';
import { expenseCalculatorApi } from './api.ts';
import {
  BookingCta,
  CalculatorForm,
  CalculatorResults,
  CalculatorShell,
} from '../../../widgets/shared/toolkit/calculator-shell.tsx';
import { TextField } from '../../../widgets/shared/toolkit/field.tsx';
import { CheckboxField } from '../../../widgets/shared/toolkit/checkbox-field.tsx';
import { formatMoney, formatPounds } from '../../../widgets/shared/toolkit/money.ts';
import { ResultList, ResultPanel, ResultRow } from '../../../widgets/shared/toolkit/result-row.tsx';
import { WorkingDisclosure } from '../../../widgets/shared/toolkit/working-disclosure.tsx';
import { readBoolean } from '../../../widgets/shared/runtime/boolean-attribute.ts';
import {
  useCalculatorForm,
  useWorking,
} from '../../../widgets/shared/toolkit/use-calculator-form.ts';

export interface ExpenseCalculatorProps {
  /** Booking page; after a result, a link to it carries the scenario. */
  bookingUrl?: string;
  /** Fill in the fields, as text as a visitor would type it. */
  monthlyRevenue?: string;
  /** Categories to tick, space- or comma-separated, e.g. "office travel". */
  categories?: string;
  additionalExpenses?: string;
  /** Calculate on load and when a field prop changes, with no event. */
  autoCalculate?: boolean | string;
  className?: string;
  /** Leaves out “How we worked this out” under the result. */
  hideWorking?: boolean;
  onCalculate?: (detail: AcctCalculateDetail<ExpensesInput, ExpensesResult>) => void;
}

const CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  office: 'Office and workspace',
  travel: 'Travel and mileage',
  equipment: 'Equipment and software',
  marketing: 'Marketing and advertising',
  professional: 'Professional fees',
};

const noCategories = Object.fromEntries(EXPENSE_CATEGORIES.map((c) => [c, false])) as Record<
  ExpenseCategory,
  boolean
>;

/** The categories named in an attribute, e.g. "office travel"; unknown names are ignored. */
function categoriesFrom(text: string | undefined): Record<ExpenseCategory, boolean> | undefined {
  if (text === undefined) return undefined;
  const asked = text
    .trim()
    .toLowerCase()
    .split(/[\s,]+/);
  return Object.fromEntries(EXPENSE_CATEGORIES.map((c) => [c, asked.includes(c)])) as Record<
    ExpenseCategory,
    boolean
  >;
}

export function ExpenseCalculator({
  bookingUrl,
  monthlyRevenue,
  categories,
  additionalExpenses,
  autoCalculate,
  className,
  hideWorking,
  onCalculate,
}: ExpenseCalculatorProps) {
  // The spec validates nothing here: anything that is not a number counts as 0.
  const form = useCalculatorForm({
    initial: { monthlyRevenue: '', categories: noCategories, additionalExpenses: '' },
    prefill: { monthlyRevenue, categories: categoriesFrom(categories), additionalExpenses },
    autoCalculate: readBoolean(autoCalculate),
    parse: parseExpensesForm,
    compute: calculateExpenses,
    taxYear: null,
    onCalculate,
  });
  const working = useWorking(form.calculation, explainExpenses, !hideWorking);
  const { values, setField } = form;
  const setCategory = (category: ExpenseCategory) => (checked: boolean) =>
    setField('categories')({ ...values.categories, [category]: checked });

  return (
    <CalculatorShell
      kind={expenseCalculatorApi.calculator.id}
      title={expenseCalculatorApi.calculator.title}
      intro="See how much claiming your allowable expenses could save you."
      className={className}
      rootRef={form.rootRef}
    >
      <CalculatorForm onCalculate={form.calculate}>
        <TextField
          label="Monthly revenue"
          name="monthlyRevenue"
          prefix="£"
          placeholder="e.g. 5,000"
          value={values.monthlyRevenue}
          onChange={setField('monthlyRevenue')}
          error={form.errors.monthlyRevenue}
        />
        <fieldset className="acct-expenses__categories" part="categories">
          <legend className="acct-field__label">Expenses you have (typical annual amounts)</legend>
          <div className="acct-expenses__grid">
            {EXPENSE_CATEGORIES.map((category) => (
              <CheckboxField
                key={category}
                name={category}
                label={CATEGORY_LABELS[category]}
                detail={`${formatPounds(EXPENSE_PRESETS[category])} a year`}
                checked={values.categories[category]}
                onChange={setCategory(category)}
              />
            ))}
          </div>
        </fieldset>
        <TextField
          label="Additional annual expenses"
          name="additionalExpenses"
          prefix="£"
          placeholder="e.g. 1,000"
          hint="Any other allowable costs over the year"
          value={values.additionalExpenses}
          onChange={setField('additionalExpenses')}
          error={form.errors.additionalExpenses}
        />
      </CalculatorForm>
      <CalculatorResults
        calculation={form.calculation}
        stale={form.stale}
        headline={({ result }) => `Estimated tax savings ${formatMoney(result.estimatedSavings)}`}
      >
        {({ input, result }) => (
          <ResultPanel
            title="Your estimate"
            headline={{
              label: 'Estimated tax savings',
              value: formatMoney(result.estimatedSavings),
            }}
          >
            <ResultList>
              <ResultRow label="Total expenses" value={formatMoney(result.totalExpenses)} />
              <ResultRow label="Taxable profit" value={formatMoney(result.taxableProfit)} />
              <ResultRow
                label="Estimated savings"
                value={formatMoney(result.estimatedSavings)}
                emphasis
              />
            </ResultList>
            <p className="acct-results__note" part="note">
              Savings are estimated at 20% of your total expenses.
            </p>
            <WorkingDisclosure working={working} hidden={hideWorking} />
            <BookingCta
              bookingUrl={bookingUrl}
              api={expenseCalculatorApi}
              taxYear={null}
              input={input}
              headline={`Estimated savings ${formatMoney(result.estimatedSavings)}`}
            />
          </ResultPanel>
        )}
      </CalculatorResults>
    </CalculatorShell>
  );
}
