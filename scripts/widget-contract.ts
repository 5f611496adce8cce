// Everything derived from the widgets' declared APIs (widgets/<name>/api.ts): the Custom Elements
// Manifest, the TypeScript declarations and the README API tables. `npm run docs:widgets` writes the
// committed copies; the build publishes the manifest and the declarations with the bundles.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Package } from 'custom-elements-manifest';
import { format, resolveConfig } from 'prettier';
import { PUBLISHED_WIDGET_APIS, WIDGET_APIS } from '../widgets/api.ts';
import { THEME_PROPERTIES } from '../widgets/shared/shared-api.ts';
import { partnerEventTypes } from './partner-typings.ts';
import {
  folderOf,
  isPublished,
  propertyName,
  typeText,
  type AttributeApi,
  type WidgetApi,
} from '../widgets/shared/widget-api.ts';

export const ROOT = resolve(import.meta.dirname, '..');
/** The committed declarations, type-checked with the project and copied into dist/widgets/. */
export const DECLARATIONS_FILE = join(ROOT, 'widgets', 'acct-widgets.d.ts');

/** Where a widget's classic script is published, relative to the site's root. */
export const modulePath = (api: WidgetApi) => `widgets/${api.tag}.js`;

// ---------------------------------------------------------------------------------------------
// Custom Elements Manifest (schema 2.1)

export const MANIFEST_SCHEMA_VERSION = '2.1.0';

function manifestAttribute(attribute: AttributeApi) {
  return {
    name: attribute.name,
    fieldName: propertyName(attribute.name),
    type: { text: typeText(attribute.type) },
    ...(attribute.default !== undefined ? { default: attribute.default } : {}),
    summary: attribute.summary,
    description: attribute.description,
  };
}

function manifestField(attribute: AttributeApi) {
  return {
    kind: 'field' as const,
    name: propertyName(attribute.name),
    type: { text: `${typeText(attribute.type)} | undefined` },
    ...(attribute.default !== undefined ? { default: `'${attribute.default}'` } : {}),
    attribute: attribute.name,
    reflects: true,
    summary: attribute.summary,
    description: attribute.description,
  };
}

