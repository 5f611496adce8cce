// Director form: SPEC section 5's checks and messages. The spec sets no upper limit here; amounts above
// the calculators' input limit are refused in the self-employed form's wording so that no figure can
// overflow (see engine/README.md).
import { z } from 'zod';
import type { DirectorFormRaw, DirectorFormResult } from '../types.ts';
import { INPUT_LIMIT, amountField, field, toFormResult } from './amount.ts';

export const directorFormSchema = z.object({
  salary: amountField(
    z
      .number()
      .min(0, { error: 'Salary must be positive' })
      .max(INPUT_LIMIT, { error: 'Salary too large' }),
  ),
  dividends: amountField(
    z
      .number()
      .min(0, { error: 'Dividends must be positive' })
      .max(INPUT_LIMIT, { error: 'Dividends too large' }),
  ),
  savings: amountField(
    z
      .number()
      .min(0, { error: 'Savings income must be positive' })
      .max(INPUT_LIMIT, { error: 'Savings income too large' }),
  ),
});

export function parseDirectorForm(raw: DirectorFormRaw | null | undefined): DirectorFormResult {
  return toFormResult(
    directorFormSchema.safeParse({
      salary: field(raw, 'salary'),
      dividends: field(raw, 'dividends'),
      savings: field(raw, 'savings'),
    }),
  );
}
