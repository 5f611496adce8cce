// "More about you": the circumstances few visitors need (Child Benefit, Marriage Allowance, pension
// allowance carried forward, and a calculator's own such fields), behind one disclosure so the form
// stays short for everyone else, and the result lines they bring, each only when it applies. Its
// shared fields are a part loaded on demand (more-about-you-fields.tsx): when the disclosure opens
// or holds something, and preloaded once the calculator has shown a result.
import { useId, useState, type ReactNode } from 'react';
import type { TaxAdjustments, Working } from '../../../engine/index.ts';
import type { CircumstanceValues, SetCircumstance } from './circumstances-fields.tsx';
import { onDemand } from '../runtime/parts.ts';
import { useResultShown } from './calculator-shell.tsx';
import type { MoreValues } from './more-about-you-fields.tsx';
import { OnDemand } from './on-demand.tsx';
import { ResultRow } from './result-row.tsx';

/** The circumstances asked about under "More about you" (after a calculator's own such fields). */
const MORE_FIELDS = ['childBenefitChildren', 'marriageAllowance', 'unusedAnnualAllowance'] as const;

const moreAboutYouFields = onDemand(() => import('./more-about-you-fields.tsx'));

export function MoreAboutYou({
  values,
  set,
  errors,
  ownFilled,
  ownInvalid,
  children,
}: {
  /** Without `unusedAnnualAllowance`, the calculator asks nothing about the pension allowance. */
  values: MoreValues;
  set: SetCircumstance;
  /** The form's errors: the disclosure stays open while one of its fields has one. */
  errors: Partial<Record<keyof CircumstanceValues, string>>;
  /** Whether the calculator's own fields inside it hold something. */
  ownFilled?: boolean;
  /** Whether one of the calculator's own fields inside it has an error. */
  ownInvalid?: boolean;
  /** The calculator's own fields, shown first. */
  children?: ReactNode;
}) {
  const id = useId();
  const panelId = `${id}-panel`;
  // The disclosure opens, and prints, when one of its fields holds something.
  const filled = ownFilled || MORE_FIELDS.some((name) => (values[name] ?? '').trim() !== '');
  const [open, setOpen] = useState(filled);
  // Opens when something fills a field (an attribute, a shared link); the visitor closes it.
  const [wasFilled, setWasFilled] = useState(filled);
  if (filled !== wasFilled) {
    setWasFilled(filled);
    if (filled) setOpen(true);
  }
  // A field with an error is never hidden: a press moves focus to it.
  const invalid = ownInvalid || MORE_FIELDS.some((name) => errors[name] !== undefined);
  const shown = open || invalid;
  const resultShown = useResultShown();
  return (
    <div className="acct-more" part="more">
      <button
        type="button"
        className="acct-button acct-button--secondary acct-more__toggle"
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => setOpen(!shown)}
      >
        <span aria-hidden="true">{shown ? '−' : '+'}</span>
        More about you
      </button>
      <div
        className="acct-form__fields acct-form__fields--columns acct-more__panel"
        id={panelId}
        hidden={!shown}
        data-filled={filled ? '' : undefined}
      >
        {children}
        <OnDemand
          part={moreAboutYouFields}
          wanted={shown ? 'now' : resultShown ? 'idle' : false}
          what="the other questions"
        >
          {({ MoreAboutYouFields }) => (
            <MoreAboutYouFields values={values} set={set} errors={errors} id={id} />
          )}
        </OnDemand>
      </div>
    </div>
  );
}

/** The figures of the working that charges and Marriage Allowance add to or take off the tax. */
const ADJUSTMENT_FIGURES: readonly string[] = [
  'annualAllowanceCharge',
  'childBenefitCharge',
  'marriageAllowance.amount',
];

/**
 * Result rows for the charges and Marriage Allowance, named as the working names them: each only
 * when the engine works it out (the Child Benefit charge whenever children are given, even at £0).
 */
export function AdjustmentRows({
  working,
  show,
}: {
  /** The result's working, which names each figure. */
  working: Working;
  /** Writes an annual amount for the period shown. */
  show: (amount: number) => string;
}) {
  return (
    <>
      {working
        .filter(
          ({ figure, value }) =>
            ADJUSTMENT_FIGURES.includes(figure) && (value > 0 || figure === 'childBenefitCharge'),
        )
        .map(({ figure, label, value }) => (
          <ResultRow key={figure} label={label} value={show(value)} />
        ))}
    </>
  );
}

/** Why Marriage Allowance was not applied, when it was asked for and could not be. */
export function MarriageAllowanceNote({ result }: { result: TaxAdjustments }) {
  const { reason } = result.marriageAllowance;
  return reason ? (
    <p className="acct-results__note" part="note">
      Marriage Allowance: {reason}.
    </p>
  ) : null;
}