export function customElementsManifest(
  apis: readonly WidgetApi[] = PUBLISHED_WIDGET_APIS,
): Package {
  return {
    schemaVersion: MANIFEST_SCHEMA_VERSION,
    readme: 'widgets/README.md',
    modules: apis.map((api) => ({
      kind: 'javascript-module' as const,
      path: modulePath(api),
      declarations: [
        {
          kind: 'class' as const,
          customElement: true as const,
          name: api.className,
          tagName: api.tag,
          summary: api.name,
          description: api.description,
          superclass: { name: 'HTMLElement', package: 'global:' },
          attributes: api.attributes.map(manifestAttribute),
          members: api.attributes.map(manifestField),
          events: api.events.map((event) => ({
            name: event.name,
            type: { text: `CustomEvent<${event.detailType}>` },
            description: event.description,
          })),
          cssProperties: api.cssProperties.map((property) => ({
            name: property.name,
            syntax: property.syntax,
            default: property.default,
            description: property.description,
          })),
          cssParts: api.parts.map((part) => ({ name: part.name, description: part.description })),
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition' as const,
          name: api.tag,
          declaration: { name: api.className, module: modulePath(api) },
        },
      ],
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// acct-widgets.d.ts

const doc = (text: string, indent: string) =>
  `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ')} */\n`;

const baseName = (api: WidgetApi) => api.className.replace(/Element$/, '');
const quoted = (name: string) => `'${name}'`;
/** Vue's listener prop for an event: `acct-calculate` → `onAcctCalculate`. */
const vueListener = (event: string) =>
  `on${propertyName(event).replace(/^./, (c) => c.toUpperCase())}`;

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
  addEventListener<K extends keyof ${map}>(
    type: K,
    listener: (this: ${element}, event: ${map}[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof ${map}>(
    type: K,
    listener: (this: ${element}, event: ${map}[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
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
    return `    ${quoted(name)}: CustomEvent<${type}>;`;
  });
}

export async function widgetDeclarations(
  apis: readonly WidgetApi[] = PUBLISHED_WIDGET_APIS,
): Promise<string> {
  const eventTypes = partnerEventTypes();
  const tags = (entry: (api: WidgetApi) => string) => apis.map(entry).join('\n');

  const source = `// Type declarations for the acct-* custom elements: DOM, React JSX (18 and 19), Vue and Svelte.
// Generated from the widgets' declared APIs by \`npm run docs:widgets\`; do not edit.
// Use: add the file to your tsconfig "include" (or /// <reference path="./acct-widgets.d.ts" />).
// The React, Vue and Svelte sections augment those frameworks' types and change nothing where a
// framework is absent.

${eventTypes}

${apis.map(widgetTypes).join('\n\n')}

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
export type AcctVueElement<E extends HTMLElement, Props> = new () => E & { $props: Props };

declare global {
  interface HTMLElementTagNameMap {
${tags((api) => `    ${quoted(api.tag)}: ${api.className};`)}
  }
  interface WindowEventMap {
${windowEvents(apis).join('\n')}
    'acct-open-cookie-preferences': CustomEvent<undefined>;
  }
  namespace svelteHTML {
    interface IntrinsicElements {
${tags((api) => `      ${quoted(api.tag)}: ${svelteAttributes(api)};`)}
    }
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${tags((api) => `      ${quoted(api.tag)}: AcctElementAttributes<${api.className}> & ${baseName(api)}Attributes;`)}
    }
  }
}

declare module 'vue' {
  interface GlobalComponents {
${tags((api) => `    ${quoted(api.tag)}: AcctVueElement<${api.className}, ${vueProps(api)}>;`)}
  }
}
`;
  const options = await resolveConfig(DECLARATIONS_FILE);
  return format(source, { ...options, filepath: DECLARATIONS_FILE });
}

// ---------------------------------------------------------------------------------------------
// README sections

const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function attributeValues(attribute: AttributeApi): string {
  switch (attribute.type.kind) {
    case 'enum':
      return attribute.type.values.map((value) => code(value.value)).join(', ');
    case 'url':
      return attribute.example ? `a URL, e.g. ${code(attribute.example)}` : 'a URL';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'present (or `true`), absent (or `false`)';
    default:
      return attribute.example ? `text, e.g. ${code(attribute.example)}` : 'text';
  }
}

/** The generated part of a widget's README: attributes, properties, events, custom properties, parts. */
export function widgetReadmeSection(api: WidgetApi): string {
  const lines: string[] = [];
  lines.push('## Attributes and properties', '');
  if (api.attributes.length) {
    lines.push(
      'Every attribute has a camelCase property that mirrors it (setting the property updates the attribute).',
      '',
      '| Attribute | Property | Values | Default | Description |',
      '|---|---|---|---|---|',
      ...api.attributes.map(
        (attribute) =>
          `| ${code(attribute.name)} | ${code(propertyName(attribute.name))} | ${cell(attributeValues(attribute))} | ${attribute.default !== undefined ? code(attribute.default) : 'none'} | ${cell(attribute.description)} |`,
      ),
    );
  } else {
    lines.push('None.');
  }
  lines.push('', '## Events', '');
  if (api.events.length) {
    lines.push(
      '| Event | When | `detail` |',
      '|---|---|---|',
      ...api.events.map(
        (event) =>
          `| ${code(event.name)} | ${cell(event.description)} | ${cell(event.detailSummary)} |`,
      ),
      '',
      'Events are `CustomEvent`s dispatched from the element, `bubbles: true`, `composed: true`, so a',
      'listener on `window` sees them too. Their types are in `acct-widgets.d.ts`.',
    );
  } else {
    lines.push('None.');
  }
  lines.push(
    '',
    '## CSS custom properties',
    '',
    'Set them on the element (or any ancestor).',
    '',
    '| Property | Default | Used for |',
    '|---|---|---|',
    ...api.cssProperties.map(
      (property) =>
        `| ${code(property.name)} | ${code(cell(property.default))} | ${cell(property.description)} |`,
    ),
    '',
    '## Parts',
    '',
    `Style inner pieces from the page with \`${api.tag}::part(name)\`.`,
    '',
    '| Part | Element |',
    '|---|---|',
    ...api.parts.map((part) => `| ${code(part.name)} | ${cell(part.description)} |`),
  );
  return lines.join('\n');
}

/** widgets/README.md's overview of every element's attributes and events. */
export function elementsOverview(apis: readonly WidgetApi[] = PUBLISHED_WIDGET_APIS): string {
  return [
    '| Element | Attributes (property) | Events |',
    '|---|---|---|',
    ...apis.map((api) => {
      const attributes = api.attributes
        .map((attribute) => `${code(attribute.name)} (${code(propertyName(attribute.name))})`)
        .join('; ');
      const events = api.events.map((event) => code(event.name)).join(', ');
      return `| [${code(api.tag)}](${folderOf(api)}/README.md) | ${attributes || 'none'} | ${events || 'none'} |`;
    }),
  ].join('\n');
}

/** widgets/README.md's table of the theme every widget shares. */
export function themeOverview(): string {
  return [
    '| Property | Default | Used for |',
    '|---|---|---|',
    ...THEME_PROPERTIES.map(
      (property) =>
        `| ${code(property.name)} | ${code(cell(property.default))} | ${cell(property.description)} |`,
    ),
  ].join('\n');
}

/** widgets/README.md's table of every widget's parts. */
export function partsOverview(apis: readonly WidgetApi[] = PUBLISHED_WIDGET_APIS): string {
  return [
    '| Element | Parts |',
    '|---|---|',
    ...apis.map(
      (api) => `| ${code(api.tag)} | ${api.parts.map((part) => code(part.name)).join(', ')} |`,
    ),
  ].join('\n');
}

/** Replaces what lies between `<!-- name:start -->` and `<!-- name:end -->`. */
export function replaceSection(text: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`No ${start} … ${end} section`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

/**
 * Every README with its generated sections brought up to date: path → content. Each widget's own
 * README documents its API, published or not; the overview lists only the published widgets.
 */
export async function generatedReadmes(
  apis: readonly WidgetApi[] = WIDGET_APIS,
): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const api of apis) {
    const path = join(ROOT, 'widgets', folderOf(api), 'README.md');
    files.set(path, replaceSection(await readFile(path, 'utf8'), 'api', widgetReadmeSection(api)));
  }
  const overview = join(ROOT, 'widgets', 'README.md');
  const published = apis.filter(isPublished);
  let text = await readFile(overview, 'utf8');
  text = replaceSection(text, 'elements', elementsOverview(published));
  text = replaceSection(text, 'theme', themeOverview());
  text = replaceSection(text, 'parts', partsOverview(published));
  files.set(overview, text);
  return files;
}
