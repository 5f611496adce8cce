// Director form: SPEC section 5's checks and messages. Each income is optional (empty counts as 0, as
// the spec says: a director may draw no salary, or no dividends). The spec sets no upper limit here;
// amounts above the calculators' input limit are refused in the self-employed form's wording so that
// no figure can overflow (see engine/README.md).
import type { DirectorFormRaw, DirectorFormResult } from './types.ts';
import {
  amountField,
  optionalFieldsOf,
  toSwitch,
  withCircumstances,
} from '../../../engine/forms/amount.ts';
import { parseFields, valueField } from '../../../engine/forms/fields.ts';

const directorFormFields = withCircumstances({
  salary: amountField('Salary must be positive', 'Salary too large', 'optional'),
  dividends: amountField('Dividends must be positive', 'Dividends too large', 'optional'),
  savings: amountField('Savings income must be positive', 'Savings income too large', 'optional'),
  statePension: amountField(
    'State Pension must be positive',
    'State Pension too large',
    'optional',
  ),
  overStatePensionAge: valueField(toSwitch),
});

/** The director form's fields that may be left empty (and then count as 0). */
export const DIRECTOR_OPTIONAL_FIELDS: readonly string[] =
  /* @__PURE__ */ optionalFieldsOf(directorFormFields);

export function parseDirectorForm(raw: DirectorFormRaw | null | undefined): DirectorFormResult {
  return parseFields(directorFormFields, raw);
}
