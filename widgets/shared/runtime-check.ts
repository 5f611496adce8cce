// A calculator must never show a figure worked out with broken built-ins. Some partners' pages
// replace them (Prototype.js 1.6 swaps `Array.prototype.reduce` for one that returns the array), so
// each calculator element works out one known answer when it is defined, and shows a notice instead
// of the calculator when the answer comes out wrong.
import { calculateSelfEmployed } from '../../engine/index.ts';

/**
 * £50,000 of profit in 2025/26: income tax 20% of (50,000 − 12,570) = £7,486, Class 4 6% of the
 * same = £2,246 (rounded), no Class 2: £9,732 in all, £40,268 left.
 */
const KNOWN = {
  input: {
    income: 50_000,
    expenses: 0,
    scottishTaxpayer: false,
    studentLoanPlans: [],
    pensionContributions: 0,
  },
  taxYear: '2025-26',
  totalTax: 9_732,
  netIncome: 40_268,
} as const;

/** True when the engine gives its known answer on this page, false when the page has broken it. */
export function calculatorsCanRun(): boolean {
  try {
    const result = calculateSelfEmployed({ ...KNOWN.input, studentLoanPlans: [] }, KNOWN.taxYear);
    return result.totalTax === KNOWN.totalTax && result.netIncome === KNOWN.netIncome;
  } catch {
    return false;
  }
}

/** What a calculator shows instead of figures when `calculatorsCanRun` is false. */
export const BROKEN_PAGE_NOTICE =
  'This calculator cannot run on this page: another script here has changed how the browser works with numbers, so its figures would be wrong. Please use it on a page without that script.';
