import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectHostileInputHandled } from '../../../engine/forms/testing.ts';
import { CHILDREN_HINT, MARRIAGE_ALLOWANCE_HINT } from '../../../engine/forms/amount.ts';
import { AMOUNT_HINT } from '../../../engine/forms/read-amount.ts';
import { SELF_EMPLOYED_OPTIONAL_FIELDS, parseSelfEmployedForm } from './form.ts';

const NONE = {
  tradingAllowance: false,
  employmentIncome: 0,
  statePension: 0,
  overStatePensionAge: false,
  savings: 0,
  dividends: 0,
  previousYearBill: null,
  scottishTaxpayer: false,
  studentLoanPlans: [],
  pensionContributions: 0,
  unusedAnnualAllowance: 0,
  childBenefitChildren: 0,
  marriageAllowance: undefined,
};

const MESSAGES = [
  'Income must be positive',
  'Income too large',
  'Expenses must be positive',
  'Expenses too large',
  AMOUNT_HINT,
];

describe('parseSelfEmployedForm', () => {
  it('reads what people type', () => {
    expect(parseSelfEmployedForm({ income: '£30,000', expenses: ' 5 000 ' })).toEqual({
      success: true,
      data: { income: 30_000, expenses: 5_000, ...NONE },
    });
  });

  it('reads 48k and 75k as thousands, never as 0', () => {
    expect(parseSelfEmployedForm({ income: '75k', expenses: '4.5k' })).toEqual({
      success: true,
      data: { income: 75_000, expenses: 4_500, ...NONE },
    });
  });

  it('requires the income; every other amount may be left empty', () => {
    expect(SELF_EMPLOYED_OPTIONAL_FIELDS).toEqual([
      'expenses',
      'employmentIncome',
      'statePension',
      'savings',
      'dividends',
      'previousYearBill',
      'pensionContributions',
      'unusedAnnualAllowance',
    ]);
    expect(parseSelfEmployedForm({ income: '', expenses: '' })).toEqual({
      success: false,
      errors: { income: AMOUNT_HINT },
    });
    expect(parseSelfEmployedForm({})).toEqual({ success: false, errors: { income: AMOUNT_HINT } });
    expect(parseSelfEmployedForm({ income: '30000' })).toEqual({
      success: true,
      data: { income: 30_000, expenses: 0, ...NONE },
    });
  });

  it.each(['abc', 'NaN', 'none', '(100', '1e3', Infinity, Number.NaN])(
    'refuses %j with how to write an amount',
    (text) => {
      expect(parseSelfEmployedForm({ income: text, expenses: text })).toEqual({
        success: false,
        errors: { income: AMOUNT_HINT, expenses: AMOUNT_HINT },
      });
    },
  );

  it.each([
    [{ income: '-1', expenses: '0' }, { income: 'Income must be positive' }],
    [{ income: '10,000,000.01', expenses: '0' }, { income: 'Income too large' }],
    [{ income: '9'.repeat(400), expenses: '0' }, { income: 'Income too large' }],
    [{ income: '(100)', expenses: '0' }, { income: 'Income must be positive' }],
    [{ income: '10.1m', expenses: '0' }, { income: 'Income too large' }],
    [{ income: '0', expenses: '-0.01' }, { expenses: 'Expenses must be positive' }],
    [{ income: '0', expenses: '20000000' }, { expenses: 'Expenses too large' }],
    [
      { income: '-5', expenses: '20m' },
      { income: 'Income must be positive', expenses: 'Expenses too large' },
    ],
  ])('refuses %j', (raw, errors) => {
    expect(parseSelfEmployedForm(raw)).toEqual({ success: false, errors });
  });

  it('reads the circumstances from a form or from attribute text', () => {
    const parsed = parseSelfEmployedForm({
      income: '50000',
      scottishTaxpayer: true,
      studentLoanPlans: ['plan1', 'plan1', 'nonsense', 'plan4'],
      pensionContributions: '3,000',
    });
    expect(parsed).toEqual({
      success: true,
      data: {
        ...NONE,
        income: 50_000,
        expenses: 0,
        scottishTaxpayer: true,
        studentLoanPlans: ['plan1', 'plan4'],
        pensionContributions: 3_000,
      },
    });
    expect(parseSelfEmployedForm({ income: '1', scottishTaxpayer: 'yes' })).toMatchObject({
      data: { scottishTaxpayer: false },
    });
    expect(parseSelfEmployedForm({ income: '1', pensionContributions: '-5' })).toEqual({
      success: false,
      errors: { pensionContributions: 'Pension contributions must be positive' },
    });
  });

  it('reads a job beside the business and the trading allowance switch', () => {
    expect(
      parseSelfEmployedForm({
        income: '8k',
        employmentIncome: '£30,000',
        tradingAllowance: 'true',
      }),
    ).toEqual({
      success: true,
      data: {
        ...NONE,
        income: 8_000,
        expenses: 0,
        employmentIncome: 30_000,
        tradingAllowance: true,
      },
    });
    expect(parseSelfEmployedForm({ income: '1', tradingAllowance: 'yes' })).toMatchObject({
      data: { tradingAllowance: false },
    });
  });

  it('reads a State Pension and the State Pension age switch', () => {
    expect(
      parseSelfEmployedForm({ income: '20k', statePension: '11,973', overStatePensionAge: 'on' }),
    ).toMatchObject({
      success: true,
      data: { income: 20_000, statePension: 11_973, overStatePensionAge: true },
    });
  });

  it.each([
    [{ employmentIncome: 'thirty' }, { employmentIncome: AMOUNT_HINT }],
    [{ employmentIncome: '-1' }, { employmentIncome: 'Pay from a job must be positive' }],
    [{ employmentIncome: '10000001' }, { employmentIncome: 'Pay from a job too large' }],
    [{ statePension: '-1' }, { statePension: 'State Pension must be positive' }],
    [{ savings: 'some' }, { savings: AMOUNT_HINT }],
    [{ savings: '-1' }, { savings: 'Savings income must be positive' }],
    [{ dividends: '10000001' }, { dividends: 'Dividends too large' }],
    [{ statePension: '10000001' }, { statePension: 'State Pension too large' }],
    [{ unusedAnnualAllowance: 'lots' }, { unusedAnnualAllowance: AMOUNT_HINT }],
    [
      { unusedAnnualAllowance: '-5' },
      { unusedAnnualAllowance: 'Unused allowance must be positive' },
    ],
    [{ childBenefitChildren: 'two' }, { childBenefitChildren: CHILDREN_HINT }],
    [{ childBenefitChildren: '1.5' }, { childBenefitChildren: CHILDREN_HINT }],
    [{ childBenefitChildren: '-1' }, { childBenefitChildren: CHILDREN_HINT }],
    [{ childBenefitChildren: '21' }, { childBenefitChildren: CHILDREN_HINT }],
    [{ marriageAllowance: 'both' }, { marriageAllowance: MARRIAGE_ALLOWANCE_HINT }],
  ])('refuses the new field %j with its message, never as 0', (raw, errors) => {
    expect(parseSelfEmployedForm({ income: '50000', ...raw })).toEqual({ success: false, errors });
  });

  it('reads last year’s bill left empty as not given, never as £0', () => {
    const bill = (previousYearBill: string | undefined) => {
      const parsed = parseSelfEmployedForm({ income: '30000', previousYearBill });
      return parsed.success ? parsed.data.previousYearBill : parsed.errors;
    };
    expect(bill('')).toBeNull();
    expect(bill('  ')).toBeNull();
    expect(bill(undefined)).toBeNull();
    expect(bill('0')).toBe(0);
    expect(bill('£1,234.56')).toBe(1_234.56);
    expect(bill('-1')).toEqual({ previousYearBill: 'Last year’s bill must be positive' });
    expect(bill('abc')).toEqual({ previousYearBill: AMOUNT_HINT });
  });

  it('accepts the limit itself', () => {
    expect(parseSelfEmployedForm({ income: '10,000,000', expenses: '10000000' }).success).toBe(
      true,
    );
  });

  it('is total over arbitrary text: finite data or the spec’s messages, never a throw', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (income, expenses) => {
        const result = parseSelfEmployedForm({ income, expenses });
        if (result.success) {
          expect(Number.isFinite(result.data.income)).toBe(true);
          expect(Number.isFinite(result.data.expenses)).toBe(true);
        } else {
          for (const message of Object.values(result.errors)) expect(MESSAGES).toContain(message);
        }
      }),
    );
  });

  it('survives input that is not an object: the income is missing', () => {
    expect(parseSelfEmployedForm(null)).toEqual({
      success: false,
      errors: { income: AMOUNT_HINT },
    });
    expect(parseSelfEmployedForm(undefined).success).toBe(false);
  });
});

describe('parseSelfEmployedForm over input a page could hand a widget', () => {
  it('reads what throws as missing, refuses objects, never throws or gives a non-finite number', () => {
    expectHostileInputHandled(parseSelfEmployedForm, [
      'income',
      'expenses',
      'scottishTaxpayer',
      'studentLoanPlans',
      'pensionContributions',
    ]);
  });
  it('reads a student loan list whose elements throw as no plans', () => {
    const plans = Object.defineProperty(['plan1'], 1, {
      get() {
        throw new Error('hostile element');
      },
    });
    expect(parseSelfEmployedForm({ income: '1', studentLoanPlans: plans })).toMatchObject({
      success: true,
      data: { income: 1, studentLoanPlans: [] },
    });
  });
});
