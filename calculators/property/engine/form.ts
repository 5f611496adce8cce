// The rental income form: the rents required, every other amount optional; the share a percentage
// from 1 to 100 (empty for all of it); the other income a job's pay or a trade's profit.
import {
  amountField,
  optionalFieldsOf,
  readStudentLoanPlans,
  toSwitch,
} from '../../../engine/forms/amount.ts';
import {
  accept,
  parseFields,
  refuse,
  valueField,
  type FieldParser,
} from '../../../engine/forms/fields.ts';
import { readAmount } from '../../../engine/forms/read-amount.ts';
import {
  OTHER_INCOME_KINDS,
  type OtherIncomeKind,
  type PropertyFormRaw,
  type PropertyFormResult,
} from './types.ts';

/** What the share field says when it holds no percentage from 1 to 100. */
export const OWNERSHIP_SHARE_HINT = 'Enter your share as a percentage from 1 to 100, like 50';

/** What the other income choice says when a page passes something else. */
export const OTHER_INCOME_KIND_HINT =
  'Choose employment (a job’s pay) or selfEmployment (a trade’s profit)';

/** A percentage, "50", "50%" or "33.33 %": 1 to 100, two decimals at most; empty is all of it. */
const shareField: FieldParser<number> = (raw) => {
  let text = raw;
  if (typeof raw === 'string') {
    text = raw.trim().replace(/\s*%$/, '');
    // An amount's £, k or m has no place in a percentage.
    if (/[£a-z]/i.test(text as string)) return refuse(OWNERSHIP_SHARE_HINT);
  }
  const reading = readAmount(text);
  if (!reading.ok) return reading.reason === 'empty' ? accept(100) : refuse(OWNERSHIP_SHARE_HINT);
  return reading.value >= 1 && reading.value <= 100
    ? accept(reading.value)
    : refuse(OWNERSHIP_SHARE_HINT);
};

/** 'employment' or 'selfEmployment', in any case; empty or absent is employment. */
const kindField: FieldParser<OtherIncomeKind> = (raw) => {
  if (raw === undefined || raw === null) return accept('employment');
  const text = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
  if (text === '') return accept('employment');
  for (const kind of OTHER_INCOME_KINDS) if (kind.toLowerCase() === text) return accept(kind);
  return refuse(OTHER_INCOME_KIND_HINT);
};

const propertyFormFields = {
  rents: amountField('Rents must be positive', 'Rents too large', 'required'),
  expenses: amountField('Expenses must be positive', 'Expenses too large', 'optional'),
  financeCosts: amountField(
    'Finance costs must be positive',
    'Finance costs too large',
    'optional',
  ),
  ownershipShare: shareField,
  propertyAllowance: valueField(toSwitch),
  financeCostsBroughtForward: amountField(
    'Finance costs brought forward must be positive',
    'Finance costs brought forward too large',
    'optional',
  ),
  otherIncome: amountField('Other income must be positive', 'Other income too large', 'optional'),
  otherIncomeKind: kindField,
  tradingTurnover: amountField('Turnover must be positive', 'Turnover too large', 'optional'),
  scottishTaxpayer: valueField(toSwitch),
  studentLoanPlans: valueField(readStudentLoanPlans),
};

/** The rental income form's fields that may be left empty (and then count as 0). */
export const PROPERTY_OPTIONAL_FIELDS: readonly string[] =
  /* @__PURE__ */ optionalFieldsOf(propertyFormFields);

export function parsePropertyForm(raw: PropertyFormRaw | null | undefined): PropertyFormResult {
  return parseFields(propertyFormFields, raw);
}
