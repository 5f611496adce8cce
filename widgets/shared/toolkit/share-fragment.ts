// A calculator's scenario as a URL fragment: `calc=director&year=2025-26&salary=50000&…`. It is the
// one encoding of a scenario: a calculator page's share link and a booking link both carry it, and
// browsers never send a fragment to a server. Which fields a calculator has, and how each travels,
// come from its declared API (the attributes with a `field`), so this file names no calculator.
// A fragment is visitor-controlled: decoding keeps only values a calculator could have produced.
import {
  CALCULATOR_INPUT_LIMIT,
  isTaxYear,
  readAmount,
  type TaxYear,
} from '../../../engine/index.ts';
import {
  propertyName,
  type AttributeApi,
  type CalculatorApi,
  type ScenarioColumn,
  type ScenarioField,
} from '../runtime/widget-api.ts';

/** A scenario: the calculator, its tax year when its figures depend on one, each field as text. */
export interface SharedScenario<Id extends string = string> {
  kind: Id;
  taxYear?: TaxYear;
  /** Field props (camelCase, as the widgets name them) → text the form reads as typed text. */
  fields: Record<string, string>;
  /** The headline result a booking link carries, e.g. `Total tax £7,486`. */
  headline?: string;
}

/** One input of a calculator, as a scenario carries it. */
export interface CalculatorField {
  /** The prop and fragment key: `income`, `studentLoanPlans`. */
  name: string;
  /** How the field is named on screen and in booking notes. */
  label: string;
  field: ScenarioField;
}

const KIND_KEY = 'calc';
const YEAR_KEY = 'year';
const HEADLINE_KEY = 'headline';

/**
 * The longest fragment read at all; anything longer is not one of ours. A list of sales at its
 * longest takes most of it (widgets/scenarios.test.ts checks every calculator's longest).
 */
export const MAX_FRAGMENT_LENGTH = 2000;
// Letters, digits, spaces and the punctuation of a money headline; nothing that could be markup.
const HEADLINE = /^[\p{L}\p{N} £%.,:'()/-]{1,120}$/u;
const COUNT = /^\d{1,6}$/;
const CODE = /^[A-Z0-9]+(?: [A-Z0-9]+)*$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** How a row writes a column with no value, so the columns after it keep their places. */
const NONE = '-';
const ROW_SEPARATOR = ';';

/** A calculator's inputs, in the order its API declares them. */
export function calculatorFields(api: Pick<CalculatorApi, 'attributes'>): CalculatorField[] {
  const fields: CalculatorField[] = [];
  for (const attribute of api.attributes as readonly AttributeApi[]) {
    if (attribute.field)
      fields.push({
        name: propertyName(attribute.name),
        label: attribute.label,
        field: attribute.field,
      });
  }
  return fields;
}

/** Whether a calculator's figures depend on the tax year: it has a `tax-year` attribute. */
export function hasTaxYear(api: Pick<CalculatorApi, 'attributes'>): boolean {
  return api.attributes.some(({ name }) => name === 'tax-year');
}

/**
 * A field's text from the `acct-calculate` event's input value: an amount in plain digits, `true` for
 * a switch that is on, a list's or a record's ticked names; empty for nothing to carry. Decoding,
 * not this, holds each field to its declared kind.
 */
function fieldText(value: unknown): string {
  // An amount, a choice, or a switch: `true`; nothing when off or absent (a choice not made).
  if (value === undefined || value === null || value === false) return '';
  if (typeof value !== 'object') return String(value);
  // Rows (sales): each row's values in its own order, which is its columns' (the round trip of each
  // calculator's scenario through its form proves it).
  if (Array.isArray(value) && value.some((row) => typeof row === 'object' && row !== null)) {
    return value
      .map((row: Record<string, unknown>) =>
        rowText(Object.keys(row).map((k) => fieldText(row[k]))),
      )
      .join(`${ROW_SEPARATOR} `);
  }
  const record = value as Record<string, unknown>;
  // A list (loan plans) as it is; a record of boxes (expense categories) as the names ticked.
  return (
    Array.isArray(value) ? value : Object.keys(record).filter((name) => record[name] === true)
  ).join(' ');
}

/** A row's values separated by spaces, `-` for none, with no trailing `-`. */
function rowText(values: readonly string[]): string {
  const written = values.map((value) => value || NONE);
  while (written.at(-1) === NONE) written.pop();
  return written.join(' ');
}

/**
 * The rows a `rows` field's text holds, each as its columns' texts (empty for none): what a widget
 * fills its rows with. Nothing is checked here; the form refuses what it cannot read, at its field.
 */
export function rowsOfText(
  columns: readonly ScenarioColumn[],
  text: string,
): Array<Record<string, string>> {
  return text
    .split(ROW_SEPARATOR)
    .map((row) => row.trim())
    .filter((row) => row !== '')
    .map((row) => {
      const values = row.split(/\s+/);
      const cells: Record<string, string> = {};
      columns.forEach(({ name }, index) => {
        const value = values[index] ?? NONE;
        cells[name] = value === NONE ? '' : value;
      });
      return cells;
    });
}

/** A day as `2025-08-14`, when it is one on the calendar. */
function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900;
}

