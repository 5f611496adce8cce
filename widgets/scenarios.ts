// Scenarios by calculator id, for the site: the share links of its calculator pages and the booking
// notes. Each calculator's fields come from the registry (CALCULATOR_APIS), the encoding from
// shared/toolkit/share-fragment.ts; nothing here lists a calculator or a field.
import { gbp, isTaxYear, taxYearLabel } from '../engine/index.ts';
import { CALCULATOR_APIS, type CalculatorId } from './api.ts';
import {
  calculatorFields,
  decodeFragment as decodeFor,
  encodeFragment as encodeFor,
  fragmentKind,
  hasTaxYear,
  fragmentFromInput,
  rowsOfText,
  type SharedScenario,
} from './shared/toolkit/share-fragment.ts';
import type { CalculatorApi, ScenarioColumn, ScenarioField } from './shared/runtime/widget-api.ts';

export type { CalculatorId };
/** A scenario of one of the calculators. */
export type CalculatorScenario = SharedScenario<CalculatorId>;

/** A calculator's declared API by its id. */
export function calculatorApi(id: CalculatorId): CalculatorApi<string, CalculatorId> {
  const api = CALCULATOR_APIS.find(({ calculator }) => calculator.id === id);
  if (!api) throw new Error(`No calculator ${id}`);
  return api;
}

/** The site's page for a calculator: `/directors-tax-calculator`. */
export function calculatorRoute(id: CalculatorId): string {
  return calculatorApi(id).calculator.route;
}

/** A calculator as the site lists it: its id, title, one-line description and page. */
export type CalculatorSummary = {
  id: CalculatorId;
  title: string;
  description: string;
  route: string;
};

/** Every calculator, in the registry's order, for the site's lists of calculators. */
export const CALCULATORS: readonly CalculatorSummary[] = CALCULATOR_APIS.map(
  ({ calculator: { id, title, route }, description }) => ({ id, title, description, route }),
);

/** Whether a calculator's figures depend on the tax year. */
export function calculatorHasTaxYear(id: CalculatorId): boolean {
  return hasTaxYear(calculatorApi(id));
}

function isCalculatorId(id: string | null): id is CalculatorId {
  return CALCULATOR_APIS.some(({ calculator }) => calculator.id === id);
}

/**
 * The scenario a fragment carries (with or without its `#`, after any anchor of the page's own):
 * only a known calculator's own fields, with values it could have written, a known year, a headline
 * with no markup in it. Null when there is none or, given `kind`, it is another calculator's.
 */
export function decodeFragment(hash: string, kind?: CalculatorId): CalculatorScenario | null {
  const id = fragmentKind(hash);
  if (!isCalculatorId(id) || (kind !== undefined && id !== kind)) return null;
  return decodeFor(calculatorApi(id), hash);
}

/** The fragment, without its `#`. */
export function encodeFragment(scenario: CalculatorScenario): string {
  return encodeFor(calculatorApi(scenario.kind), scenario);
}

/**
 * The scenario a calculator's `acct-calculate` event describes: its fragment as the booking link
 * writes it, read back, so a scenario is whatever the one encoding carries.
 */
export function scenarioFromInput(
  kind: CalculatorId,
  taxYear: string | null | undefined,
  input: object,
): CalculatorScenario {
  const api = calculatorApi(kind);
  const year = taxYear && isTaxYear(taxYear) && hasTaxYear(api) ? taxYear : null;
  return decodeFor(api, fragmentFromInput(api, year, input)) ?? { kind, fields: {} };
}

/** The page's address with the scenario as its fragment (any fragment it had is replaced). */
export function shareUrl(pageUrl: string, scenario: CalculatorScenario): string {
  const url = new URL(pageUrl);
  url.hash = encodeFragment(scenario);
  return url.href;
}

function describeValue(field: ScenarioField | ScenarioColumn['field'], value: string): string {
  switch (field.kind) {
    case 'amount':
      return gbp(Number(value));
    case 'percent':
      return `${value}%`;
    case 'switch':
      return 'yes';
    case 'list':
      return value.split(' ').join(', ');
    case 'rows':
      // Each row numbered, its values named: `(1) Kind: residential, Proceeds: £250,000, …`.
      return rowsOfText(field.columns, value)
        .map((row, index) => {
          const cells = field.columns
            .filter(({ name }) => row[name])
            .map(
              ({ name, label, field: column }) => `${label}: ${describeValue(column, row[name]!)}`,
            );
          return `(${index + 1}) ${cells.join(', ')}`;
        })
        .join(' ');
    default:
      return value;
  }
}

/**
 * One line of booking notes, e.g. `Self-employed tax calculator (2025/26): Income: £45,000; Expenses:
 * £5,000; Scottish taxpayer: yes. Total tax £7,486.` Every field the scenario carries is named,
 * circumstances included.
 */
export function describeScenario(scenario: CalculatorScenario): string {
  const api = calculatorApi(scenario.kind);
  const year = scenario.taxYear ? ` (${taxYearLabel(scenario.taxYear)})` : '';
  const parts = calculatorFields(api)
    .filter(({ name }) => scenario.fields[name] !== undefined)
    .map(
      ({ name, label, field }) => `${label}: ${describeValue(field, scenario.fields[name] ?? '')}`,
    );
  const inputs = parts.length ? `: ${parts.join('; ')}` : '';
  const headline = scenario.headline ? ` ${scenario.headline}.` : '';
  return `${api.calculator.title}${year}${inputs}.${headline}`;
}
