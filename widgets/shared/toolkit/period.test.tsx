import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PeriodSwitch, perPeriod, periodPhrase, type Period } from './period.tsx';

describe('perPeriod', () => {
  it('divides a year by 12 for a month and by 52 for a week', () => {
    expect(perPeriod(52_000, 'year')).toBe(52_000);
    expect(perPeriod(52_000, 'month')).toBeCloseTo(4_333.333, 3);
    expect(perPeriod(52_000, 'week')).toBe(1_000);
    expect(periodPhrase('week')).toBe('a week');
  });
});

describe('PeriodSwitch', () => {
  it('is a group of radios a keyboard moves through', async () => {
    function Harness() {
      const [period, setPeriod] = useState<Period>('year');
      return (
        <>
          <PeriodSwitch value={period} onChange={setPeriod} />
          <output>{period}</output>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Show figures' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('month');
  });
});
