// The circumstances both tax calculators ask about: a Scottish taxpayer switch, the student loan
// plans being repaid and gross pension contributions, and under "More about you"
// (more-about-you.tsx) Child Benefit, Marriage Allowance and unused pension allowance.
import {
  STUDENT_LOAN_PLANS,
  STUDENT_LOAN_PLAN_NAMES,
  readStudentLoanPlans,
  type MarginalRate,
  type PensionRelief,
  type StudentLoanPlan,
} from '../../../engine/index.ts';
import { TextField } from './field.tsx';
import { Option, OptionGroup } from './option-group.tsx';
import { SwitchField } from './switch-field.tsx';
import { readBoolean } from '../runtime/boolean-attribute.ts';
import { formatMoney, formatPounds } from './money.ts';
import { ResultRow } from './result-row.tsx';
import type { ComparedFigure } from './compare-years.tsx';

/** The circumstances as the form holds them. */
export interface CircumstanceValues {
  scottishTaxpayer: boolean;
  studentLoanPlans: StudentLoanPlan[];
  pensionContributions: string;
  childBenefitChildren: string;
  /** '' for neither, 'receive' or 'transfer' (or whatever an attribute gave, for the form to refuse). */
  marriageAllowance: string;
  unusedAnnualAllowance: string;
}

/** Sets one circumstance field. */
export type SetCircumstance = <Name extends keyof CircumstanceValues>(
  name: Name,
) => (value: CircumstanceValues[Name]) => void;

/** A calculator form's setter, narrowed to the circumstance fields its values include. */
export function circumstanceSetter(
  setField: (name: keyof CircumstanceValues) => (value: never) => void,
): SetCircumstance {
  // Values holds CircumstanceValues' fields with the same types, which TypeScript cannot follow
  // through the generic key.
  return setField as unknown as SetCircumstance;
}

/** The attributes (props) partners set them with. */
export interface CircumstanceProps {
  /** Present (or "true"): Scottish rates on salary and profit. */
  scottishTaxpayer?: boolean | string;
  /** Space-separated plans, e.g. "plan2 postgraduate". */
  studentLoanPlans?: string;
  /** Gross personal pension contributions a year, e.g. "5000". */
  pensionContributions?: string | number;
  /** Children the household gets Child Benefit for, e.g. "2". */
  childBenefitChildren?: string | number;
  /** "receive" or "transfer". */
  marriageAllowance?: string;
  /** Annual allowance unused in the three previous years, e.g. "20000". */
  unusedAnnualAllowance?: string | number;
}

function asAmount(value: string | number | undefined): string {
  return value === undefined ? '' : String(value);
}

/** The starting values, from the attributes. */
export function circumstanceValues(props: CircumstanceProps): CircumstanceValues {
  return {
    scottishTaxpayer: readBoolean(props.scottishTaxpayer),
    studentLoanPlans: readStudentLoanPlans(props.studentLoanPlans),
    pensionContributions: asAmount(props.pensionContributions),
    childBenefitChildren: asAmount(props.childBenefitChildren),
    marriageAllowance: asAmount(props.marriageAllowance),
    unusedAnnualAllowance: asAmount(props.unusedAnnualAllowance),
  };
}

export function CircumstanceFields({
  values,
  set,
  pensionError,
  scottishHint,
}: {
  values: CircumstanceValues;
  set: SetCircumstance;
  pensionError: string | undefined;
  /** What the Scottish rates apply to, and what stays at UK rates, in this calculator. */
  scottishHint: string;
}) {
  return (
    <div className="acct-form__fields acct-form__fields--columns" part="circumstances">
      <SwitchField
        label="Scottish taxpayer"
        name="scottishTaxpayer"
        checked={values.scottishTaxpayer}
        onChange={set('scottishTaxpayer')}
        hint={scottishHint}
      />
      <StudentLoanOptions plans={values.studentLoanPlans} onChange={set('studentLoanPlans')} />
      <TextField
        label="Pension contributions"
        name="pensionContributions"
        prefix="£"
        placeholder="e.g. 5,000"
        hint="Gross personal contributions a year (what you pay plus the 20% your scheme claims)"
        value={values.pensionContributions}
        onChange={set('pensionContributions')}
        error={pensionError}
      />
    </div>
  );
}

