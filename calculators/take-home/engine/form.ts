// The take-home form: pay as people say it ("48k", "£4,000 a month", "£15.50 an hour"), the tax code
// read by its one parser, the pension as a percentage or an amount, and the circumstances. Every field
// refuses nonsense with a message of its own; nothing becomes 0 silently.
import { CALCULATOR_INPUT_LIMIT } from '../../../engine/practice-figures.ts';
import {
  amountField,
  childrenField,
  marriageAllowanceField,
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
import { AMOUNT_HINT, readAmount } from '../../../engine/forms/read-amount.ts';
import { MAX_DAYS_PER_WEEK, MAX_HOURS_PER_WEEK, MAX_PERCENT } from './figures.ts';
import { FREQUENCIES, PAY_FREQUENCIES, type PayFrequency } from './payday.ts';
import { parseTaxCode, TAX_CODE_REGIONS, type TaxCodeRegion } from './tax-code.ts';
import {
  PAY_BASES,
  PENSION_BASES,
  PENSION_METHODS,
  type PayBasis,
  type PensionBasis,
  type PensionMethod,
  type TakeHomeFormRaw,
  type TakeHomeFormResult,
  type TakeHomeInput,
} from './types.ts';

export const PAY_HINT = 'Enter your pay, like 48k, £4,000 a month or £15.50 an hour';
export const HOURS_HINT = 'Enter the hours you work a week, like 37.5';
export const DAYS_HINT = 'Enter the days you work a week, 1 to 7';
export const CONTRIBUTION_HINT = 'Enter a percentage like 5%, or an amount like £200 a month';

const UNIT_WORDS: Readonly<Record<string, PayBasis>> = {
  year: 'year',
  years: 'year',
  yr: 'year',
  yrs: 'year',
  annum: 'year',
  annually: 'year',
  yearly: 'year',
  pa: 'year',
  'p.a.': 'year',
  'p.a': 'year',
  month: 'month',
  months: 'month',
  mo: 'month',
  mth: 'month',
  monthly: 'month',
  pcm: 'month',
  pm: 'month',
  week: 'week',
  weeks: 'week',
  wk: 'week',
  weekly: 'week',
  pw: 'week',
  'p.w.': 'week',
  day: 'day',
  days: 'day',
  daily: 'day',
  pd: 'day',
  hour: 'hour',
  hours: 'hour',
  hr: 'hour',
  hrs: 'hour',
  hourly: 'hour',
  ph: 'hour',
  'p/h': 'hour',
};

// An amount, then what it is for: "a month", "an hour", "per year", "/hr", "pcm", "pa", "monthly".
const WITH_UNIT = /^(.*?\S)\s*(?:(?:a|an|per|each|every)\s+|\/\s*|\s+)?([a-z./]+)$/;

/** An amount, and what it is for when the text says. */
export function readPay(
  raw: unknown,
): { ok: true; amount: number; per: PayBasis | null } | { ok: false; empty: boolean } {
  if (typeof raw === 'string') {
    const text = raw.trim().toLowerCase();
    const match = WITH_UNIT.exec(text);
    const per = match ? UNIT_WORDS[match[2] as string] : undefined;
    if (match && per !== undefined) {
      const reading = readAmount(match[1]);
      return reading.ok ? { ok: true, amount: reading.value, per } : { ok: false, empty: false };
    }
  }
  const reading = readAmount(raw);
  return reading.ok
    ? { ok: true, amount: reading.value, per: null }
    : { ok: false, empty: reading.reason === 'empty' };
}

const payField: FieldParser<{ amount: number; per: PayBasis | null }> = (raw) => {
  const reading = readPay(raw);
  if (!reading.ok) return refuse(PAY_HINT);
  if (reading.amount < 0) return refuse('Pay must be positive');
  if (reading.amount > CALCULATOR_INPUT_LIMIT) return refuse('Pay too large');
  return accept({ amount: reading.amount, per: reading.per });
};

/** A choice among `values`; empty is `fallback`, anything else is refused with `hint`. */
/* #__NO_SIDE_EFFECTS__ */
function choiceField<T extends string>(
  values: readonly T[],
  fallback: T | null,
  hint: string,
): FieldParser<T | null> {
  return (raw) => {
    if (raw === undefined || raw === null) return accept(fallback);
    const text = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
    if (text === '' || (fallback === null && text === 'none')) return accept(fallback);
    return values.indexOf(text as T) >= 0 ? accept(text as T) : refuse(hint);
  };
}

/** A number of hours or days a week: empty is none; otherwise more than 0 and at most `most`. */
/* #__NO_SIDE_EFFECTS__ */
function perWeekField(most: number, hint: string): FieldParser<number | undefined> {
  return (raw) => {
    const reading = readAmount(raw);
    if (!reading.ok) return reading.reason === 'empty' ? accept(undefined) : refuse(hint);
    return reading.value > 0 && reading.value <= most ? accept(reading.value) : refuse(hint);
  };
}

const bonusPaydayField: FieldParser<number | undefined> = (raw) => {
  const reading = readAmount(raw);
  if (!reading.ok)
    return reading.reason === 'empty'
      ? accept(undefined)
      : refuse('Enter the payday of the bonus as a number, like 12');
  return Number.isInteger(reading.value) && reading.value >= 1
    ? accept(reading.value)
    : refuse('Enter the payday of the bonus as a number, like 12');
};

const taxCodeField: FieldParser<string | undefined> = (raw) => {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === ''))
    return accept(undefined);
  const reading = parseTaxCode(raw);
  return reading.ok ? accept(reading.code.code) : refuse(reading.reason);
};

