import { useState } from 'react';
import { taxYearLabel, type TaxYear } from '../../engine/index.ts';
import { BUILD_TAX_YEAR } from '../content/build.ts';

/** The props that tie a page's calculator (through ShareableCalculator) to the page's year. */
export type CalculatorYearProps = { taxYear: TaxYear; onTaxYearChange: (year: TaxYear) => void };

/**
 * The tax year a calculator page shows, with its label ("2025/26") for the page's prose and the
 * props that hand it to the calculator. It starts on the build's year, as the prerendered page does
 * (BUILD_TAX_YEAR), and follows the calculator's year switch, so the explainer and the printed
 * record name the year the figures are for.
 */
export function useCalculatorPageYear(): {
  year: TaxYear;
  label: string;
  yearProps: CalculatorYearProps;
} {
  const [year, setYear] = useState<TaxYear>(BUILD_TAX_YEAR);
  return {
    year,
    label: taxYearLabel(year),
    yearProps: { taxYear: year, onTaxYearChange: setYear },
  };
}
