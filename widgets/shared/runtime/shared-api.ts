// Declarations that every widget, or every calculator, shares; each widget's api.ts picks from them.
// Pure data: no React, no CSS, so Node scripts can import it as it is.
import {
  MARRIAGE_ALLOWANCE_CLAIMS,
  MAX_CHILD_BENEFIT_CHILDREN,
  STUDENT_LOAN_PLANS,
  TAX_YEARS,
  taxYearLabel,
} from '../../../engine/index.ts';
import {
  typeText,
  type AttributeApi,
  type CssPropertyApi,
  type EventApi,
  type PartApi,
  type ScenarioField,
} from './widget-api.ts';

const DEFAULT_FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The theme every widget reads (widgets/shared/runtime/styles.css). */
export const THEME_PROPERTIES: readonly CssPropertyApi[] = [
  {
    name: '--acct-color-primary',
    syntax: '<color>',
    default: '#0c5e6e',
    label: 'Primary',
    description: 'buttons, selected states, headline figures, focus rings',
  },
  {
    name: '--acct-color-primary-contrast',
    syntax: '<color>',
    default: '#ffffff',
    label: 'Text on primary',
    description: 'text on primary',
  },
  {
    name: '--acct-color-text',
    syntax: '<color>',
    default: '#14263b',
    label: 'Text',
    description: 'text',
  },
  {
    name: '--acct-color-muted',
    syntax: '<color>',
    default: '#4b5b6c',
    label: 'Muted text',
    description: 'hints, result labels',
  },
  {
    name: '--acct-color-surface',
    syntax: '<color>',
    default: '#ffffff',
    label: 'Surface',
    description: 'card and field backgrounds',
  },
  {
    name: '--acct-color-border',
    syntax: '<color>',
    default: '#c5d0db',
    label: 'Border',
    description: 'borders',
  },
  {
    name: '--acct-color-error',
    syntax: '<color>',
    default: '#b42318',
    label: 'Error',
    description: 'error messages and borders',
  },
  {
    name: '--acct-font-family',
    syntax: '<family-name>#',
    default: DEFAULT_FONT_STACK,
    label: 'Font family',
    description: 'all text',
  },
  {
    name: '--acct-radius',
    syntax: '<length>',
    default: '12px',
    label: 'Corner radius',
    description: 'corner radius',
  },
];

const AMOUNT: ScenarioField = { kind: 'amount' };

export const TAX_YEAR_ATTRIBUTE: AttributeApi<'tax-year'> = {
  name: 'tax-year',
  type: {
    kind: 'enum',
    values: TAX_YEARS.map((year) => ({ value: year, label: taxYearLabel(year) })),
  },
  absent: 'the tax year today falls in',
  label: 'Tax year',
  summary: 'Which year’s rates and thresholds the calculator uses.',
  description:
    'The starting tax year; the visitor can still switch it with the visible year switch. Absent or unknown: the tax year the visitor’s today falls in (from 6 April, UK time), the first year listed before it starts and the last after it ends.',
};

/** The years as a TypeScript type, `'2025-26' | '2026-27'`, for typings and docs. */
export const TAX_YEAR_TYPE = typeText(TAX_YEAR_ATTRIBUTE.type);

export const BOOKING_URL_ATTRIBUTE: AttributeApi<'booking-url'> = {
  name: 'booking-url',
  type: { kind: 'url' },
  label: 'Booking URL',
  summary:
    'Where “Book a free call about this” leads; the scenario is added to the URL’s fragment. Empty hides the link.',
  description:
    "After a result, shows 'Book a free call about this' linking here with the scenario in the URL's fragment, after any `#anchor` the URL has (`#booking-widget&calc=director&year=2025-26&salary=50000&…&headline=Total tax £7,486`): `calc`, `year` for calculators with a tax year, one parameter per input, `headline`. Browsers never send a fragment to a server, so the figures stay out of every server's logs; the page they lead to reads them in the visitor's browser. Without it the link is not shown.",
  example: '/contact#booking-widget',
  preset: '/contact#booking-widget',
};

export const SCOTTISH_TAXPAYER_ATTRIBUTE: AttributeApi<'scottish-taxpayer'> = {
  name: 'scottish-taxpayer',
  type: { kind: 'boolean' },
  field: { kind: 'switch' },
  label: 'Scottish taxpayer',
  summary: 'Starts with the Scottish taxpayer switch on.',
  description:
    'Present (or `true`): the Scottish taxpayer switch starts on, so salary and trading profit are taxed at the Scottish rates and bands; savings and dividends stay at UK rates, and National Insurance is UK-wide. Absent or `false`: off. The visitor can change it.',
};

