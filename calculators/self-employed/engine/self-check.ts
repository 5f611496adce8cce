// A known answer worked out two ways, for widgets to call when they are defined: on a partner's page
// whose scripts replace built-ins the engine relies on (old Prototype.js replaced Array.prototype.reduce
// and showed £0 and NaN), the two disagree or one throws, and the widget shows a notice rather than a
// figure. The expected figures come from the engine's own parameters, never from literal rates.
import { roundTo } from '../../../engine/rules/arithmetic.ts';
import { selfEmployedParameters, selfEmployedTax } from './calculate.ts';
import { selfEmployedWorking } from './working.ts';
import { parseSelfEmployedForm } from './form.ts';
import { TAX_YEARS } from '../../../engine/parameters/tax-years.ts';

// Any year the engine has would do; the first never leaves the list.
const YEAR = TAX_YEARS[0];

/** The self-employed figures for a profit in the basic rate band and the Class 4 main band. */
function expectedFigures() {
  const p = selfEmployedParameters(YEAR);
  const [basic, higher] = p.bands.nonSavings;
  if (basic === undefined || higher === undefined) throw new RangeError('no basic rate band');
  const ni = p.selfEmployedNI;
  // Half-way up the basic rate band, kept under Class 4's upper limit.
  const profit = Math.min(
    p.incomeTax.personalAllowance + Math.round(higher.from / 2),
    ni.upperProfitsLimit - 1,
  );
  const incomeTax = Math.round((profit - p.incomeTax.personalAllowance) * basic.rate);
  const class4NI = Math.round((profit - ni.lowerProfitsLimit) * ni.mainRate);
  return { profit, incomeTax, class4NI, totalTax: incomeTax + class4NI };
}

/**
 * True when the engine gives its known answers here: a typed amount read as people write it, a
 * penny rounded as the figures are, and the self-employed calculator's figures (and their working)
 * for a profit in the basic rate band equal to the same figures worked out directly from the
 * parameters. False (never a throw) when anything disagrees: the page has broken a built-in.
 */
export function engineSelfCheck(): boolean {
  try {
    const expected = expectedFigures();
    const typed = parseSelfEmployedForm({ income: `£${expected.profit / 1000}k` });
    if (!typed.success || typed.data.income !== expected.profit) return false;
    if (roundTo(1.005, 2) !== 1.01) return false;
    const p = selfEmployedParameters(YEAR);
    const result = selfEmployedTax(typed.data, p);
    if (
      result.profit !== expected.profit ||
      result.incomeTax !== expected.incomeTax ||
      result.class4NI !== expected.class4NI ||
      result.totalTax !== expected.totalTax ||
      result.netIncome !== expected.profit - expected.totalTax
    ) {
      return false;
    }
    for (const { value, steps } of selfEmployedWorking(typed.data, p)) {
      let sum = 0;
      for (const step of steps) sum += step.amount ?? 0;
      if (!(Math.abs(sum - value) <= 1e-6 * Math.max(1, Math.abs(value)))) return false;
    }
    return true;
  } catch {
    return false;
  }
}
