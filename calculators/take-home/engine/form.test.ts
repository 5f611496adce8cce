// The take-home form: pay as people say it, the pension as a percentage or an amount, the code, and
// refusals at the field.
import { describe, expect, it } from 'vitest';
import { PAY_HINT, parseTakeHomeForm, readPay } from './form.ts';

describe('readPay', () => {
  it.each([
    ['48k', 48_000, null],
    ['£48,000', 48_000, null],
    ['£4,000 a month', 4_000, 'month'],
    ['£15.50 an hour', 15.5, 'hour'],
    ['15.50/hr', 15.5, 'hour'],
    ['£600 per week', 600, 'week'],
    ['30000 pa', 30_000, 'year'],
    ['£2,500 pcm', 2_500, 'month'],
    ['£120 a day', 120, 'day'],
  ] as const)('%s', (text, amount, per) => {
    expect(readPay(text)).toEqual({ ok: true, amount, per });
  });
  it('refuses nonsense rather than reading 0', () => {
    expect(readPay('abc a month').ok).toBe(false);
    expect(readPay('lots').ok).toBe(false);
    expect(readPay('1.000').ok).toBe(false);
  });
});

describe('parseTakeHomeForm', () => {
  it('reads "48k" as a year and the pay’s own words over the choice', () => {
    const parsed = parseTakeHomeForm({ pay: '48k' });
    expect(parsed).toMatchObject({
      success: true,
      data: { pay: 48_000, per: 'year', frequency: 'monthly' },
    });
    expect(parseTakeHomeForm({ pay: '£4,000 a month', per: 'year' })).toMatchObject({
      success: true,
      data: { pay: 4_000, per: 'month' },
    });
  });
  it('asks for the hours with pay by the hour', () => {
    expect(parseTakeHomeForm({ pay: '£15.50 an hour' })).toEqual({
      success: false,
      errors: { hoursPerWeek: 'Enter the hours you work a week, like 37.5' },
    });
    expect(parseTakeHomeForm({ pay: '£15.50 an hour', hoursPerWeek: '37.5' })).toMatchObject({
      success: true,
      data: { pay: 15.5, per: 'hour', hoursPerWeek: 37.5 },
    });
    expect(parseTakeHomeForm({ pay: '£15.50 an hour', hoursPerWeek: '200' }).success).toBe(false);
  });
  it('reads the pension as a percentage or an amount, and needs its method', () => {
    const parsed = parseTakeHomeForm({
      pay: '40k',
      pensionMethod: 'salary-sacrifice',
      pensionEmployee: '5%',
      pensionEmployer: '£100 a month',
    });
    expect(parsed).toMatchObject({
      success: true,
      data: {
        pensionMethod: 'salary-sacrifice',
        pensionEmployeePercent: 5,
        pensionEmployerAmount: 1_200,
        pensionBasis: 'qualifying-earnings',
      },
    });
    expect(parseTakeHomeForm({ pay: '40k', pensionEmployee: '5%' })).toMatchObject({
      success: false,
      errors: { pensionMethod: expect.any(String) },
    });
    expect(
      parseTakeHomeForm({ pay: '40k', pensionMethod: 'net-pay', pensionEmployee: '150%' }),
    ).toMatchObject({
      success: false,
      errors: { pensionEmployee: 'A percentage is at most 100%' },
    });
  });
  it('refuses a code that does not exist, at the field', () => {
    expect(parseTakeHomeForm({ pay: '30k', taxCode: '1257P' })).toMatchObject({
      success: false,
      errors: { taxCode: expect.stringContaining('P, V and Y') },
    });
    expect(parseTakeHomeForm({ pay: '30k', taxCode: 's1257l w1' })).toMatchObject({
      success: true,
      data: { taxCode: 'S1257L W1' },
    });
  });
  it('refuses nonsense pay, a negative pay and a bonus payday past the year', () => {
    expect(parseTakeHomeForm({ pay: 'lots' })).toEqual({
      success: false,
      errors: { pay: PAY_HINT },
    });
    expect(parseTakeHomeForm({ pay: '' })).toEqual({ success: false, errors: { pay: PAY_HINT } });
    expect(parseTakeHomeForm({ pay: '-5' })).toEqual({
      success: false,
      errors: { pay: 'Pay must be positive' },
    });
    expect(parseTakeHomeForm({ pay: '30k', bonus: '5k', bonusPayday: '13' })).toEqual({
      success: false,
      errors: { bonusPayday: 'There are 12 paydays in the year' },
    });
    expect(parseTakeHomeForm({ pay: '30k', frequency: 'daily' }).success).toBe(false);
  });
});
