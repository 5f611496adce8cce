// Self-employed form: SPEC section 5's checks and messages.
import { z } from 'zod';
import type { SelfEmployedFormRaw, SelfEmployedFormResult } from '../types.ts';
import { INPUT_LIMIT, amountField, field, toFormResult } from './amount.ts';

export const selfEmployedFormSchema = z.object({
  income: amountField(
    z
      .number()
      .min(0, { error: 'Income must be positive' })
      .max(INPUT_LIMIT, { error: 'Income too large' }),
  ),
  expenses: amountField(
    z
      .number()
      .min(0, { error: 'Expenses must be positive' })
      .max(INPUT_LIMIT, { error: 'Expenses too large' }),
  ),
});

export function parseSelfEmployedForm(
  raw: SelfEmployedFormRaw | null | undefined,
): SelfEmployedFormResult {
  return toFormResult(
    selfEmployedFormSchema.safeParse({
      income: field(raw, 'income'),
      expenses: field(raw, 'expenses'),
    }),
  );
}
