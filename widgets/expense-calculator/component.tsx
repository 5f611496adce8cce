import { useRef, useState } from 'react';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_PRESETS,
  calculateExpenses,
  parseExpensesForm,
  type ExpenseCategory,
  type ExpensesInput,
  type ExpensesResult,
} from '../../engine/index.ts';
import type { AcctCalculateDetail } from '../shared/events.ts';
import { BookingCta, CalculateButton, CalculatorShell } from '../shared/calculator-shell.tsx';
import { CheckboxField, TextField } from '../shared/field.tsx';
import { formatMoney } from '../shared/money.ts';
import { ResultList, ResultPanel, ResultRow } from '../shared/result-row.tsx';
import { useWidgetEvent } from '../shared/widget-host.ts';

export interface ExpenseCalculatorProps {
  /** Booking page; after a result, a link to it carries the scenario. */
  bookingUrl?: string;
  className?: string;
  onCalculate?: (detail: AcctCalculateDetail<ExpensesInput, ExpensesResult>) => void;
}

const CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  office: 'Office and workspace',
  travel: 'Travel and mileage',
  equipment: 'Equipment and software',
  marketing: 'Marketing and advertising',
  professional: 'Professional fees',
};

interface Calculation {
  input: ExpensesInput;
  result: ExpensesResult;
  run: number;
}

const noCategories = Object.fromEntries(EXPENSE_CATEGORIES.map((c) => [c, false])) as Record<
  ExpenseCategory,
  boolean
>;

export function ExpenseCalculator({ bookingUrl, className, onCalculate }: ExpenseCalculatorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const emit = useWidgetEvent<AcctCalculateDetail<ExpensesInput, ExpensesResult>>(
    'acct-calculate',
    rootRef,
  );
  const [monthlyRevenue, setMonthlyRevenue] = useState('');
  const [additionalExpenses, setAdditionalExpenses] = useState('');
  const [categories, setCategories] = useState<Record<ExpenseCategory, boolean>>(noCategories);
  const [calculation, setCalculation] = useState<Calculation | null>(null);

  function calculate() {
    // The spec validates nothing here: anything that is not a number counts as 0.
    const parsed = parseExpensesForm({ monthlyRevenue, categories, additionalExpenses });
    if (!parsed.success) return;
    const result = calculateExpenses(parsed.data);
    setCalculation((previous) => ({ input: parsed.data, result, run: (previous?.run ?? 0) + 1 }));
    const detail = { taxYear: null, input: parsed.data, result };
    emit(detail);
    onCalculate?.(detail);
  }

  const selected = calculation
    ? EXPENSE_CATEGORIES.filter((category) => calculation.input.categories[category])
    : [];
  return (
    <CalculatorShell
      kind="expenses"
      title="Business expense calculator"
      intro="See how much claiming your allowable expenses could save you."
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
        <TextField
          label="Monthly revenue"
          name="monthlyRevenue"
          prefix="£"
          placeholder="e.g. 5,000"
          value={monthlyRevenue}
          onChange={setMonthlyRevenue}
        />
        <fieldset className="acct-expenses__categories" part="categories">
          <legend className="acct-field__label">Expenses you have (typical annual amounts)</legend>
          <div className="acct-expenses__grid">
            {EXPENSE_CATEGORIES.map((category) => (
              <CheckboxField
                key={category}
                name={category}
                label={CATEGORY_LABELS[category]}
                detail={`${formatMoney(EXPENSE_PRESETS[category])} a year`}
                checked={categories[category]}
                onChange={(checked) =>
                  setCategories((previous) => ({ ...previous, [category]: checked }))
                }
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
          value={additionalExpenses}
          onChange={setAdditionalExpenses}
        />
        <div className="acct-form__actions">
          <CalculateButton />
        </div>
      </form>
      <div className="acct-results-region" aria-live="polite">
        {calculation ? (
          <ResultPanel
            key={calculation.run}
            title="Your estimate"
            headline={{
              label: 'Estimated tax savings',
              value: formatMoney(calculation.result.estimatedSavings),
            }}
          >
            <ResultList>
              <ResultRow
                label="Total expenses"
                value={formatMoney(calculation.result.totalExpenses)}
              />
              <ResultRow
                label="Taxable profit"
                value={formatMoney(calculation.result.taxableProfit)}
              />
              <ResultRow
                label="Estimated savings"
                value={formatMoney(calculation.result.estimatedSavings)}
                emphasis
              />
            </ResultList>
            <p className="acct-results__note" part="note">
              Savings are estimated at 20% of your total expenses.
            </p>
            <BookingCta
              bookingUrl={bookingUrl}
              scenario={{
                scenario: 'expenses',
                inputs: {
                  monthlyRevenue: String(calculation.input.monthlyRevenue),
                  categories: selected.join(','),
                  additionalExpenses: String(calculation.input.additionalExpenses),
                },
                headline: `Estimated savings ${formatMoney(calculation.result.estimatedSavings)}`,
              }}
            />
          </ResultPanel>
        ) : null}
      </div>
    </CalculatorShell>
  );
}
