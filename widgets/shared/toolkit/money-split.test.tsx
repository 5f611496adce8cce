import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoneySplit } from './money-split.tsx';

const shares = [
  { label: 'Take-home', amount: 30_000 },
  { label: 'Income tax', amount: 7_500 },
  { label: 'National Insurance', amount: 2_500 },
  { label: 'Student loan', amount: 0 },
];

describe('MoneySplit', () => {
  it('lists each share with its amount and percentage, leaving out shares of nothing', () => {
    render(<MoneySplit title="Where your profit goes" shares={shares} />);
    // Browsers name a figure by its caption; jsdom does not, so the caption is checked directly.
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('figcaption')).toHaveTextContent('Where your profit goes');
    // 30,000 + 7,500 + 2,500 = 40,000: 75%, 18.75% → 19%, 6.25% → 6%.
    expect(
      within(figure)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Take-home £30,000.00 (75%)',
      'Income tax £7,500.00 (19%)',
      'National Insurance £2,500.00 (6%)',
    ]);
  });

  it('draws one bar part per share, as wide as its share, hidden from screen readers', () => {
    const { container } = render(<MoneySplit title="Split" shares={shares} />);
    const bar = container.querySelector('svg')!;
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    const parts = [...bar.querySelectorAll('rect')].map((rect) => [
      rect.getAttribute('x'),
      rect.getAttribute('width'),
    ]);
    expect(parts).toEqual([
      ['0%', '75%'],
      ['75%', '18.75%'],
      ['93.75%', '6.25%'],
    ]);
  });

  it('draws nothing when there is nothing to split, or a share is negative', () => {
    const { container, rerender } = render(
      <MoneySplit title="Split" shares={[{ label: 'Take-home', amount: 0 }]} />,
    );
    expect(container.firstChild).toBeNull();
    rerender(
      <MoneySplit
        title="Split"
        shares={[
          { label: 'Take-home', amount: -200 },
          { label: 'Income tax', amount: 1_000 },
        ]}
      />,
    );
    expect(container.firstChild).toBeNull();
  });
});
