import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CalculatorForm, CalculatorResults, STALE_NOTICE } from './calculator-shell.tsx';
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
  const renderResults = (value: Calculation<string, number> | null, stale = false) => (
    <CalculatorResults
      calculation={value}
      stale={stale}
      headline={({ result }) => `Total £${result}`}
    >
      {({ result }) => <p>Result {result}</p>}
    </CalculatorResults>
  );
  const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]');

  it('has one polite live region, empty until there is a result; the result is not live', () => {
    const { container } = render(renderResults(null));
    expect(container.querySelectorAll('[aria-live]')).toHaveLength(1);
    expect(liveRegion(container)).toBeEmptyDOMElement();
    expect(container.querySelector('.acct-results-region')).not.toHaveAttribute('aria-live');
  });

  it('announces the headline, and an identical one again on the next calculation', () => {
    const view = render(renderResults(calculation(1)));
    const first = liveRegion(view.container)?.textContent;
    expect(first?.trim()).toBe('Total £42');
    view.rerender(renderResults(calculation(2)));
    const second = liveRegion(view.container)?.textContent;
    expect(second?.trim()).toBe('Total £42');
    expect(second).not.toBe(first);
  });

  it('keeps the result mounted across calculations, so its own state (a switch) stays', () => {
    const view = render(renderResults(calculation(1)));
    const shown = screen.getByText('Result 42');
    view.rerender(renderResults(calculation(2)));
    expect(screen.getByText('Result 42')).toBe(shown);
  });

  it('marks a result out of date while the fields are invalid, on screen and to screen readers', () => {
    const view = render(renderResults(calculation(1), true));
    const notice = screen.getByText(STALE_NOTICE, { selector: '.acct-results__stale' });
    const region = view.container.querySelector('.acct-results-region');
    expect(region).toHaveClass('acct-results-region--stale');
    expect(region).toHaveAttribute('aria-describedby', notice.id);
    expect(liveRegion(view.container)).toHaveTextContent(STALE_NOTICE);
    expect(screen.getByText('Result 42')).toBeInTheDocument();
    view.rerender(renderResults(calculation(2)));
    expect(view.container.querySelector('.acct-results__stale')).toBeNull();
  });
});
