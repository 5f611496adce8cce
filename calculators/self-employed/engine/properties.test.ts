// Properties the self-employed calculator holds in every tax year.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TAX_YEARS } from '../../../engine/parameters/tax-years.ts';
import { expectWorkingAddsUp } from '../../../engine/rules/testing.ts';
import { STUDENT_LOAN_PLANS } from '../../../engine/types.ts';
import { selfEmployedParameters, selfEmployedTax } from './calculate.ts';
import { selfEmployedWorking } from './working.ts';

const money = fc.double({ min: 0, max: 10_000_000, noNaN: true });
const everyday = fc.integer({ min: 0, max: 200_000 });

describe.each(TAX_YEARS)('the self-employed calculator in %s', (year) => {
  const forSelfEmployed = selfEmployedParameters(year);

  const circumstances = fc.record({
    scottishTaxpayer: fc.boolean(),
    studentLoanPlans: fc.subarray([...STUDENT_LOAN_PLANS]),
    pensionContributions: fc.oneof(fc.constant(0), money),
    unusedAnnualAllowance: fc.oneof(fc.constant(0), everyday),
    childBenefitChildren: fc.integer({ min: 0, max: 4 }),
    // Not 'transfer': a transferor whose income rises into the higher rate loses the election
    // (ITA 2007 s55C(1)(c)) and gets the whole allowance back, so tax can fall as income rises.
    marriageAllowance: fc.constantFrom(undefined, 'receive' as const),
  });

  it('self-employed: finite, adds up, working adds up; with contributions all relieved, never falls as income rises (but for a pound of rounding)', () => {
    fc.assert(
      fc.property(money, money, money, circumstances, (income, expenses, extra, c) => {
        const input = { income, expenses, ...c };
        const r = selfEmployedTax(input, forSelfEmployed);
        const more = selfEmployedTax({ income: income + extra, expenses, ...c }, forSelfEmployed);
        expect(r.netIncome + r.totalTax + r.studentLoanRepayment).toBe(r.profit);
        expectWorkingAddsUp(selfEmployedWorking(input, forSelfEmployed), r);
        // Contributions beyond relevant earnings: more profit relieves more of them, extending the
        // bands an annual allowance charge is taxed in, so tax can rightly fall (£518,441 of
        // contributions, profit £0 → £12,570 in 2026-27: total tax 191,601 → 189,359).
        if (r.pensionRelief.relieved < r.pensionRelief.contributions) return;
        // Each part of the total is rounded to the pound on its own, so the sum can dip by £1 where
        // one part rounds down as another rounds up (income £0 → £3,600, Scottish, contributions
        // of £713,463: the annual allowance charge's slices of the Scottish bands, 300,281 → 300,280).
        expect(more.totalTax).toBeGreaterThanOrEqual(r.totalTax - 1);
        expect(more.incomeTax).toBeGreaterThanOrEqual(r.incomeTax);
      }),
      {
        examples: [
          [
            0,
            0,
            12_570,
            {
              scottishTaxpayer: false,
              studentLoanPlans: [],
              pensionContributions: 518_441.11,
              unusedAnnualAllowance: 0,
              childBenefitChildren: 0,
              marriageAllowance: undefined,
            },
          ],
        ],
      },
    );
  });
});
