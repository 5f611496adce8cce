import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calculateDirector, explainDirector } from '../../../engine/index.ts';
import { WhenYouPay } from './when-you-pay.tsx';

const director = (salary: number, dividends: number) => {
  const input = {
    salary,
    dividends,
    savings: 0,
    scottishTaxpayer: false,
    studentLoanPlans: [],
    pensionContributions: 0,
  };
  return {
    poa: calculateDirector(input, '2025-26').paymentsOnAccount,
    working: explainDirector(input, '2025-26'),
  };
};

// £12,570 salary, £50,000 dividends in 2025/26: no PAYE; £500 at 0%, £37,200 at 8.75% = £3,255.00,
// £12,300 at 33.75% = £4,151.25; £7,406.25 through the return, each payment on account half of it,
// £3,703.125 → £3,703.13.
const owing = director(12_570, 50_000);
// £33,571 salary, £12,500 dividends: PAYE takes £4,200.20 of the year's £5,250.20 income tax, more
// than 80% of it (£4,200.16), so no payments on account though £1,050.00 is through the return.
const mostlyPaye = director(33_571, 12_500);

const rowTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('.acct-result-row')].map((row) => row.textContent);

describe('WhenYouPay', () => {
  it('gives the next year’s two payments on account with their dates and their working', () => {
    const { container } = render(
      <WhenYouPay poa={owing.poa} year="2025-26" working={owing.working} />,
    );
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('When you pay');
    const note = container.querySelector('[part="note"]')!;
    expect(note).toHaveTextContent(
      "Payments on account for 2026/27: £3,703.13 on each of 31 January 2027 and 31 July 2027, each half of 2025/26's income tax through your return.",
    );
    // Behind the "?": the rules, then the engine's notes on the instalment.
    const explain = within(note as HTMLElement).getByText(/Payments made in advance/);
    expect(explain).toHaveTextContent('when PAYE collects more than 80% of your tax');
    expect(explain).toHaveTextContent(
      'By law each payment on account for 2025/26 is half the previous year',
    );
    // Without a first year's case, no timeline.
    expect(rowTexts(container)).toEqual([]);
  });

  it('names Class 4 in the bill when it has some', () => {
    const { container } = render(
      <WhenYouPay poa={owing.poa} year="2025-26" working={owing.working} class4 />,
    );
    expect(container.querySelector('[part="note"]')).toHaveTextContent(
      "each half of 2025/26's income tax and Class 4 through your return.",
    );
  });

  it('says why there are none when PAYE takes more than 80%, in one sentence with or without Class 4', () => {
    const { container, rerender } = render(
      <WhenYouPay poa={mostlyPaye.poa} year="2025-26" working={mostlyPaye.working} />,
    );
    const note = () => container.querySelector('[part="note"]');
    expect(note()).toHaveTextContent(
      "No payments on account for 2026/27: 2025/26's income tax through your return is under £1,000, or PAYE takes more than 80% of the year's tax.",
    );
    expect(screen.queryByText(/Payments made in advance/)).toBeNull();
    rerender(
      <WhenYouPay poa={mostlyPaye.poa} year="2025-26" working={mostlyPaye.working} class4 />,
    );
    expect(note()).toHaveTextContent(
      "2025/26's income tax and Class 4 through your return are under £1,000",
    );
  });

  it('lays out a first year: the whole bill with the first payment for the next year, then the second', () => {
    const { container } = render(
      <WhenYouPay
        poa={owing.poa}
        year="2025-26"
        working={owing.working}
        firstYear="your first year of trading"
      />,
    );
    expect(container).toHaveTextContent(
      'If 2025/26 is your first year of trading, nothing is due on account for it:',
    );
    // £7,406.25 + £3,703.13 = £11,109.38 on 31 January 2027; £3,703.13 on 31 July 2027.
    expect(rowTexts(container)).toEqual([
      '31 January 2027: Balancing payment for 2025/26 and first payment on account for 2026/27£11,109.38',
      '31 July 2027: Second payment on account for 2026/27£3,703.13',
    ]);
  });

  it('in a first year without payments on account, the bill alone on 31 January', () => {
    const { container } = render(
      <WhenYouPay
        poa={mostlyPaye.poa}
        year="2025-26"
        working={mostlyPaye.working}
        firstYear="your first year filing a tax return"
      />,
    );
    expect(rowTexts(container)).toEqual([
      '31 January 2027: Balancing payment for 2025/26£1,050.00',
    ]);
  });

  it('puts the rows under the heading before the note and the rest after it, naming the heading by its id', () => {
    const { container } = render(
      <WhenYouPay
        poa={owing.poa}
        year="2025-26"
        working={null}
        titleId="when"
        rows={<p>Rows</p>}
        firstYear="your first year of letting"
      >
        <p>After</p>
      </WhenYouPay>,
    );
    expect(container.querySelector('h4')).toHaveAttribute('id', 'when');
    const order = [...container.children].map(
      (element) => element.getAttribute('part') ?? element.textContent!.slice(0, 12),
    );
    expect(order).toEqual([
      'When you pay',
      'Rows',
      'note',
      'After',
      'If 2025/26 i',
      '31 January 2',
    ]);
  });
});
