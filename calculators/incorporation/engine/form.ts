// Sole trader or limited company form: the business's profit, required and refused below 0 or above
// the input limit as the other forms refuse amounts, the circumstances that weigh on the profit
// itself, and whether to take each side's accountancy fees off its take-home.
import type { IncorporationFormRaw, IncorporationFormResult } from './types.ts';
import {
  amountField,
  optionalFieldsOf,
  toSwitch,
  withBusinessCircumstances,
} from '../../../engine/forms/amount.ts';
import { parseFields, valueField } from '../../../engine/forms/fields.ts';

const incorporationFormFields = withBusinessCircumstances({
  profit: amountField('Profit must be positive', 'Profit too large', 'required'),
  includeAccountancyFees: valueField(toSwitch),
});

/** The comparison form's fields that may be left empty (and then count as 0). */
export const INCORPORATION_OPTIONAL_FIELDS: readonly string[] =
  /* @__PURE__ */ optionalFieldsOf(incorporationFormFields);

export function parseIncorporationForm(
  raw: IncorporationFormRaw | null | undefined,
): IncorporationFormResult {
  return parseFields(incorporationFormFields, raw);
}
