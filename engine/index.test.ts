import { describe, expect, it } from 'vitest';
import * as engine from './index.ts';

describe('engine public API', () => {
  it('exports exactly its own public names and every calculator’s', () => {
    // A name added to or dropped from engine/index.ts fails here, so the public API changes only
    // on purpose (and engine/README.md's list with it). Each calculator's names are its engine
    // entry's (calculators/<id>/engine/index.ts), found on disk.
    const calculators = Object.values(
      import.meta.glob<Record<string, unknown>>('../calculators/*/engine/index.ts', {
        eager: true,
      }),
    ).flatMap((names) => Object.keys(names));
    expect(calculators).toContain('calculateSelfEmployed');
    expect(Object.keys(engine).sort()).toEqual(
      [
        'ACCOUNTANCY_FEES',
        'AMOUNT_HINT',
        'CALCULATOR_INPUT_LIMIT',
        'CHILDREN_HINT',
        'EXPENSE_CATEGORIES',
        'EXPENSE_PRESETS',
        'MAKING_TAX_DIGITAL_GUIDE',
        'MARRIAGE_ALLOWANCE_CLAIMS',
        'MARRIAGE_ALLOWANCE_HINT',
        'MAX_CHILD_BENEFIT_CHILDREN',
        'MONTHS_PER_YEAR',
        'PAYROLL_FEES',
        'PAYROLL_PACKAGE_FEATURES',
        'PROVISIONAL_TAX_YEARS',
        'STUDENT_LOAN_PLANS',
        'STUDENT_LOAN_PLAN_NAMES',
        'TAX_YEARS',
        'VAT_RATE',
        'VAT_REGISTRATION_GUIDE',
        'WEEKS_PER_YEAR',
        'companyRatesFor',
        'gbp',
        'isProvisionalYear',
        'isTaxYear',
        'listInWords',
        'makingTaxDigitalThreshold',
        'percent',
        'ratesFor',
        'readAmount',
        'readStudentLoanPlans',
        'taxYearAfter',
        'taxYearLabel',
        'taxYearOn',
        'taxYearStart',
        'ukDateOn',
        ...calculators,
      ].sort(),
    );
    expect(engine).not.toHaveProperty('DEFAULT_TAX_YEAR');
  });

  it('exposes the five expense presets', () => {
    expect(engine.EXPENSE_PRESETS).toEqual({
      office: 2_400,
      travel: 1_800,
      equipment: 1_200,
      marketing: 1_500,
      professional: 2_000,
    });
  });

  it('works out each tax year it is given', () => {
    const input = { salary: 12_570, dividends: 37_700, savings: 0 };
    expect(engine.calculateDirector(input, '2025-26').dividendTax).toBe(3_255);
    expect(engine.calculateDirector(input, '2026-27').dividendTax).toBe(3_999);
  });

  it('refuses an unknown tax year with a RangeError naming the known years', () => {
    const unknown = engine.taxYearAfter(
      engine.TAX_YEARS[engine.TAX_YEARS.length - 1]!,
    ) as engine.TaxYear;
    const message = `Unknown tax year "${unknown}": expected one of ${engine.TAX_YEARS.join(', ')}`;
    const director = { salary: 12_570, dividends: 37_700, savings: 0 };
    // Every calculator's figures and working refuse it (calculators/conventions.test.ts): here, the
    // message, and the rates.
    expect(() => engine.calculateDirector(director, unknown)).toThrow(new RangeError(message));
    expect(() => engine.ratesFor(unknown)).toThrow(message);
  });

  it('gives the rates of each year for text that quotes them', () => {
    expect(engine.ratesFor('2025-26').dividends).toMatchObject({
      ordinaryRate: 0.0875,
      upperRate: 0.3375,
    });
    expect(engine.ratesFor('2026-27').dividends).toMatchObject({
      ordinaryRate: 0.1075,
      upperRate: 0.3575,
    });
    expect(engine.ratesFor('2025-26').incomeTax.personalAllowance).toBe(12_570);
    // Property income's own rates from 2027-28 (Finance Act 2026), and the property allowance.
    expect(engine.ratesFor('2026-27').property).toMatchObject({ basicRate: 0.2, allowance: 1_000 });
    expect(engine.ratesFor('2027-28').property.basicRate).toBe(0.22);
  });

  it('says whom Making Tax Digital for Income Tax reaches in each year', () => {
    // Not before 6 April 2026; then qualifying income over £50,000 (SI 2021/1076).
    expect(engine.makingTaxDigitalThreshold('2025-26')).toBeNull();
    expect(engine.makingTaxDigitalThreshold('2026-27')).toBe(50_000);
  });

  it('runs a form straight into its calculator', () => {
    const parsed = engine.parseSelfEmployedForm({ income: '£50,000', expenses: '£10,000' });
    expect(parsed.success).toBe(true);
    if (parsed.success) {
      // Profit 40,000: tax 27,430 × 20% = 5,486; Class 4 27,430 × 6% = 1,645.80 → 1,646.
      expect(engine.calculateSelfEmployed(parsed.data, '2025-26')).toMatchObject({
        profit: 40_000,
        incomeTax: 5_486,
        class4NI: 1_646,
        totalTax: 7_132,
        monthlyNet: 2_739,
      });
    }
  });

  it('prices payroll and lists the package', () => {
    const result = engine.calculatePayroll(
      {
        employees: 6,
        averageSalary: 0,
        frequency: 'monthly',
      },
      '2025-26',
    );
    expect(result.monthlyCost).toBe(36);
    expect(result.includes).toBe(engine.PAYROLL_PACKAGE_FEATURES);
  });
});
