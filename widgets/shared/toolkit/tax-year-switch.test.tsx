import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  PROVISIONAL_TAX_YEARS,
  TAX_YEARS,
  isProvisionalYear,
  taxYearLabel,
  type TaxYear,
} from '../../../engine/index.ts';
import { TaxYearSwitch } from './tax-year-switch.tsx';

function Switch({ start }: { start: TaxYear }) {
  const [year, setYear] = useState(start);
  return <TaxYearSwitch value={year} onChange={setYear} />;
}

describe('TaxYearSwitch', () => {
  it('offers every year and says so when the one chosen is provisional', async () => {
    const settled = TAX_YEARS.find((year) => !isProvisionalYear(year))!;
    const provisional = PROVISIONAL_TAX_YEARS[0]!;
    render(<Switch start={settled} />);
    for (const year of TAX_YEARS) {
      expect(screen.getByRole('radio', { name: taxYearLabel(year) })).toBeInTheDocument();
    }
    const notice = new RegExp(`${taxYearLabel(provisional)} figures are provisional`);
    expect(screen.queryByText(notice)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: taxYearLabel(provisional) }));
    expect(screen.getByText(notice)).toHaveAttribute('part', 'year-notice');
  });
});
