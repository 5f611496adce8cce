import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  businessStructureSides,
  compareBusinessStructures,
  taxYearLabel,
  TAX_YEARS,
} from '../../../engine/index.ts';
import { STALE_NOTICE } from '../../../widgets/shared/toolkit/calculator-shell.tsx';
import { formatMoney } from '../../../widgets/shared/toolkit/money.ts';
import { DEFAULT_CHART_WIDTH } from '../../../widgets/shared/toolkit/chart-frame.ts';
import { answerInWords } from './answer.ts';
import { IncorporationCalculator } from './component.tsx';
import { HEIGHT as CHART_HEIGHT } from './chart.tsx';
import { TEST_TAX_YEAR } from '../../../tests/support/clock.ts';
import { expectScenarioRoundTrip } from '../../../widgets/shared/toolkit/testing.ts';
import { incorporationCalculatorApi } from './api.ts';
import { parseIncorporationForm } from '../../../engine/index.ts';

// The comparison runs the planner a hundred times or so; on a shared machine a test may take a while.
vi.setConfig({ testTimeout: 30_000 });

function setup(props: Parameters<typeof IncorporationCalculator>[0] = {}) {
  const user = userEvent.setup();
  const view = render(<IncorporationCalculator {...props} />);
  const profit = screen.getByLabelText('Profit');
  const fees = screen.getByRole('switch', { name: 'Include our accountancy fees' });
  const calculate = () => user.click(screen.getByRole('button', { name: 'Calculate' }));
  const results = () => screen.queryByRole('region', { name: /Sole trader or limited company in/ });
  const side = (name: string) =>
    within(results() as HTMLElement).getByRole('region', { name }) as HTMLElement;
  const row = (sideName: string, label: string) =>
    within(side(sideName)).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  return { user, view, profit, fees, calculate, results, side, row };
}

const money = (amount: number) => formatMoney(amount);

