import {
  PAYROLL_FREQUENCIES,
  calculatePayroll,
  explainPayroll,
  parsePayrollForm,
  type PayrollFrequency,
  type PayrollInput,
  type PayrollResult,
} from '../../../engine/index.ts';
import type { AcctCalculateDetail } from '../../../widgets/shared/runtime/events.ts';
import { payrollCalculatorApi } from './api.ts';
import {
  BookingCta,
  CalculatorForm,
  CalculatorResults,
  CalculatorShell,
} from '../../../widgets/shared/toolkit/calculator-shell.tsx';
import { TextField } from '../../../widgets/shared/toolkit/field.tsx';
import { SelectField } from '../../../widgets/shared/toolkit/select-field.tsx';
import { formatMoney } from '../../../widgets/shared/toolkit/money.ts';
import { ResultList, ResultPanel, ResultRow } from '../../../widgets/shared/toolkit/result-row.tsx';
import { WorkingDisclosure } from '../../../widgets/shared/toolkit/working-disclosure.tsx';
import { readBoolean } from '../../../widgets/shared/runtime/boolean-attribute.ts';
import {
  useCalculatorForm,
  useWorking,
} from '../../../widgets/shared/toolkit/use-calculator-form.ts';

export interface PayrollCalculatorProps {
  /** Booking page; after a result, a link to it carries the scenario. */
  bookingUrl?: string;
  /** Fill in the fields, as text as a visitor would type it. */
  employees?: string;
  averageSalary?: string;
  /** 'weekly', 'monthly' (default) or 'quarterly'; anything else selects monthly. */
  frequency?: string;
  /** Calculate on load and when a field prop changes, with no event. */
  autoCalculate?: boolean | string;
  className?: string;
  /** Leaves out “How we worked this out” under the result. */
  hideWorking?: boolean;
  onCalculate?: (detail: AcctCalculateDetail<PayrollInput, PayrollResult>) => void;
}

const FREQUENCY_LABELS: Record<PayrollFrequency, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
};
const FREQUENCY_OPTIONS = PAYROLL_FREQUENCIES.map((value) => ({
  value,
  label: FREQUENCY_LABELS[value],
}));

const INITIAL: { employees: string; averageSalary: string; frequency: PayrollFrequency } = {
  employees: '',
  averageSalary: '',
  frequency: 'monthly',
};

/** The frequency an attribute names, as the select holds it: unknown values select monthly. */
function frequencyFrom(text: string | undefined): PayrollFrequency | undefined {
  if (text === undefined) return undefined;
  const asked = text.trim().toLowerCase();
  return PAYROLL_FREQUENCIES.find((frequency) => frequency === asked) ?? 'monthly';
}

export function PayrollCalculator({
  bookingUrl,
  employees,
  averageSalary,
  frequency,
  autoCalculate,
  className,
  hideWorking,
  onCalculate,
}: PayrollCalculatorProps) {
  const form = useCalculatorForm({
    initial: INITIAL,
    prefill: { employees, averageSalary, frequency: frequencyFrom(frequency) },
    autoCalculate: readBoolean(autoCalculate),
    parse: parsePayrollForm,
    compute: calculatePayroll,
    taxYear: null,
    onCalculate,
  });
  const working = useWorking(form.calculation, explainPayroll, !hideWorking);
  const { values, setField } = form;

  return (
    <CalculatorShell
      kind={payrollCalculatorApi.calculator.id}
      title={payrollCalculatorApi.calculator.title}
      intro="Compare our payroll service with running payroll yourself."
      className={className}
      rootRef={form.rootRef}
    >
      <CalculatorForm onCalculate={form.calculate} action="Calculate Costs">
        <div className="acct-form__fields acct-form__fields--columns">
          <TextField
            label="Number of employees"
            name="employees"
            inputMode="numeric"
            placeholder="e.g. 8"
            value={values.employees}
            onChange={setField('employees')}
            error={form.errors.employees}
          />
          <TextField
            label="Average annual salary"
            name="averageSalary"
            prefix="£"
            placeholder="e.g. 28,000"
            value={values.averageSalary}
            onChange={setField('averageSalary')}
            error={form.errors.averageSalary}
          />
          <SelectField
            label="Payroll frequency"
            name="frequency"
            value={values.frequency}
            options={FREQUENCY_OPTIONS}
            onChange={setField('frequency')}
          />
        </div>
      </CalculatorForm>
      <CalculatorResults
        calculation={form.calculation}
        stale={form.stale}
        headline={({ result }) => `Net annual savings ${formatMoney(result.savings)}`}
      >
        {({ input, result }) => (
          <ResultPanel
            title="Your payroll estimate"
            headline={{ label: 'Net annual savings', value: formatMoney(result.savings) }}
          >
            <ResultList>
              <ResultRow label="Monthly cost" value={formatMoney(result.monthlyCost)} />
              <ResultRow label="Annual cost" value={formatMoney(result.annualCost)} />
              <ResultRow label="Net annual savings" value={formatMoney(result.savings)} emphasis />
            </ResultList>
            <h4 className="acct-results__subtitle">What the package includes</h4>
            <ul className="acct-payroll__includes" part="includes">
              {result.includes.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <WorkingDisclosure working={working} hidden={hideWorking} />
            <BookingCta
              bookingUrl={bookingUrl}
              api={payrollCalculatorApi}
              taxYear={null}
              input={input}
              headline={`Annual savings ${formatMoney(result.savings)}`}
            />
          </ResultPanel>
        )}
      </CalculatorResults>
    </CalculatorShell>
  );
}
