import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AMOUNT_HINT, MARRIAGE_ALLOWANCE_HINT, calculateDirector } from '../../../engine/index.ts';
import { TEST_TAX_YEAR } from '../../../tests/support/clock.ts';
import { DirectorCalculator } from './component.tsx';
import { expectScenarioRoundTrip } from '../../../widgets/shared/toolkit/testing.ts';
import { directorCalculatorApi } from './api.ts';
import { parseDirectorForm } from '../../../engine/index.ts';

function setup(props: Parameters<typeof DirectorCalculator>[0] = {}) {
  const user = userEvent.setup();
  const view = render(<DirectorCalculator {...props} />);
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  // Typing over the whole value, never through an empty field: an empty field is a valid 0, whose
  // result the settle timer could show between two steps on a busy machine.
  const fill = async (label: string, value: string) => {
    const input = field(label);
    if (!value) return user.clear(input);
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

describe('DirectorCalculator', () => {
  it('says what the tax return collects and the payments on account, with their working', async () => {
    const { calculate, row, results } = setup({
      taxYear: '2025-26',
      salary: '12570',
      dividends: '50000',
    });
    await calculate();
    // PAYE takes nothing from £12,570; the dividend tax, £7,406.25, is through the return.
    expect(row('Income tax PAYE takes from your salary')).toBe('£0.00');
    expect(row('Through your tax return')).toBe('£7,406.25');
    const panel = results() as HTMLElement;
    expect(panel).toHaveTextContent(
      "Payments on account for 2026/27: £3,703.13 on each of 31 January 2027 and 31 July 2027, each half of 2025/26's income tax through your return.",
    );
    expect(
      row(
        '31 January 2027: Balancing payment for 2025/26 and first payment on account for 2026/27',
      ),
    ).toBe('£11,109.38');
    expect(panel).toHaveTextContent(
      'By law each payment on account for 2025/26 is half the previous year',
    );
  });

  it('asks no payments on account when PAYE takes more than 80% of the tax', async () => {
    const { calculate, results } = setup({
      taxYear: '2025-26',
      salary: '33571',
      dividends: '12500',
    });
    await calculate();
    expect(results()).toHaveTextContent(
      "No payments on account for 2026/27: 2025/26's income tax through your return is under £1,000, or PAYE takes more than 80% of the year's tax.",
    );
  });

  it('starts every input at 0, empty with a 0 placeholder, and shows no result until Calculate', async () => {
    const { field, results, calculate, row } = setup();
    for (const label of ['Annual salary', 'Dividends', 'Savings income']) {
      expect(field(label).value).toBe('');
      expect(field(label).placeholder).toBe('0');
    }
    expect(results()).toBeNull();
    await calculate();
    expect(row('Total income')).toBe('£0.00');
  });

  it('works out the worked example in both tax years, money to 2 dp', async () => {
    const { user, fill, calculate, row } = setup();
    await fill('Annual salary', '12570');
    await fill('Dividends', '37700');
    await calculate();
    // 37,700 − 500 allowance = 37,200 × 8.75% = 3,255 in 2025/26.
    expect(row('Total income')).toBe('£50,270.00');
    expect(row('Tax on salary')).toBe('£0.00');
    expect(row('Employee National Insurance')).toBe('£0.00');
    expect(row('Tax on dividends')).toBe('£3,255.00');
    expect(row('Personal allowance')).toBe('£12,570.00');
    expect(row('Dividend allowance')).toBe('£500.00');
    // 2026/27: 37,200 × 10.75% = 3,999.
    await user.click(screen.getByRole('radio', { name: '2026/27' }));
    expect(row('Tax on dividends')).toBe('£3,999.00');
  });

  it('notes that corporation tax and employer NI are excluded', async () => {
    const { fill, calculate, results } = setup();
    await fill('Annual salary', '30000');
    await calculate();
    expect(results()).toHaveTextContent(
      "Corporation tax and employer's National Insurance are not included in this estimate.",
    );
  });

  it('counts an empty field as 0, and reads 1k as £1,000', async () => {
    const { fill, calculate, row } = setup();
    await fill('Annual salary', '');
    await fill('Dividends', '');
    await fill('Savings income', '1k');
    await calculate();
    expect(row('Total income')).toBe('£1,000.00');
  });

  it('refuses text that is not an amount with a field error, never as £0', async () => {
    const { fill, field, calculate, results } = setup();
    await fill('Dividends', 'none');
    await calculate();
    expect(field('Dividends')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(AMOUNT_HINT)).toBeInTheDocument();
    expect(results()).toBeNull();
  });

  it.each([
    ['Annual salary', 'Salary must be positive'],
    ['Dividends', 'Dividends must be positive'],
    ['Savings income', 'Savings income must be positive'],
  ])('a negative %s shows "%s" with an error border and no result', async (label, message) => {
    const { fill, field, calculate, results } = setup();
    await fill(label, '-100');
    await calculate();
    const error = screen.getByText(message);
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label).getAttribute('aria-describedby')).toContain(error.id);
    expect(field(label).closest('.acct-field')).toHaveClass('acct-field--invalid');
    expect(results()).toBeNull();
  });

  it('shows an error per field and clears them all on a successful calculation', async () => {
    const { fill, calculate, results } = setup();
    await fill('Annual salary', '-1');
    await fill('Savings income', '-1');
    await calculate();
    expect(screen.getByText('Salary must be positive')).toBeInTheDocument();
    expect(screen.getByText('Savings income must be positive')).toBeInTheDocument();
    expect(screen.queryByText('Dividends must be positive')).toBeNull();
    await fill('Annual salary', '20000');
    await fill('Savings income', '500');
    await calculate();
    expect(screen.queryByText('Salary must be positive')).toBeNull();
    expect(screen.queryByText('Savings income must be positive')).toBeNull();
    expect(results()).not.toBeNull();
  });

  it('dispatches acct-calculate and builds the booking link', async () => {
    const listener = vi.fn();
    const { view, fill, calculate } = setup({ bookingUrl: '/contact#booking-widget' });
    view.container.addEventListener('acct-calculate', (event) =>
      listener((event as CustomEvent).detail),
    );
    await fill('Annual salary', '12570');
    await fill('Dividends', '37700');
    await calculate();
    // Each settled edit is reported too, and typing on a busy machine can pause longer than the
    // settle time: the press's scenario is the last reported, and no scenario is reported twice.
    const scenarios = listener.mock.calls.map(([detail]) => JSON.stringify(detail.input));
    expect(new Set(scenarios).size).toBe(scenarios.length);
    expect(listener.mock.lastCall?.[0]).toMatchObject({
      taxYear: '2025-26',
      input: { salary: 12570, dividends: 37700, savings: 0 },
      result: { dividendTax: 3255 },
    });
    const href = screen
      .getByRole('link', { name: 'Book a free call about this' })
      .getAttribute('href');
    // The scenario travels in the fragment only.
    expect(href?.startsWith('/contact#booking-widget&calc=director&')).toBe(true);
    const params = new URLSearchParams(href?.slice(href.indexOf('#') + 1));
    expect(params.get('dividends')).toBe('37700');
    expect(params.get('headline')).toMatch(/^Total tax £3,255\.00$/);
  });

  it('adds the Scottish switch, loan plans and pension to a director’s figures', async () => {
    const { user, fill, calculate, row, results } = setup({ taxYear: '2026-27' });
    await fill('Annual salary', '30000');
    await user.click(screen.getByRole('switch', { name: 'Scottish taxpayer' }));
    await calculate();
    // Known check: Scottish 2026-27, £30,000 → £3,451.07.
    expect(row('Tax on salary')).toBe('£3,451.07');
    expect(within(results() as HTMLElement).queryByText('Student loan repayments')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Plan 1' }));
    await fill('Dividends', '3000');
    await calculate();
    // Plan 1 2026-27: 30,000 + 3,000 dividends (over 2,000) − 26,900 = 6,100 × 9% = 549.
    expect(row('Student loan repayments')).toBe('£549.00');
    expect(screen.getByText(/Your next £1,000 of salary keeps/)).toBeTruthy();
    expect(screen.getByText(/Your next £1,000 of dividends keeps/)).toBeTruthy();
  });

  it('shows what a pension contribution costs and leaves, by the month too, and where the income goes', async () => {
    const { user, fill, calculate, row, results } = setup({ taxYear: '2025-26' });
    await fill('Annual salary', '60000');
    await fill('Pension contributions', '10000');
    await calculate();
    const result = calculateDirector(
      { salary: 60_000, dividends: 0, savings: 0, pensionContributions: 10_000 },
      '2025-26',
    );
    const { atSource, throughReturn } = result.pensionRelief;
    // 10,000 gross: 8,000 paid, 2,000 added at source; the return's relief comes off the tax.
    expect(atSource).toBe(2_000);
    expect(throughReturn).toBeGreaterThan(0);
    const money = (amount: number) =>
      `£${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(row('Paid into your pension')).toBe('£10,000.00');
    expect(row('Its cost to you after tax relief')).toBe(money(8_000 - throughReturn));
    expect(row('Take-home after your pension')).toBe(money(result.netIncome - 8_000));
    const split = within(results() as HTMLElement).getByRole('figure');
    expect(within(split).getByText(/^Pension/)).toHaveTextContent(money(8_000));

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(row('Take-home after your pension')).toBe(money((result.netIncome - 8_000) / 12));
    expect(row('Total tax')).toBe(money(result.totalTax / 12));
  });

  describe('More about you', () => {
    const money = (amount: number) =>
      `£${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

    it('is closed by default; opened, its fields change the result as the engine works it out', async () => {
      const { user, fill, field, calculate, row } = setup();
      const toggle = screen.getByRole('button', { name: 'More about you' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await fill('Annual salary', '12570');
      await fill('Dividends', '80000');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // The panel's fields are a part loaded on demand: wait for them, as a visitor would.
      await user.type(await screen.findByLabelText('Children you get Child Benefit for'), '1');
      await fill('Pension contributions', '70000');
      await user.type(field('Unused pension allowance'), '5000');
      await calculate();
      const expected = calculateDirector(
        {
          salary: 12_570,
          dividends: 80_000,
          savings: 0,
          childBenefitChildren: 1,
          pensionContributions: 70_000,
          unusedAnnualAllowance: 5_000,
        },
        TEST_TAX_YEAR,
      );
      expect(row('High Income Child Benefit Charge')).toBe(money(expected.childBenefitCharge));
      expect(expected.annualAllowanceCharge).toBeGreaterThan(0);
      expect(row('Annual allowance charge')).toBe(money(expected.annualAllowanceCharge));
      expect(row('Total tax')).toBe(money(expected.totalTax));
    });

    it('over State Pension age, takes no employee NI and taxes a State Pension with the salary', async () => {
      const { user, fill, calculate, row } = setup();
      await fill('Annual salary', '12570');
      await user.click(screen.getByRole('button', { name: 'More about you' }));
      await user.click(screen.getByRole('switch', { name: 'Over State Pension age' }));
      await fill('State Pension received', '11,973');
      await calculate();
      // 12,570 + 11,973 − 12,570 = 11,973 × 20% = 2,394.60; no employee Class 1.
      expect(row('State Pension')).toBe('£11,973.00');
      expect(row('Tax on salary and State Pension')).toBe('£2,394.60');
      expect(row('Employee National Insurance')).toBe('£0.00');
      expect(row('Total tax')).toBe('£2,394.60');
    });

    it('applies Marriage Allowance received by a basic-rate director', async () => {
      const { user, fill, calculate, row } = setup();
      await fill('Annual salary', '20000');
      await user.click(screen.getByRole('button', { name: 'More about you' }));
      await user.click(await screen.findByRole('radio', { name: 'I receive it' }));
      await calculate();
      const expected = calculateDirector(
        {
          salary: 20_000,
          dividends: 0,
          savings: 0,
          marriageAllowance: 'receive',
        },
        TEST_TAX_YEAR,
      );
      expect(expected.marriageAllowance.amount).toBeGreaterThan(0);
      expect(row('Marriage Allowance tax reduction')).toBe(
        money(expected.marriageAllowance.amount),
      );
      expect(row('Total tax')).toBe(money(expected.totalTax));
    });

    it('shows an unknown marriage-allowance attribute as the choice’s error, and focuses it', async () => {
      const { calculate } = setup({ marriageAllowance: 'both' });
      await calculate();
      expect(screen.getByText(MARRIAGE_ALLOWANCE_HINT)).toBeVisible();
      expect(screen.getByRole('radio', { name: 'Neither' })).toHaveFocus();
      expect(screen.getByRole('group', { name: 'Marriage Allowance' })).toHaveAccessibleDescription(
        expect.stringContaining(MARRIAGE_ALLOWANCE_HINT),
      );
    });
  });
});

describe('its scenario', () => {
  it('round-trips through the share link’s fragment and the form, in every year', () => {
    expectScenarioRoundTrip(
      directorCalculatorApi,
      {
        salary: 12570,
        dividends: 37700,
        savings: 250,
        statePension: 11973,
        overStatePensionAge: true,
        scottishTaxpayer: false,
        studentLoanPlans: [],
        pensionContributions: 0,
        unusedAnnualAllowance: 0,
        childBenefitChildren: 0,
        marriageAllowance: 'receive',
      },
      parseDirectorForm,
    );
  });
});