describe('IncorporationCalculator', () => {
  it('has one profit field, the fees switch, the circumstances and the tax year', () => {
    setup();
    expect(screen.getByLabelText('Profit')).toHaveAccessibleDescription(
      expect.stringContaining('before paying yourself'),
    );
    expect(screen.getByRole('switch', { name: 'Include our accountancy fees' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Scottish taxpayer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pension contributions')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Student loan repayments' })).toBeInTheDocument();
    for (const year of TAX_YEARS) {
      expect(screen.getByRole('radio', { name: taxYearLabel(year) })).toBeInTheDocument();
    }
  });

  it('says on each side whether the year counts towards the State Pension', async () => {
    const { user, profit, calculate, row } = setup({ taxYear: '2025-26' });
    // £200,000: a £5,000 salary is advised, under 2025-26's £6,500 lower earnings limit.
    await user.type(profit, '200000');
    await calculate();
    expect(row('Sole trader', 'State Pension year')).toBe('Counts');
    expect(row('Limited company', 'State Pension year')).toBe('Does not count');
    expect(
      screen.getByText(/a salary under the lower earnings limit of £6,500 leaves the year out/),
    ).toBeInTheDocument();
    await user.clear(profit);
    await user.type(profit, '50000');
    await calculate();
    expect(row('Limited company', 'State Pension year')).toBe('Counts');
    expect(screen.queryByText(/leaves the year out/)).toBeNull();
  });

  it('leads with the answer in words, then both sides, as the engine works them out', async () => {
    const { user, profit, calculate, row } = setup();
    await user.type(profit, '£80,000');
    await calculate();
    const expected = compareBusinessStructures(
      {
        profit: 80_000,
        scottishTaxpayer: false,
        studentLoanPlans: [],
        pensionContributions: 0,
        includeAccountancyFees: false,
      },
      TEST_TAX_YEAR,
    );
    expect(document.querySelector('[part="answer"]')?.textContent).toBe(
      `${answerInWords(expected, false)}.`,
    );
    expect(row('Sole trader', 'Income tax')).toBe(money(expected.soleTrader.incomeTax));
    expect(row('Sole trader', 'Class 4 NI')).toBe(money(expected.soleTrader.class4NI));
    expect(row('Sole trader', 'Take-home')).toBe(money(expected.soleTrader.takeHome));
    expect(row('Limited company', 'Salary')).toBe(money(expected.limitedCompany.salary));
    expect(row('Limited company', 'Dividends')).toBe(money(expected.limitedCompany.dividends));
    expect(row('Limited company', 'Corporation tax')).toBe(
      money(expected.limitedCompany.corporationTax),
    );
    expect(row('Limited company', 'Take-home')).toBe(money(expected.limitedCompany.takeHome));
    // The live region says the answer, and is the only one.
    const live = document.querySelectorAll('[aria-live="polite"]');
    expect(live).toHaveLength(1);
    expect(live[0]?.textContent?.trim()).toBe(answerInWords(expected, false));
  });

  it('takes each side’s fees off with the switch, and the answer says so', async () => {
    const { user, profit, fees, calculate, row, side } = setup();
    await user.type(profit, '80000');
    await user.click(fees);
    await calculate();
    const expected = compareBusinessStructures(
      {
        profit: 80_000,
        scottishTaxpayer: false,
        studentLoanPlans: [],
        pensionContributions: 0,
        includeAccountancyFees: true,
      },
      TEST_TAX_YEAR,
    );
    expect(expected.limitedCompany.accountancyFees?.total).toBeGreaterThan(0);
    expect(row('Sole trader', 'Take-home before fees')).toBe(
      money(expected.soleTrader.takeHomeBeforeFees),
    );
    // The company's own fees come off its profit before the split: its rows read down to the split.
    expect(row('Limited company', 'Profit after the company’s fees')).toBe(
      money(expected.limitedCompany.companyProfit),
    );
    expect(within(side('Limited company')).queryByText('Take-home before fees')).toBeNull();
    expect(row('Limited company', 'Take-home')).toBe(money(expected.limitedCompany.takeHome));
    expect(row('Sole trader', 'Take-home')).toBe(money(expected.soleTrader.takeHome));
    expect(document.querySelector('[part="answer"]')?.textContent).toMatch(/after our fees\.$/);
  });

  it('shows the company’s fees coming off its profit and the director’s return off take-home', async () => {
    const { user, profit, fees, calculate, row } = setup();
    await user.type(profit, '50000');
    await user.click(fees);
    await calculate();
    // The engine's table: the company splits 50,000 − 1,260 = 48,740, and its £28,377.94 of
    // dividends need the director's own return, £180.
    expect(row('Limited company', 'Profit after the company’s fees')).toBe(money(48_740));
    expect(row('Limited company', 'Director’s personal tax return')).toBe(`−${money(180)}`);
    expect(row('Limited company', 'Take-home')).toBe(money(38_328.62));
  });

  it('takes back relief at source on contributions above the director’s salary', async () => {
    const { user, profit, calculate, row, side } = setup();
    await user.type(profit, '60000');
    await user.type(screen.getByLabelText('Pension contributions'), '20000');
    await calculate();
    // The engine's table: £7,430 above the £12,570 salary, 20% recovered.
    expect(row('Limited company', 'Pension relief recovered by HMRC')).toBe(`−${money(1_486)}`);
    expect(within(side('Sole trader')).queryByText('Pension relief recovered by HMRC')).toBeNull();
  });

  it('shows the same profit inside IR35, its deemed employment payment beside the sole trader', async () => {
    const { user, profit, calculate, row } = setup();
    await user.type(profit, '90000');
    await calculate();
    // The engine's table: £75,000 of employment income, take-home £56,640.96, £6,870 less.
    expect(row('Inside IR35', 'Employment income')).toBe(money(75_000));
    expect(row('Inside IR35', 'Take-home')).toBe(money(56_640.96));
    expect(
      screen.getByText(/You would take home £56,640.96, £6,870 less than as a sole trader/),
    ).toBeVisible();
  });

  it('shows the company’s fees beyond its profit, which the owner funds, so the rows add up', async () => {
    // £500 with fees: no salary, so no payroll; £900 of accounts against £500 of profit.
    const { user, profit, fees, calculate, row } = setup();
    await user.type(profit, '500');
    await user.click(fees);
    await calculate();
    expect(row('Limited company', 'The company’s fees beyond its profit, which you fund')).toBe(
      `−${money(400)}`,
    );
    expect(row('Limited company', 'Take-home')).toBe(money(-400));
  });

  it('says when the profit alone is over the VAT registration threshold', async () => {
    const { user, profit, calculate, results } = setup();
    await user.type(profit, '95000');
    await calculate();
    const notes = [...(results() as HTMLElement).querySelectorAll('[part="note"]')].map(
      (element) => element.textContent,
    );
    expect(notes.some((note) => note?.startsWith('VAT: a business must register'))).toBe(true);
  });

  it.each([
    // Before fees in 2025-26 the company leads by up to £759.69 at £60,250 and falls behind above.
    [
      false,
      'A limited company leaves most at £60,250 of profit, £760 a year more, but does not stay ahead as profit grows: the chart shows where it leads.',
    ],
    // After fees it is £148.69 ahead at most, at £61,510.
    [
      true,
      'A limited company leaves most, after our fees, at £61,510 of profit, £149 a year more, but does not stay ahead as profit grows: the chart shows where it leads.',
    ],
  ])(
    'says where a company leads and that it does not stay ahead, fees %s',
    async (withFees, note) => {
      const { user, profit, fees, calculate, results } = setup();
      await user.type(profit, '60000');
      if (withFees) await user.click(fees);
      await calculate();
      // The note leads the comparison against profit, a part that arrives after the answer.
      await waitFor(() => {
        const notes = [...(results() as HTMLElement).querySelectorAll('[part="note"]')];
        expect(notes.map((element) => element.textContent)).toContain(note);
      });
    },
  );

  it('says where a company comes closest when it never leaves £100 a year more', async () => {
    // 2026-27 after fees: never £100 ahead up to £300,000; closest at £61,510, £595.33 behind
    // (compareBusinessStructures' companyLeadsMost.afterFees).
    const { user, profit, fees, calculate, results } = setup({ taxYear: '2026-27' });
    await user.type(profit, '60000');
    await user.click(fees);
    await calculate();
    const lead = compareBusinessStructures(
      { profit: 60_000, includeAccountancyFees: true },
      '2026-27',
    ).companyLeadsMost.afterFees;
    expect(lead.difference).toBeLessThan(0);
    await waitFor(() => {
      const notes = [...(results() as HTMLElement).querySelectorAll('[part="note"]')];
      expect(notes.map((element) => element.textContent)).toContain(
        `Up to £300,000 of profit, a limited company never leaves £100 a year more after our fees; it comes closest at £${lead.profit.toLocaleString('en-GB')}, leaving £${Math.round(-lead.difference)} less.`,
      );
    });
  });

  it('charts the difference with a table as its text, and states what the figures leave out', async () => {
    const { user, profit, calculate, results } = setup();
    await user.type(profit, '60000');
    await calculate();
    const panel = results() as HTMLElement;
    // The chart and its table are a part, with the engine's chart: they follow the answer.
    const table = await within(panel).findByRole('table', {
      name: /What a limited company leaves you/,
    });
    const chart = panel.querySelector('[part="chart"] svg');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(chart?.querySelector('.acct-chart__line')?.getAttribute('d')).toMatch(/^M[\d.,L-]+$/);
    expect(within(panel).getByText(/the table below gives the figures/)).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Your £60,000' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '£300,000' })).toBeInTheDocument();
    const caveats = panel.querySelector('[part="caveats"]') as HTMLElement;
    for (const words of [
      /Limited liability/,
      /Running a company/,
      /IR35 with a medium or large client/,
      /taxed again/,
    ]) {
      expect(within(caveats).getByText(words)).toBeInTheDocument();
    }
    expect(within(caveats).getByRole('link', { name: /Setting up a company/ })).toHaveAttribute(
      'href',
      '/company-registration',
    );
    expect(within(caveats).getByRole('link', { name: /Accounts and tax/ })).toHaveAttribute(
      'href',
      '/accounts-tax',
    );
  });

  it('holds the chart’s box while it is worked out, and draws the chart in it', async () => {
    // With auto-calculate nothing was typed, so the chart was not worked out ahead: it comes in
    // slices. Circumstances no other test here charts, as the engine keeps the last few charts.
    setup({
      profit: '60000',
      scottishTaxpayer: true,
      childBenefitChildren: 2,
      autoCalculate: true,
    });
    const panel = screen.getByRole('region', { name: /Sole trader or limited company in/ });
    const pending = await within(panel).findByText('Working out the chart…');
    expect(pending).toHaveAttribute('role', 'status');
    const box = panel.querySelector('[part="chart"] svg[data-pending]');
    expect(box).toHaveAttribute('viewBox', `0 0 ${DEFAULT_CHART_WIDTH} ${CHART_HEIGHT}`);
    await within(panel).findByRole('table', { name: /What a limited company leaves you/ });
    const drawn = panel.querySelector('[part="chart"] svg');
    expect(drawn).not.toHaveAttribute('data-pending');
    expect(drawn).toHaveAttribute('viewBox', `0 0 ${DEFAULT_CHART_WIDTH} ${CHART_HEIGHT}`);
  });

  it.each([
    ['-1', 'Profit must be positive'],
    ['10000001', 'Profit too large'],
    ['lots', 'Enter an amount in pounds, like 48000 or 48k'],
  ])('refuses %s with "%s", focusing the field', async (value, message) => {
    const { user, profit, calculate, results } = setup();
    await user.type(profit, value);
    await calculate();
    expect(profit).toHaveAttribute('aria-invalid', 'true');
    expect(profit).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(profit).toHaveFocus();
    expect(results()).toBeNull();
  });

  it('marks a shown result out of date while the profit is invalid', async () => {
    const { user, profit, calculate, results } = setup();
    await user.type(profit, '50000');
    await calculate();
    await user.clear(profit);
    await user.type(profit, 'x');
    await calculate();
    expect(document.querySelector('[part="stale"]')?.textContent).toBe(STALE_NOTICE);
    expect(results()?.closest('.acct-results-region')).toHaveClass('acct-results-region--stale');
  });

  it('works by keyboard alone, and reports the scenario with acct-calculate', async () => {
    const onCalculate = vi.fn();
    const { user, profit, fees } = setup({ onCalculate });
    profit.focus();
    await user.keyboard('70000');
    await user.tab();
    expect(fees).toHaveFocus();
    await user.keyboard(' ');
    expect(fees).toBeChecked();
    await user.keyboard('{Enter}');
    await screen.findByRole('region', { name: /Sole trader or limited company in/ });
    expect(onCalculate).toHaveBeenCalledTimes(1);
    const detail = onCalculate.mock.calls[0]?.[0];
    expect(detail.input).toEqual({
      profit: 70_000,
      includeAccountancyFees: true,
      scottishTaxpayer: false,
      studentLoanPlans: [],
      pensionContributions: 0,
    });
    // Both sides at the profit: the chart is the engine's own, not the event's.
    expect(detail.result).toEqual(businessStructureSides(detail.input, TEST_TAX_YEAR));
    expect(detail.result).not.toHaveProperty('curve');
  });

  it('prefills from its attributes and calculates at once with auto-calculate, without an event', () => {
    const onCalculate = vi.fn();
    setup({ profit: '120k', includeAccountancyFees: true, autoCalculate: true, onCalculate });
    expect(screen.getByLabelText('Profit')).toHaveValue('120k');
    expect(
      screen.getByRole('region', { name: /Sole trader or limited company in/ }),
    ).toBeInTheDocument();
    expect(onCalculate).not.toHaveBeenCalled();
  });

  it('offers the booking hand-off with the scenario and the answer in the fragment', async () => {
    const { user, profit, calculate } = setup({ bookingUrl: '/contact#booking-widget' });
    await user.type(profit, '90000');
    await calculate();
    const link = screen.getByRole('link', { name: 'Thinking of incorporating? Book a free call' });
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(
      /^\/contact#booking-widget&calc=incorporation&year=\d{4}-\d{2}&profit=90000/,
    );
    expect(new URLSearchParams(href.split('#')[1]).get('headline')).toMatch(
      /^(A limited company|Staying a sole trader)/,
    );
  });
});

