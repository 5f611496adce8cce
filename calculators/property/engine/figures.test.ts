// Boundary tables of named cases, each with its arithmetic. Unless a case says otherwise: rUK rates,
// the personal allowance £12,570 tapered by £1 for every £2 over £100,000, the basic rate band
// £37,700 and the higher rate limit £125,140 of taxable income; 2025-26 and 2026-27 have the same
// rates on these incomes (20% / 40% / 45%, the finance-cost reduction at 20%); 2027-28 taxes property
// income at 22% / 42% / 47% above the other income, sets the allowance against the other income
// first and gives the reduction at 22%. The job's pay is taxed by PAYE alone with the full allowance.
import { describe, expect, it } from 'vitest';
import type * as clean from '../../../engine/index.ts';
import { pagesThatDiffer } from '../../../engine/testing.ts';
import type { TaxYear } from '../../../engine/types.ts';
import { calculateProperty } from './figures.ts';
import type { PropertyInput, PropertyResult } from './types.ts';

/** Some of a result's figures, at any depth. */
type Some<T> = T extends object ? { [Key in keyof T]?: Some<T[Key]> } : T;
type Expected = Some<PropertyResult>;

interface Case {
  name: string;
  years: readonly TaxYear[];
  input: PropertyInput;
  expected: Expected;
}

const BOTH: readonly TaxYear[] = ['2025-26', '2026-27'];