/** The student loan plans being repaid: a box for each, in the engine's order. */
export function StudentLoanOptions({
  plans,
  onChange,
}: {
  plans: readonly StudentLoanPlan[];
  onChange: (plans: StudentLoanPlan[]) => void;
}) {
  const togglePlan = (plan: StudentLoanPlan, on: boolean) =>
    onChange(STUDENT_LOAN_PLANS.filter((p) => (p === plan ? on : plans.includes(p))));
  return (
    <OptionGroup legend="Student loan repayments" hint="Tick each plan you are repaying">
      {STUDENT_LOAN_PLANS.map((plan) => (
        <Option
          key={plan}
          label={STUDENT_LOAN_PLAN_NAMES[plan]}
          type="checkbox"
          name="studentLoanPlans"
          value={plan}
          checked={plans.includes(plan)}
          onChange={(event) => togglePlan(plan, event.target.checked)}
        />
      ))}
    </OptionGroup>
  );
}

/** The student loan repayments row, when a plan is ticked: not tax, but taken off take-home. */
export function StudentLoanRow({
  loanPlans,
  amount,
}: {
  loanPlans: readonly StudentLoanPlan[];
  amount: string;
}) {
  return loanPlans.length > 0 ? <ResultRow label="Student loan repayments" value={amount} /> : null;
}

/** The year comparison's student loan line, when a plan is ticked, for either calculator. */
export const studentLoanFigures = (
  loanPlans: readonly StudentLoanPlan[],
): ComparedFigure<{ studentLoanRepayment: number }>[] =>
  loanPlans.length > 0
    ? [{ label: 'Student loan repayments', value: (r) => r.studentLoanRepayment }]
    : [];

/**
 * What a pension contribution does to take-home, when there is one: what goes into the pension,
 * what it costs after every relief, and what is left after paying it.
 */
export function PensionRows({
  relief,
  netIncome,
  show,
}: {
  relief: PensionRelief;
  netIncome: number;
  /** Writes an annual amount for the period shown. */
  show: (amount: number) => string;
}) {
  if (relief.contributions <= 0) return null;
  const paid = paidIntoPension(relief);
  return (
    <>
      <ResultRow
        label="Paid into your pension"
        value={show(relief.contributions)}
        explain={`You pay ${show(paid)}; your scheme claims ${show(relief.atSource)} of basic-rate tax relief from HMRC and adds it.`}
      />
      <ResultRow
        label="Its cost to you after tax relief"
        value={show(relief.contributions - relief.total)}
        explain={`What you pay, less ${show(relief.throughReturn)} of higher-rate relief through your tax return, already taken off the tax above.`}
      />
      <ResultRow label="Take-home after your pension" value={show(netIncome - paid)} emphasis />
    </>
  );
}

/** What you pay into your pension yourself: the gross contribution less the scheme's relief. */
export const paidIntoPension = (relief: PensionRelief) =>
  relief.contributions > 0 ? relief.contributions - relief.atSource : 0;

/**
 * "Your next £1,000 of profit keeps £380.00 (62% goes in tax, National Insurance and loan
 * repayments)": what the marginal rate means, said as money, so it needs no explanation of its own.
 */
export function MarginalNote({ of, marginal }: { of: string; marginal: MarginalRate }) {
  return (
    <div className="acct-results__note" part="note marginal">
      Your next {formatPounds(marginal.step)} of {of} keeps{' '}
      <strong>{formatMoney(marginal.keeps)}</strong> ({marginal.rate}% goes in tax, National
      Insurance and loan repayments).
    </div>
  );
}