type Contribution = { percent: number } | { amount: number } | null;

/** "5%" → a rate; "£200 a month" → an amount a year; empty → none. */
export const contributionField: FieldParser<Contribution> = (raw) => {
  if (raw === undefined || raw === null) return accept(null);
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text === '') return accept(null);
    const percentage = /^(.*?)\s*(?:%|per\s*cent|percent)$/i.exec(text);
    if (percentage) {
      const reading = readAmount(percentage[1]);
      if (!reading.ok) return refuse(CONTRIBUTION_HINT);
      if (reading.value < 0) return refuse('A contribution must be positive');
      if (reading.value > MAX_PERCENT) return refuse(`A percentage is at most ${MAX_PERCENT}%`);
      return accept({ percent: Math.round(reading.value * 10_000) / 10_000 });
    }
  }
  const reading = readPay(raw);
  if (!reading.ok) return reading.empty ? accept(null) : refuse(CONTRIBUTION_HINT);
  if (reading.amount < 0) return refuse('A contribution must be positive');
  const yearly = reading.amount * YEAR_TIMES[reading.per ?? 'year'];
  if (yearly > CALCULATOR_INPUT_LIMIT) return refuse('Contribution too large');
  return accept({ amount: yearly });
};

/** How many of each a year, for amounts a contribution states per month or week. */
const YEAR_TIMES: Readonly<Record<PayBasis, number>> = {
  year: 1,
  month: 12,
  week: 52,
  day: 260,
  hour: 1_950,
};

const takeHomeFormFields = {
  pay: payField,
  per: choiceField<PayBasis>(PAY_BASES, 'year', 'Choose year, month, week, day or hour'),
  hoursPerWeek: perWeekField(MAX_HOURS_PER_WEEK, HOURS_HINT),
  daysPerWeek: perWeekField(MAX_DAYS_PER_WEEK, DAYS_HINT),
  frequency: choiceField<PayFrequency>(
    PAY_FREQUENCIES,
    'monthly',
    'Choose weekly, fortnightly, four-weekly or monthly',
  ),
  extraPayday: valueField(toSwitch),
  bonus: amountField('Bonus must be positive', 'Bonus too large', 'optional'),
  bonusPayday: bonusPaydayField,
  taxCode: taxCodeField,
  residence: choiceField<TaxCodeRegion>(
    TAX_CODE_REGIONS,
    'england',
    'Choose England, Scotland or Wales',
  ),
  pensionMethod: choiceField<PensionMethod>(
    PENSION_METHODS,
    null,
    'Choose relief at source, net pay or salary sacrifice',
  ),
  pensionEmployee: contributionField,
  pensionEmployer: contributionField,
  pensionBasis: choiceField<PensionBasis>(
    PENSION_BASES,
    'qualifying-earnings',
    'Choose qualifying earnings or all pay',
  ),
  studentLoanPlans: valueField(readStudentLoanPlans),
  overStatePensionAge: valueField(toSwitch),
  marriageAllowance: marriageAllowanceField,
  blindPersonsAllowance: valueField(toSwitch),
  childBenefitChildren: childrenField,
};

