// acct-widgets.d.ts: the elements' DOM types, React JSX, Vue and Svelte declarations, written from the
// widgets' declared APIs around the event detail types generated from the engine (partner-typings.ts).
import { format, resolveConfig } from 'prettier';
import { PUBLISHED_WIDGET_APIS } from '../../widgets/api.ts';
import { propertyName, typeText, type WidgetApi } from '../../widgets/shared/runtime/widget-api.ts';
import { partnerEventTypes } from '../partner-typings.ts';
import { DECLARATIONS_FILE } from './paths.ts';

const doc = (text: string, indent: string) =>
  `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ')} */\n`;

const baseName = (api: WidgetApi) => api.className.replace(/Element$/, '');
const quoted = (name: string) => `'${name}'`;
/** Vue's listener prop for an event: `acct-calculate` → `onAcctCalculate`. */
const vueListener = (event: string) =>
  `on${propertyName(event).replace(/^./, (c) => c.toUpperCase())}`;

/** An element's typed overload of `addEventListener` or `removeEventListener`, and the untyped one. */
function listenerMethods(method: string, options: string, element: string, map: string): string {
  return `  ${method}<K extends keyof ${map}>(
    type: K,
    listener: (this: ${element}, event: ${map}[K]) => unknown,
    options?: boolean | ${options},
  ): void;
  ${method}(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | ${options},
  ): void;`;
}

function widgetTypes(api: WidgetApi): string {
  const base = baseName(api);
  const properties = api.attributes
    .map(
      (attribute) =>
        doc(attribute.description, '  ') +
        `  ${propertyName(attribute.name)}?: ${typeText(attribute.type)};`,
    )
    .join('\n');
  const attributes = api.attributes
    .map(
      (attribute) =>
        doc(attribute.summary, '  ') + `  ${quoted(attribute.name)}?: ${typeText(attribute.type)};`,
    )
    .join('\n');
  const events = api.events
    .map(
      (event) =>
        doc(event.description, '  ') + `  ${quoted(event.name)}: CustomEvent<${event.detailType}>;`,
    )
    .join('\n');
  const element = api.className;
  const map = `${base}EventMap`;
  return `/** \`<${api.tag}>\`: ${api.description} */
${
  events
    ? `export interface ${map} extends HTMLElementEventMap {\n${events}\n}`
    : `export type ${map} = HTMLElementEventMap;`
}

/** The attributes of \`<${api.tag}>\` as written in markup. */
export interface ${base}Attributes {
${attributes}
}

export interface ${element} extends HTMLElement {
${properties}
${listenerMethods('addEventListener', 'AddEventListenerOptions', element, map)}
${listenerMethods('removeEventListener', 'EventListenerOptions', element, map)}
}`;
}

function eventProps(api: WidgetApi, name: (event: string) => string): string {
  return api.events
    .map(
      (event) => `${quoted(name(event.name))}?: (event: CustomEvent<${event.detailType}>) => void;`,
    )
    .join(' ');
}

/**
 * Vue matches `tax-year="…"` in a template to the prop `taxYear`: the element's properties, the
 * global attributes and the listeners. Nothing else, so vue-tsc's strictTemplates reports a
 * misspelt attribute.
 */
function vueProps(api: WidgetApi): string {
  const names = api.attributes.map((attribute) => quoted(propertyName(attribute.name)));
  return `Pick<${api.className}, ${names.join(' | ') || 'never'}> & AcctVueAttributes & { ${eventProps(api, vueListener)} }`;
}

/** Svelte checks an element's attributes as written: no catch-all, so a misspelt one is an error. */
function svelteAttributes(api: WidgetApi): string {
  const events = `${eventProps(api, (name) => `on${name}`)} ${eventProps(api, (name) => `on:${name}`)}`;
  return `${baseName(api)}Attributes & AcctSvelteAttributes & { ${events} }`;
}

/** Each event once, for `WindowEventMap`: the widgets' events bubble out to the window. */
function windowEvents(apis: readonly WidgetApi[]): string[] {
  const names = new Set(apis.flatMap((api) => api.events.map((event) => event.name)));
  return [...names].map((name) => {
    const details = apis.flatMap((api) => api.events.filter((event) => event.name === name));
    const generic = details.length > 1 ? (details[0]?.detailType.replace(/<.*$/, '') ?? '') : '';
    const type = generic || (details[0]?.detailType ?? 'unknown');
    return `${quoted(name)}: CustomEvent<${type}>;`;
  });
}

