import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  CHILDREN_HINT,
  TAX_YEARS,
  calculateSelfEmployed,
  taxYearAfter,
  taxYearLabel,
} from '../../../engine/index.ts';
import { LATER_TAX_YEAR, TEST_TAX_YEAR, dateIn } from '../../../tests/support/clock.ts';
import { STALE_NOTICE } from '../../../widgets/shared/toolkit/calculator-shell.tsx';
import { formatMoney } from '../../../widgets/shared/toolkit/money.ts';
import { SelfEmployedCalculator } from './component.tsx';
import { expectScenarioRoundTrip } from '../../../widgets/shared/toolkit/testing.ts';
import { selfEmployedCalculatorApi } from './api.ts';
import { parseSelfEmployedForm } from '../../../engine/index.ts';

function setup(props: Parameters<typeof SelfEmployedCalculator>[0] = {}) {
  const user = userEvent.setup();
  const view = render(<SelfEmployedCalculator {...props} />);
  const income = screen.getByLabelText('Annual income');
  const expenses = screen.getByLabelText('Allowable expenses');
  const calculate = () => user.click(screen.getByRole('button', { name: 'Calculate' }));
  const results = () => screen.queryByRole('region', { name: /Your estimate/ });
  const row = (label: string) =>
    within(results() as HTMLElement).getByText(label, { selector: 'dt' }).nextElementSibling
      ?.textContent;
  return { user, view, income, expenses, calculate, results, row };
}