export const STUDENT_LOAN_PLANS_ATTRIBUTE: AttributeApi<'student-loan-plans'> = {
  name: 'student-loan-plans',
  type: { kind: 'string' },
  field: { kind: 'list', values: STUDENT_LOAN_PLANS },
  label: 'Student loan plans',
  summary: 'Plans ticked at the start, space-separated: plan1 plan2 plan4 plan5 postgraduate.',
  description:
    'Space-separated student loan plans to start with ticked: `plan1`, `plan2`, `plan4`, `plan5`, `postgraduate` (e.g. `plan2 postgraduate`); unknown names are ignored. Repayments are shown as their own line, not as tax, and taken off net income. The visitor can change them.',
  example: 'plan2 postgraduate',
};

export const PENSION_CONTRIBUTIONS_ATTRIBUTE: AttributeApi<'pension-contributions'> = {
  name: 'pension-contributions',
  type: { kind: 'string' },
  field: AMOUNT,
  label: 'Pension contributions',
  summary: 'Gross personal pension contributions a year to start with, e.g. 5000.',
  description:
    'Gross personal pension contributions a year (relief at source) to fill the field with, e.g. `5000`; checked like the other amounts when the visitor presses Calculate. The result shows what goes into the pension, what it costs after its tax relief and the take-home after paying it.',
  example: '5000',
};

/** The circumstances both tax calculators accept, in the order their controls appear. */
export const CIRCUMSTANCE_ATTRIBUTES = [
  SCOTTISH_TAXPAYER_ATTRIBUTE,
  STUDENT_LOAN_PLANS_ATTRIBUTE,
  PENSION_CONTRIBUTIONS_ATTRIBUTE,
] as const;

export const CHILD_BENEFIT_CHILDREN_ATTRIBUTE: AttributeApi<'child-benefit-children'> = {
  name: 'child-benefit-children',
  type: { kind: 'string' },
  field: { kind: 'count' },
  label: 'Child Benefit children',
  summary: 'Children the household gets Child Benefit for, e.g. 2.',
  description: `How many children the household gets Child Benefit for (a whole number from 0 to ${MAX_CHILD_BENEFIT_CHILDREN}, e.g. \`2\`), filled into the field under “More about you”, which opens; checked like typed text. The result shows the High Income Child Benefit Charge the visitor would pay as the partner with the higher adjusted net income (through Self Assessment, or through their tax code).`,
  example: '2',
};

export const MARRIAGE_ALLOWANCE_ATTRIBUTE: AttributeApi<'marriage-allowance'> = {
  name: 'marriage-allowance',
  type: {
    kind: 'enum',
    values: [
      { value: 'receive', label: 'Receives' },
      { value: 'transfer', label: 'Transfers' },
    ],
  },
  field: { kind: 'choice', values: MARRIAGE_ALLOWANCE_CLAIMS },
  label: 'Marriage Allowance',
  summary:
    'Starts with Marriage Allowance received from, or transferred to, a spouse or civil partner.',
  description:
    '`receive`: a spouse or civil partner transfers part of their personal allowance to the visitor (a tax reduction); `transfer`: the visitor transfers part of theirs. Absent: neither. Sets the choice under “More about you”, which opens; another value shows that field’s error. When the visitor is not eligible the result says why instead of applying it.',
};

export const UNUSED_ANNUAL_ALLOWANCE_ATTRIBUTE: AttributeApi<'unused-annual-allowance'> = {
  name: 'unused-annual-allowance',
  type: { kind: 'string' },
  field: AMOUNT,
  label: 'Unused annual allowance',
  summary: 'Pension annual allowance carried forward from the three previous years, e.g. 20000.',
  description:
    'Annual allowance unused in the three previous tax years, in pounds (e.g. `20000`), filled into the field under “More about you”, which opens; checked like typed text. Pension contributions up to the year’s allowance plus this bear no annual allowance charge.',
  example: '20000',
};

/**
 * The circumstances under “More about you” both tax calculators accept, in the order their
 * controls appear.
 */
export const MORE_ABOUT_YOU_ATTRIBUTES = [
  CHILD_BENEFIT_CHILDREN_ATTRIBUTE,
  MARRIAGE_ALLOWANCE_ATTRIBUTE,
  UNUSED_ANNUAL_ALLOWANCE_ATTRIBUTE,
] as const;

export const MORE_ABOUT_YOU_PART: PartApi = {
  name: 'more',
  description: 'the ‘More about you’ button and its fields',
};

export const CIRCUMSTANCE_PARTS: readonly PartApi[] = [
  { name: 'circumstances', description: 'the Scottish taxpayer, student loan and pension fields' },
  { name: 'note', description: 'the notes under the results (marginal rate, payments)' },
  { name: 'marginal', description: 'the marginal rate note' },
];

/**
 * `acct-calculate` of a calculator with the given input and result types (their partner names in its
 * api.ts); the READMEs list their fields from the types themselves.
 */
