// Planner form: the company's profit, refused below 0 or above the input limit as the other forms
// refuse amounts, and the Employment Allowance switch.
import * as z from 'zod/mini';
import type { PlannerFormRaw, PlannerFormResult } from '../types.ts';
import { amountField, field, toFormResult, toSwitch } from './amount.ts';

export const plannerFormSchema = z.object({
  companyProfit: amountField('Company profit must be positive', 'Company profit too large'),
  employmentAllowance: z.pipe(
    z.transform((raw: unknown) => raw === true || raw === 'on' || raw === 'true'),
    z.boolean(),
  ),
  scottishTaxpayer: z.pipe(z.transform(toSwitch), z.boolean()),
});

export function parsePlannerForm(raw: PlannerFormRaw | null | undefined): PlannerFormResult {
  return toFormResult(
    plannerFormSchema.safeParse({
      companyProfit: field(raw, 'companyProfit'),
      employmentAllowance: field(raw, 'employmentAllowance'),
      scottishTaxpayer: field(raw, 'scottishTaxpayer'),
    }),
  );
}
