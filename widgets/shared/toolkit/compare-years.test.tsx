import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  TAX_YEARS,
  isProvisionalYear,
  listInWords,
  taxYearLabel,
  calculateDirector,
  type DirectorInput,
  type DirectorResult,
} from '../../../engine/index.ts';
import { CompareYears } from './compare-years.tsx';
import { signedMoney } from './comparison-table.tsx';
import { CalculatorResults } from './calculator-shell.tsx';
import type { Calculation } from './use-calculator-form.ts';
import { formatMoney } from './money.ts';

const input: DirectorInput = { salary: 12_570, dividends: 50_000, savings: 0 };

describe('signedMoney', () => {
  it('signs a change with a plus or a minus sign, and leaves none unsigned', () => {
    expect(signedMoney(1_234)).toBe('+£1,234.00');
    expect(signedMoney(-1_234.5)).toBe('−£1,234.50');
    expect(signedMoney(0)).toBe('£0.00');
    expect(signedMoney(-0.001)).toBe('£0.00');
  });
});

describe('CompareYears', () => {
  it('shows each figure in every year, and the change, once the switch is on', async () => {
    render(
      <CompareYears<DirectorInput, DirectorResult>
        input={input}
        compute={calculateDirector}
        shown={{ year: TAX_YEARS[0]!, result: calculateDirector(input, TAX_YEARS[0]!) }}
        figures={[{ label: 'Tax on dividends', value: (r) => r.dividendTax }]}
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'Compare years' });
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(toggle);
    // The table is a part loaded on demand.
    const table = await screen.findByRole('table', {
      name: `Your figures in ${listInWords(TAX_YEARS.map(taxYearLabel))}`,
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Figure',
      // A year whose figures are not all law yet says so under its heading.
      ...TAX_YEARS.map(
        (year) => `${taxYearLabel(year)}${isProvisionalYear(year) ? ' provisional' : ''}`,
      ),
      `Change from ${taxYearLabel(TAX_YEARS[0]!)} to ${taxYearLabel(TAX_YEARS.at(-1)!)}`,
    ]);
    const row = within(table).getByRole('row', { name: /Tax on dividends/ });
    const taxes = TAX_YEARS.map((year) => calculateDirector(input, year).dividendTax);
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      ...taxes.map((tax) => formatMoney(tax)),
      signedMoney(taxes.at(-1)! - taxes[0]!),
    ]);
    // The dividend rates rose by two points: the change is a rise.
    expect(cells.at(-1)).toMatch(/^\+£/);
    const region = screen.getByRole('region');
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAccessibleName(table.querySelector('caption')!.textContent!);
    // The same title is the heading above the region, which stays in view as the table scrolls.
    expect(
      screen.getByRole('heading', { name: table.querySelector('caption')!.textContent! }),
    ).toBeVisible();
    await userEvent.click(toggle);
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('CompareYears under a calculator result', () => {
  const year = TAX_YEARS[0]!;
  const calculation = (salary: number, run: number): Calculation<DirectorInput, DirectorResult> => {
    const next = { ...input, salary };
    return { input: next, result: calculateDirector(next, year), taxYear: year, run };
  };
  const results = (current: Calculation<DirectorInput, DirectorResult>) => (
    <CalculatorResults
      calculation={current}
      headline={({ result }) => `Total tax ${result.totalTax}`}
    >
      {({ input: shownInput, result }) => (
        <CompareYears<DirectorInput, DirectorResult>
          input={shownInput}
          compute={calculateDirector}
          shown={{ year, result }}
          figures={[{ label: 'Total tax', value: (r) => r.totalTax }]}
        />
      )}
    </CalculatorResults>
  );

  it('stays on, showing the new figures, when the result is worked out again', async () => {
    const { rerender } = render(results(calculation(12_570, 1)));
    await userEvent.click(screen.getByRole('switch', { name: 'Compare years' }));
    await screen.findByRole('table');
    rerender(results(calculation(30_000, 2)));
    expect(screen.getByRole('switch', { name: 'Compare years' })).toBeChecked();
    const row = screen.getByRole('row', { name: /Total tax/ });
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(
      formatMoney(calculateDirector({ ...input, salary: 30_000 }, year).totalTax),
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Compare years' }));
    rerender(results(calculation(40_000, 3)));
    expect(screen.getByRole('switch', { name: 'Compare years' })).not.toBeChecked();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
