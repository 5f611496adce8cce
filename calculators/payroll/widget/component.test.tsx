import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAYROLL_PACKAGE_FEATURES } from '../../../engine/index.ts';
import { fragmentParams } from '../../../widgets/shared/toolkit/share-fragment.ts';
import { PayrollCalculator } from './component.tsx';
import { expectScenarioRoundTrip } from '../../../widgets/shared/toolkit/testing.ts';
import { payrollCalculatorApi } from './api.ts';
import { parsePayrollForm } from '../../../engine/index.ts';

function setup(props: Parameters<typeof PayrollCalculator>[0] = {}) {
  const user = userEvent.setup();
  const view = render(<PayrollCalculator {...props} />);
  const calculate = () => user.click(screen.getByRole('button', { name: 'Calculate Costs' }));
  const results = () => screen.queryByRole('region', { name: 'Your payroll estimate' });
  const row = (label: string) =>
    within(results() as HTMLElement).getByText(label, { selector: 'dt' }).nextElementSibling
      ?.textContent;
  return { user, view, calculate, results, row };
}

describe('PayrollCalculator', () => {
  it('asks for employees, average salary and a weekly, monthly or quarterly frequency', () => {
    setup();
    expect(screen.getByLabelText('Number of employees')).toBeInTheDocument();
    expect(screen.getByLabelText('Average annual salary')).toBeInTheDocument();
    // Each field the declaration documents is the field on screen, under the same label.
    for (const attribute of payrollCalculatorApi.attributes) {
      if ('field' in attribute && attribute.field !== undefined) {
        expect(screen.getByLabelText(attribute.label)).toBeInTheDocument();
      }
    }
    const frequency = screen.getByLabelText('Payroll frequency');
    expect(frequency).toHaveValue('monthly');
    expect(
      within(frequency)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Weekly', 'Monthly', 'Quarterly']);
  });

  it('shows costs, savings and what the package includes after Calculate Costs', async () => {
    const { user, calculate, results, row } = setup();
    expect(results()).toBeNull();
    await user.type(screen.getByLabelText('Number of employees'), '3');
    await user.type(screen.getByLabelText('Average annual salary'), '28000');
    await calculate();
    // 5 or fewer: £25 a month, £300 a year; comparison 3 × 2 × 25 × 12 + 3 × 100 = 2,100.
    expect(row('Monthly cost')).toBe('£25.00');
    expect(row('Annual cost')).toBe('£300.00');
    expect(row('Net annual savings')).toBe('£1,800.00');
    const items = within(results() as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([...PAYROLL_PACKAGE_FEATURES]);
  });

  it('charges per employee above five', async () => {
    const { user, calculate, row } = setup();
    await user.type(screen.getByLabelText('Number of employees'), '10');
    await calculate();
    // 10 × £6 = £60 a month, £720 a year; comparison 10 × 2 × 25 × 12 + 1,000 = 7,000.
    expect(row('Monthly cost')).toBe('£60.00');
    expect(row('Annual cost')).toBe('£720.00');
    expect(row('Net annual savings')).toBe('£6,280.00');
  });

  it('dispatches acct-calculate with the chosen frequency', async () => {
    const listener = vi.fn();
    const { user, view, calculate } = setup({ bookingUrl: '/contact#booking-widget' });
    view.container.addEventListener('acct-calculate', (event) =>
      listener((event as CustomEvent).detail),
    );
    await user.type(screen.getByLabelText('Number of employees'), '8');
    await user.selectOptions(screen.getByLabelText('Payroll frequency'), 'weekly');
    await calculate();
    // Each settled change reports, and a slow machine may settle between the two fields: the
    // newest report is for both.
    expect(listener.mock.lastCall?.[0]).toMatchObject({
      taxYear: null,
      input: { employees: 8, frequency: 'weekly' },
      result: { monthlyCost: 48 },
    });
    const href = screen
      .getByRole('link', { name: 'Book a free call about this' })
      .getAttribute('href');
    const params = fragmentParams(new URL(href ?? '', document.baseURI).hash);
    expect(params?.get('frequency')).toBe('weekly');
    expect(params?.get('calc')).toBe('payroll');
  });
});

describe('its scenario', () => {
  it('round-trips through the share link’s fragment and the form, in every year', () => {
    expectScenarioRoundTrip(
      payrollCalculatorApi,
      { employees: 8, averageSalary: 28000, frequency: 'weekly' },
      parsePayrollForm,
    );
  });
});
