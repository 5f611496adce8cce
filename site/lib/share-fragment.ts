// A calculator's scenario in the page URL's fragment, so a visitor can send the page and whoever opens
// it sees the same inputs and result. The fragment never reaches a server (browsers do not send it),
// and whatever a link holds is visitor-controlled: decoding keeps only the calculator's own fields,
// as text for the form to check, each and all of it capped in length, and never throws.
import { isTaxYear, type TaxYear } from '../../engine/index.ts';
import type { BookingScenarioName } from '../../widgets/index.ts';

/** Which calculator a fragment is for: the names the booking hand-off uses. */
export type ShareKind = BookingScenarioName;

/** The input a calculator's `acct-calculate` event carries: one of the engine's input types. */
export type CalculatorInput = object;

/** A scenario as the calculator's props take it: the tax year and each field's text. */
export interface SharedScenario {
  kind: ShareKind;
  taxYear?: TaxYear;
  /** Field props (camelCase, as the widgets name them) → text as a visitor would type it. */
  fields: Record<string, string>;
}

type FieldKind = 'amount' | 'switch' | 'list' | 'choice';

/**
 * Each calculator's fields, in the order the fragment lists them: the widget's field attributes by
 * their property names (share-fragment.test.ts fails when the two part).
 */
export const FIELDS: Record<ShareKind, Readonly<Record<string, FieldKind>>> = {
  'self-employed': {
    income: 'amount',
    expenses: 'amount',
    scottishTaxpayer: 'switch',
    studentLoanPlans: 'list',
    pensionContributions: 'amount',
    employmentIncome: 'amount',
    tradingAllowance: 'switch',
    childBenefitChildren: 'amount',
    marriageAllowance: 'choice',
    unusedAnnualAllowance: 'amount',
  },
  director: {
    salary: 'amount',
    dividends: 'amount',
    savings: 'amount',
    scottishTaxpayer: 'switch',
    studentLoanPlans: 'list',
    pensionContributions: 'amount',
    childBenefitChildren: 'amount',
    marriageAllowance: 'choice',
    unusedAnnualAllowance: 'amount',
  },
  planner: { companyProfit: 'amount', employmentAllowance: 'switch', scottishTaxpayer: 'switch' },
  expenses: { monthlyRevenue: 'amount', categories: 'list', additionalExpenses: 'amount' },
  payroll: { employees: 'amount', averageSalary: 'amount', frequency: 'choice' },
};

/** The calculators whose figures depend on the tax year: those with a `tax-year` attribute. */
export const WITH_YEAR: readonly ShareKind[] = ['self-employed', 'director', 'planner'];

const KIND_KEY = 'calc';
const YEAR_KEY = 'year';

/** The longest text one field keeps: more than any amount the forms accept, as typed. */
export const MAX_VALUE_LENGTH = 40;
/** The longest fragment read at all; anything longer is not one of ours. */
export const MAX_FRAGMENT_LENGTH = 600;

// Control and format characters (and lone surrogates) never belong in a field.
const UNPRINTABLE = /[\p{C}]/gu;

/** A field's text from the event's input value: plain digits, `true`, space-separated names. */
function fieldText(kind: FieldKind, value: unknown): string | undefined {
  switch (kind) {
    case 'amount':
      return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
    case 'switch':
      return value === true ? 'true' : undefined;
    case 'choice':
      return typeof value === 'string' && value ? value : undefined;
    case 'list': {
      // Student loan plans are a list; expense categories a record of ticked names.
      const names = Array.isArray(value)
        ? value.filter((name): name is string => typeof name === 'string')
        : value && typeof value === 'object'
          ? Object.entries(value)
              .filter(([, on]) => on === true)
              .map(([name]) => name)
          : [];
      return names.length > 0 ? names.join(' ') : undefined;
    }
  }
}

/** The scenario a calculator's `acct-calculate` event describes. */
export function scenarioFromInput(
  kind: ShareKind,
  taxYear: string | null | undefined,
  input: CalculatorInput,
): SharedScenario {
  const values = input as Readonly<Record<string, unknown>>;
  const fields: Record<string, string> = {};
  for (const [name, fieldKind] of Object.entries(FIELDS[kind])) {
    const text = fieldText(fieldKind, values[name]);
    if (text !== undefined) fields[name] = text.slice(0, MAX_VALUE_LENGTH);
  }
  return {
    kind,
    ...(WITH_YEAR.includes(kind) && taxYear && isTaxYear(taxYear) ? { taxYear } : {}),
    fields,
  };
}

/** The fragment, without its `#`: `calc=director&year=2025-26&salary=50000&dividends=0&savings=0`. */
export function encodeFragment(scenario: SharedScenario): string {
  const params = new URLSearchParams();
  params.set(KIND_KEY, scenario.kind);
  if (scenario.taxYear && WITH_YEAR.includes(scenario.kind)) params.set(YEAR_KEY, scenario.taxYear);
  for (const name of Object.keys(FIELDS[scenario.kind])) {
    const value = scenario.fields[name];
    if (value !== undefined) params.set(name, value.slice(0, MAX_VALUE_LENGTH));
  }
  return params.toString();
}

function decodedValue(kind: FieldKind, raw: string): string | undefined {
  const text = raw.replace(UNPRINTABLE, '').trim().slice(0, MAX_VALUE_LENGTH);
  // A switch is on or absent: any other value would read as "on" in an attribute.
  if (kind === 'switch') return text === 'true' ? 'true' : undefined;
  return text;
}

/**
 * Reads a fragment (with or without its `#`) for the given calculator: null when it is not one of
 * ours, is for another calculator, or is too long. Unknown keys are dropped; values stay text, for
 * the form to check as it checks what a visitor types.
 */
export function decodeFragment(kind: ShareKind, hash: string): SharedScenario | null {
  try {
    const text = hash.startsWith('#') ? hash.slice(1) : hash;
    if (text === '' || text.length > MAX_FRAGMENT_LENGTH) return null;
    const params = new URLSearchParams(text);
    if (params.get(KIND_KEY) !== kind) return null;
    const year = params.get(YEAR_KEY);
    const fields: Record<string, string> = {};
    for (const [name, fieldKind] of Object.entries(FIELDS[kind])) {
      const raw = params.get(name);
      if (raw === null) continue;
      const value = decodedValue(fieldKind, raw);
      if (value !== undefined) fields[name] = value;
    }
    return {
      kind,
      ...(WITH_YEAR.includes(kind) && year !== null && isTaxYear(year) ? { taxYear: year } : {}),
      fields,
    };
  } catch {
    return null;
  }
}

/** The page's address with the scenario as its fragment (any fragment it had is replaced). */
export function shareUrl(pageUrl: string, scenario: SharedScenario): string {
  const hashAt = pageUrl.indexOf('#');
  const base = hashAt >= 0 ? pageUrl.slice(0, hashAt) : pageUrl;
  return `${base}#${encodeFragment(scenario)}`;
}
