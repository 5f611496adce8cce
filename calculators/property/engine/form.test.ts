import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_HINT } from '../../../engine/forms/read-amount.ts';
import {
  OTHER_INCOME_KIND_HINT,
  OWNERSHIP_SHARE_HINT,
  PROPERTY_OPTIONAL_FIELDS,
  parsePropertyForm,
} from './form.ts';

const NONE = {
  expenses: 0,
  financeCosts: 0,
  ownershipShare: 100,
  propertyAllowance: false,
  financeCostsBroughtForward: 0,
  otherIncome: 0,
  otherIncomeKind: 'employment',
  tradingTurnover: 0,
  scottishTaxpayer: false,
  studentLoanPlans: [],
};

describe('parsePropertyForm', () => {
  it('reads what people type, "48k" included', () => {
    expect(
      parsePropertyForm({
        rents: '24k',
        expenses: '£3,000',
        financeCosts: '9 000',
        otherIncome: '48k',
        ownershipShare: '50%',
        propertyAllowance: 'on',
        studentLoanPlans: 'plan2 postgraduate',
        scottishTaxpayer: true,
        otherIncomeKind: 'selfEmployment',
        tradingTurnover: '60k',
        financeCostsBroughtForward: '1.5k',
      }),
    ).toEqual({
      success: true,
      data: {
        rents: 24_000,
        expenses: 3_000,
        financeCosts: 9_000,
        ownershipShare: 50,
        propertyAllowance: true,
        financeCostsBroughtForward: 1_500,
        otherIncome: 48_000,
        otherIncomeKind: 'selfEmployment',
        tradingTurnover: 60_000,
        scottishTaxpayer: true,
        studentLoanPlans: ['plan2', 'postgraduate'],
      },
    });
  });

  it('requires the rents; every other amount may be left empty, the share then 100%', () => {
    expect(PROPERTY_OPTIONAL_FIELDS).toEqual([
      'expenses',
      'financeCosts',
      'financeCostsBroughtForward',
      'otherIncome',
      'tradingTurnover',
    ]);
    expect(parsePropertyForm({})).toEqual({ success: false, errors: { rents: AMOUNT_HINT } });
    expect(parsePropertyForm({ rents: '12000', ownershipShare: '  ' })).toEqual({
      success: true,
      data: { rents: 12_000, ...NONE },
    });
  });

  it('refuses nonsense at the field, with that field’s message', () => {
    expect(
      parsePropertyForm({
        rents: 'abc',
        expenses: '-5',
        financeCosts: '20000000',
        otherIncome: '1e3',
        tradingTurnover: '(100)',
        financeCostsBroughtForward: '-1',
      }),
    ).toEqual({
      success: false,
      errors: {
        rents: AMOUNT_HINT,
        expenses: 'Expenses must be positive',
        financeCosts: 'Finance costs too large',
        otherIncome: AMOUNT_HINT,
        tradingTurnover: 'Turnover must be positive',
        financeCostsBroughtForward: 'Finance costs brought forward must be positive',
      },
    });
  });

  it.each([
    ['50', 50],
    ['50%', 50],
    [' 33.33 % ', 33.33],
    ['1', 1],
    ['100', 100],
    [75, 75],
  ])('reads a share of %j as %d%%', (raw, share) => {
    const result = parsePropertyForm({ rents: '1000', ownershipShare: raw });
    expect(result.success && result.data.ownershipShare).toBe(share);
  });

  it.each(['0', '0.5', '101', '150%', '50k', '£50', 'half', '33.333', -10, Number.NaN])(
    'refuses a share of %j',
    (raw) => {
      expect(parsePropertyForm({ rents: '1000', ownershipShare: raw })).toEqual({
        success: false,
        errors: { ownershipShare: OWNERSHIP_SHARE_HINT },
      });
    },
  );

  it('reads the other income’s kind in any case, and refuses anything else', () => {
    const kind = (raw: unknown) => {
      const result = parsePropertyForm({ rents: '1000', otherIncomeKind: raw as string });
      return result.success ? result.data.otherIncomeKind : result.errors.otherIncomeKind;
    };
    expect(kind('SELFEMPLOYMENT')).toBe('selfEmployment');
    expect(kind(' employment ')).toBe('employment');
    expect(kind('')).toBe('employment');
    expect(kind(null)).toBe('employment');
    expect(kind('pension')).toBe(OTHER_INCOME_KIND_HINT);
    expect(kind(3)).toBe(OTHER_INCOME_KIND_HINT);
  });

  it('never throws, whatever a page passes', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        expect(() => parsePropertyForm(raw as never)).not.toThrow();
      }),
    );
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('no');
        },
      },
    );
    expect(parsePropertyForm(hostile)).toEqual({ success: false, errors: { rents: AMOUNT_HINT } });
  });
});
