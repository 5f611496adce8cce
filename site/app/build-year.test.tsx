import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { taxYearLabel } from '../../engine/index.ts';
import { LATER_TAX_YEAR, TEST_TAX_YEAR, dateIn } from '../../tests/support/clock.ts';

// The site is prerendered for the year its build date falls in: the same sources built on a date in
// each year give pages for that year, in their titles, eyebrows, prose and calculators alike.
describe('the year a build is for', () => {
  it.each([TEST_TAX_YEAR, LATER_TAX_YEAR])(
    'a build on a date in %s is for that year',
    async (year) => {
      vi.setSystemTime(dateIn(year));
      vi.resetModules();
      const { BUILD_TAX_YEAR } = await import('../content/build.ts');
      const { routeMeta } = await import('./route-meta.ts');
      const { DirectorsTaxCalculatorPage } = await import('../../calculators/director/page.tsx');
      const label = taxYearLabel(year);
      expect(BUILD_TAX_YEAR).toBe(year);
      expect(routeMeta('/directors-tax-calculator').title).toContain(label);
      render(
        <MemoryRouter>
          <DirectorsTaxCalculatorPage />
        </MemoryRouter>,
      );
      expect(screen.getByText(`Free · ${label} rates`)).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: label })).toBeChecked();
      expect(
        screen.getByRole('heading', {
          name: `Salary, dividends and savings explained for ${label}`,
        }),
      ).toBeInTheDocument();
    },
  );
});
