// Type declarations for the acct-* custom elements: DOM, React JSX (18 and 19), Vue and Svelte.
// Generated from the widgets' declared APIs by `npm run docs:widgets`; do not edit.
// Use: add the file to your tsconfig "include" (or /// <reference path="./acct-widgets.d.ts" />).
// The React, Vue and Svelte sections augment those frameworks' types and change nothing where a
// framework is absent.

/** A supported UK tax year. */
export type AcctTaxYear = '2025-26' | '2026-27';

/** Cookie consent categories; necessary cookies cannot be refused. */
export interface AcctConsentState {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

/** A source a parameter's value cites: a short title and its address. */
export interface AcctCitation {
  readonly title: string;
  readonly href: string;
}

/** A parameter a working step used, with its value for the year and its sources. */
export interface AcctParameterUse {
  readonly name: string;
  readonly label: string;
  /** Pounds, or a fraction for a rate (0.0875 is 8.75%). */
  readonly value: number;
  readonly unit: 'currency-GBP' | 'rate' | 'count' | 'currency-GBP-per-employee' | 'hours';
  readonly references: readonly AcctCitation[];
}

/** One step of a figure's working; the non-null amounts of a figure's steps sum to the figure. */
export interface AcctWorkingStep {
  readonly text: string;
  readonly amount: number | null;
  readonly parameters: readonly AcctParameterUse[];
  readonly references: readonly AcctCitation[];
}

/** How one figure of a result was worked out. */
export interface AcctFigureWorking<Figure extends string = string> {
  readonly figure: Figure;
  readonly label: string;
  readonly value: number;
  readonly steps: readonly AcctWorkingStep[];
}

export type AcctStudentLoanPlan = 'plan1' | 'plan2' | 'plan4' | 'plan5' | 'postgraduate';

/** Both tax calculators' optional circumstances; a calculator's event always carries all three. */
export interface AcctTaxpayerCircumstances {
  /** Scottish rates and bands on salary and trading profit. */
  scottishTaxpayer?: boolean;
  studentLoanPlans?: readonly AcctStudentLoanPlan[];
  /** Gross personal contributions under relief at source, a year. */
  pensionContributions?: number;
  /** Annual allowance unused in the three previous years, carried forward. */
  unusedAnnualAllowance?: number;
  /** Children the household gets Child Benefit for. */
  childBenefitChildren?: number;
  /** Marriage Allowance: receive the tax reduction, or transfer part of one's allowance. */
  marriageAllowance?: AcctMarriageAllowanceClaim;
}

export type AcctMarriageAllowanceClaim = 'receive' | 'transfer';

/** Marriage Allowance as applied, or why it was not. */
export interface AcctMarriageAllowanceOutcome {
  claim: AcctMarriageAllowanceClaim | null;
  applied: boolean;
  /** 'receive': the tax reduction; 'transfer': the allowance given up. */
  amount: number;
  reason: string | null;
}

/** What a high income and Marriage Allowance add to or take off the tax. */
export interface AcctTaxAdjustments {
  /** Tax on pension savings above the annual allowance, in totalTax. */
  annualAllowanceCharge: number;
  /** High Income Child Benefit Charge, in totalTax. */
  childBenefitCharge: number;
  marriageAllowance: AcctMarriageAllowanceOutcome;
}

export interface AcctSelfEmployedInput extends AcctTaxpayerCircumstances {
  /** Turnover. */
  income: number;
  expenses: number;
  /** The £1,000 trading allowance instead of the expenses. */
  tradingAllowance?: boolean;
  /** Gross pay from a PAYE job in the same year. */
  employmentIncome?: number;
}

export interface AcctPensionRelief {
  contributions: number;
  relieved: number;
  /** Basic-rate relief the scheme claims. */
  atSource: number;
  /** Income tax saved through the return. */
  throughReturn: number;
  total: number;
}

/** What the next £1,000 keeps after tax, NI and loan repayments. */
export interface AcctMarginalRate {
  step: number;
  keeps: number;
  rate: number;
}

export interface AcctScheduledPayment {
  /** ISO date. */
  date: string;
  amount: number;
  label: string;
}

export interface AcctPaymentsOnAccount {
  due: boolean;
  instalment: number;
  payments: readonly AcctScheduledPayment[];
  firstYear: readonly AcctScheduledPayment[];
}

export interface AcctSelfEmployedResult extends AcctTaxAdjustments {
  profit: number;
  personalAllowance: number;
  incomeTax: number;
  class2NI: number;
  /** Whether the year counts towards the State Pension, and what voluntary Class 2 would cost. */
  statePensionYear: {
    credited: boolean;
    smallProfitsThreshold: number;
    voluntaryClass2Weekly: number;
    voluntaryClass2Year: number;
  };
  /** The trading allowance against the expenses: which leaves more, and by how much. */
  tradingAllowance: {
    claimed: boolean;
    allowance: number;
    better: 'allowance' | 'expenses' | 'either';
    difference: number;
  };
  /** Making Tax Digital for Income Tax, if the turnover were the same each year. */
  makingTaxDigital: {
    qualifyingIncome: number;
    appliesFrom: string | null;
    threshold: number | null;
  };
  /** A PAYE job beside the business: what PAYE already takes; the figures are then the return's. */
  employment: {
    pay: number;
    taxDeductedAtSource: number;
    studentLoanDeductedAtSource: number;
  } | null;
  class4NI: number;
  totalTax: number;
  netIncome: number;
  monthlyNet: number;
  effectiveRate: number;
  /** Not tax: not in totalTax, taken off net income. */
  studentLoanRepayment: number;
  pensionRelief: AcctPensionRelief;
  paymentsOnAccount: AcctPaymentsOnAccount;
  marginal: AcctMarginalRate;
  working: readonly AcctFigureWorking<
    | 'profit'
    | 'personalAllowance'
    | 'incomeTax'
    | 'class2NI'
    | 'class4NI'
    | 'totalTax'
    | 'studentLoanRepayment'
    | 'netIncome'
    | 'monthlyNet'
    | 'effectiveRate'
    | 'annualAllowanceCharge'
    | 'childBenefitCharge'
    | 'marriageAllowance.amount'
    | 'pensionRelief.total'
    | 'paymentsOnAccount.instalment'
    | 'marginal.keeps'
  >[];
}

export interface AcctDirectorInput extends AcctTaxpayerCircumstances {
  salary: number;
  dividends: number;
  savings: number;
}

export interface AcctDirectorResult extends AcctTaxAdjustments {
  totalIncome: number;
  salaryTax: number;
  dividendTax: number;
  savingsTax: number;
  employeeNI: number;
  totalTax: number;
  netIncome: number;
  effectiveRate: number;
  studentLoanRepayment: number;
  pensionRelief: AcctPensionRelief;
  /** The next £1,000 of salary, and of dividends. */
  marginal: { salary: AcctMarginalRate; dividends: AcctMarginalRate };
  breakdown: {
    personalAllowance: number;
    dividendAllowance: number;
    savingsAllowance: number;
    taxableIncome: number;
    allowanceSplit: { salary: number; savings: number; dividends: number };
  };
  working: readonly AcctFigureWorking<
    | 'totalIncome'
    | 'breakdown.personalAllowance'
    | 'breakdown.allowanceSplit'
    | 'breakdown.taxableIncome'
    | 'salaryTax'
    | 'savingsTax'
    | 'dividendTax'
    | 'employeeNI'
    | 'totalTax'
    | 'studentLoanRepayment'
    | 'netIncome'
    | 'effectiveRate'
    | 'annualAllowanceCharge'
    | 'childBenefitCharge'
    | 'marriageAllowance.amount'
    | 'pensionRelief.total'
    | 'marginal.salary.keeps'
    | 'marginal.dividends.keeps'
  >[];
}

export interface AcctPlannerInput {
  companyProfit: number;
  employmentAllowance: boolean;
  scottishTaxpayer: boolean;
}

/** One way of paying out the profit; salary + employerNI + corporationTax + dividends = companyProfit. */
export interface AcctPlannerSplit {
  salary: number;
  dividends: number;
  employerNI: number;
  corporationTax: number;
  employeeNI: number;
  incomeTax: number;
  takeHome: number;
}

export interface AcctPlannerResult {
  best: AcctPlannerSplit;
  strategies: readonly (AcctPlannerSplit & {
    strategy: 'secondaryThreshold' | 'lowerEarningsLimit' | 'personalAllowance' | 'allSalary';
  })[];
  curve: readonly { salary: number; takeHome: number }[];
  working: readonly AcctFigureWorking<
    | 'best.salary'
    | 'best.employerNI'
    | 'best.corporationTax'
    | 'best.dividends'
    | 'personalAllowance'
    | 'allowanceSplit'
    | 'salaryTax'
    | 'dividendTax'
    | 'best.incomeTax'
    | 'best.employeeNI'
    | 'best.takeHome'
  >[];
}

export type AcctExpenseCategory = 'office' | 'travel' | 'equipment' | 'marketing' | 'professional';

export interface AcctExpensesInput {
  monthlyRevenue: number;
  categories: Record<AcctExpenseCategory, boolean>;
  additionalExpenses: number;
}

export interface AcctExpensesResult {
  annualRevenue: number;
  totalExpenses: number;
  taxableProfit: number;
  estimatedSavings: number;
  working: readonly AcctFigureWorking<
    'annualRevenue' | 'totalExpenses' | 'taxableProfit' | 'estimatedSavings'
  >[];
}

export type AcctPayrollFrequency = 'weekly' | 'monthly' | 'quarterly';

export interface AcctPayrollInput {
  employees: number;
  averageSalary: number;
  frequency: AcctPayrollFrequency;
}

export interface AcctPayrollResult {
  monthlyCost: number;
  annualCost: number;
  savings: number;
  comparisonCost: number;
  includes: readonly string[];
  frequency: AcctPayrollFrequency;
  working: readonly AcctFigureWorking<
    'monthlyCost' | 'annualCost' | 'comparisonCost' | 'savings'
  >[];
}

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

/** `<acct-self-employed-calculator>`: Income tax, Class 2 and Class 4 National Insurance, take-home pay, effective and marginal rates and payments on account for a sole trader, with Scottish rates, student loans, pension contributions and the annual allowance, the High Income Child Benefit Charge, Marriage Allowance, a PAYE job beside the business, the trading allowance and when Making Tax Digital applies. */
export interface AcctSelfEmployedCalculatorEventMap extends HTMLElementEventMap {
  /** Each press of the calculate button that produces a result (not on load, not on an automatic calculation (`auto-calculate`), not on a year switch). */
  'acct-calculate': CustomEvent<AcctCalculateDetail<AcctSelfEmployedInput, AcctSelfEmployedResult>>;
}

/** The attributes of `<acct-self-employed-calculator>` as written in markup. */
export interface AcctSelfEmployedCalculatorAttributes {
  /** Which year’s rates and thresholds the calculator uses. */
  'tax-year'?: '2025-26' | '2026-27';
  /** Where “Book a free call about this” leads; the scenario is added to the URL’s fragment. Empty hides the link. */
  'booking-url'?: string;
  /** Fills in the income field (trading income for the year in pounds). */
  income?: string;
  /** Fills in the expenses field (allowable expenses for the year in pounds). */
  expenses?: string;
  /** Starts with the Scottish taxpayer switch on. */
  'scottish-taxpayer'?: boolean;
  /** Plans ticked at the start, space-separated: plan1 plan2 plan4 plan5 postgraduate. */
  'student-loan-plans'?: string;
  /** Gross personal pension contributions a year to start with, e.g. 5000. */
  'pension-contributions'?: string;
  /** Fills in the employment income field (gross pay for the year in pounds from a PAYE job beside the business). */
  'employment-income'?: string;
  /** Starts with the trading allowance claimed instead of the expenses. */
  'trading-allowance'?: boolean;
  /** Children the household gets Child Benefit for, e.g. 2. */
  'child-benefit-children'?: string;
  /** Starts with Marriage Allowance received from, or transferred to, a spouse or civil partner. */
  'marriage-allowance'?: 'receive' | 'transfer';
  /** Pension annual allowance carried forward from the three previous years, e.g. 20000. */
  'unused-annual-allowance'?: string;
  /** Shows the result for the filled-in fields at once, without a press. */
  'auto-calculate'?: boolean;
  /** Leaves out “How we worked this out” under the result. */
  'hide-working'?: boolean;
}

export interface AcctSelfEmployedCalculatorElement extends HTMLElement {
  /** The starting tax year; the visitor can still switch it with the visible year switch. Unknown values fall back to the default. */
  taxYear?: '2025-26' | '2026-27';
  /** After a result, shows 'Book a free call about this' linking here with the scenario in the URL's fragment, after any `#anchor` the URL has (`#booking-widget&calc=director&year=2025-26&salary=50000&…&headline=Total tax £7,486`): `calc`, `year` for calculators with a tax year, one parameter per input, `headline`. Browsers never send a fragment to a server, so the figures stay out of every server's logs; the page they lead to reads them in the visitor's browser. Without it the link is not shown. */
  bookingUrl?: string;
  /** Trading income for the year in pounds, filled into the field as text when the widget loads and again when the attribute changes (e.g. `50000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  income?: string;
  /** Allowable expenses for the year in pounds, filled into the field as text when the widget loads and again when the attribute changes (e.g. `5000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  expenses?: string;
  /** Present (or `true`): the Scottish taxpayer switch starts on, so salary and trading profit are taxed at the Scottish rates and bands; savings and dividends stay at UK rates, and National Insurance is UK-wide. Absent or `false`: off. The visitor can change it. */
  scottishTaxpayer?: boolean;
  /** Space-separated student loan plans to start with ticked: `plan1`, `plan2`, `plan4`, `plan5`, `postgraduate` (e.g. `plan2 postgraduate`); unknown names are ignored. Repayments are shown as their own line, not as tax, and taken off net income. The visitor can change them. */
  studentLoanPlans?: string;
  /** Gross personal pension contributions a year (relief at source) to fill the field with, e.g. `5000`; checked like the other amounts when the visitor presses Calculate. The result shows the relief at source and through the return. */
  pensionContributions?: string;
  /** Gross pay for the year in pounds from a PAYE job beside the business, filled into the field as text when the widget loads and again when the attribute changes (e.g. `30000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  employmentIncome?: string;
  /** Present (or `true`): the trading allowance switch under “More about you” starts on (and the section opens), so the trading allowance is deducted from the income instead of the expenses. Absent or `false`: off. Either way the result says which of the two leaves more when the allowance would. The visitor can change it. */
  tradingAllowance?: boolean;
  /** How many children the household gets Child Benefit for (a whole number from 0 to 20, e.g. `2`), filled into the field under “More about you”, which opens; checked like typed text. The result shows the High Income Child Benefit Charge the visitor would pay as the higher earner. */
  childBenefitChildren?: string;
  /** `receive`: a spouse or civil partner transfers part of their personal allowance to the visitor (a tax reduction); `transfer`: the visitor transfers part of theirs. Absent: neither. Sets the choice under “More about you”, which opens; another value shows that field’s error. When the visitor is not eligible the result says why instead of applying it. */
  marriageAllowance?: 'receive' | 'transfer';
  /** Annual allowance unused in the three previous tax years, in pounds (e.g. `20000`), filled into the field under “More about you”, which opens; checked like typed text. Pension contributions up to the year’s allowance plus this bear no annual allowance charge. */
  unusedAnnualAllowance?: string;
  /** Present (or `true`): the widget calculates when it loads and again whenever a field attribute changes, showing the result, or the field errors a press would show. It fires no `acct-calculate` event, as no visitor acted; focus does not move. Absent or `false`: the visitor presses the button. */
  autoCalculate?: boolean;
  /** Present (or `true`): no “How we worked this out” button or panel under the result. Absent or `false`: the button is shown, and opens each figure’s steps with the rates used, each linked to its source on gov.uk or legislation.gov.uk. */
  hideWorking?: boolean;
  addEventListener<K extends keyof AcctSelfEmployedCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctSelfEmployedCalculatorElement,
      event: AcctSelfEmployedCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof AcctSelfEmployedCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctSelfEmployedCalculatorElement,
      event: AcctSelfEmployedCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<acct-director-calculator>`: Personal tax on a company director’s salary, dividends and savings, with the allowances broken down, the annual allowance, the High Income Child Benefit Charge and Marriage Allowance. */
export interface AcctDirectorCalculatorEventMap extends HTMLElementEventMap {
  /** Each press of the calculate button that produces a result (not on load, not on an automatic calculation (`auto-calculate`), not on a year switch). */
  'acct-calculate': CustomEvent<AcctCalculateDetail<AcctDirectorInput, AcctDirectorResult>>;
}

/** The attributes of `<acct-director-calculator>` as written in markup. */
export interface AcctDirectorCalculatorAttributes {
  /** Which year’s rates and thresholds the calculator uses. */
  'tax-year'?: '2025-26' | '2026-27';
  /** Where “Book a free call about this” leads; the scenario is added to the URL’s fragment. Empty hides the link. */
  'booking-url'?: string;
  /** Fills in the salary field (salary for the year in pounds, before tax). */
  salary?: string;
  /** Fills in the dividends field (dividends for the year in pounds). */
  dividends?: string;
  /** Fills in the savings interest field (savings interest for the year in pounds). */
  savings?: string;
  /** Starts with the Scottish taxpayer switch on. */
  'scottish-taxpayer'?: boolean;
  /** Plans ticked at the start, space-separated: plan1 plan2 plan4 plan5 postgraduate. */
  'student-loan-plans'?: string;
  /** Gross personal pension contributions a year to start with, e.g. 5000. */
  'pension-contributions'?: string;
  /** Children the household gets Child Benefit for, e.g. 2. */
  'child-benefit-children'?: string;
  /** Starts with Marriage Allowance received from, or transferred to, a spouse or civil partner. */
  'marriage-allowance'?: 'receive' | 'transfer';
  /** Pension annual allowance carried forward from the three previous years, e.g. 20000. */
  'unused-annual-allowance'?: string;
  /** Shows the result for the filled-in fields at once, without a press. */
  'auto-calculate'?: boolean;
  /** Leaves out “How we worked this out” under the result. */
  'hide-working'?: boolean;
}

export interface AcctDirectorCalculatorElement extends HTMLElement {
  /** The starting tax year; the visitor can still switch it with the visible year switch. Unknown values fall back to the default. */
  taxYear?: '2025-26' | '2026-27';
  /** After a result, shows 'Book a free call about this' linking here with the scenario in the URL's fragment, after any `#anchor` the URL has (`#booking-widget&calc=director&year=2025-26&salary=50000&…&headline=Total tax £7,486`): `calc`, `year` for calculators with a tax year, one parameter per input, `headline`. Browsers never send a fragment to a server, so the figures stay out of every server's logs; the page they lead to reads them in the visitor's browser. Without it the link is not shown. */
  bookingUrl?: string;
  /** Salary for the year in pounds, before tax, filled into the field as text when the widget loads and again when the attribute changes (e.g. `50000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  salary?: string;
  /** Dividends for the year in pounds, filled into the field as text when the widget loads and again when the attribute changes (e.g. `20000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  dividends?: string;
  /** Savings interest for the year in pounds, filled into the field as text when the widget loads and again when the attribute changes (e.g. `1000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  savings?: string;
  /** Present (or `true`): the Scottish taxpayer switch starts on, so salary and trading profit are taxed at the Scottish rates and bands; savings and dividends stay at UK rates, and National Insurance is UK-wide. Absent or `false`: off. The visitor can change it. */
  scottishTaxpayer?: boolean;
  /** Space-separated student loan plans to start with ticked: `plan1`, `plan2`, `plan4`, `plan5`, `postgraduate` (e.g. `plan2 postgraduate`); unknown names are ignored. Repayments are shown as their own line, not as tax, and taken off net income. The visitor can change them. */
  studentLoanPlans?: string;
  /** Gross personal pension contributions a year (relief at source) to fill the field with, e.g. `5000`; checked like the other amounts when the visitor presses Calculate. The result shows the relief at source and through the return. */
  pensionContributions?: string;
  /** How many children the household gets Child Benefit for (a whole number from 0 to 20, e.g. `2`), filled into the field under “More about you”, which opens; checked like typed text. The result shows the High Income Child Benefit Charge the visitor would pay as the higher earner. */
  childBenefitChildren?: string;
  /** `receive`: a spouse or civil partner transfers part of their personal allowance to the visitor (a tax reduction); `transfer`: the visitor transfers part of theirs. Absent: neither. Sets the choice under “More about you”, which opens; another value shows that field’s error. When the visitor is not eligible the result says why instead of applying it. */
  marriageAllowance?: 'receive' | 'transfer';
  /** Annual allowance unused in the three previous tax years, in pounds (e.g. `20000`), filled into the field under “More about you”, which opens; checked like typed text. Pension contributions up to the year’s allowance plus this bear no annual allowance charge. */
  unusedAnnualAllowance?: string;
  /** Present (or `true`): the widget calculates when it loads and again whenever a field attribute changes, showing the result, or the field errors a press would show. It fires no `acct-calculate` event, as no visitor acted; focus does not move. Absent or `false`: the visitor presses the button. */
  autoCalculate?: boolean;
  /** Present (or `true`): no “How we worked this out” button or panel under the result. Absent or `false`: the button is shown, and opens each figure’s steps with the rates used, each linked to its source on gov.uk or legislation.gov.uk. */
  hideWorking?: boolean;
  addEventListener<K extends keyof AcctDirectorCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctDirectorCalculatorElement,
      event: AcctDirectorCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof AcctDirectorCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctDirectorCalculatorElement,
      event: AcctDirectorCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<acct-expense-calculator>`: Typical allowable business expenses, the taxable profit they leave and the tax they could save. */
export interface AcctExpenseCalculatorEventMap extends HTMLElementEventMap {
  /** Each press of the calculate button that produces a result (not on load, not on an automatic calculation (`auto-calculate`), not on a year switch). */
  'acct-calculate': CustomEvent<AcctCalculateDetail<AcctExpensesInput, AcctExpensesResult>>;
}

/** The attributes of `<acct-expense-calculator>` as written in markup. */
export interface AcctExpenseCalculatorAttributes {
  /** Where “Book a free call about this” leads; the scenario is added to the URL’s fragment. Empty hides the link. */
  'booking-url'?: string;
  /** Fills in the monthly revenue field (revenue a month in pounds). */
  'monthly-revenue'?: string;
  /** Categories ticked at the start, space-separated: office travel equipment marketing professional. */
  categories?: string;
  /** Fills in the additional expenses field (other allowable costs over the year in pounds). */
  'additional-expenses'?: string;
  /** Shows the result for the filled-in fields at once, without a press. */
  'auto-calculate'?: boolean;
  /** Leaves out “How we worked this out” under the result. */
  'hide-working'?: boolean;
}

export interface AcctExpenseCalculatorElement extends HTMLElement {
  /** After a result, shows 'Book a free call about this' linking here with the scenario in the URL's fragment, after any `#anchor` the URL has (`#booking-widget&calc=director&year=2025-26&salary=50000&…&headline=Total tax £7,486`): `calc`, `year` for calculators with a tax year, one parameter per input, `headline`. Browsers never send a fragment to a server, so the figures stay out of every server's logs; the page they lead to reads them in the visitor's browser. Without it the link is not shown. */
  bookingUrl?: string;
  /** Revenue a month in pounds, filled into the field as text when the widget loads and again when the attribute changes (e.g. `5000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  monthlyRevenue?: string;
  /** Space- or comma-separated expense categories to start with ticked: `office`, `travel`, `equipment`, `marketing`, `professional` (e.g. `office travel`); unknown names are ignored. Applied when the widget loads and when the attribute changes. The visitor can change them. */
  categories?: string;
  /** Other allowable costs over the year in pounds, filled into the field as text when the widget loads and again when the attribute changes (e.g. `1000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  additionalExpenses?: string;
  /** Present (or `true`): the widget calculates when it loads and again whenever a field attribute changes, showing the result, or the field errors a press would show. It fires no `acct-calculate` event, as no visitor acted; focus does not move. Absent or `false`: the visitor presses the button. */
  autoCalculate?: boolean;
  /** Present (or `true`): no “How we worked this out” button or panel under the result. Absent or `false`: the button is shown, and opens each figure’s steps with the rates used, each linked to its source on gov.uk or legislation.gov.uk. */
  hideWorking?: boolean;
  addEventListener<K extends keyof AcctExpenseCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctExpenseCalculatorElement,
      event: AcctExpenseCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof AcctExpenseCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctExpenseCalculatorElement,
      event: AcctExpenseCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<acct-payroll-calculator>`: The monthly and annual cost of an outsourced payroll package and the saving against running it in-house. */
export interface AcctPayrollCalculatorEventMap extends HTMLElementEventMap {
  /** Each press of the calculate button that produces a result (not on load, not on an automatic calculation (`auto-calculate`), not on a year switch). */
  'acct-calculate': CustomEvent<AcctCalculateDetail<AcctPayrollInput, AcctPayrollResult>>;
}

/** The attributes of `<acct-payroll-calculator>` as written in markup. */
export interface AcctPayrollCalculatorAttributes {
  /** Where “Book a free call about this” leads; the scenario is added to the URL’s fragment. Empty hides the link. */
  'booking-url'?: string;
  /** Fills in the employees field (the number of employees). */
  employees?: string;
  /** Fills in the average salary field (average annual salary in pounds). */
  'average-salary'?: string;
  /** Selects the payroll frequency at the start. */
  frequency?: 'weekly' | 'monthly' | 'quarterly';
  /** Shows the result for the filled-in fields at once, without a press. */
  'auto-calculate'?: boolean;
  /** Leaves out “How we worked this out” under the result. */
  'hide-working'?: boolean;
}

export interface AcctPayrollCalculatorElement extends HTMLElement {
  /** After a result, shows 'Book a free call about this' linking here with the scenario in the URL's fragment, after any `#anchor` the URL has (`#booking-widget&calc=director&year=2025-26&salary=50000&…&headline=Total tax £7,486`): `calc`, `year` for calculators with a tax year, one parameter per input, `headline`. Browsers never send a fragment to a server, so the figures stay out of every server's logs; the page they lead to reads them in the visitor's browser. Without it the link is not shown. */
  bookingUrl?: string;
  /** The number of employees, filled into the field as text when the widget loads and again when the attribute changes (e.g. `8`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  employees?: string;
  /** Average annual salary in pounds, filled into the field as text when the widget loads and again when the attribute changes (e.g. `28000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  averageSalary?: string;
  /** The payroll frequency to start with selected: `weekly`, `monthly` or `quarterly`; any other value selects `monthly`. Applied when the widget loads and when the attribute changes. The visitor can change it. */
  frequency?: 'weekly' | 'monthly' | 'quarterly';
  /** Present (or `true`): the widget calculates when it loads and again whenever a field attribute changes, showing the result, or the field errors a press would show. It fires no `acct-calculate` event, as no visitor acted; focus does not move. Absent or `false`: the visitor presses the button. */
  autoCalculate?: boolean;
  /** Present (or `true`): no “How we worked this out” button or panel under the result. Absent or `false`: the button is shown, and opens each figure’s steps with the rates used, each linked to its source on gov.uk or legislation.gov.uk. */
  hideWorking?: boolean;
  addEventListener<K extends keyof AcctPayrollCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctPayrollCalculatorElement,
      event: AcctPayrollCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof AcctPayrollCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctPayrollCalculatorElement,
      event: AcctPayrollCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<acct-salary-dividend-planner>`: The salary and dividends split of a one-director company’s profit that leaves the director the most after tax, compared with the usual strategies and charted. */
export interface AcctSalaryDividendPlannerEventMap extends HTMLElementEventMap {
  /** Each press of the calculate button that produces a result (not on load, not on an automatic calculation (`auto-calculate`), not on a year switch). */
  'acct-calculate': CustomEvent<AcctCalculateDetail<AcctPlannerInput, AcctPlannerResult>>;
}

/** The attributes of `<acct-salary-dividend-planner>` as written in markup. */
export interface AcctSalaryDividendPlannerAttributes {
  /** Which year’s rates and thresholds the calculator uses. */
  'tax-year'?: '2025-26' | '2026-27';
  /** Where “Book a free call about this” leads; the scenario is added to the URL’s fragment. Empty hides the link. */
  'booking-url'?: string;
  /** Fills in the company profit field (the company’s profit for the year in pounds, before the director’s salary and employer NI). */
  'company-profit'?: string;
  /** Starts with the Employment Allowance switch on. */
  'employment-allowance'?: boolean;
  /** Starts with the Scottish taxpayer switch on. */
  'scottish-taxpayer'?: boolean;
  /** Shows the result for the filled-in fields at once, without a press. */
  'auto-calculate'?: boolean;
  /** Leaves out “How we worked this out” under the result. */
  'hide-working'?: boolean;
}

export interface AcctSalaryDividendPlannerElement extends HTMLElement {
  /** The starting tax year; the visitor can still switch it with the visible year switch. Unknown values fall back to the default. */
  taxYear?: '2025-26' | '2026-27';
  /** After a result, shows 'Book a free call about this' linking here with the scenario in the URL's fragment, after any `#anchor` the URL has (`#booking-widget&calc=director&year=2025-26&salary=50000&…&headline=Total tax £7,486`): `calc`, `year` for calculators with a tax year, one parameter per input, `headline`. Browsers never send a fragment to a server, so the figures stay out of every server's logs; the page they lead to reads them in the visitor's browser. Without it the link is not shown. */
  bookingUrl?: string;
  /** The company’s profit for the year in pounds, before the director’s salary and employer NI, filled into the field as text when the widget loads and again when the attribute changes (e.g. `75000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  companyProfit?: string;
  /** Present (or `true`): the Employment Allowance switch starts on, and the allowance is set off against employer NI. Absent or `false`: it starts off, as a company whose only employee paid above the secondary threshold is its director cannot claim it. The visitor can change it. */
  employmentAllowance?: boolean;
  /** Present (or `true`): the Scottish taxpayer switch starts on, so salary and trading profit are taxed at the Scottish rates and bands; savings and dividends stay at UK rates, and National Insurance is UK-wide. Absent or `false`: off. The visitor can change it. */
  scottishTaxpayer?: boolean;
  /** Present (or `true`): the widget calculates when it loads and again whenever a field attribute changes, showing the result, or the field errors a press would show. It fires no `acct-calculate` event, as no visitor acted; focus does not move. Absent or `false`: the visitor presses the button. */
  autoCalculate?: boolean;
  /** Present (or `true`): no “How we worked this out” button or panel under the result. Absent or `false`: the button is shown, and opens each figure’s steps with the rates used, each linked to its source on gov.uk or legislation.gov.uk. */
  hideWorking?: boolean;
  addEventListener<K extends keyof AcctSalaryDividendPlannerEventMap>(
    type: K,
    listener: (
      this: AcctSalaryDividendPlannerElement,
      event: AcctSalaryDividendPlannerEventMap[K],
    ) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof AcctSalaryDividendPlannerEventMap>(
    type: K,
    listener: (
      this: AcctSalaryDividendPlannerElement,
      event: AcctSalaryDividendPlannerEventMap[K],
    ) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<acct-cookie-consent>`: The cookie banner and preferences dialog, with Google Consent Mode v2 updates and a stored choice. */
export interface AcctCookieConsentEventMap extends HTMLElementEventMap {
  /** The visitor makes or changes a choice in the banner or the dialog (never on load). */
  'acct-consent-change': CustomEvent<AcctConsentChangeDetail>;
}

/** The attributes of `<acct-cookie-consent>` as written in markup. */
export interface AcctCookieConsentAttributes {
  /** Linked from the banner and the dialog. */
  'privacy-url'?: string;
}

export interface AcctCookieConsentElement extends HTMLElement {
  /** Links 'cookie policy' in the banner and the dialog. */
  privacyUrl?: string;
  addEventListener<K extends keyof AcctCookieConsentEventMap>(
    type: K,
    listener: (this: AcctCookieConsentElement, event: AcctCookieConsentEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof AcctCookieConsentEventMap>(
    type: K,
    listener: (this: AcctCookieConsentElement, event: AcctCookieConsentEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<acct-review-carousel>`: Client reviews from an endpoint of your choice, labelled as live, or a dated snapshot labelled with its month whenever the endpoint is unset or fails. */
export type AcctReviewCarouselEventMap = HTMLElementEventMap;

/** The attributes of `<acct-review-carousel>` as written in markup. */
export interface AcctReviewCarouselAttributes {
  /** URL that answers a POST of { placeId } with reviews. Empty shows the dated snapshot. */
  'reviews-endpoint'?: string;
  /** Sent to the endpoint as placeId. */
  'place-id'?: string;
}

export interface AcctReviewCarouselElement extends HTMLElement {
  /** Where reviews are POSTed for, as `{ "placeId": "…" }` (the site uses `${VITE_SUPABASE_URL}/functions/v1/google-reviews`). Its answer is labelled “Rating and reviews from Google”. Without it, or when it fails, the built-in snapshot is shown, labelled “Google reviews as of” and its month. Changing it fetches again. */
  reviewsEndpoint?: string;
  /** A Google place id, sent to the endpoint as `placeId`. Changing it fetches again. */
  placeId?: string;
  addEventListener<K extends keyof AcctReviewCarouselEventMap>(
    type: K,
    listener: (this: AcctReviewCarouselElement, event: AcctReviewCarouselEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof AcctReviewCarouselEventMap>(
    type: K,
    listener: (this: AcctReviewCarouselElement, event: AcctReviewCarouselEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** Attributes every acct-* element accepts in JSX (React 19 passes them to the element as is). */
export type AcctElementAttributes<E extends HTMLElement> = {
  id?: string;
  class?: string;
  className?: string;
  style?: Record<string, string | number>;
  slot?: string;
  hidden?: boolean;
  ref?: { current: E | null } | ((element: E | null) => void);
  key?: string | number;
  [customProperty: `--acct-${string}`]: string | undefined;
};

/** The global attributes an acct-* element accepts in a template besides its own. */
type AcctGlobalAttributes = {
  id?: string;
  title?: string;
  hidden?: boolean;
  slot?: string;
  lang?: string;
  dir?: string;
  role?: string;
};

/** In a Svelte template, with `class`, `style` and `data-*` / `aria-*` as written. */
export type AcctSvelteAttributes = AcctGlobalAttributes & {
  class?: string;
  style?: string;
  [data: `data-${string}`]: unknown;
  [aria: `aria-${string}`]: string | undefined;
};

/** In a Vue template (where `class` and `style` are Vue's own): vue-tsc reads `data-id` as `dataId`. */
export type AcctVueAttributes = AcctGlobalAttributes & {
  [data: `data${Capitalize<string>}`]: unknown;
  [aria: `aria${Capitalize<string>}`]: string | undefined;
};

/** What Vue's template type-checking (vue-tsc, Volar) needs to know of a custom element. */
export type AcctVueElement<E extends HTMLElement, Props> = new () => E & { $props: Props };

declare global {
  interface HTMLElementTagNameMap {
    'acct-self-employed-calculator': AcctSelfEmployedCalculatorElement;
    'acct-director-calculator': AcctDirectorCalculatorElement;
    'acct-expense-calculator': AcctExpenseCalculatorElement;
    'acct-payroll-calculator': AcctPayrollCalculatorElement;
    'acct-salary-dividend-planner': AcctSalaryDividendPlannerElement;
    'acct-cookie-consent': AcctCookieConsentElement;
    'acct-review-carousel': AcctReviewCarouselElement;
  }
  interface WindowEventMap {
    'acct-calculate': CustomEvent<AcctCalculateDetail>;
    'acct-consent-change': CustomEvent<AcctConsentChangeDetail>;
    'acct-open-cookie-preferences': CustomEvent<undefined>;
  }
  namespace svelteHTML {
    interface IntrinsicElements {
      'acct-self-employed-calculator': AcctSelfEmployedCalculatorAttributes &
        AcctSvelteAttributes & {
          'onacct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctSelfEmployedInput, AcctSelfEmployedResult>>,
          ) => void;
          'on:acct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctSelfEmployedInput, AcctSelfEmployedResult>>,
          ) => void;
        };
      'acct-director-calculator': AcctDirectorCalculatorAttributes &
        AcctSvelteAttributes & {
          'onacct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctDirectorInput, AcctDirectorResult>>,
          ) => void;
          'on:acct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctDirectorInput, AcctDirectorResult>>,
          ) => void;
        };
      'acct-expense-calculator': AcctExpenseCalculatorAttributes &
        AcctSvelteAttributes & {
          'onacct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctExpensesInput, AcctExpensesResult>>,
          ) => void;
          'on:acct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctExpensesInput, AcctExpensesResult>>,
          ) => void;
        };
      'acct-payroll-calculator': AcctPayrollCalculatorAttributes &
        AcctSvelteAttributes & {
          'onacct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctPayrollInput, AcctPayrollResult>>,
          ) => void;
          'on:acct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctPayrollInput, AcctPayrollResult>>,
          ) => void;
        };
      'acct-salary-dividend-planner': AcctSalaryDividendPlannerAttributes &
        AcctSvelteAttributes & {
          'onacct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctPlannerInput, AcctPlannerResult>>,
          ) => void;
          'on:acct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctPlannerInput, AcctPlannerResult>>,
          ) => void;
        };
      'acct-cookie-consent': AcctCookieConsentAttributes &
        AcctSvelteAttributes & {
          'onacct-consent-change'?: (event: CustomEvent<AcctConsentChangeDetail>) => void;
          'on:acct-consent-change'?: (event: CustomEvent<AcctConsentChangeDetail>) => void;
        };
      'acct-review-carousel': AcctReviewCarouselAttributes & AcctSvelteAttributes & {};
    }
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'acct-self-employed-calculator': AcctElementAttributes<AcctSelfEmployedCalculatorElement> &
        AcctSelfEmployedCalculatorAttributes;
      'acct-director-calculator': AcctElementAttributes<AcctDirectorCalculatorElement> &
        AcctDirectorCalculatorAttributes;
      'acct-expense-calculator': AcctElementAttributes<AcctExpenseCalculatorElement> &
        AcctExpenseCalculatorAttributes;
      'acct-payroll-calculator': AcctElementAttributes<AcctPayrollCalculatorElement> &
        AcctPayrollCalculatorAttributes;
      'acct-salary-dividend-planner': AcctElementAttributes<AcctSalaryDividendPlannerElement> &
        AcctSalaryDividendPlannerAttributes;
      'acct-cookie-consent': AcctElementAttributes<AcctCookieConsentElement> &
        AcctCookieConsentAttributes;
      'acct-review-carousel': AcctElementAttributes<AcctReviewCarouselElement> &
        AcctReviewCarouselAttributes;
    }
  }
}