describe('answerInWords', () => {
  it.each([
    [
      { differenceBeforeFees: 4_210, difference: 3_010 },
      true,
      'A limited company would leave you £4,210 more a year, or £3,010 after our fees',
    ],
    [
      { differenceBeforeFees: 4_210, difference: 4_210 },
      false,
      'A limited company would leave you £4,210 more a year, before accountancy fees',
    ],
    [
      { differenceBeforeFees: 600, difference: -900 },
      true,
      'A limited company would leave you £600 more a year before fees, but £900 more as a sole trader after our fees',
    ],
    [
      { differenceBeforeFees: -1_500, difference: -2_700 },
      true,
      'Staying a sole trader would leave you £1,500 more a year than a limited company, or £2,700 after our fees',
    ],
    [
      { differenceBeforeFees: 0.2, difference: 0.2 },
      false,
      'A limited company and staying a sole trader would leave you the same, before accountancy fees',
    ],
  ])('%o with fees %s: "%s"', (result, fees, expected) => {
    expect(answerInWords(result, fees)).toBe(expected);
  });
});

describe('its scenario', () => {
  it('round-trips through the share link’s fragment and the form, in every year', () => {
    expectScenarioRoundTrip(
      incorporationCalculatorApi,
      {
        profit: 60000,
        scottishTaxpayer: false,
        studentLoanPlans: ['plan2'],
        pensionContributions: 0,
        includeAccountancyFees: true,
      },
      parseIncorporationForm,
    );
  });
});
