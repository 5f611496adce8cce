import { useRef, useState } from 'react';
import {
  PAYROLL_FREQUENCIES,
  calculatePayroll,
  parsePayrollForm,
  type PayrollFrequency,
  type PayrollInput,
  type PayrollResult,
} from '../../engine/index.ts';
import type { AcctCalculateDetail } from '../shared/events.ts';
import { BookingCta, CalculateButton, CalculatorShell } from '../shared/calculator-shell.tsx';
import { SelectField, TextField } from '../shared/field.tsx';
import { formatMoney } from '../shared/money.ts';
import { ResultList, ResultPanel, ResultRow } from '../shared/result-row.tsx';
import { useWidgetEvent } from '../shared/widget-host.ts';

export interface PayrollCalculatorProps {
  /** Booking page; after a result, a link to it carries the scenario. */
  bookingUrl?: string;
  className?: string;
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

interface Calculation {
  input: PayrollInput;
  result: PayrollResult;
  run: number;
}

export function PayrollCalculator({ bookingUrl, className, onCalculate }: PayrollCalculatorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const emit = useWidgetEvent<AcctCalculateDetail<PayrollInput, PayrollResult>>(
    'acct-calculate',
    rootRef,
  );
  const [employees, setEmployees] = useState('');
  const [averageSalary, setAverageSalary] = useState('');
  const [frequency, setFrequency] = useState<PayrollFrequency>('monthly');
  const [calculation, setCalculation] = useState<Calculation | null>(null);

  function calculate() {
    const parsed = parsePayrollForm({ employees, averageSalary, frequency });
    if (!parsed.success) return;
    const result = calculatePayroll(parsed.data);
    setCalculation((previous) => ({ input: parsed.data, result, run: (previous?.run ?? 0) + 1 }));
    const detail = { taxYear: null, input: parsed.data, result };
    emit(detail);
    onCalculate?.(detail);
  }

  return (
    <CalculatorShell
      kind="payroll"
      title="Payroll cost calculator"
      intro="Compare our payroll service with running payroll yourself."
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
        <div className="acct-form__fields acct-form__fields--columns">
          <TextField
            label="Number of employees"
            name="employees"
            inputMode="numeric"
            placeholder="e.g. 8"
            value={employees}
            onChange={setEmployees}
          />
          <TextField
            label="Average annual salary (£)"
            name="averageSalary"
            prefix="£"
            placeholder="e.g. 28,000"
            value={averageSalary}
            onChange={setAverageSalary}
          />
          <SelectField
            label="Payroll frequency"
            name="frequency"
            value={frequency}
            options={FREQUENCY_OPTIONS}
            onChange={setFrequency}
          />
        </div>
        <div className="acct-form__actions">
          <CalculateButton>Calculate Costs</CalculateButton>
        </div>
      </form>
      <div className="acct-results-region" aria-live="polite">
        {calculation ? (
          <ResultPanel
            key={calculation.run}
            title="Your payroll estimate"
            headline={{
              label: 'Net annual savings',
              value: formatMoney(calculation.result.savings),
            }}
          >
            <ResultList>
              <ResultRow label="Monthly cost" value={formatMoney(calculation.result.monthlyCost)} />
              <ResultRow label="Annual cost" value={formatMoney(calculation.result.annualCost)} />
              <ResultRow
                label="Net annual savings"
                value={formatMoney(calculation.result.savings)}
                emphasis
              />
            </ResultList>
            <h4 className="acct-results__subtitle">What the package includes</h4>
            <ul className="acct-payroll__includes" part="includes">
              {calculation.result.includes.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <BookingCta
              bookingUrl={bookingUrl}
              scenario={{
                scenario: 'payroll',
                inputs: {
                  employees: String(calculation.input.employees),
                  averageSalary: String(calculation.input.averageSalary),
                  frequency: calculation.input.frequency,
                },
                headline: `Annual savings ${formatMoney(calculation.result.savings)}`,
              }}
            />
          </ResultPanel>
        ) : null}
      </div>
    </CalculatorShell>
  );
}
