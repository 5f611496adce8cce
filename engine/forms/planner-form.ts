// Planner form: the company's profit, refused below 0 or above the input limit as the other forms
// refuse amounts, and the Employment Allowance switch.
import type { PlannerFormRaw, PlannerFormResult } from '../types.ts';
import { amountField, toSwitch } from './amount.ts';
import { parseFields, valueField } from './fields.ts';

const plannerFormFields = {
  companyProfit: amountField('Company profit must be positive', 'Company profit too large'),
  employmentAllowance: valueField(toSwitch),
  scottishTaxpayer: valueField(toSwitch),
};

export function parsePlannerForm(raw: PlannerFormRaw | null | undefined): PlannerFormResult {
  return parseFields(plannerFormFields, raw);
}
