// Self-employed form: SPEC section 5's checks and messages; the income is required, the rest optional.
import type { SelfEmployedFormRaw, SelfEmployedFormResult } from './types.ts';
import {
  amountField,
  optionalFieldsOf,
  toSwitch,
  withCircumstances,
} from '../../../engine/forms/amount.ts';
import { parseFields, valueField } from '../../../engine/forms/fields.ts';

const selfEmployedFormFields = withCircumstances({
  income: amountField('Income must be positive', 'Income too large', 'required'),
  expenses: amountField('Expenses must be positive', 'Expenses too large', 'optional'),
  tradingAllowance: valueField(toSwitch),
  employmentIncome: amountField(
    'Pay from a job must be positive',
    'Pay from a job too large',
    'optional',
  ),
  statePension: amountField(
    'State Pension must be positive',
    'State Pension too large',
    'optional',
  ),
  overStatePensionAge: valueField(toSwitch),
  savings: amountField('Savings income must be positive', 'Savings income too large', 'optional'),
  dividends: amountField('Dividends must be positive', 'Dividends too large', 'optional'),
});

/** The self-employed form's fields that may be left empty (and then count as 0). */
export const SELF_EMPLOYED_OPTIONAL_FIELDS: readonly string[] =
  /* @__PURE__ */ optionalFieldsOf(selfEmployedFormFields);

export function parseSelfEmployedForm(
  raw: SelfEmployedFormRaw | null | undefined,
): SelfEmployedFormResult {
  return parseFields(selfEmployedFormFields, raw);
}