/** A `rows` field's text as a calculator writes it, or undefined when any value is not one. */
function decodedRows(
  field: Extract<ScenarioField, { kind: 'rows' }>,
  raw: string,
): string | undefined {
  const rows = raw
    .split(ROW_SEPARATOR)
    .map((row) => row.trim())
    .filter((row) => row !== '');
  if (rows.length === 0 || rows.length > field.max) return undefined;
  const written: string[] = [];
  for (const row of rows) {
    const values = row.split(/\s+/);
    if (values.length > field.columns.length) return undefined;
    const cells: string[] = [];
    for (let index = 0; index < values.length; index += 1) {
      const value = values[index]!;
      const column = field.columns[index]!.field;
      if (value === NONE) {
        cells.push('');
        continue;
      }
      const cell =
        column.kind === 'date' ? (isDay(value) ? value : undefined) : decodedValue(column, value);
      if (cell === undefined) return undefined;
      cells.push(cell);
    }
    written.push(rowText(cells));
  }
  return written.join(`${ROW_SEPARATOR} `);
}

/**
 * The fragment, without its `#`, of a calculator's `acct-calculate` input: `calc=director&year=2025-26&
 * salary=50000&…`, then `headline=…` when given. What a widget's booking link carries. The input's
 * names are the calculator's fields (widgets/scenarios.test.ts round-trips each one), so this reads
 * only the calculator's id, which a bundle's copy of the API keeps. `taxYear` is null for a
 * calculator whose figures do not depend on the year, as in its `acct-calculate` events.
 */
export function fragmentFromInput(
  api: Pick<CalculatorApi, 'calculator'>,
  taxYear: TaxYear | null,
  input: object,
  headline?: string,
): string {
  const values = input as Readonly<Record<string, unknown>>;
  const params = new URLSearchParams();
  params.set(KIND_KEY, api.calculator.id);
  if (taxYear) params.set(YEAR_KEY, taxYear);
  for (const name of Object.keys(values)) {
    const text = fieldText(values[name]);
    if (text) params.set(name, text);
  }
  if (headline) params.set(HEADLINE_KEY, headline);
  return params.toString();
}

/** A decoded scenario's fragment, without its `#`. */
export function encodeFragment(api: CalculatorApi, scenario: SharedScenario): string {
  const params = new URLSearchParams();
  params.set(KIND_KEY, api.calculator.id);
  if (scenario.taxYear && hasTaxYear(api)) params.set(YEAR_KEY, scenario.taxYear);
  for (const { name } of calculatorFields(api)) {
    const value = scenario.fields[name];
    if (value !== undefined) params.set(name, value);
  }
  if (scenario.headline) params.set(HEADLINE_KEY, scenario.headline);
  return params.toString();
}

/**
 * A value as a calculator could have written it, or undefined: an amount the forms accept (as people
 * type it, from 0 to the input limit) in plain digits, a whole count, a percentage above 0 and up
 * to 100, `true`, known names only, a code of letters and digits (upper-cased).
 */
function decodedValue(field: ScenarioField, raw: string): string | undefined {
  switch (field.kind) {
    case 'amount': {
      const reading = readAmount(raw);
      return reading.ok &&
        reading.value >= 0 &&
        reading.value <= Math.min(field.max ?? CALCULATOR_INPUT_LIMIT, CALCULATOR_INPUT_LIMIT)
        ? String(reading.value)
        : undefined;
    }
    case 'count':
      return COUNT.test(raw) ? String(Number(raw)) : undefined;
    case 'percent': {
      const reading = readAmount(raw);
      return reading.ok && reading.value > 0 && reading.value <= 100
        ? String(reading.value)
        : undefined;
    }
    case 'switch':
      // On or absent: any other value would read as "on" in an attribute.
      return raw === 'true' ? 'true' : undefined;
    case 'choice':
      return field.values.includes(raw) ? raw : undefined;
    case 'code': {
      const code = raw.toUpperCase();
      return code.length <= field.maxLength && CODE.test(code) ? code : undefined;
    }
    case 'list': {
      const asked = raw.split(/[\s,]+/);
      const names = field.values.filter((name) => asked.includes(name));
      return names.length > 0 ? names.join(' ') : undefined;
    }
    case 'rows':
      return decodedRows(field, raw);
  }
}

/** The fragment's parameters (with or without its `#`), or null when it cannot be one of ours. */
export function fragmentParams(hash: string): URLSearchParams | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (text === '' || text.length > MAX_FRAGMENT_LENGTH) return null;
  try {
    return new URLSearchParams(text);
  } catch {
    return null;
  }
}

/** The calculator id a fragment names (`calc=…`), or null. */
export function fragmentKind(hash: string): string | null {
  return fragmentParams(hash)?.get(KIND_KEY) ?? null;
}

/**
 * Reads a fragment for the given calculator: null when it is not one of ours or is for another
 * calculator. Unknown keys, unknown years and values no calculator writes are dropped; never throws.
 * A fragment may start with the page's own anchor (`#booking-widget&calc=…`).
 */
export function decodeFragment<Id extends string>(
  api: CalculatorApi<string, Id>,
  hash: string,
): SharedScenario<Id> | null {
  const params = fragmentParams(hash);
  if (!params || params.get(KIND_KEY) !== api.calculator.id) return null;
  const year = params.get(YEAR_KEY);
  const fields: Record<string, string> = {};
  for (const { name, field } of calculatorFields(api)) {
    const raw = params.get(name);
    const value = raw === null ? undefined : decodedValue(field, raw.trim());
    if (value !== undefined) fields[name] = value;
  }
  const headline = params.get(HEADLINE_KEY)?.trim() ?? '';
  return {
    kind: api.calculator.id,
    ...(hasTaxYear(api) && year !== null && isTaxYear(year) ? { taxYear: year } : {}),
    fields,
    ...(HEADLINE.test(headline) ? { headline } : {}),
  };
}
