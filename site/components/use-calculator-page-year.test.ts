import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TAX_YEARS, taxYearLabel } from '../../engine/index.ts';
import { BUILD_TAX_YEAR } from '../content/build.ts';
import { useCalculatorPageYear } from './use-calculator-page-year.ts';

describe('a calculator page’s year', () => {
  it('starts on the build’s year and follows the calculator’s year switch', () => {
    const { result } = renderHook(() => useCalculatorPageYear());
    expect(result.current.year).toBe(BUILD_TAX_YEAR);
    expect(result.current.label).toBe(taxYearLabel(BUILD_TAX_YEAR));
    expect(result.current.yearProps.taxYear).toBe(BUILD_TAX_YEAR);

    const other = TAX_YEARS.find((year) => year !== BUILD_TAX_YEAR)!;
    act(() => result.current.yearProps.onTaxYearChange(other));
    expect(result.current.year).toBe(other);
    expect(result.current.label).toBe(taxYearLabel(other));
    expect(result.current.yearProps.taxYear).toBe(other);
  });
});
