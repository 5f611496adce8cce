// Self-employed form: SPEC section 5's checks and messages; the income is required, the rest optional.
import type { SelfEmployedFormRaw, SelfEmployedFormResult } from './types.ts';
import {
  amountField,
  optionalFieldsOf,
  type AmountFieldParser,
  toSwitch,
  withCircumstances,
} from '../../../engine/forms/amount.ts';
import { accept, parseFields, valueField, type FieldParser } from '../../../engine/forms/fields.ts';
import { readAmount } from '../../../engine/forms/read-amount.ts';

/**
 * An optional amount whose absence is not £0: left empty it gives null. Last year's bill of £0 sets
 * no payments on account; a bill not given leaves them unknown.
 */
/* #__NO_SIDE_EFFECTS__ */
function notGivenWhenEmpty(
  parse: AmountFieldParser,
): FieldParser<number | null> & Pick<AmountFieldParser, 'presence'> {
  const read: FieldParser<number | null> = (raw) => {
    const reading = readAmount(raw);
    return !reading.ok && reading.reason === 'empty' ? accept(null) : parse(raw);
  };
  return Object.assign(read, { presence: parse.presence });
}

const selfEmployedFormFields = withCircumstances({
  income: amountField('Income must be positive', 'Income too large', 'required'),
  expenses: amountField('Expenses must be positive', 'Expenses too large', 'optional'),
  tradingAllowance: valueField(toSwitch),
  employmentIncome: amountField(
    'Pay from a job must be positive',
    'Pay from a job too large',
    'optional',
  ),
  statePension: amountField(
    'State Pension must be positive',
    'State Pension too large',
    'optional',
  ),
  overStatePensionAge: valueField(toSwitch),
  savings: amountField('Savings income must be positive', 'Savings income too large', 'optional'),
  dividends: amountField('Dividends must be positive', 'Dividends too large', 'optional'),
  previousYearBill: notGivenWhenEmpty(
    amountField('Last year’s bill must be positive', 'Last year’s bill too large', 'optional'),
  ),
});

/** The self-employed form's fields that may be left empty (and then count as 0). */
export const SELF_EMPLOYED_OPTIONAL_FIELDS: readonly string[] =
  /* @__PURE__ */ optionalFieldsOf(selfEmployedFormFields);

export function parseSelfEmployedForm(
  raw: SelfEmployedFormRaw | null | undefined,
): SelfEmployedFormResult {
  return parseFields(selfEmployedFormFields, raw);
}