/** The types every element's declarations use: JSX, Svelte and Vue attributes, Vue's element type. */
const SHARED_TYPES = `/** Attributes every acct-* element accepts in JSX (React 19 passes them to the element as is). */
export type AcctElementAttributes<E extends HTMLElement> = {
  id?: string;
  class?: string;
  className?: string;
  style?: Record<string, string | number>;
  slot?: string;
  hidden?: boolean;
  ref?: { current: E | null } | ((element: E | null) => void);
  key?: string | number;
  [customProperty: \`--acct-\${string}\`]: string | undefined;
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

/** In a Svelte template, with \`class\`, \`style\` and \`data-*\` / \`aria-*\` as written. */
export type AcctSvelteAttributes = AcctGlobalAttributes & {
  class?: string;
  style?: string;
  [data: \`data-\${string}\`]: unknown;
  [aria: \`aria-\${string}\`]: string | undefined;
};

/** In a Vue template (where \`class\` and \`style\` are Vue's own): vue-tsc reads \`data-id\` as \`dataId\`. */
export type AcctVueAttributes = AcctGlobalAttributes & {
  [data: \`data\${Capitalize<string>}\`]: unknown;
  [aria: \`aria\${Capitalize<string>}\`]: string | undefined;
};

/** What Vue's template type-checking (vue-tsc, Volar) needs to know of a custom element. */
export type AcctVueElement<E extends HTMLElement, Props> = new () => E & { $props: Props };`;

/** A global interface augmented with these entries, one a line, its body indented under `indent`. */
function augmentedInterface(name: string, entries: readonly string[], indent: string): string {
  return `${indent}interface ${name} {\n${entries.map((entry) => `${indent}  ${entry}`).join('\n')}\n${indent}}`;
}

/** The tag, window event and framework maps, each augmented with every element. */
function globalDeclarations(apis: readonly WidgetApi[]): string {
  const byTag = (type: (api: WidgetApi) => string) =>
    apis.map((api) => `${quoted(api.tag)}: ${type(api)};`);
  const tagMap = augmentedInterface(
    'HTMLElementTagNameMap',
    byTag((api) => api.className),
    '  ',
  );
  const windowEventMap = augmentedInterface(
    'WindowEventMap',
    [...windowEvents(apis), `${quoted('acct-open-cookie-preferences')}: CustomEvent<undefined>;`],
    '  ',
  );
  const svelte = augmentedInterface('IntrinsicElements', byTag(svelteAttributes), '    ');
  const react = augmentedInterface(
    'IntrinsicElements',
    byTag((api) => `AcctElementAttributes<${api.className}> & ${baseName(api)}Attributes`),
    '    ',
  );
  const vue = augmentedInterface(
    'GlobalComponents',
    byTag((api) => `AcctVueElement<${api.className}, ${vueProps(api)}>`),
    '  ',
  );
  return `declare global {
${tagMap}
${windowEventMap}
  namespace svelteHTML {
${svelte}
  }
}

declare module 'react' {
  namespace JSX {
${react}
  }
}

declare module 'vue' {
${vue}
}
`;
}

/** The whole of acct-widgets.d.ts for these widgets, formatted as the repository formats it. */
export async function widgetDeclarations(
  apis: readonly WidgetApi[] = PUBLISHED_WIDGET_APIS,
): Promise<string> {
  const eventTypes = partnerEventTypes();
  const source = `// Type declarations for the acct-* custom elements: DOM, React JSX (18 and 19), Vue and Svelte.
// Generated from the widgets' declared APIs by \`npm run docs:widgets\`; do not edit.
// Use: add the file to your tsconfig "include" (or /// <reference path="./acct-widgets.d.ts" />).
// The React, Vue and Svelte sections augment those frameworks' types and change nothing where a
// framework is absent.

${eventTypes}

${apis.map(widgetTypes).join('\n\n')}

${SHARED_TYPES}

${globalDeclarations(apis)}`;
  const options = await resolveConfig(DECLARATIONS_FILE);
  return format(source, { ...options, filepath: DECLARATIONS_FILE });
}
