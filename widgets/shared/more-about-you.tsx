// "More about you": the circumstances few visitors need (Child Benefit, Marriage Allowance, pension
// allowance carried forward, and a calculator's own such fields), behind one disclosure so the form
// stays short for everyone else, and the result lines they bring, each only when it applies.
import { useId, useState, type ReactNode } from 'react';
import type {
  MarriageAllowanceClaim,
  TaxAdjustments,
  TaxpayerCircumstances,
} from '../../engine/index.ts';
import { TextField } from './field.tsx';
import { ResultRow } from './result-row.tsx';

/** The fields as the form holds them. */
export interface MoreValues {
  childBenefitChildren: string;
  /** '' for neither, 'receive' or 'transfer' (or whatever an attribute gave, for the form to refuse). */
  marriageAllowance: string;
  unusedAnnualAllowance: string;
}

/** The attributes (props) partners set them with. */
export interface MoreProps {
  /** Children the household gets Child Benefit for, e.g. "2". */
  childBenefitChildren?: string | number;
  /** "receive" or "transfer". */
  marriageAllowance?: string;
  /** Annual allowance unused in the three previous years, e.g. "20000". */
  unusedAnnualAllowance?: string | number;
}

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** The starting values, from the attributes. */
export function moreValues(props: MoreProps): MoreValues {
  return {
    childBenefitChildren: text(props.childBenefitChildren),
    marriageAllowance: text(props.marriageAllowance),
    unusedAnnualAllowance: text(props.unusedAnnualAllowance),
  };
}

/** Sets one of the fields. */
export type SetMore = <Name extends keyof MoreValues>(
  name: Name,
) => (value: MoreValues[Name]) => void;

/** A calculator form's setter, narrowed to these fields (its values hold them with these types). */
export function moreSetter(setField: (name: keyof MoreValues) => (value: never) => void): SetMore {
  return setField as unknown as SetMore;
}

/** Whether any of the fields holds something: the disclosure opens, and prints, when one does. */
export function moreFilled(values: MoreValues): boolean {
  return (
    values.childBenefitChildren.trim() !== '' ||
    values.marriageAllowance.trim() !== '' ||
    values.unusedAnnualAllowance.trim() !== ''
  );
}

const MARRIAGE_CHOICES: ReadonlyArray<{ value: '' | MarriageAllowanceClaim; label: string }> = [
  { value: '', label: 'Neither' },
  { value: 'receive', label: 'My spouse or civil partner transfers part of their allowance to me' },
  { value: 'transfer', label: 'I transfer part of my allowance to my spouse or civil partner' },
];

