// Director form: SPEC section 5's checks and messages. The spec sets no upper limit here; amounts above
// the calculators' input limit are refused in the self-employed form's wording so that no figure can
// overflow (see engine/README.md).
import type { DirectorFormRaw, DirectorFormResult } from '../types.ts';
import { amountField, withCircumstances } from './amount.ts';
import { parseFields } from './fields.ts';

const directorFormFields = withCircumstances({
  salary: amountField('Salary must be positive', 'Salary too large'),
  dividends: amountField('Dividends must be positive', 'Dividends too large'),
  savings: amountField('Savings income must be positive', 'Savings income too large'),
});

export function parseDirectorForm(raw: DirectorFormRaw | null | undefined): DirectorFormResult {
  return parseFields(directorFormFields, raw);
}
