// Test support for the calculators' widgets: what every calculator's tests check of its scenario. No
// production module imports this one (a lint rule refuses it).
import { expect } from 'vitest';
import { TAX_YEARS, type FormResult } from '../../../engine/index.ts';
import type { CalculatorApi } from '../runtime/widget-api.ts';
import { decodeFragment, encodeFragment, fragmentFromInput, hasTaxYear } from './share-fragment.ts';

/**
 * A typical input, as the calculator's acct-calculate event carries it, round-trips through the
 * share link's fragment in every year: decoded, encoded and decoded again the same, and its fields'
 * text, read by the calculator's form as the widget reads a prefill (`toForm`: the fields as the
 * form holds them, where it holds one differently), gives the same input.
 */
export function expectScenarioRoundTrip<Fields>(
  api: CalculatorApi,
  input: object,
  parse: (fields: Fields) => FormResult<unknown, string>,
  toForm: (fields: Record<string, string>) => Fields = (fields) => fields as Fields,
): void {
  for (const year of TAX_YEARS) {
    const fragment = fragmentFromInput(api, hasTaxYear(api) ? year : null, input);
    expect(fragment.startsWith(`calc=${api.calculator.id}&`)).toBe(true);
    const scenario = decodeFragment(api, `#${fragment}`);
    expect(scenario?.kind).toBe(api.calculator.id);
    expect(decodeFragment(api, `#${encodeFragment(api, scenario!)}`)).toEqual(scenario);
    expect(parse(toForm(scenario!.fields))).toEqual({ success: true, data: input });
  }
}