/** Every number in a result, however deep. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(numbersIn);
}

function check(cases: readonly Case[]) {
  for (const { name, years, input, expected } of cases) {
    for (const year of years) {
      it(`${name} (${year})`, () => {
        expect(calculateProperty(input, year)).toMatchObject(expected);
      });
    }
  }
}

// A job paying £30,000 beside £20,000 of rents and £4,000 of expenses: property profit £16,000.
// Income £46,000, taxable £33,430, all in the basic rate band: £6,686. Adjusted total income £33,430.
// PAYE on the pay alone: (£30,000 − £12,570) × 20% = £3,486.
const job30k = { rents: 20_000, expenses: 4_000, otherIncome: 30_000 } as const;

describe('finance costs below, at and above the property profits, and above adjusted total income', () => {
  check([
    {
      // Lowest of £10,000 costs, £16,000 profits, £33,430 ATI: £10,000 × 20% = £2,000.
      // Income tax £6,686 − £2,000 = £4,686; through the return £4,686 − £3,486 = £1,200.
      name: 'below the profits: the costs are relieved in full',
      years: BOTH,
      input: { ...job30k, financeCosts: 10_000 },
      expected: {
        propertyProfit: 16_000,
        incomeTax: 4_686,
        propertyTax: 1_200,
        incomeTaxDue: 1_200,
        financeCostRelief: {
          relievable: 10_000,
          reliefBase: 10_000,
          limitedBy: 'financeCosts',
          adjustedTotalIncome: 33_430,
          reduction: 2_000,
          carriedForward: 0,
        },
        // Cash: £20,000 − £4,000 − £10,000 − £1,200 = £4,800.
        rentalIncomeAfterTax: 4_800,
      },
    },
    {
      // £16,000 × 20% = £3,200 = the tax the profit adds (£16,000 at 20%): the rents cost no tax.
      name: 'at the profits: the reduction takes all the tax the rents add',
      years: BOTH,
      input: { ...job30k, financeCosts: 16_000 },
      expected: {
        incomeTax: 3_486,
        propertyTax: 0,
        financeCostRelief: { reliefBase: 16_000, reduction: 3_200, carriedForward: 0 },
      },
    },
    {
      // Lowest is the profits, £16,000: £3,200; £20,000 − £16,000 = £4,000 carried forward.
      name: 'above the profits: the excess is carried forward',
      years: BOTH,
      input: { ...job30k, financeCosts: 20_000 },
      expected: {
        incomeTax: 3_486,
        financeCostRelief: {
          reliefBase: 16_000,
          limitedBy: 'propertyProfits',
          reduction: 3_200,
          carriedForward: 4_000,
        },
        // The cash the rents leave goes negative: £20,000 − £4,000 − £20,000 − £0 = −£4,000.
        rentalIncomeAfterTax: -4_000,
      },
    },
    {
      // No other income: ATI = £16,000 − £12,570 = £3,430, the lowest. £3,430 × 20% = £686, all the
      // tax (£3,430 at 20%); £10,000 − £3,430 = £6,570 carried forward.
      name: 'above adjusted total income: relief on the income above the allowance only',
      years: BOTH,
      input: { rents: 20_000, expenses: 4_000, financeCosts: 10_000 },
      expected: {
        incomeTax: 0,
        financeCostRelief: {
          adjustedTotalIncome: 3_430,
          reliefBase: 3_430,
          limitedBy: 'adjustedTotalIncome',
          reduction: 686,
          unusable: 0,
          carriedForward: 6_570,
        },
      },
    },
    {
      // £6,000 this year and £5,000 brought forward: £11,000 < £16,000 profits: £2,200, nothing left.
      name: 'costs brought forward are relieved with this year’s',
      years: BOTH,
      input: { ...job30k, financeCosts: 6_000, financeCostsBroughtForward: 5_000 },
      expected: {
        incomeTax: 4_486,
        financeCostRelief: { relievable: 11_000, reduction: 2_200, carriedForward: 0 },
      },
    },
    {
      // £10,000 + £10,000 brought forward = £20,000; relief on the £16,000 profits, £4,000 carried on.
      name: 'costs brought forward above the profits are carried on',
      years: BOTH,
      input: { ...job30k, financeCosts: 10_000, financeCostsBroughtForward: 10_000 },
      expected: { financeCostRelief: { reliefBase: 16_000, carriedForward: 4_000 } },
    },
    {
      // Expenses £25,000 above rents £20,000: no profit, a £5,000 loss carried forward; no relief
      // (the profits are £0), the £10,000 of finance costs carried forward whole.
      name: 'a loss: no profit, no reduction, all the costs carried forward',
      years: BOTH,
      input: { rents: 20_000, expenses: 25_000, financeCosts: 10_000, otherIncome: 30_000 },
      expected: {
        propertyProfit: 0,
        lossCarriedForward: 5_000,
        propertyTax: 0,
        financeCostRelief: { reduction: 0, limitedBy: 'propertyProfits', carriedForward: 10_000 },
      },
    },
    // 2027-28: the pay takes the allowance first, £17,430 at 20% = £3,486; the property profit sits
    // above it at 22% until £37,700 of taxable income.
    {
      // £3,486 + £16,000 × 22% (£3,520) = £7,006, less £10,000 × 22% = £2,200: £4,806; the rents
      // add £1,320.
      name: 'below the profits, at the property rates',
      years: ['2027-28'],
      input: { ...job30k, financeCosts: 10_000 },
      expected: {
        incomeTax: 4_806,
        propertyTax: 1_320,
        financeCostRelief: { rate: 0.22, reduction: 2_200, carriedForward: 0 },
      },
    },
    {
      // £16,000 × 22% = £3,520, exactly the tax the profit adds at 22%.
      name: 'at the profits, at the property rates',
      years: ['2027-28'],
      input: { ...job30k, financeCosts: 16_000 },
      expected: { incomeTax: 3_486, propertyTax: 0, financeCostRelief: { reduction: 3_520 } },
    },
    {
      name: 'above the profits, at the property rates',
      years: ['2027-28'],
      input: { ...job30k, financeCosts: 20_000 },
      expected: { financeCostRelief: { reduction: 3_520, carriedForward: 4_000 } },
    },
    {
      // With no other income the allowance goes against the property profit: £3,430 at 22% = £754.60;
      // ATI £3,430 × 22% = £754.60, all of it.
      name: 'above adjusted total income, at the property rates',
      years: ['2027-28'],
      input: { rents: 20_000, expenses: 4_000, financeCosts: 10_000 },
      expected: {
        incomeTax: 0,
        financeCostRelief: { reliefBase: 3_430, reduction: 754.6, carriedForward: 6_570 },
      },
    },
  ]);
});

describe('the property allowance against the expenses', () => {
  check([
    {
      // £900 of rents, within the allowance: full relief, no profit; the tax is the pay's alone.
      name: '£900 of rents with the allowance: nothing taxed',
      years: ['2025-26', '2026-27', '2027-28'],
      input: { rents: 900, expenses: 200, otherIncome: 30_000, propertyAllowance: true },
      expected: {
        propertyProfit: 0,
        lossCarriedForward: 0,
        propertyTax: 0,
        // The expenses way: £700 at 20% (22% in 2027-28) more tax, so the allowance is better.
        propertyAllowance: { claimed: true, better: 'allowance' },
      },
    },
    {
      // Expenses way: £700 × 20% = £140 of tax; the allowance leaves £140 more.
      name: '£900 of rents with the expenses: the allowance would leave £140 more',
      years: BOTH,
      input: { rents: 900, expenses: 200, otherIncome: 30_000 },
      expected: {
        propertyProfit: 700,
        propertyTax: 140,
        propertyAllowance: { claimed: false, better: 'allowance', difference: 140 },
      },
    },
    {
      // Expenses way: £140 − £600 × 20% = £20; allowance way £0: the allowance still leaves £20 more.
      name: '£900 of rents, expenses and finance costs: the reduction does not beat the allowance',
      years: BOTH,
      input: { rents: 900, expenses: 200, financeCosts: 600, otherIncome: 30_000 },
      expected: {
        propertyTax: 20,
        propertyAllowance: {
          better: 'allowance',
          difference: 20,
          verdict:
            'The £1,000 property allowance instead of the expenses leaves £20 more this year',
        },
      },
    },
    {
      // £900 of rents and £1,500 of expenses: the allowance cannot make a loss (ITTOIA 2005 s783BH:
      // £900 − £900 = £0), the expenses way makes a £600 loss to carry forward; the same tax this
      // year.
      name: '£900 of rents, expenses above them, the allowance claimed: no loss',
      years: BOTH,
      input: { rents: 900, expenses: 1_500, otherIncome: 30_000, propertyAllowance: true },
      expected: {
        propertyProfit: 0,
        lossCarriedForward: 0,
        propertyAllowance: { better: 'either', difference: 0 },
      },
    },
    {
      // £5,000 − £1,500 = £3,500 at 20% = £700 against (£5,000 − £1,000) × 20% = £800: expenses by £100.
      name: '£5,000 of rents, expenses above the allowance: the expenses leave £100 more',
      years: BOTH,
      input: { rents: 5_000, expenses: 1_500, otherIncome: 30_000 },
      expected: {
        propertyProfit: 3_500,
        propertyTax: 700,
        propertyAllowance: {
          better: 'expenses',
          difference: 100,
          verdict:
            'The expenses leave £100 more this year than the £1,000 property allowance would',
        },
      },
    },
    {
      // Claimed: £4,000 at 20% = £800, against £4,500 at 20% = £900: the allowance by £100.
      name: '£5,000 of rents, the allowance claimed: partial relief, £4,000 taxed',
      years: BOTH,
      input: { rents: 5_000, expenses: 500, otherIncome: 30_000, propertyAllowance: true },
      expected: {
        propertyProfit: 4_000,
        propertyTax: 800,
        financeCostRelief: { relievable: 0, reduction: 0 },
        propertyAllowance: { better: 'allowance', difference: 100 },
      },
    },
    {
      // Expenses way: £4,500 × 20% − £2,000 × 20% = £500; allowance way £800 and no reduction
      // (ITTOIA 2005 s783BL): the expenses and the reduction leave £300 more.
      name: '£5,000 of rents with £2,000 of finance costs: the reduction beats the allowance',
      years: BOTH,
      input: { rents: 5_000, expenses: 500, financeCosts: 2_000, otherIncome: 30_000 },
      expected: {
        propertyTax: 500,
        propertyAllowance: {
          better: 'expenses',
          difference: 300,
          verdict:
            'The expenses and the finance-cost reduction leave £300 more this year than the £1,000 property allowance would',
        },
      },
    },
    {
      // A higher-rate taxpayer (pay £60,000): expenses way £4,500 × 40% − £400 = £1,400; allowance
      // way £4,000 × 40% = £1,600: the expenses by £200.
      name: '£5,000 of rents at the higher rate: the reduction is only at 20%',
      years: BOTH,
      input: { rents: 5_000, expenses: 500, financeCosts: 2_000, otherIncome: 60_000 },
      expected: { propertyTax: 1_400, propertyAllowance: { better: 'expenses', difference: 200 } },
    },
    {
      // With the allowance, £3,000 brought forward is not used this year and carries on whole.
      name: 'the allowance claimed with costs brought forward: they carry on',
      years: BOTH,
      input: {
        rents: 5_000,
        expenses: 500,
        financeCosts: 2_000,
        financeCostsBroughtForward: 3_000,
        otherIncome: 30_000,
        propertyAllowance: true,
      },
      expected: { financeCostRelief: { reduction: 0, carriedForward: 3_000 } },
    },
  ]);
});

describe('a landlord with a job crossing £100,000 and £125,140', () => {
  check([
    {
      // Pay £90,000 and profit £10,000: £100,000, the full allowance. Taxable £87,430: £7,540 +
      // £49,730 × 40% = £19,892 → £27,432; no finance costs.
      name: 'at £100,000: the full allowance',
      years: BOTH,
      input: { rents: 12_000, expenses: 2_000, otherIncome: 90_000 },
      expected: { personalAllowance: 12_570, incomeTax: 27_432, propertyTax: 4_000 },
    },
    {
      // Pay £90,000, profit £25,000 (£30,000 − £5,000): £115,000, allowance £12,570 − £7,500 =
      // £5,070. Taxable £109,930: £7,540 + £72,230 × 40% (£28,892) = £36,432, less £10,000 × 20%:
      // £34,432. PAYE on the pay: £7,540 + £39,730 × 40% = £23,432. The rents add £11,000 (£25,000 at
      // 40% and £7,500 of allowance lost at 40%, less £2,000).
      name: 'between £100,000 and £125,140: the allowance tapered',
      years: BOTH,
      input: { rents: 30_000, expenses: 5_000, financeCosts: 10_000, otherIncome: 90_000 },
      expected: {
        personalAllowance: 5_070,
        incomeTax: 34_432,
        propertyTax: 11_000,
        incomeTaxDue: 11_000,
        // The next £1,000 of rent: £400 at 40% and £500 of allowance lost at 40%, £600: keeps £400.
        marginal: { step: 1_000, keeps: 400, rate: 60 },
      },
    },
    {
      // £125,140 exactly: no allowance; taxable £125,140: £7,540 + £87,440 × 40% = £42,516.
      name: 'at £125,140: the allowance gone',
      years: BOTH,
      input: { rents: 40_140, expenses: 5_000, otherIncome: 90_000 },
      expected: { personalAllowance: 0, incomeTax: 42_516, propertyTax: 19_084 },
    },
    {
      // Pay £90,000, profit £40,000: £130,000, no allowance. £7,540 + £87,440 × 40% (£34,976) +
      // £4,860 × 45% (£2,187) = £44,703, less £2,000: £42,703. The next £1,000 at 45%: keeps £550.
      name: 'above £125,140: the additional rate',
      years: BOTH,
      input: { rents: 45_000, expenses: 5_000, financeCosts: 10_000, otherIncome: 90_000 },
      expected: {
        personalAllowance: 0,
        incomeTax: 42_703,
        propertyTax: 19_271,
        marginal: { keeps: 550, rate: 45 },
      },
    },
    {
      // 2027-28: allowance £5,070 against the pay: £84,930 taxable, £7,540 + £47,230 × 40% =
      // £26,432; the profit £25,000 at 42% = £10,500: £36,932, less £10,000 × 22%: £34,732. The
      // rents add £11,300. The next £1,000 of rent: £1,000 more at 42% (£420), and £500 less
      // allowance, which was set against the pay: £500 more pay taxed at 40% (£200): £620, keeps £380.
      name: 'between £100,000 and £125,140, at the property rates',
      years: ['2027-28'],
      input: { rents: 30_000, expenses: 5_000, financeCosts: 10_000, otherIncome: 90_000 },
      expected: {
        personalAllowance: 5_070,
        incomeTax: 34_732,
        propertyTax: 11_300,
        marginal: { keeps: 380, rate: 62 },
      },
    },
  ]);
});

describe('joint ownership', () => {
  check([
    {
      // A 50% share of rents £40,000, expenses £6,000 and finance costs £14,000: £20,000, £3,000,
      // £7,000; profit £17,000. Pay £40,000: income £57,000, taxable £44,430: £7,540 + £6,730 × 40%
      // (£2,692) = £10,232, less £7,000 × 20% = £8,832. PAYE £27,430 × 20% = £5,486: the rents add
      // £3,346, and leave £20,000 − £3,000 − £7,000 − £3,346 = £6,654.
      name: 'a 50% share: rents, expenses and finance costs halved',
      years: BOTH,
      input: {
        rents: 40_000,
        expenses: 6_000,
        financeCosts: 14_000,
        ownershipShare: 50,
        otherIncome: 40_000,
      },
      expected: {
        share: 0.5,
        rents: 20_000,
        expenses: 3_000,
        financeCosts: 7_000,
        propertyProfit: 17_000,
        incomeTax: 8_832,
        propertyTax: 3_346,
        rentalIncomeAfterTax: 6_654,
      },
    },
    {
      // Each owner has an allowance on their own share of the rents: 50% of £1,800 is £900.
      name: 'a 50% share of £1,800 of rents: within the allowance',
      years: BOTH,
      input: { rents: 1_800, ownershipShare: 50, propertyAllowance: true, otherIncome: 30_000 },
      expected: { rents: 900, propertyProfit: 0, propertyTax: 0 },
    },
  ]);
});

describe('Scottish taxpayers: Scottish rates on the pay and the rents, the reduction at the UK rate', () => {
  check([
    {
      // 2025-26 Scottish bands of taxable income £33,430: £2,827 × 19% (£537.13) + £12,094 × 20%
      // (£2,418.80) + £16,171 × 21% (£3,395.91) + £2,338 × 42% (£981.96) = £7,333.80; less £10,000 ×
      // 20% = £5,333.80. PAYE on £17,430: £537.13 + £2,418.80 + £2,509 × 21% (£526.89) = £3,482.82.
      name: 'a Scottish taxpayer with a job, 2025-26 bands',
      years: ['2025-26'],
      input: { ...job30k, financeCosts: 10_000, scottishTaxpayer: true },
      expected: { incomeTax: 5_333.8, propertyTax: 1_850.98, incomeTaxDue: 1_850.98 },
    },
    {
      // 2026-27: £3,967 × 19% (£753.73) + £12,989 × 20% (£2,597.80) + £14,136 × 21% (£2,968.56) +
      // £2,338 × 42% (£981.96) = £7,302.05, less £2,000 = £5,302.05. On the pay alone £3,451.07.
      name: 'a Scottish taxpayer with a job, 2026-27 bands',
      years: ['2026-27'],
      input: { ...job30k, financeCosts: 10_000, scottishTaxpayer: true },
      expected: { incomeTax: 5_302.05, propertyTax: 1_850.98 },
    },
    {
      // 2027-28 (provisional: the Scottish bands of 2026-27 carried on): still Scottish rates on the
      // rents, the reduction at the property basic rate, 22%: £7,302.05 − £2,200 = £5,102.05.
      name: 'a Scottish taxpayer with a job, the reduction at the property basic rate',
      years: ['2027-28'],
      input: { ...job30k, financeCosts: 10_000, scottishTaxpayer: true },
      expected: { incomeTax: 5_102.05, propertyTax: 1_650.98 },
    },
    {
      // Pay £14,000 and profit £1,000, all in the starter band: £2,430 × 19% = £461.70. The reduction
      // £1,000 × 20% = £200 is more than the 19% the profit costs: the rents take £10 off the tax
      // (£261.70 against £1,430 × 19% = £271.70 on the pay alone).
      name: 'a Scottish starter-rate taxpayer: the 20% reduction beats the 19% tax',
      years: ['2025-26'],
      input: {
        rents: 3_000,
        expenses: 2_000,
        financeCosts: 1_000,
        otherIncome: 14_000,
        scottishTaxpayer: true,
      },
      expected: { incomeTax: 261.7, propertyTax: -10, incomeTaxDue: -10 },
    },
    {
      // Rents £13,570 and no other income: taxable £1,000, at the 19% starter rate: £190. ATI £1,000
      // is the lowest: £1,000 × 20% = £200, but no more than the £190 of tax (ITA 2007 s29): £10 is
      // lost; £5,000 − £1,000 = £4,000 carried forward.
      name: 'the reduction no more than the tax: the rest lost',
      years: ['2025-26'],
      input: { rents: 13_570, financeCosts: 5_000, scottishTaxpayer: true },
      expected: {
        incomeTax: 0,
        financeCostRelief: {
          reliefBase: 1_000,
          limitedBy: 'adjustedTotalIncome',
          reduction: 190,
          unusable: 10,
          carriedForward: 4_000,
        },
      },
    },
  ]);
});

describe('student loans: the property profit counts only above £2,000', () => {
  check([
    {
      // Plan 2 (£28,470): PAYE takes 9% × (£30,000 − £28,470) = £137.70 → £137. A £2,000 profit is
      // not above £2,000: it does not count, and the return collects nothing.
      name: 'a £2,000 profit does not count',
      years: ['2025-26'],
      input: { rents: 2_000, otherIncome: 30_000, studentLoanPlans: ['plan2'] },
      expected: {
        studentLoanRepayment: 0,
        otherIncome: { kind: 'employment', studentLoanDeductedAtSource: 137 },
      },
    },
    {
      // £2,001 counts in full: 9% × (£32,001 − £28,470) = £317.79 → £317, less PAYE's £137: £180.
      name: 'a £2,001 profit counts in full',
      years: ['2025-26'],
      input: { rents: 2_001, otherIncome: 30_000, studentLoanPlans: ['plan2'] },
      expected: { studentLoanRepayment: 180, selfAssessmentBill: 400.2 + 180 },
    },
    {
      // 2026-27, Plan 2 at £29,385: 9% × (£32,001 − £29,385) = £235.44 → £235; PAYE 9% × £615 =
      // £55.35 → £55: £180 again (9% of the £2,001 profit, £180.09, rounded down).
      name: 'a £2,001 profit counts in full, at 2026-27’s threshold',
      years: ['2026-27'],
      input: { rents: 2_001, otherIncome: 30_000, studentLoanPlans: ['plan2'] },
      expected: { studentLoanRepayment: 180 },
    },
  ]);
});

describe('a trade beside the rents', () => {
  check([
    {
      // Trade profit £30,000: Class 4 (£30,000 − £12,570) × 6% = £1,045.80 → £1,046. Income tax as
      // for the job, £4,686, all through the return. Payments on account: half of £4,686 + £1,046 =
      // £2,866. Making Tax Digital: rents £20,000 + turnover £45,000 = £65,000, over £50,000 from
      // April 2026.
      name: 'Class 4 on the trade, payments on account, Making Tax Digital',
      years: ['2025-26'],
      input: {
        ...job30k,
        financeCosts: 10_000,
        otherIncomeKind: 'selfEmployment',
        tradingTurnover: 45_000,
      },
      expected: {
        incomeTax: 4_686,
        incomeTaxDue: 4_686,
        class4NI: 1_046,
        selfAssessmentBill: 5_732,
        paymentsOnAccount: { due: true, instalment: 2_866 },
        makingTaxDigital: {
          qualifyingIncome: 65_000,
          appliesFrom: '2026-04-06',
          threshold: 50_000,
        },
      },
    },
  ]);
});

describe('payments on account with a job', () => {
  check([
    {
      // Through the return £1,200 of £4,686: PAYE took £3,486, 74%, under 80%: payments are due,
      // £600 each.
      name: 'PAYE under 80% of the tax: payments on account due',
      years: ['2025-26'],
      input: { rents: 26_000, expenses: 10_000, financeCosts: 10_000, otherIncome: 30_000 },
      expected: { incomeTaxDue: 1_200, paymentsOnAccount: { due: true, instalment: 600 } },
    },
    {
      // Rents £1,500, expenses £500: £1,000 at 20% = £200 through the return, under £1,000: none.
      name: 'under £1,000 through the return: none',
      years: ['2025-26'],
      input: { rents: 1_500, expenses: 500, otherIncome: 30_000 },
      expected: { incomeTaxDue: 200, paymentsOnAccount: { due: false, instalment: 0 } },
    },
  ]);
});

describe('the same portfolio in a company', () => {
  check([
    {
      // Company profit £40,000 − £6,000 − £14,000 = £20,000, at 19%: £3,800; £16,200 after tax, your
      // 50% £8,100. Paid out beside £40,000 of pay (taxable £27,430): £500 at 0%, £7,600 at 8.75% =
      // £665 (2025-26); at 10.75% = £817 (2026-27). Owning it personally leaves £6,654.
      name: 'half a portfolio, paid out or kept, dividends at 8.75%',
      years: ['2025-26'],
      input: {
        rents: 40_000,
        expenses: 6_000,
        financeCosts: 14_000,
        ownershipShare: 50,
        otherIncome: 40_000,
      },
      expected: {
        company: {
          profitBeforeTax: 20_000,
          corporationTax: 3_800,
          profitAfterTax: 16_200,
          yourShare: 8_100,
          paidOut: { dividends: 8_100, dividendTax: 665, keeps: 7_435 },
          kept: { keeps: 8_100 },
          personal: { keeps: 6_654 },
          difference: { paidOut: 781, kept: 1_446 },
        },
      },
    },
    {
      name: 'half a portfolio, paid out, dividends at 10.75%',
      years: ['2026-27'],
      input: {
        rents: 40_000,
        expenses: 6_000,
        financeCosts: 14_000,
        ownershipShare: 50,
        otherIncome: 40_000,
      },
      expected: {
        company: {
          paidOut: { dividendTax: 817, keeps: 7_283 },
          difference: { paidOut: 629, kept: 1_446 },
        },
      },
    },
    {
      // Profit £150,000 (rents £200,000 less £20,000 and £30,000): 25% less 3/200 × £100,000 =
      // £37,500 − £1,500 = £36,000 of corporation tax.
      name: 'marginal relief between £50,000 and £250,000',
      years: BOTH,
      input: { rents: 200_000, expenses: 20_000, financeCosts: 30_000 },
      expected: { company: { profitBeforeTax: 150_000, corporationTax: 36_000 } },
    },
    {
      // A loss: no corporation tax, your share of the loss is what each way leaves.
      name: 'a loss in the company: no corporation tax, no dividends',
      years: BOTH,
      input: { rents: 10_000, expenses: 4_000, financeCosts: 8_000 },
      expected: {
        company: {
          profitBeforeTax: -2_000,
          corporationTax: 0,
          yourShare: -2_000,
          paidOut: { dividends: 0, dividendTax: 0, keeps: -2_000 },
        },
      },
    },
  ]);
});

describe('amounts the engine is given directly', () => {
  it('never shows NaN: nonsense counts as nothing, a share outside 1–100 as the nearest end', () => {
    const result = calculateProperty(
      {
        rents: Number.NaN,
        expenses: -5,
        financeCosts: Infinity,
        ownershipShare: 250,
        otherIncome: Number.NaN,
      },
      '2025-26',
    );
    expect(result.share).toBe(1);
    expect(result.rents).toBe(0);
    expect(result.financeCosts).toBe(0);
    expect(result.otherIncome).toBeNull();
    expect(numbersIn(result).every(Number.isFinite)).toBe(true);
    expect(calculateProperty({ rents: 10_000, ownershipShare: 0 }, '2025-26').share).toBe(0.01);
  });

  it('refuses a year it does not have', () => {
    expect(() => calculateProperty({ rents: 1 }, '2028-29' as TaxYear)).toThrow(RangeError);
  });
});

type Engine = typeof clean;

/** Its figures, working and form on inputs that reach the reduction, loans, Scottish rates and the company. */
const onAPage = (engine: Engine) => {
  const input = {
    rents: 64_000,
    expenses: 5_000,
    financeCosts: 21_000,
    financeCostsBroughtForward: 2_500,
    ownershipShare: 50,
    otherIncome: 95_000,
    scottishTaxpayer: true,
    studentLoanPlans: ['plan2', 'postgraduate'],
  } as const;
  return {
    figures: engine.calculateProperty(input, '2027-28'),
    working: engine.explainProperty(
      { rents: 9_000, financeCosts: 4_000, otherIncome: 60_000, otherIncomeKind: 'selfEmployment' },
      '2025-26',
    ),
    form: engine.parsePropertyForm({ rents: '24k', ownershipShare: '50%', otherIncome: 'abc' }),
  };
};

describe('on a partner’s page whose scripts replace built-ins', () => {
  it('gives the same figures, working and form under Prototype 1.6 or throwing Array methods', async () => {
    expect(await pagesThatDiffer(onAPage)).toEqual([]);
  });
});
