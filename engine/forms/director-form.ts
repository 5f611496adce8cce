// Director form: SPEC section 5's checks and messages. The spec sets no upper limit here; amounts above
// the calculators' input limit are refused in the self-employed form's wording so that no figure can
// overflow (see engine/README.md).
import * as z from 'zod/mini';
import type { DirectorFormRaw, DirectorFormResult } from '../types.ts';
import {
  amountField,
  withCircumstances,
  circumstancesOfRaw,
  field,
  toFormResult,
} from './amount.ts';

export const directorFormSchema = z.object(
  withCircumstances({
    salary: amountField('Salary must be positive', 'Salary too large'),
    dividends: amountField('Dividends must be positive', 'Dividends too large'),
    savings: amountField('Savings income must be positive', 'Savings income too large'),
  }),
);

export function parseDirectorForm(raw: DirectorFormRaw | null | undefined): DirectorFormResult {
  return toFormResult(
    directorFormSchema.safeParse({
      salary: field(raw, 'salary'),
      dividends: field(raw, 'dividends'),
      savings: field(raw, 'savings'),
      ...circumstancesOfRaw(raw),
    }),
  );
}
