// The shape of a widget's public API, declared once per widget in its api.ts (a calculator's in
// calculators/<id>/widget/, any other's in widgets/<name>/). The element, the Custom Elements
// Manifest, the typings, the README tables, the demo harness's controls and the build's list of
// entries are all derived from these declarations. Types and small helpers only:
// the elements import it at run time, Node scripts import it as it is.
/** What an attribute accepts. Every kind but `number` and `boolean` is passed to the component as a string. */
export type AttributeType =
  | { kind: 'string' }
  | { kind: 'url' }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'enum'; values: ReadonlyArray<{ value: string; label: string }> };

export interface AttributeApi<Name extends string = string> {
  /** The attribute, kebab-case; its property is the camelCase form (`tax-year` → `taxYear`). */
  name: Name;
  type: AttributeType;
  /** The value in force when the attribute is absent; omitted when absence means "none". */
  default?: string;
  /** What absence means when it is a rule rather than one value (`tax-year`: today's year). */
  absent?: string;
  /** A few words for a form label (the demo harness's controls). */
  label: string;
  /** One line: what it does. */
  summary: string;
  /** The full contract: values, fallbacks, effects. */
  description: string;
  /** A typical value, shown as a placeholder. */
  example?: string;
  /** Written on the element in the demo page's markup, as a typical partner would. */
  preset?: string;
  /** A calculator's input: carried by its share link and booking hand-off, and named in the notes. */
  field?: ScenarioField;
}

/**
 * How a calculator input travels in a scenario's fragment: an amount, a count or a percentage (a
 * share, above 0 and up to 100) as plain digits, a switch as `true` when on, a list as the names
 * ticked, a choice as its value, a code (a tax code) as its letters and digits, rows (a list of
 * sales) as each row's values in its columns' order, separated by spaces (`-` for none), the rows by
 * `;`. Lists, choices and columns name the values they accept, and a code is letters, digits and
 * spaces up to its length, so a visitor-made link cannot carry anything else; the form decides what
 * a code means.
 */
export type ScenarioField =
  /** `max`: a field's own bound below the input limit (a percentage, hours a week). */
  | { kind: 'amount'; max?: number }
  | { kind: 'count' }
  | { kind: 'percent' }
  | { kind: 'switch' }
  | { kind: 'list'; values: readonly string[] }
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'code'; maxLength: number }
  | { kind: 'rows'; max: number; columns: readonly ScenarioColumn[] };

/**
 * One value of each row of a `rows` field (a sale's proceeds): an amount, a switch, a choice, or a
 * day (`2025-08-14`). Its name is the row's property in the calculator's input, in the input's order.
 */
export interface ScenarioColumn {
  name: string;
  label: string;
  field:
    | { kind: 'amount' }
    | { kind: 'switch' }
    | { kind: 'choice'; values: readonly string[] }
    | { kind: 'date' };
}

/**
 * What makes a widget a calculator: its short id (the fragment's `calc=`), its title and the page of
 * the practice's site where it lives.
 */
export interface CalculatorIdentity<Id extends string = string> {
  /** Short, URL-safe: `self-employed`, `director`. */
  id: Id;
  /** The card's heading, and how booking notes name it. */
  title: string;
  /**
   * The site's path for it (`/directors-tax-calculator`): the site's calculator links read it, and
   * the site's route table is checked against it (site/app/route-meta.test.ts).
   */
  route: `/${string}`;
  /** Its place among the calculators wherever they are listed (docs, demo, the site's list), ascending. */
  order: number;
}

export interface EventApi {
  /** `acct-` prefixed, kebab-case. */
  name: `acct-${string}`;
  /**
   * The TypeScript type of `detail`, from the types in widgets/shared/runtime/events.ts; the READMEs
   * list its fields from it (eventDetailSummaries in scripts/partner-typings.ts).
   */
  detailType: string;
  /** When it fires. */
  description: string;
}

export interface CssPropertyApi {
  name: `--acct-${string}`;
  /** CSS syntax of the value: `<color>`, `<length>` or `<family-name>#`. */
  syntax: '<color>' | '<length>' | '<family-name>#';
  default: string;
  /** A few words for a form label. */
  label: string;
  description: string;
}

export interface PartApi {
  name: string;
  description: string;
}

export interface WidgetApi<Name extends string = string, Id extends string = string> {
  tag: `acct-${string}`;
  /** Human name, e.g. 'Director calculator'. */
  name: string;
  /** One sentence: what the widget does. */
  description: string;
  /** The element's class name in the typings. */
  className: string;
  attributes: ReadonlyArray<AttributeApi<Name>>;
  events: readonly EventApi[];
  cssProperties: readonly CssPropertyApi[];
  parts: readonly PartApi[];
  /** Present on a calculator; its inputs are the attributes with a `field`. */
  calculator?: CalculatorIdentity<Id>;
  /**
   * The height the element holds on a partner's page from the moment the page is parsed, before its
   * script has run, so that nothing moves when it renders: a CSS length in `em` (the visitor's
   * default text size, which the widgets' text follows) and `cqw` (the element's width), given to a
   * child of the element by the guide's embed (demo/scripts/snippet.ts). At least the widget's
   * height before its first result at every width from 300 px, which
   * tests/widgets/partner-article.spec.ts measures. Absent for a widget that takes no room in
   * the page (the cookie banner floats over it).
   */
  reservedHeight?: string;
  /**
   * Present when the widget has no partner scripts: the build, the bundle check, the manifest, the
   * typings, the partner docs and the demo harness leave it out, and our own site renders it as a
   * React component. `reason` says why, in a clause the docs quote.
   */
  unpublished?: { reason: string };
}

/** Whether a widget's scripts are built and offered to partners. */
export function isPublished(api: Pick<WidgetApi, 'unpublished'>): boolean {
  return api.unpublished === undefined;
}

/** A calculator's declared API: one with a `calculator` identity. */
export type CalculatorApi<Name extends string = string, Id extends string = string> = WidgetApi<
  Name,
  Id
> & { calculator: CalculatorIdentity<Id> };

/** Keeps attribute names as literal types, so the element can check them against the component's props. */
export function declareWidget<const Name extends string>(
  api: WidgetApi<Name, never>,
): WidgetApi<Name>;
export function declareWidget<const Name extends string, const Id extends string>(
  api: CalculatorApi<Name, Id>,
): CalculatorApi<Name, Id>;
export function declareWidget(api: WidgetApi): WidgetApi {
  return api;
}

export type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

export function propertyName<S extends string>(attribute: S): CamelCase<S> {
  return attribute.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()) as CamelCase<S>;
}

/**
 * The folder that holds a widget, from the repository's root: a calculator's widget/ folder under
 * calculators/<id>/, any other widget's folder under widgets/, named after its tag without `acct-`.
 */
export function folderOf(api: Pick<WidgetApi, 'tag' | 'calculator'>): string {
  return api.calculator
    ? `calculators/${api.calculator.id}/widget`
    : `widgets/${api.tag.replace(/^acct-/, '')}`;
}

/** The TypeScript type of an attribute's value as a property. */
export function typeText(type: AttributeType): string {
  switch (type.kind) {
    case 'enum':
      return type.values.map(({ value }) => `'${value}'`).join(' | ');
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    default:
      return 'string';
  }
}

/** How the element parses the attribute into the component's prop. */
export function elementType(type: AttributeType): 'string' | 'number' | 'boolean' {
  return type.kind === 'number' || type.kind === 'boolean' ? type.kind : 'string';
}
