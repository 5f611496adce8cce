import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AMOUNT_HINT, parseCapitalGainsForm } from '../../../engine/index.ts';
import { STALE_NOTICE } from '../../../widgets/shared/toolkit/calculator-shell.tsx';
import { decodeFragment, rowsOfText } from '../../../widgets/shared/toolkit/share-fragment.ts';
import { expectScenarioRoundTrip } from '../../../widgets/shared/toolkit/testing.ts';
import { capitalGainsCalculatorApi } from './api.ts';
import { SALE_COLUMNS } from './sale-columns.ts';
import { CapitalGainsCalculator } from './component.tsx';

function setup(props: Parameters<typeof CapitalGainsCalculator>[0] = {}) {
  const user = userEvent.setup();
  const view = render(<CapitalGainsCalculator taxYear="2025-26" {...props} />);
  const sale = (n: number) => within(screen.getByRole('group', { name: `Sale ${n}` }));
  const fillIn = async (input: HTMLElement, value: string) => {
    await user.type(input, value, {
      initialSelectionStart: 0,
      initialSelectionEnd: (input as HTMLInputElement).value.length,
    });
  };
  const calculate = () => user.click(screen.getByRole('button', { name: 'Calculate' }));
  const results = () => screen.queryByRole('region', { name: /Your estimate/ });
  // A row's label is the first text of its <dt>, before any "?" explaining it.
  const row = (label: string) =>
    within(results() as HTMLElement).getByText(
      (_, element) => element?.tagName === 'DT' && element.firstChild?.textContent === label,
    ).nextElementSibling?.textContent;
  return { user, view, sale, fillIn, calculate, results, row };
}

describe('CapitalGainsCalculator', () => {
  it('works out a gain across the basic and higher rates, reading 48k, and follows the year', async () => {
    const { user, sale, fillIn, calculate, row } = setup();
    await fillIn(sale(1).getByLabelText('Sold for'), '48k');
    await fillIn(sale(1).getByLabelText('Cost'), '£20,000');
    await fillIn(screen.getByLabelText('Your income this year'), '40000');
    await calculate();
    // Gain 28,000 − 3,000 exempt = 25,000. Income 40,000 − 12,570 = 27,430 taxable, leaving
    // 37,700 − 27,430 = 10,270 of the band: 10,270 × 18% = 1,848.60; 14,730 × 24% = 3,535.20.
    expect(row('Sale 1 (shares or other asset): gain')).toBe('£28,000.00');
    expect(row('Taxable gains')).toBe('£25,000.00');
    expect(row('18% on £10,270.00')).toBe('£1,848.60');
    expect(row('24% on £14,730.00')).toBe('£3,535.20');
    expect(row('Capital gains tax')).toBe('£5,383.80');
    // 2026/27 has the same rates and band for shares: the same tax.
    await user.click(screen.getByRole('radio', { name: '2026/27' }));
    expect(row('Capital gains tax')).toBe('£5,383.80');
  });

  it('adds and removes sales, moving focus to the new sale and back to Add', async () => {
    const { user, sale, fillIn, calculate, row } = setup();
    await fillIn(sale(1).getByLabelText('Sold for'), '10000');
    await fillIn(sale(1).getByLabelText('Cost'), '4000');
    await fillIn(screen.getByLabelText('Your income this year'), '20000');
    await user.click(screen.getByRole('button', { name: 'Add a sale' }));
    expect(sale(2).getByRole('radio', { name: 'Shares or other asset' })).toHaveFocus();
    await user.click(sale(2).getByRole('radio', { name: 'Residential property' }));
    await fillIn(sale(2).getByLabelText('Sold for'), '250000');
    await fillIn(sale(2).getByLabelText('Cost'), '240000');
    await fillIn(sale(2).getByLabelText('Completion date'), '14/08/2025');
    await calculate();
    // 6,000 + 10,000 = 16,000 − 3,000 = 13,000, all within the band left (37,700 − 7,430): 18%.
    expect(row('Taxable gains')).toBe('£13,000.00');
    expect(row('Capital gains tax')).toBe('£2,340.00');
    // The exempt amount goes against the residential gain first only when rates differ; both at
    // 18% here, so the 60-day payment is on the property's gain alone: (10,000 − 3,000) × 18%.
    expect(row('13 October 2025: 60-day return for sale 2')).toBe('£1,260.00');
    await user.click(screen.getByRole('button', { name: 'Remove sale 2' }));
    expect(screen.queryByRole('group', { name: 'Sale 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a sale' })).toHaveFocus();
  });

  it('refuses nonsense at the sale’s own field, marking a shown result out of date', async () => {
    const { sale, fillIn, calculate, results } = setup({
      disposals: 'other 20000 12000',
      income: '30000',
      autoCalculate: true,
    });
    expect(results()).not.toBeNull();
    await fillIn(sale(1).getByLabelText('Cost'), 'abc');
    await calculate();
    expect(sale(1).getByText(AMOUNT_HINT)).toBeVisible();
    expect(sale(1).getByLabelText('Cost')).toHaveFocus();
    expect(screen.getByText(STALE_NOTICE, { selector: '[part="stale"]' })).toBeVisible();
  });

  it('fills in its sales from the disposals attribute, and tells a page only of a visitor’s press', async () => {
    const onCalculate = vi.fn();
    const { calculate, sale, row } = setup({
      disposals: 'other 60000 20000 - true; residential 150000 140000 - - 2025-06-02',
      income: '45000',
      autoCalculate: true,
      onCalculate,
    });
    expect(
      sale(1).getByRole('switch', { name: 'Claim Business Asset Disposal Relief' }),
    ).toBeChecked();
    expect(sale(2).getByLabelText('Completion date')).toHaveValue('2025-06-02');
    // BADR 40,000 × 14% = 5,600 in 2025/26; 10,000 − 3,000 = 7,000 × 24% = 1,680 (the band is
    // used by the BADR gain: 37,700 − 32,430 = 5,270 < 40,000).
    expect(row('Capital gains tax')).toBe('£7,280.00');
    expect(onCalculate).not.toHaveBeenCalled();
    await calculate();
    expect(onCalculate).toHaveBeenCalledTimes(1);
  });
});

