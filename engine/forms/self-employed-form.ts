// Self-employed form: SPEC section 5's checks and messages.
import type { SelfEmployedFormRaw, SelfEmployedFormResult } from '../types.ts';
import { amountField, withCircumstances } from './amount.ts';
import { parseFields } from './fields.ts';

const selfEmployedFormFields = withCircumstances({
  income: amountField('Income must be positive', 'Income too large'),
  expenses: amountField('Expenses must be positive', 'Expenses too large'),
});

export function parseSelfEmployedForm(
  raw: SelfEmployedFormRaw | null | undefined,
): SelfEmployedFormResult {
  return parseFields(selfEmployedFormFields, raw);
}
