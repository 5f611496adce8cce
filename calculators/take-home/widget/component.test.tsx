import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseTakeHomeForm } from '../../../engine/index.ts';
import { STALE_NOTICE } from '../../../widgets/shared/toolkit/calculator-shell.tsx';
import { expectScenarioRoundTrip } from '../../../widgets/shared/toolkit/testing.ts';
import { takeHomeCalculatorApi } from './api.ts';
import { TakeHomeCalculator } from './component.tsx';

function setup(props: Parameters<typeof TakeHomeCalculator>[0] = {}) {
  const user = userEvent.setup();
  const view = render(<TakeHomeCalculator taxYear="2025-26" {...props} />);
  const pay = screen.getByLabelText('Your pay');
  const code = screen.getByLabelText('Tax code');
  const calculate = () => user.click(screen.getByRole('button', { name: 'Calculate' }));
  const results = () => screen.queryByRole('region', { name: /Your take-home pay/ });
  const row = (label: string) =>
    within(results() as HTMLElement).getByText(label, { selector: 'dt' }).nextElementSibling
      ?.textContent;
  return { user, view, pay, code, calculate, results, row };
}

describe('TakeHomeCalculator', () => {
  it('shows a month’s figures of a £30,000 salary on 1257L, and the year’s on the switch', async () => {
    const { user, pay, calculate, row, results } = setup();
    await user.type(pay, '30k');
    await calculate();
    // PAYE over the year: (2,500 − 1,048.26 free pay) to date, whole pounds, at 20%: £3,484.00,
    // £290.33 a month. NI: (2,500 − 1,048) × 8% = £116.16 each month.
    expect(row('Pay')).toBe('£2,500.00');
    expect(row('Income tax')).toBe('£290.33');
    expect(row('National Insurance')).toBe('£116.16');
    // 2,500 − 290.33 − 116.16 = 2,093.51.
    expect(row('Take-home')).toBe('£2,093.51');
    await user.click(within(results() as HTMLElement).getByRole('radio', { name: 'Yearly' }));
    expect(row('Income tax')).toBe('£3,484.00');
    // 30,000 − 3,484 − 1,393.92 = 25,122.08.
    expect(row('Take-home')).toBe('£25,122.08');
    expect(results()?.querySelector('[part="note"]')?.textContent).toMatch(
      /^Tax code 1257L: about £12,570 of pay a year free of tax.* It is the code HMRC would give/,
    );
    // Employer NI: (30,000 − 5,000) × 15% = 3,749.40 as twelve monthly payments.
    expect(row('Employer National Insurance')).toBe('£3,749.40');
    expect(row('The job’s whole cost a year')).toBe('£33,749.40');
  });

  it('names the allowance taper’s band from the year’s parameters when the next £1,000 falls in it', async () => {
    const { user, pay, calculate, results } = setup();
    await user.type(pay, '110k');
    await calculate();
    // The income limit, then where the allowance is gone: 100,000 + 12,570 ÷ 50% = 125,140.
    expect(results()?.querySelector('[part~="marginal"]')?.textContent).toContain(
      'between £100,000 and £125,140 your personal allowance is being withdrawn',
    );
  });

  it('refuses a tax code that does not exist at the field, with the reason, and no result', async () => {
    const { user, pay, code, calculate, results } = setup();
    // The code first: were the pay typed first, a slow machine could settle on it and show the
    // answer for the default code before the bad one is typed (then marked as out of date).
    await user.type(code, '1257P');
    await user.type(pay, '30000');
    await calculate();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(expect.stringMatching(/1257P|P/));
    expect(results()).toBeNull();
    expect(code).toHaveFocus();
  });

  it('asks for hours a week only for pay by the hour', async () => {
    const { user, pay, calculate, row } = setup();
    expect(screen.queryByLabelText('Hours a week')).toBeNull();
    await user.type(pay, '£15.50 an hour');
    const hours = screen.getByLabelText('Hours a week');
    await user.type(hours, '40');
    await calculate();
    // 15.50 × 40 × 52 = 32,240 a year: £2,686.67 a month.
    expect(row('Pay')).toBe('£2,686.67');
  });

  it('marks an earlier result out of date while a field is invalid', async () => {
    const { user, pay, calculate, results } = setup();
    await user.type(pay, '30000');
    await calculate();
    await user.clear(pay);
    await user.type(pay, 'lots');
    await calculate();
    expect(document.querySelector('[part="stale"]')?.textContent).toBe(STALE_NOTICE);
    expect(results()?.closest('.acct-results-region')).toHaveClass('acct-results-region--stale');
  });

  it('shows the pension fields once a method is chosen, and the pension taken', async () => {
    const { user, pay, calculate, row } = setup();
    expect(screen.queryByLabelText('You pay in')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Workplace pension'), 'net-pay');
    await user.type(screen.getByLabelText('You pay in'), '5%');
    await user.type(pay, '30000');
    await calculate();
    // 5% of qualifying earnings: (2,500 − 520) × 5% = 99.00 a month, before tax.
    expect(row('Pension from your pay')).toBe('£99.00');
  });

  it('dispatches acct-calculate with the year, input and result, and a booking link with the scenario', async () => {
    const onCalculate = vi.fn();
    const { user, pay, code, calculate } = setup({
      onCalculate,
      bookingUrl: '/contact#booking-widget',
    });
    await user.type(pay, '£4,000 a month');
    await user.type(code, 'k475');
    await calculate();
    expect(onCalculate).toHaveBeenCalledTimes(1);
    const detail = onCalculate.mock.calls[0]?.[0];
    expect(detail.taxYear).toBe('2025-26');
    expect(detail.input).toMatchObject({ pay: 4000, per: 'month', taxCode: 'K475' });
    const href =
      screen.getByRole('link', { name: 'Book a free call about this' }).getAttribute('href') ?? '';
    const params = new URLSearchParams(href.slice(href.indexOf('#') + 1));
    expect(params.get('calc')).toBe('take-home');
    expect(params.get('pay')).toBe('4000');
    expect(params.get('per')).toBe('month');
    expect(params.get('taxCode')).toBe('K475');
    expect(params.get('headline')).toMatch(/^Take-home £[\d,]+\.\d\d a month$/);
  });

  it('fills in from its attributes and calculates at once with auto-calculate', () => {
    const onCalculate = vi.fn();
    setup({
      pay: '60000',
      pensionMethod: 'relief-at-source',
      pensionEmployeePercent: '5',
      autoCalculate: true,
      onCalculate,
    });
    expect(screen.getByLabelText('You pay in')).toHaveValue('5%');
    expect(screen.getByRole('region', { name: /Your take-home pay/ })).toBeInTheDocument();
    expect(onCalculate).not.toHaveBeenCalled();
  });
});

describe('its scenario', () => {
  it('round-trips through the share link’s fragment and the form, in every year', () => {
    const input = {
      pay: 4000,
      per: 'month',
      frequency: 'weekly',
      extraPayday: true,
      bonus: 2500,
      bonusPayday: 40,
      taxCode: 'S1257L W1',
      residence: 'scotland',
      pensionMethod: 'salary-sacrifice',
      pensionBasis: 'all-pay',
      pensionEmployeePercent: 5.5,
      pensionEmployerAmount: 1200,
      studentLoanPlans: ['plan2', 'postgraduate'],
      overStatePensionAge: false,
      blindPersonsAllowance: true,
      childBenefitChildren: 2,
      marriageAllowance: 'receive',
    };
    // The form holds each contribution as one field, a percentage or an amount, as the widget fills it.
    expectScenarioRoundTrip(takeHomeCalculatorApi, input, parseTakeHomeForm, (fields) => {
      const {
        pensionEmployeePercent,
        pensionEmployeeAmount,
        pensionEmployerPercent,
        pensionEmployerAmount,
        ...rest
      } = fields;
      return {
        ...rest,
        pensionEmployee: pensionEmployeePercent
          ? `${pensionEmployeePercent}%`
          : pensionEmployeeAmount,
        pensionEmployer: pensionEmployerPercent
          ? `${pensionEmployerPercent}%`
          : pensionEmployerAmount,
      };
    });
  });
});
