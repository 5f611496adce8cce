// The public event contract of the widgets: the types of the events' `detail`, under the names
// partners use (Acct…). What the calculators share is named here; each calculator names its own input
// and result in its widget's api.ts. They are the engine's own types, not restated:
// scripts/partner-typings.ts bundles this file and those names with the engine's declarations they
// reach into acct-widgets.d.ts, which partners use without the engine. Types only.
import type {
  Citation,
  FigureWorking,
  MarginalRate,
  MarriageAllowanceClaim,
  MarriageAllowanceOutcome,
  ParameterUse,
  PaymentsOnAccount,
  PensionRelief,
  ScheduledPayment,
  StudentLoanPlan,
  TaxAdjustments,
  TaxYear,
  TaxpayerCircumstances,
  WorkingStep,
} from '../../../engine/index.ts';

/** A supported UK tax year. */
export type AcctTaxYear = TaxYear;

/** Cookie consent categories; necessary cookies cannot be refused. */
export interface AcctConsentState {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

/** A source a parameter's value cites: a short title and its address. */
export type AcctCitation = Citation;
/** A parameter a working step used, with its value for the year and its sources. */
export type AcctParameterUse = ParameterUse;
/** One step of a figure's working; the non-null amounts of a figure's steps sum to the figure. */
export type AcctWorkingStep = WorkingStep;
/** How one figure of a result was worked out. */
export type AcctFigureWorking<Figure extends string = string> = FigureWorking<Figure>;

export type AcctStudentLoanPlan = StudentLoanPlan;
/** Both tax calculators' optional circumstances. */
export type AcctTaxpayerCircumstances = TaxpayerCircumstances;
export type AcctMarriageAllowanceClaim = MarriageAllowanceClaim;
/** Marriage Allowance as applied, or why it was not. */
export type AcctMarriageAllowanceOutcome = MarriageAllowanceOutcome;
/** What a high income and Marriage Allowance add to or take off the tax. */
export type AcctTaxAdjustments = TaxAdjustments;
export type AcctPensionRelief = PensionRelief;
/** What the next £1,000 keeps after tax, NI and loan repayments. */
export type AcctMarginalRate = MarginalRate;
export type AcctScheduledPayment = ScheduledPayment;
export type AcctPaymentsOnAccount = PaymentsOnAccount;

/** `detail` of `acct-calculate`, fired on every press of a calculator's Calculate button. */
export interface AcctCalculateDetail<Input = unknown, Result = unknown> {
  /** The tax year used; null for calculators whose figures do not depend on it. */
  taxYear: AcctTaxYear | null;
  input: Input;
  result: Result;
}

/** `detail` of `acct-consent-change`, fired when the visitor makes or changes a cookie choice. */
export interface AcctConsentChangeDetail {
  consent: AcctConsentState;
  /** ISO 8601 timestamp of the choice, as stored under `cookie-consent-date`. */
  date: string;
}