function MarriageAllowanceChoice({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={`acct-more__choice${error ? ' acct-field--invalid' : ''}`}
      part="field"
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    >
      <legend className="acct-field__label">Marriage Allowance</legend>
      <p className="acct-field__hint" id={hintId}>
        For married couples and civil partners where one earns less than the personal allowance
      </p>
      {MARRIAGE_CHOICES.map((choice, index) => (
        <label key={choice.value} className="acct-more__option">
          <input
            type="radio"
            name={`${id}-marriageAllowance`}
            value={choice.value}
            className="acct-more__radio"
            checked={value.trim().toLowerCase() === choice.value}
            onChange={() => onChange(choice.value)}
            // The first invalid field takes focus after a press: the group's first option.
            aria-invalid={error && index === 0 ? true : undefined}
          />
          <span>{choice.label}</span>
        </label>
      ))}
      {error ? (
        <p className="acct-field__error" id={errorId} part="error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function MoreAboutYou({
  values,
  set,
  errors,
  topics,
  ownFilled = false,
  ownInvalid = false,
  children,
}: {
  values: MoreValues;
  set: SetMore;
  /** The form's errors: the disclosure stays open while one of its fields has one. */
  errors: Partial<Record<keyof MoreValues, string>>;
  /** What it asks about, under its button, e.g. "Child Benefit, Marriage Allowance…". */
  topics: string;
  /** Whether the calculator's own fields inside it hold something. */
  ownFilled?: boolean;
  /** Whether one of the calculator's own fields inside it has an error. */
  ownInvalid?: boolean;
  /** The calculator's own fields, shown first. */
  children?: ReactNode;
}) {
  const id = useId();
  const panelId = `${id}-panel`;
  const filled = ownFilled || moreFilled(values);
  const [open, setOpen] = useState(filled);
  // Opens when something fills a field (an attribute, a shared link); the visitor closes it.
  const [wasFilled, setWasFilled] = useState(filled);
  if (filled !== wasFilled) {
    setWasFilled(filled);
    if (filled) setOpen(true);
  }
  // A field with an error is never hidden: a press moves focus to it.
  const invalid =
    ownInvalid ||
    Boolean(
      errors.childBenefitChildren || errors.marriageAllowance || errors.unusedAnnualAllowance,
    );
  const shown = open || invalid;
  return (
    <div className="acct-more" part="more">
      <button
        type="button"
        className="acct-more__toggle"
        aria-expanded={shown}
        aria-controls={panelId}
        aria-describedby={`${id}-topics`}
        onClick={() => setOpen(!shown)}
      >
        <span className="acct-more__chevron" aria-hidden="true" />
        More about you
      </button>
      <p className="acct-field__hint acct-more__topics" id={`${id}-topics`}>
        {topics}
      </p>
      <div
        className="acct-more__panel"
        id={panelId}
        hidden={!shown}
        data-filled={filled ? '' : undefined}
      >
        {children}
        <TextField
          label="Children you get Child Benefit for"
          name="childBenefitChildren"
          inputMode="numeric"
          placeholder="e.g. 2"
          hint="If you or your partner get Child Benefit and you earn more: on a high income some or all of it is paid back"
          value={values.childBenefitChildren}
          onChange={set('childBenefitChildren')}
          error={errors.childBenefitChildren}
        />
        <MarriageAllowanceChoice
          value={values.marriageAllowance}
          onChange={set('marriageAllowance')}
          error={errors.marriageAllowance}
        />
        <TextField
          label="Unused pension allowance carried forward"
          name="unusedAnnualAllowance"
          prefix="£"
          placeholder="e.g. 20,000"
          hint="Annual allowance you did not use in the last three tax years, if you were in a pension scheme; it lets you pay in more this year without a charge"
          value={values.unusedAnnualAllowance}
          onChange={set('unusedAnnualAllowance')}
          error={errors.unusedAnnualAllowance}
        />
      </div>
    </div>
  );
}

/** Result rows for the charges and Marriage Allowance, each only when it applies. */
export function AdjustmentRows({
  input,
  result,
  money,
}: {
  input: Pick<TaxpayerCircumstances, 'childBenefitChildren'>;
  result: TaxAdjustments;
  money: (amount: number) => string;
}) {
  const marriage = result.marriageAllowance;
  return (
    <>
      {(input.childBenefitChildren ?? 0) > 0 ? (
        <ResultRow
          label="High Income Child Benefit Charge"
          value={money(result.childBenefitCharge)}
        />
      ) : null}
      {result.annualAllowanceCharge > 0 ? (
        <ResultRow
          label="Pension annual allowance charge"
          value={money(result.annualAllowanceCharge)}
        />
      ) : null}
      {marriage.applied && marriage.claim === 'receive' ? (
        <ResultRow label="Marriage Allowance tax reduction" value={`−${money(marriage.amount)}`} />
      ) : null}
      {marriage.applied && marriage.claim === 'transfer' ? (
        <ResultRow
          label="Personal allowance transferred to your partner"
          value={money(marriage.amount)}
        />
      ) : null}
    </>
  );
}

/** Why Marriage Allowance was not applied, when it was asked for and could not be. */
export function MarriageAllowanceNote({ result }: { result: TaxAdjustments }) {
  const { reason } = result.marriageAllowance;
  return reason ? (
    <p className="acct-results__note" part="note">
      Marriage Allowance {reason.charAt(0).toLowerCase()}
      {reason.slice(1)}.
    </p>
  ) : null;
}

/** What the booking link carries of these, only those set. */
export function scenarioMore(
  input: Pick<
    TaxpayerCircumstances,
    'childBenefitChildren' | 'marriageAllowance' | 'unusedAnnualAllowance'
  >,
): Record<string, string> {
  const out: Record<string, string> = {};
  if (input.childBenefitChildren) out.childBenefitChildren = String(input.childBenefitChildren);
  if (input.marriageAllowance) out.marriageAllowance = input.marriageAllowance;
  if (input.unusedAnnualAllowance) out.unusedAnnualAllowance = String(input.unusedAnnualAllowance);
  return out;
}