describe('SelfEmployedCalculator', () => {
  it('shows no result until Calculate is pressed', async () => {
    const { user, income, results } = setup();
    await user.type(income, '50000');
    expect(results()).toBeNull();
  });

  it('shows every figure of the spec in pounds with thousands separators', async () => {
    const { user, income, calculate, row, results } = setup();
    await user.type(income, '£50,000');
    await calculate();
    expect(results()).not.toBeNull();
    // Profit 50,000; income tax (50,000 − 12,570) × 20% = 7,486; Class 4 37,430 × 6% = 2,245.80.
    expect(row('Profit')).toBe('£50,000.00');
    expect(row('Income tax')).toBe('£7,486.00');
    expect(row('Class 2 NI')).toBe('£0.00');
    expect(row('Class 4 NI')).toBe('£2,246.00');
    expect(row('Total tax')).toBe('£9,732.00');
    expect(row('Net income')).toBe('£40,268.00');
    // 40,268 / 12 = 3,355.67.
    expect(row('Monthly net')).toBe('£3,356.00');
    // 9,732 / 50,000 = 19.464%.
    expect(row('Effective tax rate')).toBe('19.46%');
  });

  // Profit is shown in whole pounds (the totals add up to it exactly); typed pence are never rounded
  // silently: the row says it is rounded, and from what. Half a pound rounds away from zero.
  it.each([
    // 48,000.50 → £48,001 shown, rounded from £48,000.50.
    ['48,000.50', 'Profit, to the nearest pound', '£48,001.00', '£48,000.50'],
    // 48,000.49 → £48,000 shown, rounded from £48,000.49.
    ['48,000.49', 'Profit, to the nearest pound', '£48,000.00', '£48,000.49'],
    // 0.50 → £1 shown, rounded from £0.50.
    ['0.50', 'Profit, to the nearest pound', '£1.00', '£0.50'],
    // £48,000.5 is the same 48,000.50.
    ['£48,000.5', 'Profit, to the nearest pound', '£48,001.00', '£48,000.50'],
    // 48k is whole pounds: nothing is rounded, nothing said.
    ['48k', 'Profit', '£48,000.00', null],
  ])(
    'shows income %s as %s %s, saying what it was rounded from',
    async (typed, label, shown, from) => {
      const { user, income, calculate, row, results } = setup();
      await user.type(income, typed);
      await calculate();
      expect(row(label)).toBe(shown);
      const about = within(results() as HTMLElement).queryByText(/^Rounded from/);
      expect(about?.textContent ?? null).toBe(
        from === null
          ? null
          : `Rounded from ${from}: each tax is worked out on the exact profit, then rounded.`,
      );
    },
  );

  it('says the headline in one polite live region, not every figure', async () => {
    const { user, income, calculate, results } = setup();
    await user.type(income, '20000');
    await calculate();
    expect(results()?.closest('[aria-live]')).toBeNull();
    const live = document.querySelectorAll('[aria-live="polite"]');
    expect(live).toHaveLength(1);
    expect(live[0]?.textContent?.trim()).toMatch(/^Total tax £[\d,]+\.\d\d$/);
  });

  it.each([
    ['income', '-1', 'Income must be positive'],
    ['income', '10000001', 'Income too large'],
    ['expenses', '-5', 'Expenses must be positive'],
    ['expenses', '20,000,000', 'Expenses too large'],
  ] as const)(
    'on %s %s shows "%s" under the field and no result',
    async (field, value, message) => {
      const { user, income, expenses, calculate, results } = setup();
      const input = field === 'income' ? income : expenses;
      if (field === 'expenses') await user.type(income, '1000');
      await user.type(input, value);
      await calculate();
      const error = screen.getByText(message);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(results()).toBeNull();
      expect(input).toHaveFocus();
    },
  );

  it('clears errors and replaces the result on the next successful press', async () => {
    const { user, income, calculate, row } = setup();
    await user.type(income, '-1');
    await calculate();
    expect(screen.getByText('Income must be positive')).toBeInTheDocument();
    await user.clear(income);
    await user.type(income, '30000');
    await calculate();
    expect(screen.queryByText('Income must be positive')).toBeNull();
    expect(income).not.toHaveAttribute('aria-invalid');
    expect(row('Profit')).toBe('£30,000.00');
    await user.clear(income);
    await user.type(income, '40000');
    await calculate();
    expect(row('Profit')).toBe('£40,000.00');
    expect(screen.getAllByRole('region', { name: /Your estimate/ })).toHaveLength(1);
  });

  it('marks an earlier result out of date while a field is invalid, and never shows it as current', async () => {
    const { user, income, calculate, results } = setup();
    await user.type(income, '30000');
    await calculate();
    expect(results()).not.toBeNull();
    await user.clear(income);
    await user.type(income, '-3');
    await calculate();
    expect(document.querySelector('[part="stale"]')?.textContent).toBe(STALE_NOTICE);
    expect(results()?.closest('.acct-results-region')).toHaveClass('acct-results-region--stale');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(STALE_NOTICE);
  });

  it('dispatches acct-calculate with the tax year, input and result, once per scenario', async () => {
    const onCalculate = vi.fn();
    const { user, income, expenses, calculate, view } = setup({ onCalculate });
    const listener = vi.fn();
    view.container.addEventListener('acct-calculate', (event) =>
      listener((event as CustomEvent).detail),
    );
    await user.type(income, '50000');
    await user.type(expenses, '10000');
    await calculate();
    const reported = listener.mock.calls.length;
    // The same scenario again is not a new calculation to report.
    await calculate();
    expect(listener).toHaveBeenCalledTimes(reported);
    // Each settled edit is reported too, and typing on a busy machine can pause longer than the
    // settle time: the press's scenario is the last reported, and no scenario is reported twice.
    const scenarios = listener.mock.calls.map(([detail]) => JSON.stringify(detail.input));
    expect(new Set(scenarios).size).toBe(scenarios.length);
    const detail = listener.mock.lastCall?.[0];
    expect(detail.taxYear).toBe('2025-26');
    expect(detail.input).toEqual({
      income: 50000,
      expenses: 10000,
      tradingAllowance: false,
      overStatePensionAge: false,
      employmentIncome: 0,
      statePension: 0,
      savings: 0,
      dividends: 0,
      previousYearBill: null,
      scottishTaxpayer: false,
      studentLoanPlans: [],
      pensionContributions: 0,
      unusedAnnualAllowance: 0,
      childBenefitChildren: 0,
    });
    expect(detail.result.profit).toBe(40000);
    expect(onCalculate).toHaveBeenLastCalledWith(detail);
  });

  it.each([TEST_TAX_YEAR, LATER_TAX_YEAR])(
    'without a tax-year, starts on the year today falls in: %s',
    async (year) => {
      vi.setSystemTime(dateIn(year));
      const { user, income, calculate } = setup();
      expect(screen.getByRole('radio', { name: taxYearLabel(year) })).toBeChecked();
      await user.type(income, '30000');
      await calculate();
      expect(
        screen.getByRole('region', { name: `Your estimate for ${taxYearLabel(year)}` }),
      ).toBeInTheDocument();
    },
  );

  it('starts from the tax-year attribute and switches year visibly', async () => {
    const listener = vi.fn();
    const { user, income, calculate, view } = setup({ taxYear: '2026-27' });
    view.container.addEventListener('acct-calculate', (event) =>
      listener((event as CustomEvent).detail.taxYear),
    );
    expect(screen.getByRole('radio', { name: '2026/27' })).toBeChecked();
    await user.type(income, '30000');
    await calculate();
    expect(screen.getByRole('region', { name: 'Your estimate for 2026/27' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '2025/26' }));
    expect(screen.getByRole('region', { name: 'Your estimate for 2025/26' })).toBeInTheDocument();
    await calculate();
    expect(listener.mock.calls.map(([year]) => year)).toEqual(['2026-27', '2025-26']);
  });

  it('falls back to the year today falls in for an unknown attribute value, says so and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const last = TAX_YEARS[TAX_YEARS.length - 1]!;
    const unknown = taxYearAfter(last);
    const shown = taxYearLabel(TEST_TAX_YEAR);
    const { user, income, calculate, view } = setup({ taxYear: unknown });
    expect(screen.getByRole('radio', { name: shown })).toBeChecked();
    expect(
      screen.getByText(`Tax year ${unknown} is not available; showing ${shown}.`),
    ).toBeVisible();
    await user.type(income, '50000');
    await calculate();
    expect(screen.getByRole('region', { name: `Your estimate for ${shown}` })).toBeInTheDocument();
    view.rerender(<SelfEmployedCalculator taxYear={unknown} />);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      `Unknown tax-year "${unknown}": using ${TEST_TAX_YEAR}. Accepted values: ${TAX_YEARS.join(', ')}.`,
    );
    view.rerender(<SelfEmployedCalculator taxYear={last} />);
    expect(screen.queryByText(/is not available/)).toBeNull();
    warn.mockRestore();
  });

  it('offers a booking link carrying the scenario only after a result', async () => {
    const { user, income, expenses, calculate } = setup({ bookingUrl: '/contact#booking-widget' });
    expect(screen.queryByRole('link', { name: 'Book a free call about this' })).toBeNull();
    await user.type(income, '50000');
    await user.type(expenses, '0');
    await calculate();
    const link = screen.getByRole('link', { name: 'Book a free call about this' });
    const href = link.getAttribute('href') ?? '';
    // The figures travel in the fragment, after the booking URL's own anchor; none in the query.
    expect(href.startsWith('/contact#booking-widget&')).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('#') + 1));
    expect(Object.fromEntries(params)).toEqual({
      'booking-widget': '',
      calc: 'self-employed',
      year: '2025-26',
      income: '50000',
      expenses: '0',
      employmentIncome: '0',
      statePension: '0',
      savings: '0',
      dividends: '0',
      pensionContributions: '0',
      unusedAnnualAllowance: '0',
      childBenefitChildren: '0',
      headline: 'Total tax £9,732.00',
    });
  });

  it('shows no booking link without a booking URL', async () => {
    const { user, income, calculate } = setup();
    await user.type(income, '50000');
    await calculate();
    expect(screen.queryByRole('link', { name: /book/i })).toBeNull();
  });

  it('adds Scottish rates, loan and pension lines only when they apply', async () => {
    const { user, income, calculate, row, results } = setup({ taxYear: '2026-27' });
    await user.type(income, '30000');
    await calculate();
    const region = results() as HTMLElement;
    expect(within(region).queryByText('Student loan repayments')).toBeNull();
    expect(within(region).queryByText('Paid into your pension')).toBeNull();
    // UK: 17,430 × 20% = 3,486.
    expect(row('Income tax')).toBe('£3,486.00');

    await user.click(screen.getByRole('switch', { name: 'Scottish taxpayer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Plan 2' }));
    await user.type(screen.getByLabelText('Pension contributions'), '1,000');
    await calculate();
    // Scottish 2026-27 on 17,430 taxable; the 1,000 moves the intermediate band to 17,956, so
    // 753.73 + (17,430 − 3,967) 13,463 × 20% = 2,692.60 → 3,446.33 → 3,446.
    expect(row('Income tax')).toBe('£3,446.00');
    // Plan 2 2026-27: (30,000 − 29,385) 615 × 9% = 55.35 → 55.
    expect(row('Student loan repayments')).toBe('£55.00');
    // Net: 30,000 − (3,446 + 1,046) − 55 = 25,453.
    expect(row('Net income')).toBe('£25,453.00');
    // 1,000 into the pension: 800 paid, 200 (20%) added at source; through the return
    // 3,451 − 3,446 = 5 (the 1% intermediate slice). Cost 1,000 − 200 − 5 = 795; take-home
    // after paying it 25,453 − 800 = 24,653.
    expect(row('Paid into your pension')).toBe('£1,000.00');
    expect(row('Its cost to you after tax relief')).toBe('£795.00');
    expect(row('Take-home after your pension')).toBe('£24,653.00');
    expect(screen.getByText(/Your next £1,000 of profit keeps/)).toBeTruthy();
  });

  it('shows the figures a month or a week, and where the profit goes, without working them out again', async () => {
    const onCalculate = vi.fn();
    const { user, income, calculate, row, results } = setup({ onCalculate });
    await user.type(income, '52000');
    await calculate();
    expect(onCalculate).toHaveBeenCalledTimes(1);
    // Profit 52,000: income tax 37,700 × 20% + 1,730 × 40% = 7,540 + 692 = 8,232; Class 4
    // 37,700 × 6% + 1,730 × 2% = 2,296.60 → 2,297; total 10,529; net 41,471.
    expect(row('Total tax')).toBe('£10,529.00');
    const split = within(results() as HTMLElement).getByRole('figure');
    expect(
      within(split)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Take-home £41,471.00 (80%)',
      'Income tax £8,232.00 (16%)',
      'National Insurance £2,297.00 (4%)',
    ]);

    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    // Each a fifty-second: 10,529 ÷ 52 = 202.48; 41,471 ÷ 52 = 797.52.
    expect(row('Total tax')).toBe('£202.48');
    expect(row('Net income')).toBe('£797.52');
    expect(within(results() as HTMLElement).getByText('Total tax a week')).toBeInTheDocument();
    expect(
      within(results() as HTMLElement).queryByText('Monthly net', { selector: 'dt' }),
    ).toBeNull();
    expect(within(split).getAllByRole('listitem')[0]).toHaveTextContent('£797.52 (80%)');
    // A view, not a calculation: no event, and the view stays on the next result.
    expect(onCalculate).toHaveBeenCalledTimes(1);
    await user.clear(income);
    await user.type(income, '26000');
    await calculate();
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    expect(row('Profit')).toBe('£500.00');
  });

  it('shows payments on account and the first-year timeline', async () => {
    const { user, income, calculate, results } = setup();
    await user.type(income, '30000');
    await calculate();
    const region = results() as HTMLElement;
    // 3,486 + 1,046 = 4,532 → 2,266 each, for 2026/27 (set from 2025/26's bill); first year:
    // 4,532 + 2,266 = 6,798 on 31 January 2027.
    expect(
      within(region).getByText(
        /Payments on account for 2026\/27: £2,266.00 on each of 31 January 2027 and 31 July 2027, each half of 2025\/26's income tax and Class 4 through your return\./,
      ),
    ).toBeTruthy();
    expect(
      within(region).getByText(/31 January 2027: Balancing payment/).nextElementSibling
        ?.textContent,
    ).toBe('£6,798.00');
  });

  /** The payments table's rows: date cell, what for, amount, as text. */
  const paymentRows = (region: HTMLElement) =>
    within(within(region).getByRole('table', { name: 'When you pay' }))
      .getAllByRole('row')
      .slice(1)
      .map((tr) => Array.from(tr.children, (cell) => cell.textContent));

  it('without last year’s bill, names the year of each date and gives no figure for this year’s', async () => {
    const { user, income, calculate, results } = setup({ taxYear: '2025-26' });
    await user.type(income, '30000');
    await calculate();
    const region = results() as HTMLElement;
    // 2025/26's payments on account are half 2024/25's bill: not known. 2026/27's are half of
    // 2025/26's 4,532: 2,266 each.
    expect(paymentRows(region)).toEqual([
      [
        '31 January 2026',
        'First payment on account for 2025/26, half your 2024/25 bill if it was due',
        'Not known without last year’s bill',
      ],
      [
        '31 July 2026',
        'Second payment on account for 2025/26, half your 2024/25 bill if it was due',
        'Not known without last year’s bill',
      ],
      [
        '31 January 2027',
        'Balancing payment for 2025/26: its bill of £4,532.00 less the payments on account made for itFirst payment on account for 2026/27: £2,266.00',
        'Not known without last year’s bill',
      ],
      ['31 July 2027', 'Second payment on account for 2026/27', '£2,266.00'],
    ]);
    expect(within(region).getByText(/set from last year's bill, not this year's/)).toBeTruthy();
  });

  it('with last year’s bill, gives what is due on each date, a credit as money back', async () => {
    const { user, calculate, results } = setup({ taxYear: '2025-26', income: '30000' });
    await user.type(screen.getByLabelText(/Last year’s Self Assessment bill/), '£6,000');
    await calculate();
    const region = results() as HTMLElement;
    // 6,000 / 2 = 3,000 each; balancing 4,532 − 6,000 = −1,468, a credit; with 2026/27's first
    // 2,266 the day's total is 2,266 − 1,468 = 798.
    expect(paymentRows(region)).toEqual([
      ['31 January 2026', 'First payment on account for 2025/26', '£3,000.00'],
      ['31 July 2026', 'Second payment on account for 2025/26', '£3,000.00'],
      [
        '31 January 2027',
        'Refund or credit for 2025/26: its payments on account were more than its bill: £1,468.00 backFirst payment on account for 2026/27: £2,266.00',
        '£798.00',
      ],
      ['31 July 2027', 'Second payment on account for 2026/27', '£2,266.00'],
    ]);
    expect(within(region).getByText(/HMRC owes you £1,468.00/)).toBeTruthy();
    expect(within(region).queryByText(/first year of trading/)).toBeNull();
  });

  it('marks the dates already past by the clock, and still shows them', async () => {
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
    const { user, calculate, results } = setup({
      taxYear: '2025-26',
      income: '30000',
      previousYearBill: '4000',
    });
    await calculate();
    const dates = paymentRows(results() as HTMLElement).map(([date]) => date);
    expect(dates).toEqual([
      '31 January 2026Past',
      '31 July 2026Past',
      '31 January 2027',
      '31 July 2027',
    ]);
    void user;
  });

  it('starts from the partner attributes and refuses a negative pension amount', async () => {
    const { calculate } = setup({
      scottishTaxpayer: true,
      studentLoanPlans: 'plan2 postgraduate nonsense',
      pensionContributions: '-5',
    });
    expect(screen.getByRole('switch', { name: 'Scottish taxpayer' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('checkbox', { name: 'Plan 2' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Postgraduate Loan' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('checkbox', { name: 'Plan 1' })).toHaveProperty('checked', false);
    await calculate();
    expect(screen.getByText('Pension contributions must be positive')).toBeTruthy();
    expect(screen.getByLabelText('Pension contributions').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  describe('More about you', () => {
    it('is closed by default and adds no line to the result', async () => {
      const { user, income, expenses, calculate, results } = setup();
      const toggle = screen.getByRole('button', { name: 'More about you' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByLabelText('Pay from a job')).not.toBeVisible();
      await user.type(income, '50000');
      // Expenses above the trading allowance: it would not leave more, so it is not mentioned.
      await user.type(expenses, '5000');
      await calculate();
      const region = results() as HTMLElement;
      for (const absent of [/Child Benefit/, /Marriage Allowance/, /PAYE/, /trading allowance/])
        expect(within(region).queryByText(absent, { selector: 'dt, [part~="note"]' })).toBeNull();
    });

    it('opens by keyboard and works out a job, children and the trading allowance as the engine does', async () => {
      const { user, income, expenses, calculate, row } = setup();
      await user.type(income, '70000');
      await user.type(expenses, '400');
      screen.getByRole('button', { name: 'More about you' }).focus();
      await user.keyboard('{Enter}');
      await user.type(screen.getByLabelText('Pay from a job'), '20k');
      await user.type(screen.getByLabelText('Children you get Child Benefit for'), '2');
      await calculate();
      const expected = calculateSelfEmployed(
        {
          income: 70_000,
          expenses: 400,
          employmentIncome: 20_000,
          childBenefitChildren: 2,
        },
        TEST_TAX_YEAR,
      );
      expect(expected.employment).not.toBeNull();
      // PAYE takes the tax on the pay alone: (20,000 − 12,570) × 20% = 1,486.
      expect(row("Income tax your job's PAYE takes")).toBe('£1,486.00');
      expect(row('Income tax left for your tax return')).toBe(formatMoney(expected.incomeTax));
      expect(row('High Income Child Benefit Charge')).toBe(
        formatMoney(expected.childBenefitCharge),
      );
      expect(expected.childBenefitCharge).toBeGreaterThan(0);
      expect(row('Total tax through your return')).toBe(formatMoney(expected.totalTax));
      await user.click(screen.getByRole('switch', { name: 'Claim the trading allowance' }));
      await calculate();
      expect(row('Profit')).toBe(formatMoney(69_000));
    });

    it('over State Pension age, charges no Class 4 and taxes a State Pension with the profit', async () => {
      const { user, income, calculate, row } = setup();
      await user.type(income, '20000');
      await user.click(screen.getByRole('button', { name: 'More about you' }));
      await user.click(screen.getByRole('switch', { name: 'Over State Pension age' }));
      await user.type(screen.getByLabelText('State Pension received'), '11,973');
      await calculate();
      // 11,973 + 20,000 − 12,570 = 19,403 × 20% = 3,880.60 → 3,881; no Class 4 (reg 93).
      expect(row('State Pension')).toBe('£11,973.00');
      expect(row('Income tax')).toBe('£3,881.00');
      expect(row('Class 4 NI')).toBe('£0.00');
      expect(row('Net income')).toBe('£28,092.00');
      // Said beside the Class 4 row, from its working.
      expect(
        within(
          screen.getByText('Class 4 NI', { selector: 'dt' }).parentElement as HTMLElement,
        ).getByText(/no Class 4 is due for the year/),
      ).toBeInTheDocument();
      expect(screen.queryByText(/the year counts towards the State Pension/)).toBeNull();
    });

    it('taxes savings interest and dividends above the profit, from attributes', () => {
      const { row } = setup({
        income: '30000',
        savings: '2,000',
        dividends: '3k',
        autoCalculate: true,
      });
      expect(screen.getByLabelText('Savings interest')).toHaveValue('2,000');
      // Profit tax 17,430 × 20% = 3,486; savings 1,000 at 0%, 1,000 × 20% = 200; dividends 500 at
      // 0%, 2,500 × 8.75% = 218.75: 3,904.75 → 3,905. Class 4 on the profit alone: 1,046.
      expect(row('Savings interest')).toBe('£2,000.00');
      expect(row('Dividends')).toBe('£3,000.00');
      expect(row('Income tax')).toBe('£3,905.00');
      expect(row('Class 4 NI')).toBe('£1,046.00');
      expect(row('Net income')).toBe('£30,049.00');
    });

    it('opens itself when an attribute fills one of its fields, and refuses bad text with its field error', async () => {
      const { calculate } = setup({ income: '30000', childBenefitChildren: 'two' });
      expect(screen.getByRole('button', { name: 'More about you' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await calculate();
      const children = screen.getByLabelText('Children you get Child Benefit for');
      expect(children).toHaveAttribute('aria-invalid', 'true');
      expect(children).toHaveFocus();
      expect(screen.getByText(CHILDREN_HINT)).toBeVisible();
    });

    it('says why Marriage Allowance is not applied, from attributes with auto-calculate', () => {
      const { row } = setup({
        income: '90000',
        marriageAllowance: 'receive',
        tradingAllowance: true,
        autoCalculate: true,
      });
      const expected = calculateSelfEmployed(
        {
          income: 90_000,
          expenses: 0,
          marriageAllowance: 'receive',
          tradingAllowance: true,
        },
        TEST_TAX_YEAR,
      );
      expect(screen.getByRole('radio', { name: 'I receive it' })).toBeChecked();
      expect(screen.getByRole('switch', { name: 'Claim the trading allowance' })).toBeChecked();
      expect(row('Total tax')).toBe(formatMoney(expected.totalTax));
      expect(expected.marriageAllowance.applied).toBe(false);
      expect(screen.getByText(/^Marriage Allowance: Not applied: /)).toBeVisible();
    });

    it('shows the allowance a Marriage Allowance transfer gives up', () => {
      const { row } = setup({
        income: '20000',
        marriageAllowance: 'transfer',
        autoCalculate: true,
      });
      // 10% of the 12,570 personal allowance, rounded up to £10: 1,260.
      expect(row('Marriage Allowance transferred')).toBe('£1,260.00');
      // 20,000 − (12,570 − 1,260) = 8,690 × 20% = 1,738.
      expect(row('Income tax')).toBe('£1,738.00');
    });

    it('says which of the trading allowance and the expenses leaves more, when it matters', async () => {
      const { user, expenses, calculate, results } = setup({
        income: '30000',
        expenses: '200',
        tradingAllowance: true,
        autoCalculate: true,
      });
      // The allowance takes 800 more off the profit: 800 × (20% + 6%) = 208.
      const verdict = 'The £1,000 trading allowance instead of the expenses leaves £208 more.';
      expect(within(results() as HTMLElement).getByText(verdict)).toBeVisible();
      await user.click(screen.getByRole('switch', { name: 'Claim the trading allowance' }));
      await user.clear(expenses);
      await user.type(expenses, '5000');
      await calculate();
      // Expenses the allowance would not beat, not claimed: nothing to say.
      const region = results() as HTMLElement;
      expect(
        within(region).queryByText(/trading allowance/, { selector: '[part~="note"]' }),
      ).toBeNull();
      await user.click(screen.getByRole('switch', { name: 'Claim the trading allowance' }));
      await calculate();
      // Claimed against 5,000 of expenses: 4,000 × 26% = 1,040 more the other way.
      expect(
        within(results() as HTMLElement).getByText(
          'The expenses leave £1,040 more than the £1,000 trading allowance would.',
        ),
      ).toBeVisible();
    });
  });

  describe('rent from property', () => {
    const note = () => screen.getByText(/^Rent from property is not trading income/);

    it.each([
      [
        'https://www.example.co.uk/contact#booking-widget',
        'https://www.example.co.uk/landlord-tax-calculator',
      ],
      ['/contact?topic=calculator-help#booking-widget', '/landlord-tax-calculator'],
    ])('says it is not a trade and links the landlord calculator on %s', (bookingUrl, href) => {
      setup({ bookingUrl });
      expect(note()).toHaveTextContent(
        'Rent from property is not trading income: it is taxed as property income, with no Class 4 National Insurance, so leave it out here.',
      );
      expect(within(note()).getByRole('link', { name: 'Landlord tax calculator' })).toHaveAttribute(
        'href',
        href,
      );
    });

    it('links nowhere without a booking URL, as the widget does not know the practice’s site', () => {
      setup();
      expect(within(note()).queryByRole('link')).toBeNull();
    });
  });

  describe('VAT registration', () => {
    const note = () =>
      within(screen.getByRole('region', { name: /Your estimate/ })).queryByText(/^VAT: /);

    // Turnover over £90,000 (VATA 1994 Sch 1 para 1), whatever the expenses: not at £90,000.
    it.each([
      ['90000', '0', false],
      ['90000.01', '0', true],
      ['95000', '90000', true],
    ])('at a turnover of £%s with £%s of expenses, a note: %s', (income, expenses, shown) => {
      setup({ income, expenses, autoCalculate: true });
      if (!shown) {
        expect(note()).toBeNull();
        return;
      }
      expect(note()).toHaveTextContent(
        'VAT: a business must register once its taxable turnover over the last 12 months goes over £90,000, or is expected to in the next 30 days alone.',
      );
      expect(within(note() as HTMLElement).getByRole('link')).toHaveAttribute(
        'href',
        'https://www.gov.uk/guidance/vat-registration-thresholds',
      );
    });
  });

  describe('Making Tax Digital', () => {
    const note = () =>
      within(screen.getByRole('region', { name: /Your estimate/ })).getByText(
        /^Making Tax Digital/,
      );

    it.each([
      // Turnover, not profit, against each dated threshold.
      ['60000', /from the 2026\/27 tax year at this turnover \(over £50,000\)/],
      ['50000', /from the 2027\/28 tax year at this turnover \(over £30,000\)/],
      ['30001', /from the 2027\/28 tax year at this turnover \(over £30,000\)/],
      ['30000', /from the 2028\/29 tax year at this turnover \(over £20,000\)/],
      ['20000', /does not apply at this turnover/],
    ])('at a turnover of £%s says %s', (income, text) => {
      setup({ income, expenses: String(Number(income) / 2), autoCalculate: true });
      expect(note()).toHaveTextContent(text);
    });

    it.each([
      [
        'https://www.example.co.uk/contact#booking-widget',
        'https://www.example.co.uk/self-assessment',
      ],
      ['/contact?topic=calculator-help#booking-widget', '/self-assessment'],
    ])(
      'links to the practice’s Self Assessment page beside the booking URL %s',
      (bookingUrl, href) => {
        setup({ income: '60000', bookingUrl, autoCalculate: true });
        expect(
          within(note()).getByRole('link', { name: 'Our Self Assessment service' }),
        ).toHaveAttribute('href', href);
      },
    );

    it('has no link without a booking URL, which says where the practice is', () => {
      setup({ income: '60000', autoCalculate: true });
      expect(within(note()).queryByRole('link')).toBeNull();
    });
  });
});

describe('its scenario', () => {
  it('round-trips through the share link’s fragment and the form, in every year', () => {
    expectScenarioRoundTrip(
      selfEmployedCalculatorApi,
      {
        income: 52000.5,
        expenses: 4100,
        tradingAllowance: false,
        employmentIncome: 18000,
        statePension: 11973,
        overStatePensionAge: true,
        savings: 2500.25,
        dividends: 3000,
        previousYearBill: 6100.75,
        scottishTaxpayer: true,
        studentLoanPlans: ['plan2', 'postgraduate'],
        pensionContributions: 3000,
        unusedAnnualAllowance: 20000,
        childBenefitChildren: 2,
        marriageAllowance: 'transfer',
      },
      parseSelfEmployedForm,
    );
  });
});
