import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDirectorForm } from './director-form.ts';
import { parseExpensesForm } from './expenses-form.ts';
import { accept, parseFields, refuse, valueField, type FieldParser } from './fields.ts';
import { parsePayrollForm } from './payroll-form.ts';
import { parsePlannerForm } from './planner-form.ts';
import { parseSelfEmployedForm } from './self-employed-form.ts';

const positive: FieldParser<number> = (raw) =>
  typeof raw === 'number' && raw >= 0 ? accept(raw) : refuse('Must be positive');

describe('parseFields', () => {
  it('gives every field’s value when none is refused', () => {
    expect(parseFields({ a: positive, b: valueField(String) }, { a: 2, b: 3, c: 4 })).toEqual({
      success: true,
      data: { a: 2, b: '3' },
    });
  });

  it('gives the message of each refused field and no data', () => {
    expect(
      parseFields({ a: positive, b: positive, c: valueField(String) }, { a: -1, b: 1, c: 'x' }),
    ).toEqual({ success: false, errors: { a: 'Must be positive' } });
  });

  it('reads input that is not an object as every field missing', () => {
    for (const raw of [null, undefined, 7, 'text', true])
      expect(parseFields({ a: valueField((value) => value ?? 'missing') }, raw)).toEqual({
        success: true,
        data: { a: 'missing' },
      });
  });

  it('reads inherited values as a plain property read does', () => {
    const raw = Object.create({ a: 5 }) as object;
    expect(parseFields({ a: positive }, raw)).toEqual({ success: true, data: { a: 5 } });
  });

  it('counts a field whose parser throws on its value as missing', () => {
    const strict = valueField((raw) => {
      if (raw !== undefined) throw new Error('hostile');
      return 'fallback';
    });
    expect(parseFields({ a: strict }, { a: 1 })).toEqual({
      success: true,
      data: { a: 'fallback' },
    });
  });
});

// Input a page could hand a widget: getters that throw, revoked proxies, arrays whose elements throw.
function hostile(names: readonly string[]) {
  const throwing = Object.defineProperties(
    {},
    Object.fromEntries(
      names.map((name) => [
        name,
        {
          get() {
            throw new Error('hostile getter');
          },
          enumerable: true,
        },
      ]),
    ),
  );
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const arrayWithThrowingElement = Object.defineProperty([], 0, {
    get() {
      throw new Error('hostile element');
    },
  });
  const nested = Object.fromEntries(
    names.map((name) => [name, name === 'categories' ? throwing : arrayWithThrowingElement]),
  );
  const revokedValues = Object.fromEntries(names.map((name) => [name, revoked.proxy]));
  return [throwing, revoked.proxy, nested, revokedValues];
}

describe('the forms over hostile input', () => {
  const forms = [
    {
      parse: parseSelfEmployedForm as (raw: unknown) => unknown,
      names: ['income', 'expenses', 'scottishTaxpayer', 'studentLoanPlans', 'pensionContributions'],
    },
    {
      parse: parseDirectorForm as (raw: unknown) => unknown,
      names: ['salary', 'dividends', 'savings', 'studentLoanPlans', 'pensionContributions'],
    },
    {
      parse: parseExpensesForm as (raw: unknown) => unknown,
      names: ['monthlyRevenue', 'categories', 'additionalExpenses'],
    },
    {
      parse: parsePayrollForm as (raw: unknown) => unknown,
      names: ['employees', 'averageSalary', 'frequency'],
    },
    {
      parse: parsePlannerForm as (raw: unknown) => unknown,
      names: ['companyProfit', 'employmentAllowance', 'scottishTaxpayer'],
    },
  ];

  it.each(forms.map((form) => [form.names[0], form] as const))(
    'the %s form reads what throws as missing',
    (_name, { parse, names }) => {
      const [throwing, revoked, ...objectValues] = hostile(names);
      // Fields that throw when read are missing, so the form answers as it does to no fields.
      expect(parse(throwing)).toEqual(parse({}));
      expect(parse(revoked)).toEqual(parse({}));
      // Values that are objects are no amount: refused, never read as a number.
      for (const raw of objectValues) {
        const result = parse(raw) as { success: boolean };
        expect(result.success).toBe(false);
      }
    },
  );

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

  it('takes a huge amount as too large, not as a throw or a hang', () => {
    expect(parseDirectorForm({ salary: '9'.repeat(1_000_000) })).toEqual({
      success: false,
      errors: { salary: 'Salary too large' },
    });
  });

  it('never throws and never lets a non-finite number through, whatever the values', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...forms.flatMap((form) => form.names)), fc.anything()),
        (raw) => {
          for (const { parse } of forms) {
            const result = parse(raw) as { success: boolean; data?: Record<string, unknown> };
            for (const value of Object.values(result.data ?? {}))
              if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
          }
        },
      ),
    );
  });
});
