// The calculator registry: every calculator's inputs are declared once, as attributes with a `field`,
// and what the share links, booking hand-off and notes derive from them holds together.
import { describe, expect, it } from 'vitest';
import {
  EXPENSE_CATEGORIES,
  MARRIAGE_ALLOWANCE_CLAIMS,
  PAYROLL_FREQUENCIES,
  OTHER_INCOME_KINDS,
  PAY_BASES,
  PAY_FREQUENCIES,
  PENSION_BASES,
  PENSION_METHODS,
  STUDENT_LOAN_PLANS,
  TAX_CODE_REGIONS,
} from '../engine/index.ts';
import { CALCULATOR_APIS, WIDGET_APIS } from './api.ts';
import { calculatorFields, hasTaxYear } from './shared/toolkit/share-fragment.ts';
import {
  AUTO_CALCULATE_ATTRIBUTE,
  BOOKING_URL_ATTRIBUTE,
  HIDE_WORKING_ATTRIBUTE,
  TAX_YEAR_ATTRIBUTE,
} from './shared/runtime/shared-api.ts';

// The attributes that configure a calculator rather than fill in one of its inputs.
const SETTINGS = new Set<string>(
  [TAX_YEAR_ATTRIBUTE, BOOKING_URL_ATTRIBUTE, AUTO_CALCULATE_ATTRIBUTE, HIDE_WORKING_ATTRIBUTE].map(
    ({ name }) => name,
  ),
);

describe('the calculator registry', () => {
  it('lists each calculator once, with a unique id and title, ahead of the other widgets', () => {
    const ids = CALCULATOR_APIS.map(({ calculator }) => calculator.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(CALCULATOR_APIS.map(({ calculator }) => calculator.title)).size).toBe(
      ids.length,
    );
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(WIDGET_APIS.slice(0, CALCULATOR_APIS.length)).toEqual([...CALCULATOR_APIS]);
    expect(WIDGET_APIS.slice(CALCULATOR_APIS.length).some((api) => 'calculator' in api)).toBe(
      false,
    );
  });

  for (const api of CALCULATOR_APIS) {
    describe(api.calculator.id, () => {
      it('has a field for every attribute that is not a setting, and none for a setting', () => {
        for (const attribute of api.attributes)
          expect(attribute.field !== undefined, attribute.name).toBe(!SETTINGS.has(attribute.name));
        expect(calculatorFields(api).length).toBeGreaterThan(0);
      });

      it('carries a switch for each boolean attribute, and a choice’s values are its options', () => {
        for (const { name, type, field } of api.attributes) {
          if (!field) continue;
          expect(field.kind === 'switch', name).toBe(type.kind === 'boolean');
          if (field.kind === 'choice' && type.kind === 'enum')
            expect(field.values, name).toEqual(type.values.map(({ value }) => value));
        }
      });

      it('takes its lists’ and choices’ values from the engine', () => {
        const engineLists: readonly (readonly string[])[] = [
          STUDENT_LOAN_PLANS,
          EXPENSE_CATEGORIES,
          MARRIAGE_ALLOWANCE_CLAIMS,
          PAYROLL_FREQUENCIES,
          OTHER_INCOME_KINDS,
          PAY_BASES,
          PAY_FREQUENCIES,
          PENSION_BASES,
          PENSION_METHODS,
          TAX_CODE_REGIONS,
        ];
        for (const { field } of calculatorFields(api))
          if (field.kind === 'list' || field.kind === 'choice')
            expect(engineLists).toContain(field.values);
      });

      it('has a tax year exactly when it takes the tax-year attribute', () => {
        expect(hasTaxYear(api)).toBe(
          api.attributes.some(({ name }) => name === TAX_YEAR_ATTRIBUTE.name),
        );
      });
    });
  }
});
