// Planner form: the company's profit, required and refused below 0 or above the input limit as the
// other forms refuse amounts, the company's pension contributions, optional, the two switches and the
// director's student loan plans.
import type { PlannerFormRaw, PlannerFormResult } from './types.ts';
import {
  amountField,
  optionalFieldsOf,
  readStudentLoanPlans,
  toSwitch,
} from '../../../engine/forms/amount.ts';
import { parseFields, valueField } from '../../../engine/forms/fields.ts';

const plannerFormFields = {
  companyProfit: amountField(
    'Company profit must be positive',
    'Company profit too large',
    'required',
  ),
  employerPensionContributions: amountField(
    'Employer pension must be positive',
    'Employer pension too large',
    'optional',
  ),
  employmentAllowance: valueField(toSwitch),
  scottishTaxpayer: valueField(toSwitch),
  studentLoanPlans: valueField(readStudentLoanPlans),
};

/** The planner form's fields that may be left empty (the company's pension contributions). */
export const PLANNER_OPTIONAL_FIELDS: readonly string[] =
  /* @__PURE__ */ optionalFieldsOf(plannerFormFields);

export function parsePlannerForm(raw: PlannerFormRaw | null | undefined): PlannerFormResult {
  return parseFields(plannerFormFields, raw);
}