declare module 'vue' {
  interface GlobalComponents {
    'acct-self-employed-calculator': AcctVueElement<
      AcctSelfEmployedCalculatorElement,
      Pick<
        AcctSelfEmployedCalculatorElement,
        | 'taxYear'
        | 'bookingUrl'
        | 'income'
        | 'expenses'
        | 'scottishTaxpayer'
        | 'studentLoanPlans'
        | 'pensionContributions'
        | 'employmentIncome'
        | 'tradingAllowance'
        | 'childBenefitChildren'
        | 'marriageAllowance'
        | 'unusedAnnualAllowance'
        | 'autoCalculate'
        | 'hideWorking'
      > &
        AcctVueAttributes & {
          onAcctCalculate?: (
            event: CustomEvent<AcctCalculateDetail<AcctSelfEmployedInput, AcctSelfEmployedResult>>,
          ) => void;
        }
    >;
    'acct-director-calculator': AcctVueElement<
      AcctDirectorCalculatorElement,
      Pick<
        AcctDirectorCalculatorElement,
        | 'taxYear'
        | 'bookingUrl'
        | 'salary'
        | 'dividends'
        | 'savings'
        | 'scottishTaxpayer'
        | 'studentLoanPlans'
        | 'pensionContributions'
        | 'childBenefitChildren'
        | 'marriageAllowance'
        | 'unusedAnnualAllowance'
        | 'autoCalculate'
        | 'hideWorking'
      > &
        AcctVueAttributes & {
          onAcctCalculate?: (
            event: CustomEvent<AcctCalculateDetail<AcctDirectorInput, AcctDirectorResult>>,
          ) => void;
        }
    >;
    'acct-expense-calculator': AcctVueElement<
      AcctExpenseCalculatorElement,
      Pick<
        AcctExpenseCalculatorElement,
        | 'bookingUrl'
        | 'monthlyRevenue'
        | 'categories'
        | 'additionalExpenses'
        | 'autoCalculate'
        | 'hideWorking'
      > &
        AcctVueAttributes & {
          onAcctCalculate?: (
            event: CustomEvent<AcctCalculateDetail<AcctExpensesInput, AcctExpensesResult>>,
          ) => void;
        }
    >;
    'acct-payroll-calculator': AcctVueElement<
      AcctPayrollCalculatorElement,
      Pick<
        AcctPayrollCalculatorElement,
        'bookingUrl' | 'employees' | 'averageSalary' | 'frequency' | 'autoCalculate' | 'hideWorking'
      > &
        AcctVueAttributes & {
          onAcctCalculate?: (
            event: CustomEvent<AcctCalculateDetail<AcctPayrollInput, AcctPayrollResult>>,
          ) => void;
        }
    >;
    'acct-salary-dividend-planner': AcctVueElement<
      AcctSalaryDividendPlannerElement,
      Pick<
        AcctSalaryDividendPlannerElement,
        | 'taxYear'
        | 'bookingUrl'
        | 'companyProfit'
        | 'employmentAllowance'
        | 'scottishTaxpayer'
        | 'autoCalculate'
        | 'hideWorking'
      > &
        AcctVueAttributes & {
          onAcctCalculate?: (
            event: CustomEvent<AcctCalculateDetail<AcctPlannerInput, AcctPlannerResult>>,
          ) => void;
        }
    >;
    'acct-cookie-consent': AcctVueElement<
      AcctCookieConsentElement,
      Pick<AcctCookieConsentElement, 'privacyUrl'> &
        AcctVueAttributes & {
          onAcctConsentChange?: (event: CustomEvent<AcctConsentChangeDetail>) => void;
        }
    >;
    'acct-review-carousel': AcctVueElement<
      AcctReviewCarouselElement,
      Pick<AcctReviewCarouselElement, 'reviewsEndpoint' | 'placeId'> & AcctVueAttributes & {}
    >;
  }
}
