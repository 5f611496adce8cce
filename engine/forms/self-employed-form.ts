// Self-employed form: SPEC section 5's checks and messages.
import * as z from 'zod/mini';
import type { SelfEmployedFormRaw, SelfEmployedFormResult } from '../types.ts';
import {
  amountField,
  withCircumstances,
  circumstancesOfRaw,
  field,
  toFormResult,
} from './amount.ts';

export const selfEmployedFormSchema = z.object(
  withCircumstances({
    income: amountField('Income must be positive', 'Income too large'),
    expenses: amountField('Expenses must be positive', 'Expenses too large'),
  }),
);

export function parseSelfEmployedForm(
  raw: SelfEmployedFormRaw | null | undefined,
): SelfEmployedFormResult {
  return toFormResult(
    selfEmployedFormSchema.safeParse({
      income: field(raw, 'income'),
      expenses: field(raw, 'expenses'),
      ...circumstancesOfRaw(raw),
    }),
  );
}
