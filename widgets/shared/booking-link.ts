import { formatMoney } from './money.ts';
import type { AcctTaxYear } from './events.ts';
import { decodeFragment, encodeFragment, fragmentKind } from './share-fragment.ts';

/** Which calculator a booking enquiry comes from. */
export type BookingScenarioName = 'self-employed' | 'director' | 'expenses' | 'payroll' | 'planner';

/** What a calculator hands to the booking page: the tax year, its inputs and its headline figure. */
export interface BookingScenario {
  scenario: BookingScenarioName;
  taxYear?: AcctTaxYear;
  /** Inputs by their field names, as the share link writes them (numbers in plain digits). */
  inputs: Record<string, string>;
  /** The headline result, e.g. `Total tax £7,486`. */
  headline: string;
}

type InputKind = 'money' | 'count' | 'categories' | 'frequency';

const SCENARIO_INPUTS: Record<
  BookingScenarioName,
  Record<string, { label: string; kind: InputKind }>
> = {
  'self-employed': {
    income: { label: 'income', kind: 'money' },
    expenses: { label: 'expenses', kind: 'money' },
  },
  director: {
    salary: { label: 'salary', kind: 'money' },
    dividends: { label: 'dividends', kind: 'money' },
    savings: { label: 'savings income', kind: 'money' },
  },
  planner: {
    companyProfit: { label: 'company profit', kind: 'money' },
  },
  expenses: {
    monthlyRevenue: { label: 'monthly revenue', kind: 'money' },
    categories: { label: 'expense categories', kind: 'categories' },
    additionalExpenses: { label: 'additional annual expenses', kind: 'money' },
  },
  payroll: {
    employees: { label: 'employees', kind: 'count' },
    averageSalary: { label: 'average salary', kind: 'money' },
    frequency: { label: 'payroll frequency', kind: 'frequency' },
  },
};

const SCENARIO_TITLES: Record<BookingScenarioName, string> = {
  'self-employed': 'Self-employed tax calculator',
  director: 'Director tax calculator',
  expenses: 'Business expense calculator',
  payroll: 'Payroll cost calculator',
  planner: 'Salary and dividends planner',
};

const CATEGORY_NAMES = ['office', 'travel', 'equipment', 'marketing', 'professional'];
const FREQUENCIES = ['weekly', 'monthly', 'quarterly'];

// Links are visitor-controlled: every value is checked against what a calculator can produce.
const VALUE_CHECKS: Record<InputKind, (value: string) => boolean> = {
  money: (value) => /^\d{1,9}(\.\d{1,2})?$/.test(value),
  count: (value) => /^\d{1,6}$/.test(value),
  categories: (value) =>
    value === '' || value.split(/[\s,]+/).every((category) => CATEGORY_NAMES.includes(category)),
  frequency: (value) => FREQUENCIES.includes(value),
};

// Letters, digits, spaces and the punctuation of a money headline; nothing that could be markup.
const HEADLINE = /^[\p{L}\p{N} £%.,:'()/-]{1,120}$/u;
const HEADLINE_KEY = 'headline';

/**
 * The booking URL's own fragment split into its anchor (`booking-widget`, what the page scrolls to)
 * and any parameters the page put there (`link=/tax-calculator`).
 */
function splitFragment(fragment: string): { anchor: string; params: URLSearchParams } {
  const [first = '', ...rest] = fragment.split('&');
  const anchored = first !== '' && !first.includes('=');
  return {
    anchor: anchored ? first : '',
    params: new URLSearchParams((anchored ? rest : [first, ...rest]).join('&')),
  };
}

/**
 * The booking URL with the scenario in its fragment, after the URL's own anchor:
 * `/contact#booking-widget` → `/contact#booking-widget&calc=self-employed&year=2025-26&income=45000&…&headline=…`.
 * Browsers never send a fragment to a server, so the figures stay out of every server's logs; the
 * booking page reads them in the visitor's browser and puts them in the booking notes. The URL's
 * path and query are left as they are (a `topic=…` stays: a topic is not a figure).
 */
export function buildBookingLink(bookingUrl: string, scenario: BookingScenario): string {
  const hashAt = bookingUrl.indexOf('#');
  const base = hashAt >= 0 ? bookingUrl.slice(0, hashAt) : bookingUrl;
  const { anchor, params } = splitFragment(hashAt >= 0 ? bookingUrl.slice(hashAt + 1) : '');
  const fields = new URLSearchParams(
    encodeFragment({
      kind: scenario.scenario,
      ...(scenario.taxYear ? { taxYear: scenario.taxYear } : {}),
      fields: scenario.inputs,
    }),
  );
  for (const [name, value] of fields) params.set(name, value);
  params.set(HEADLINE_KEY, scenario.headline);
  return `${base}#${anchor ? `${anchor}&` : ''}${params.toString()}`;
}

/**
 * Reads a scenario back from a booking link's fragment (with or without its `#`); null when there is
 * none or it is not one of ours. Only values a calculator can produce are kept.
 */
export function parseBookingScenario(hash: string): BookingScenario | null {
  const kind = fragmentKind(hash);
  const decoded = kind ? decodeFragment(kind, hash) : null;
  if (!kind || !decoded) return null;
  const headline = (new URLSearchParams(hash.replace(/^#/, '')).get(HEADLINE_KEY) ?? '').trim();
  if (!HEADLINE.test(headline)) return null;
  const inputs: Record<string, string> = {};
  for (const [input, { kind: valueKind }] of Object.entries(SCENARIO_INPUTS[kind])) {
    const value = decoded.fields[input];
    if (value !== undefined && VALUE_CHECKS[valueKind](value)) inputs[input] = value;
  }
  return {
    scenario: kind,
    ...(decoded.taxYear ? { taxYear: decoded.taxYear } : {}),
    inputs,
    headline,
  };
}

/** A parameter the booking URL's page put in its fragment (`link`), or null. */
export function bookingFragmentParam(hash: string, name: string): string | null {
  try {
    return splitFragment(hash.replace(/^#/, '')).params.get(name);
  } catch {
    return null;
  }
}

function describeValue(kind: InputKind, value: string): string {
  if (kind === 'money') return formatMoney(Number(value));
  if (kind === 'categories') return value ? value.split(/[\s,]+/).join(', ') : 'none';
  return value;
}

/**
 * One line of booking notes, e.g. `Self-employed tax calculator (2025/26): income £45,000,
 * expenses £5,000. Total tax £7,486.`
 */
export function describeBookingScenario(scenario: BookingScenario): string {
  const year = scenario.taxYear ? ` (${scenario.taxYear.replace('-', '/')})` : '';
  const parts = Object.entries(SCENARIO_INPUTS[scenario.scenario])
    .filter(([input]) => scenario.inputs[input] !== undefined)
    .map(
      ([input, { label, kind }]) => `${label} ${describeValue(kind, scenario.inputs[input] ?? '')}`,
    );
  const inputs = parts.length ? `: ${parts.join(', ')}` : '';
  return `${SCENARIO_TITLES[scenario.scenario]}${year}${inputs}. ${scenario.headline}.`;
}