describe('its scenario', () => {
  it('round-trips through the share link’s fragment and the form, in every year', () => {
    expectScenarioRoundTrip(
      capitalGainsCalculatorApi,
      {
        income: 45000,
        lossesThisYear: 1500,
        lossesBroughtForward: 4000,
        badrLifetimeUsed: 990000,
        scottishTaxpayer: true,
        disposals: [
          {
            kind: 'other',
            proceeds: 60000,
            cost: 20000,
            costs: 600,
            badr: true,
            completionDate: null,
          },
          {
            kind: 'residential',
            proceeds: 280000,
            cost: 210000,
            costs: 4500,
            badr: false,
            completionDate: '2025-11-20',
          },
        ],
      },
      parseCapitalGainsForm,
      (fields) => ({ ...fields, disposals: rowsOfText(SALE_COLUMNS, fields.disposals ?? '') }),
    );
  });

  it('keeps from a visitor-made link only sales a calculator could have written', () => {
    const decode = (disposals: string) =>
      decodeFragment(
        capitalGainsCalculatorApi,
        `#calc=capital-gains&income=1&disposals=${encodeURIComponent(disposals)}`,
      )?.fields.disposals;
    expect(decode('other £20,000 12k;; residential 250000 180000 - - 2025-08-14')).toBe(
      'other 20000 12000; residential 250000 180000 - - 2025-08-14',
    );
    for (const junk of [
      'bogus 1 2',
      'other 1 2 3 true 2025-08-14 extra',
      'other abc 2',
      'other -5 2',
      'residential 1 2 - yes',
      'residential 1 2 - - 2025-02-30',
      'other <b> 2',
      Array.from({ length: 21 }, () => 'other 1 2').join(';'),
    ])
      expect(decode(junk), junk).toBeUndefined();
  });
});
