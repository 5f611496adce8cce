// The shared fields of "More about you" (more-about-you.tsx), a part loaded on demand: Child Benefit,
// Marriage Allowance and pension allowance carried forward.
import type { MarriageAllowanceClaim } from '../../../engine/index.ts';
import type { CircumstanceValues, SetCircumstance } from './circumstances-fields.tsx';
import { TextField } from './field.tsx';
import { Option, OptionGroup } from './option-group.tsx';

/** Neither, receive or transfer: radios styled as the student loan plans' options. */
const MARRIAGE_CHOICES: ReadonlyArray<{ value: '' | MarriageAllowanceClaim; label: string }> = [
  { value: '', label: 'Neither' },
  { value: 'receive', label: 'I receive it' },
  { value: 'transfer', label: 'I transfer it' },
];

/** What "More about you" holds of the circumstances (a calculator without a pension allowance, none). */
export type MoreValues = Pick<CircumstanceValues, 'childBenefitChildren' | 'marriageAllowance'> &
  Partial<Pick<CircumstanceValues, 'unusedAnnualAllowance'>>;

export function MoreAboutYouFields({
  values,
  set,
  errors,
  id,
}: {
  /** Without `unusedAnnualAllowance`, the calculator asks nothing about the pension allowance. */
  values: MoreValues;
  set: SetCircumstance;
  errors: Partial<Record<keyof CircumstanceValues, string>>;
  /** The disclosure's id, which names the Marriage Allowance radios' group. */
  id: string;
}) {
  return (
    <>
      <TextField
        label="Children you get Child Benefit for"
        name="childBenefitChildren"
        hint="The partner with the higher adjusted net income may pay some or all of it back"
        inputMode="numeric"
        placeholder="e.g. 2"
        value={values.childBenefitChildren}
        onChange={set('childBenefitChildren')}
        error={errors.childBenefitChildren}
      />
      <OptionGroup
        legend="Marriage Allowance"
        hint="Spouses and civil partners can share a personal allowance"
        error={errors.marriageAllowance}
      >
        {MARRIAGE_CHOICES.map((choice, index) => (
          <Option
            key={choice.value}
            label={choice.label}
            type="radio"
            name={`${id}-marriage`}
            checked={values.marriageAllowance.trim().toLowerCase() === choice.value}
            onChange={() => set('marriageAllowance')(choice.value)}
            // A press moves focus to the first invalid field: here, the group's first option.
            aria-invalid={errors.marriageAllowance && index === 0 ? true : undefined}
          />
        ))}
      </OptionGroup>
      {values.unusedAnnualAllowance === undefined ? null : (
        <TextField
          label="Unused pension allowance"
          name="unusedAnnualAllowance"
          prefix="£"
          placeholder="e.g. 20,000"
          hint="Annual allowance unused in the last three tax years"
          value={values.unusedAnnualAllowance}
          onChange={set('unusedAnnualAllowance')}
          error={errors.unusedAnnualAllowance}
        />
      )}
    </>
  );
}
