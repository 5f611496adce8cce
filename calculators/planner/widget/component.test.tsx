import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { planSalaryAndDividends } from '../../../engine/index.ts';
import { formatMoney } from '../../../widgets/shared/toolkit/money.ts';
import { SalaryDividendPlanner } from './component.tsx';
import { expectScenarioRoundTrip } from '../../../widgets/shared/toolkit/testing.ts';
import { salaryDividendPlannerApi } from './api.ts';
import { parsePlannerForm } from '../../../engine/index.ts';

function setup(props: Parameters<typeof SalaryDividendPlanner>[0] = {}) {
  const user = userEvent.setup();
  const view = render(<SalaryDividendPlanner {...props} />);
  const profit = () => screen.getByLabelText('Company profit') as HTMLInputElement;
  const calculate = () => user.click(screen.getByRole('button', { name: 'Calculate' }));
  const results = () => screen.queryByRole('region', { name: /Your plan/ });
  const row = (label: string) =>
    within(results() as HTMLElement).getByText(label, { selector: 'dt' }).nextElementSibling
      ?.textContent;
  return { user, view, profit, calculate, results, row };
}

describe('SalaryDividendPlanner', () => {
  it('fills the profit from its prop and leads with the best split', async () => {
    const onCalculate = vi.fn();
    const { profit, calculate, row, results } = setup({ companyProfit: '75000', onCalculate });
    expect(profit().value).toBe('75000');
    expect(results()).toBeNull();
    await calculate();
    expect(row('Salary')).toBe('£12,570.00');
    expect(row('Corporation tax')).toBe('£12,493.04');
    expect(row('Take-home')).toBe('£54,369.72');
    expect(onCalculate).toHaveBeenCalledWith(
      expect.objectContaining({
        taxYear: '2025-26',
        input: {
          companyProfit: 75_000,
          employerPensionContributions: 0,
          employmentAllowance: false,
          scottishTaxpayer: false,
          studentLoanPlans: [],
        },
      }),
    );
  });

  it('takes the company’s pension contributions off the profit and shows them only when paid', async () => {
    const { calculate, user, row, results, view } = setup({ companyProfit: '100000' });
    await calculate();
    expect(
      within(results() as HTMLElement).queryByText('Paid into your pension by the company'),
    ).toBeNull();
    const pension = screen.getByLabelText('Pension from the company') as HTMLInputElement;
    expect(pension.value).toBe('');
    await user.type(pension, '20,000');
    await calculate();
    // £100,000 less £20,000 paid in leaves £80,000's split: £12,570 salary, as at £75,000.
    expect(row('Paid into your pension by the company')).toBe('£20,000.00');
    expect(row('Salary')).toBe('£12,570.00');
    // £20,000 is within the £60,000 annual allowance: no charge, and no line for one.
    expect(
      within(results() as HTMLElement).queryByText('of which annual allowance charge'),
    ).toBeNull();
    await user.clear(pension);
    await user.type(pension, '-5');
    await calculate();
    expect(view.container.textContent).toContain('Employer pension must be positive');
  });

  it('shows the annual allowance charge inside income tax when the company pays in more than the allowance', async () => {
    const { calculate, row } = setup({
      companyProfit: '250000',
      employerPensionContributions: '100000',
    });
    await calculate();
    // £100,000 of pension savings is £40,000 over the £60,000 allowance.
    const { best } = planSalaryAndDividends(
      { companyProfit: 250_000, employerPensionContributions: 100_000 },
      '2025-26',
    );
    expect(best.annualAllowanceCharge).toBeGreaterThan(40_000 * 0.2);
    expect(row('of which annual allowance charge')).toBe(formatMoney(best.annualAllowanceCharge));
    expect(row('Income tax')).toBe(formatMoney(best.incomeTax));
  });

  it('compares the strategies in a table and charts them', async () => {
    const { calculate, user, profit, view } = setup();
    await user.type(profit(), '200000');
    await calculate();
    const table = screen.getByRole('table', { name: /Take-home by salary strategy/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual([
      'Strategy',
      'Best',
      '1. Salary at the employer NI threshold',
      '2. Salary at the lower earnings limit',
      '3. Salary at the personal allowance',
      '4. As much salary as the profit allows',
    ]);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('£5,000.00');
    const svg = view.container.querySelector('svg.acct-chart__svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('path.acct-chart__line')?.getAttribute('d')).toMatch(/^M[\d.,]+L/);
    expect(svg?.querySelectorAll('.acct-chart__mark circle')).toHaveLength(4);
    // £200,000: take-home from £107,000-odd to £111,000-odd, so the axis starts below the lowest,
    // drawn broken, and the caption says where.
    expect(svg?.querySelector('[data-axis-break]')).not.toBeNull();
    expect(view.container.querySelector('figcaption')).toHaveTextContent(
      /The take-home axis starts at £\d{3},000, not £0, so the differences between strategies show\.$/,
    );
  });

  it('advises the rounder salary and says what the exact optimum adds', async () => {
    const { calculate, row } = setup({ companyProfit: '150000' });
    await calculate();
    expect(row('Salary')).toBe('£5,000.00');
    expect(screen.getByText(/^Pay yourself/)).toHaveTextContent(
      'Within 20p of the best (£4,996.00 salary).',
    );
  });

  it('says nothing of a rounder salary when the best is exact', async () => {
    const { calculate } = setup({ companyProfit: '75000' });
    await calculate();
    expect(screen.getByText(/^Pay yourself/)).not.toHaveTextContent('Within');
  });

  it('sets the Employment Allowance off employer NI when switched on', async () => {
    const { calculate, user, row } = setup({ companyProfit: '75000' });
    expect(
      screen.getByText(
        /only employee paid above the secondary threshold \(£5,000 a year\) is a director/,
      ),
    ).toBeVisible();
    await user.click(screen.getByLabelText('The company can claim the Employment Allowance'));
    await calculate();
    expect(row('Employer National Insurance')).toBe('£0.00');
  });

  it('taxes the salary at Scottish rates when the switch is on', async () => {
    const onCalculate = vi.fn();
    const { calculate, user } = setup({ companyProfit: '75000', onCalculate });
    await user.click(screen.getByRole('switch', { name: 'Scottish taxpayer' }));
    await calculate();
    expect(onCalculate).toHaveBeenCalledWith(
      expect.objectContaining({
        input: {
          companyProfit: 75_000,
          employerPensionContributions: 0,
          employmentAllowance: false,
          scottishTaxpayer: true,
          studentLoanPlans: [],
        },
      }),
    );
  });

  it('asks the student loan plans and takes the repayments off take-home', async () => {
    const onCalculate = vi.fn();
    const { calculate, user, row } = setup({
      companyProfit: '90000',
      employmentAllowance: true,
      onCalculate,
    });
    await user.click(screen.getByRole('checkbox', { name: 'Plan 2' }));
    await calculate();
    // 9% of (£12,570 + £60,661.05 − £28,470), rounded down: £12,570 now beats £75,000 of salary.
    expect(row('Student loan repayments')).toBe('£4,028.00');
    expect(row('Salary')).toBe('£12,570.00');
    expect(row('Take-home')).toBe('£58,198.70');
    expect(onCalculate).toHaveBeenCalledWith(
      expect.objectContaining({
        input: expect.objectContaining({ studentLoanPlans: ['plan2'] }),
      }),
    );
  });

  it('refuses a negative profit', async () => {
    const { calculate, results } = setup({ companyProfit: '-5' });
    await calculate();
    expect(screen.getByText('Company profit must be positive')).toBeVisible();
    expect(results()).toBeNull();
  });
});

describe('its scenario', () => {
  it('round-trips through the share link’s fragment and the form, in every year', () => {
    expectScenarioRoundTrip(
      salaryDividendPlannerApi,
      {
        companyProfit: 75000,
        employerPensionContributions: 0,
        employmentAllowance: true,
        scottishTaxpayer: false,
        studentLoanPlans: ['plan1', 'postgraduate'],
      },
      parsePlannerForm,
    );
  });
});
