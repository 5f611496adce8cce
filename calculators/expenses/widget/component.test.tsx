import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AMOUNT_HINT } from '../../../engine/index.ts';
import { fragmentParams } from '../../../widgets/shared/toolkit/share-fragment.ts';
import { ExpenseCalculator } from './component.tsx';
import { expectScenarioRoundTrip } from '../../../widgets/shared/toolkit/testing.ts';
import { expenseCalculatorApi } from './api.ts';
import { parseExpensesForm, EXPENSE_CATEGORIES } from '../../../engine/index.ts';

function setup(props: Parameters<typeof ExpenseCalculator>[0] = {}) {
  const user = userEvent.setup();
  const view = render(<ExpenseCalculator {...props} />);
  const calculate = () => user.click(screen.getByRole('button', { name: 'Calculate' }));
  const results = () => screen.queryByRole('region', { name: 'Your estimate' });
  const row = (label: string) =>
    within(results() as HTMLElement).getByText(label, { selector: 'dt' }).nextElementSibling
      ?.textContent;
  return { user, view, calculate, results, row };
}

describe('ExpenseCalculator', () => {
  it('shows the five expense checkboxes with their annual amounts', () => {
    setup();
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(
      screen.getByRole('checkbox', { name: /Office and workspace.*£2,400 a year/ }),
    ).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Travel.*£1,800 a year/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Equipment.*£1,200 a year/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Marketing.*£1,500 a year/ })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: /Professional fees.*£2,000 a year/ }),
    ).toBeInTheDocument();
  });

  it('totals the ticked presets and additional expenses', async () => {
    const { user, calculate, results, row } = setup();
    expect(results()).toBeNull();
    await user.type(screen.getByLabelText('Monthly revenue'), '5,000');
    await user.click(screen.getByRole('checkbox', { name: /Office/ }));
    await user.click(screen.getByRole('checkbox', { name: /Travel/ }));
    await user.type(screen.getByLabelText('Additional annual expenses'), '1000');
    await calculate();
    // 2,400 + 1,800 + 1,000 = 5,200; revenue 60,000 − 5,200 = 54,800; 20% of 5,200 = 1,040.
    expect(row('Total expenses')).toBe('£5,200.00');
    expect(row('Taxable profit')).toBe('£54,800.00');
    expect(row('Estimated savings')).toBe('£1,040.00');
  });

  it('refuses revenue that is not an amount with a field error, never as £0', async () => {
    const { user, calculate } = setup();
    await user.type(screen.getByLabelText('Monthly revenue'), 'lots');
    await user.click(screen.getByRole('checkbox', { name: /Equipment/ }));
    await calculate();
    expect(screen.getByLabelText('Monthly revenue')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(AMOUNT_HINT)).toBeInTheDocument();
    expect(screen.queryByText('Total expenses')).toBeNull();
  });

  it('never goes below £0 of profit: revenue 0 less £1,200 of expenses', async () => {
    const { user, calculate, row } = setup();
    await user.type(screen.getByLabelText('Monthly revenue'), '0');
    await user.click(screen.getByRole('checkbox', { name: /Equipment/ }));
    await calculate();
    expect(row('Total expenses')).toBe('£1,200.00');
    expect(row('Taxable profit')).toBe('£0.00');
  });

  it('dispatches acct-calculate once per scenario and links to booking with it', async () => {
    const listener = vi.fn();
    const { user, view, calculate } = setup({ bookingUrl: '/contact#booking-widget' });
    view.container.addEventListener('acct-calculate', (event) =>
      listener((event as CustomEvent).detail),
    );
    // One settled change however slow the machine: the box first, then the amount in one input.
    await user.click(screen.getByRole('checkbox', { name: /Marketing/ }));
    await user.click(screen.getByLabelText('Monthly revenue'));
    await user.paste('1000');
    await calculate();
    await calculate();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0]).toMatchObject({
      taxYear: null,
      input: {
        monthlyRevenue: 1000,
        additionalExpenses: 0,
        categories: { marketing: true, office: false },
      },
      result: { totalExpenses: 1500, estimatedSavings: 300 },
    });
    const href =
      screen.getByRole('link', { name: 'Book a free call about this' }).getAttribute('href') ?? '';
    expect(href.startsWith('/contact#booking-widget&')).toBe(true);
    const params = fragmentParams(new URL(href ?? '', document.baseURI).hash);
    expect(params?.get('calc')).toBe('expenses');
    expect(params?.get('categories')).toBe('marketing');
    expect(params?.get('headline')).toBe('Estimated savings £300.00');
  });
});

describe('its scenario', () => {
  it('round-trips through the share link’s fragment and the form, in every year', () => {
    expectScenarioRoundTrip(
      expenseCalculatorApi,
      {
        monthlyRevenue: 5000,
        categories: {
          office: true,
          travel: false,
          equipment: true,
          marketing: false,
          professional: false,
        },
        additionalExpenses: 1200,
      },
      parseExpensesForm,
      // The form holds categories as ticked boxes; the fragment as their names.
      ({ categories = '', ...rest }) => ({
        ...rest,
        categories: Object.fromEntries(
          EXPENSE_CATEGORIES.map((name) => [name, categories.split(' ').includes(name)]),
        ),
      }),
    );
  });
});
