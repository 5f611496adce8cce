import { formatMoney } from './money.ts';
import type { AcctTaxYear } from './events.ts';

/** Which calculator a booking enquiry comes from. */
export type BookingScenarioName = 'self-employed' | 'director' | 'expenses' | 'payroll' | 'planner';

/** What a calculator hands to the booking page: the tax year, its inputs and its headline figure. */
export interface BookingScenario {
  scenario: BookingScenarioName;
  taxYear?: AcctTaxYear;
  /** Inputs by their engine names, as text (numbers in plain digits). */
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

// Query strings are visitor-controlled: every value is checked against what a calculator can produce.
const VALUE_CHECKS: Record<InputKind, (value: string) => boolean> = {
  money: (value) => /^\d{1,9}(\.\d{1,2})?$/.test(value),
  count: (value) => /^\d{1,6}$/.test(value),
  categories: (value) =>
    value === '' || value.split(',').every((category) => CATEGORY_NAMES.includes(category)),
  frequency: (value) => FREQUENCIES.includes(value),
};

const SCENARIO_NAMES: readonly string[] = [
  'self-employed',
  'director',
  'expenses',
  'payroll',
  'planner',
];
const TAX_YEAR_IDS: readonly string[] = ['2025-26', '2026-27'];
// Letters, digits, spaces and the punctuation of a money headline; nothing that could be markup.
const HEADLINE = /^[\p{L}\p{N} £%.,:'()/-]{1,120}$/u;

/**
 * Adds the scenario to a booking URL as query parameters, before any `#hash`:
 * `/contact#booking-widget` → `/contact?scenario=self-employed&taxYear=2025-26&income=45000&…#booking-widget`.
 */
export function buildBookingLink(bookingUrl: string, scenario: BookingScenario): string {
  const hashAt = bookingUrl.indexOf('#');
  const hash = hashAt >= 0 ? bookingUrl.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? bookingUrl.slice(0, hashAt) : bookingUrl;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  params.set('scenario', scenario.scenario);
  if (scenario.taxYear) params.set('taxYear', scenario.taxYear);
  for (const [name, value] of Object.entries(scenario.inputs)) params.set(name, value);
  params.set('headline', scenario.headline);
  return `${path}?${params.toString()}${hash}`;
}

/** Reads a scenario back from a query string; null when there is none or it is not one of ours. */
export function parseBookingScenario(search: string | URLSearchParams): BookingScenario | null {
  const params =
    typeof search === 'string' ? new URLSearchParams(search.replace(/^\?/, '')) : search;
  const name = params.get('scenario') ?? '';
  const headline = (params.get('headline') ?? '').trim();
  if (!SCENARIO_NAMES.includes(name) || !HEADLINE.test(headline)) return null;
  const scenario = name as BookingScenarioName;

  const inputs: Record<string, string> = {};
  for (const [input, { kind }] of Object.entries(SCENARIO_INPUTS[scenario])) {
    const value = params.get(input);
    if (value !== null && VALUE_CHECKS[kind](value)) inputs[input] = value;
  }
  const taxYear = params.get('taxYear') ?? '';
  const yearMatters =
    scenario === 'self-employed' || scenario === 'director' || scenario === 'planner';
  return {
    scenario,
    ...(yearMatters && TAX_YEAR_IDS.includes(taxYear) ? { taxYear: taxYear as AcctTaxYear } : {}),
    inputs,
    headline,
  };
}

function describeValue(kind: InputKind, value: string): string {
  if (kind === 'money') return formatMoney(Number(value));
  if (kind === 'categories') return value ? value.split(',').join(', ') : 'none';
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