/** The names of the fields that may be left empty: the optional amounts and the fields read as none. */
/* #__NO_SIDE_EFFECTS__ */
function optionalTakeHomeFields(): readonly string[] {
  const names: string[] = [];
  for (const name of optionalFieldsOf(takeHomeFormFields)) names.push(name);
  for (const name of LEFT_EMPTY) names.push(name);
  return Object.freeze(names);
}

const LEFT_EMPTY = [
  'hoursPerWeek',
  'daysPerWeek',
  'bonusPayday',
  'taxCode',
  'pensionEmployee',
  'pensionEmployer',
  'childBenefitChildren',
];

/** The form's fields that may be left empty. */
export const TAKE_HOME_OPTIONAL_FIELDS: readonly string[] =
  /* @__PURE__ */ optionalTakeHomeFields();

export { AMOUNT_HINT };

export function parseTakeHomeForm(raw: TakeHomeFormRaw | null | undefined): TakeHomeFormResult {
  const parsed = parseFields(takeHomeFormFields, raw);
  if (!parsed.success) return parsed;
  const d = parsed.data;
  const per: PayBasis = d.pay.per ?? d.per ?? 'year';
  // Checks across fields, each refusing the field the visitor has to change.
  const errors: Partial<Record<keyof TakeHomeFormRaw, string>> = {};
  let refused = false;
  const refuseField = (name: keyof TakeHomeFormRaw, message: string) => {
    errors[name] = message;
    refused = true;
  };
  if (per === 'hour' && d.hoursPerWeek === undefined) refuseField('hoursPerWeek', HOURS_HINT);
  if (per === 'day' && d.daysPerWeek === undefined) refuseField('daysPerWeek', DAYS_HINT);
  const frequency = d.frequency ?? 'monthly';
  const paydays =
    FREQUENCIES[frequency].paydays + (d.extraPayday && frequency !== 'monthly' ? 1 : 0);
  if (d.bonusPayday !== undefined && d.bonusPayday > paydays) {
    refuseField('bonusPayday', `There are ${paydays} paydays in the year`);
  }
  if (d.pensionMethod === null && (d.pensionEmployee !== null || d.pensionEmployer !== null)) {
    refuseField(
      'pensionMethod',
      'Choose how the pension is paid: relief at source, net pay or salary sacrifice',
    );
  }
  if (refused) return { success: false, errors };
  const data: TakeHomeInput = {
    pay: d.pay.amount,
    per,
    frequency,
    extraPayday: d.extraPayday && frequency !== 'monthly',
    bonus: d.bonus,
    residence: d.residence ?? 'england',
    studentLoanPlans: d.studentLoanPlans,
    overStatePensionAge: d.overStatePensionAge,
    blindPersonsAllowance: d.blindPersonsAllowance,
    childBenefitChildren: d.childBenefitChildren,
  };
  if (d.hoursPerWeek !== undefined) data.hoursPerWeek = d.hoursPerWeek;
  if (d.daysPerWeek !== undefined) data.daysPerWeek = d.daysPerWeek;
  if (d.bonusPayday !== undefined) data.bonusPayday = d.bonusPayday;
  if (d.taxCode !== undefined) data.taxCode = d.taxCode;
  if (d.marriageAllowance !== undefined) data.marriageAllowance = d.marriageAllowance;
  if (d.pensionMethod !== null) {
    data.pensionMethod = d.pensionMethod;
    data.pensionBasis = d.pensionBasis ?? 'qualifying-earnings';
    const { pensionEmployee: employee, pensionEmployer: employer } = d;
    if (employee && 'percent' in employee) data.pensionEmployeePercent = employee.percent;
    if (employee && 'amount' in employee) data.pensionEmployeeAmount = employee.amount;
    if (employer && 'percent' in employer) data.pensionEmployerPercent = employer.percent;
    if (employer && 'amount' in employer) data.pensionEmployerAmount = employer.amount;
  }
  return { success: true, data };
}
