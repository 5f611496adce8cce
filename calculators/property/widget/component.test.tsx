import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AMOUNT_HINT,
  OWNERSHIP_SHARE_HINT,
  calculateProperty,
  parsePropertyForm,
} from '../../../engine/index.ts';
import { TEST_TAX_YEAR } from '../../../tests/support/clock.ts';
import { expectScenarioRoundTrip } from '../../../widgets/shared/toolkit/testing.ts';
import { propertyIncomeCalculatorApi } from './api.ts';
import { PropertyIncomeCalculator } from './component.tsx';

function setup(props: Parameters<typeof PropertyIncomeCalculator>[0] = {}) {
  const user = userEvent.setup();
  const view = render(<PropertyIncomeCalculator {...props} />);
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  // Typing over the whole value, never through an empty field (an empty field is a valid 0).
  const fill = async (label: string, value: string) => {
    const input = field(label);
    await user.type(input, value, {
      initialSelectionStart: 0,
      initialSelectionEnd: input.value.length,
    });
  };
  const calculate = () => user.click(screen.getByRole('button', { name: 'Calculate' }));
  const results = () => screen.queryByRole('region', { name: /Your estimate/ });
  const row = (label: string) =>
    within(results() as HTMLElement).getByText(label, { selector: 'dt' }).nextElementSibling
      ?.textContent;
  return { user, view, field, fill, calculate, results, row };
}

describe('PropertyIncomeCalculator', () => {
  it('shows no result until Calculate, and refuses nonsense at the field', async () => {
    const { fill, calculate, results, field } = setup({ taxYear: '2025-26' });
    expect(results()).toBeNull();
    await fill('Rents received', 'lots');
    await fill('Your share of the property (%)', '150');
    await calculate();
    expect(results()).toBeNull();
    expect(screen.getByText(AMOUNT_HINT)).toBeTruthy();
    expect(screen.getByText(OWNERSHIP_SHARE_HINT)).toBeTruthy();
    expect(field('Rents received').getAttribute('aria-invalid')).toBe('true');
  });

  it('works out a higher-rate landlord with a job, reading "24k", in both years', async () => {
    const { user, fill, calculate, row } = setup({ taxYear: '2025-26' });
    await fill('Rents received', '24k');
    await fill('Allowable expenses', '4,000');
    await fill('Mortgage interest and finance costs', '£10,000');
    await fill('Pay from your job', '60000');
    await calculate();
    // Profit 24,000 − 4,000 = 20,000, all at 40% above £60,000 of pay: 8,000; the reduction is
    // 20% of the lowest of 10,000, 20,000 and adjusted total income (80,000 − 12,570): 2,000.
    expect(row('Property profit')).toBe('£20,000.00');
    expect(row('Finance costs tax reduction')).toBe('£2,000.00');
    expect(row('Income tax on your rents')).toBe('£6,000.00');
    // PAYE takes (60,000 − 12,570 − 37,700) × 40% + 7,540 = 11,432: the return collects the rest.
    expect(row('Income tax your job’s PAYE takes')).toBe('£11,432.00');
    expect(row('Income tax through your return')).toBe('£6,000.00');
    // 24,000 − 4,000 − 10,000 − 6,000 = 4,000.
    expect(row('Rental income after tax')).toBe('£4,000.00');
    const engine = calculateProperty(
      { rents: 24_000, expenses: 4_000, financeCosts: 10_000, otherIncome: 60_000 },
      '2027-28',
    );
    await user.click(screen.getByRole('radio', { name: '2027/28' }));
    expect(row('Income tax on your rents')).toBe(
      `£${engine.propertyTax.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
    );
  });

  it('takes the share, the trade and the allowance, and says what the company would leave', async () => {
    const { user, fill, calculate, row } = setup({ taxYear: '2026-27' });
    await fill('Rents received', '2000');
    await fill('Allowable expenses', '900');
    await fill('Your share of the property (%)', '50%');
    await user.click(screen.getByRole('radio', { name: 'Profit from a trade' }));
    await fill('Profit from your trade', '30000');
    await user.click(screen.getByRole('button', { name: 'More about your letting' }));
    await user.click(screen.getByRole('switch', { name: 'Claim the £1,000 property allowance' }));
    await calculate();
    // Half the rents is 1,000, all covered by the allowance: no profit, no tax on the rents.
    expect(row('Your share of the rents')).toBe('£1,000.00');
    expect(row('Property allowance')).toBe('£1,000.00');
    expect(row('Property profit')).toBe('£0.00');
    expect(row('Income tax on your rents')).toBe('£0.00');
    expect(screen.getAllByText(/more this year/).length).toBeGreaterThan(0);
    const company = screen.getByRole('heading', { name: 'Personally or through a company?' });
    expect(company).toBeTruthy();
    expect(screen.getAllByText(/stamp duty land tax/i).length).toBeGreaterThan(0);
  });

  it('says when a landlord with a trade pays: payments on account of income tax and Class 4, and a first year', async () => {
    const { user, fill, calculate, results } = setup({ taxYear: '2026-27' });
    await fill('Rents received', '12000');
    await user.click(screen.getByRole('radio', { name: 'Profit from a trade' }));
    await fill('Profit from your trade', '30000');
    await calculate();
    const { paymentsOnAccount: poa, class4NI } = calculateProperty(
      { rents: 12_000, otherIncome: 30_000, otherIncomeKind: 'selfEmployment' },
      '2026-27',
    );
    expect(class4NI).toBeGreaterThan(0);
    const panel = results() as HTMLElement;
    expect(panel).toHaveTextContent(
      `Payments on account for 2027/28: £${poa.instalment.toLocaleString('en-GB', { minimumFractionDigits: 2 })} on each of 31 January 2028 and 31 July 2028, each half of 2026/27's income tax and Class 4 through your return.`,
    );
    expect(panel).toHaveTextContent(
      'If 2026/27 is your first year of letting, nothing is due on account for it:',
    );
  });

  it('fires acct-calculate with the input and result on a press, not on auto-calculate', async () => {
    const onCalculate = vi.fn();
    setup({ rents: '12000', autoCalculate: true, onCalculate, taxYear: TEST_TAX_YEAR });
    expect(await screen.findByRole('region', { name: /Your estimate/ })).toBeTruthy();
    expect(onCalculate).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Calculate' }));
    expect(onCalculate).toHaveBeenCalledWith(
      expect.objectContaining({
        taxYear: TEST_TAX_YEAR,
        input: expect.objectContaining({ rents: 12_000 }),
      }),
    );
  });
});

describe('its scenario', () => {
  it('round-trips through the share link’s fragment and the form, in every year', () => {
    expectScenarioRoundTrip(
      propertyIncomeCalculatorApi,
      {
        rents: 24_000,
        expenses: 3_000,
        financeCosts: 9_000,
        ownershipShare: 50,
        propertyAllowance: true,
        financeCostsBroughtForward: 1_500,
        otherIncome: 40_000,
        otherIncomeKind: 'selfEmployment',
        tradingTurnover: 60_000,
        scottishTaxpayer: true,
        studentLoanPlans: ['plan2'],
      },
      parsePropertyForm,
    );
  });
});
