import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CalculatorForm, CalculatorResults } from './calculator-shell.tsx';
import type { Calculation } from './use-calculator-form.ts';

const calculation = (run: number): Calculation<string, number> => ({
  input: 'same',
  result: 42,
  taxYear: '2025-26',
  run,
});

describe('CalculatorForm', () => {
  it('calculates on submit without navigating, with the given button text', async () => {
    const onCalculate = vi.fn();
    render(
      <CalculatorForm onCalculate={onCalculate} action="Calculate Costs">
        <input aria-label="amount" />
      </CalculatorForm>,
    );
    await userEvent.type(screen.getByLabelText('amount'), '5{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate Costs' }));
    expect(onCalculate).toHaveBeenCalledTimes(2);
  });
});

describe('CalculatorResults', () => {
  const renderResults = (value: Calculation<string, number> | null) => (
    <CalculatorResults calculation={value}>
      {({ result }) => <p>Result {result}</p>}
    </CalculatorResults>
  );

  it('is an empty polite live region until there is a result', () => {
    const { container } = render(renderResults(null));
    const region = container.querySelector('.acct-results-region');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('remounts an identical result on each press so it is announced again', () => {
    const view = render(renderResults(calculation(1)));
    const first = screen.getByText('Result 42');
    view.rerender(renderResults({ ...calculation(1) }));
    expect(screen.getByText('Result 42')).toBe(first);
    view.rerender(renderResults(calculation(2)));
    expect(screen.getByText('Result 42')).not.toBe(first);
  });
});
