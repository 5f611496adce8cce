import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WhereMoneyGoes, shareParts, type MoneyShare } from './where-money-goes.tsx';

const SHARES: MoneyShare[] = [
  { kind: 'take-home', label: 'Take-home', amount: 39_000 },
  { kind: 'income-tax', label: 'Income tax', amount: 7_800 },
  { kind: 'ni', label: 'National Insurance', amount: 2_600 },
  { kind: 'student-loan', label: 'Student loan', amount: 0 },
  { kind: 'pension', label: 'Your pension payments', amount: 2_600 },
];

describe('shareParts', () => {
  it('leaves out parts of nothing and gives each share its part of the whole', () => {
    const parts = shareParts(SHARES);
    expect(parts.map((part) => part.kind)).toEqual(['take-home', 'income-tax', 'ni', 'pension']);
    expect(parts.map((part) => part.part)).toEqual([0.75, 0.15, 0.05, 0.05]);
  });
});

describe('WhereMoneyGoes', () => {
  it('lists every amount and share as text, per year, month or week', async () => {
    render(<WhereMoneyGoes of="your profit" shares={SHARES} />);
    const region = screen.getByRole('region', { name: 'Where your profit goes' });
    const items = () =>
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(items()[0]).toBe('Take-home £39,000 a year (75%)');
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(items()[0]).toBe('Take-home £3,250 a month (75%)');
    await userEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    expect(items()).toEqual([
      'Take-home £750 a week (75%)',
      'Income tax £150 a week (15%)',
      'National Insurance £50 a week (5%)',
      'Your pension payments £50 a week (5%)',
    ]);
  });

  it('draws the bar for the eye only, its segments in order and to scale', () => {
    const { container } = render(<WhereMoneyGoes of="your income" shares={SHARES} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const widths = Array.from(svg?.querySelectorAll('rect') ?? []).map((rect) =>
      Number(rect.getAttribute('width')),
    );
    expect(widths).toEqual([750, 150, 50, 50]);
  });

  it('shows nothing when there is nothing to share out', () => {
    const { container } = render(
      <WhereMoneyGoes of="your profit" shares={SHARES.map((s) => ({ ...s, amount: 0 }))} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