export function calculateEvent(input: string, result: string): EventApi {
  return {
    name: 'acct-calculate',
    detailType: `AcctCalculateDetail<${input}, ${result}>`,
    description:
      'Each calculation the visitor makes, once per scenario: a press of the calculate button, or their own change to a field or the tax year once the fields have settled and are valid. Not on load, and not when the page fills or works out the fields (attributes, `auto-calculate`).',
  };
}

/** The parts every calculator has (widgets/shared/toolkit/calculator-shell.tsx, field.tsx, result-row.tsx). */
export const CALCULATOR_PARTS: readonly PartApi[] = [
  { name: 'root', description: 'the card' },
  { name: 'title', description: 'the heading' },
  { name: 'form', description: 'the form' },
  { name: 'field', description: 'each field wrapper' },
  { name: 'label', description: 'each field label' },
  { name: 'input', description: 'each text input or select' },
  { name: 'error', description: 'a field’s error message' },
  { name: 'button', description: 'the calculate button (also `calculate`)' },
  { name: 'calculate', description: 'the calculate button' },
  { name: 'results', description: 'the result panel' },
  { name: 'result-row', description: 'each result row' },
  { name: 'booking-link', description: 'the ‘Book a free call about this’ link' },
  { name: 'stale', description: 'the ‘Out of date’ notice over a result while a field is invalid' },
  {
    name: 'retry',
    description:
      'the Retry button of a part loaded on demand (the working, the year comparison) that could not be loaded',
  },
];

export const YEAR_SWITCH_PART: PartApi = {
  name: 'year-switch',
  description: 'the tax-year switch',
};

export const YEAR_NOTICE_PART: PartApi = {
  name: 'year-notice',
  description: 'the notice under the year switch when `tax-year` names no known year',
};

export const HIDE_WORKING_ATTRIBUTE: AttributeApi<'hide-working'> = {
  name: 'hide-working',
  type: { kind: 'boolean' },
  label: 'Hide the working',
  summary: 'Leaves out “How we worked this out” under the result.',
  description:
    'Present (or `true`): no “How we worked this out” button or panel under the result. Absent or `false`: the button is shown, and opens each figure’s steps with the rates used, each linked to its source on gov.uk or legislation.gov.uk.',
};

export const WORKING_PART: PartApi = {
  name: 'working',
  description: 'the ‘How we worked this out’ button and its panel',
};

/** The self-employed and director calculators' figures: the period switch, where each pound goes. */
export const FIGURES_PARTS: readonly PartApi[] = [
  { name: 'period-switch', description: 'the yearly, monthly or weekly switch over the figures' },
  { name: 'split', description: 'where each pound goes: the bar and its list' },
];

export const EXPLAIN_PART: PartApi = {
  name: 'explain',
  description: 'the ‘?’ beside a technical figure or note, and its explanation',
};

/** The “Compare years” switch and table of the calculators whose figures depend on the year. */
export const COMPARE_PARTS: readonly PartApi[] = [
  { name: 'compare', description: 'the ‘Compare years’ switch and its table' },
  { name: 'compare-table', description: 'the table of each figure in every tax year' },
];

export const AUTO_CALCULATE_ATTRIBUTE: AttributeApi<'auto-calculate'> = {
  name: 'auto-calculate',
  type: { kind: 'boolean' },
  label: 'Auto-calculate',
  summary: 'Shows the result for the filled-in fields at once, without a press.',
  description:
    'Present (or `true`): the widget calculates when it loads and again whenever a field attribute changes, showing the result, or the field errors a press would show. It fires no `acct-calculate` event, as no visitor acted; focus does not move. Absent or `false`: the visitor presses the button.',
};

/** An on-or-off circumstance, a switch the visitor can still turn. */
export function switchAttribute<const Name extends string>(
  name: Name,
  label: string,
  description: string,
): AttributeApi<Name> {
  return {
    name,
    type: { kind: 'boolean' },
    field: { kind: 'switch' },
    label,
    summary: `Starts with “${label}” on.`,
    description: `Present (or \`true\`): ${description} Absent or \`false\`: off. The visitor can change it.`,
  };
}

/**
 * An attribute that fills in one field, as text exactly as a visitor would type it (`50000`,
 * `£50,000`), checked like typed text when the form is calculated; an amount unless `field` says
 * otherwise.
 */
export function fieldAttribute<const Name extends string>(
  name: Name,
  label: string,
  what: string,
  example: string,
  field: ScenarioField = AMOUNT,
): AttributeApi<Name> {
  return {
    name,
    type: { kind: 'string' },
    field,
    label,
    summary: `Fills in the ${label.toLowerCase()} field (${what}).`,
    description: `${what[0]?.toUpperCase() ?? ''}${what.slice(1)}, filled into the field as text when the widget loads and again when the attribute changes (e.g. \`${example}\`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With \`auto-calculate\` the result shows at once.`,
    example,
  };
}
