// The generated sections of the READMEs: each widget's API tables and widgets/README.md's overviews of
// every element, the shared theme and the parts.
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { WIDGET_APIS, PUBLISHED_WIDGET_APIS } from '../../widgets/api.ts';
import { THEME_PROPERTIES } from '../../widgets/shared/runtime/shared-api.ts';
import {
  folderOf,
  isPublished,
  propertyName,
  type AttributeApi,
  type WidgetApi,
} from '../../widgets/shared/runtime/widget-api.ts';
import { ROOT } from './paths.ts';
import { eventDetailSummaries } from '../partner-typings.ts';

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
let summaries: Map<string, string> | undefined;

/** Each event's `detail` in one line, from its type; every widget's at once, as compiling takes seconds. */
function detailSummary(detailType: string): string {
  if (!summaries) {
    const types = [...new Set(WIDGET_APIS.flatMap((api) => api.events.map((e) => e.detailType)))];
    const lines = eventDetailSummaries(types);
    summaries = new Map(types.map((type, index) => [type, lines[index]!]));
  }
  return summaries.get(detailType) ?? eventDetailSummaries([detailType])[0]!;
}

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
          `| ${code(attribute.name)} | ${code(propertyName(attribute.name))} | ${cell(attributeValues(attribute))} | ${attribute.default !== undefined ? code(attribute.default) : (attribute.absent ?? 'none')} | ${cell(attribute.description)} |`,
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
          `| ${code(event.name)} | ${cell(event.description)} | ${cell(detailSummary(event.detailType))} |`,
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

const NUMBER_WORDS = [
  'No',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
];

/** A count in words at the start of a sentence (figures above twelve). */
function countWord(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

/**
 * widgets/README.md's introduction: how many elements are published, how many of them are
 * calculators, and a line on each, so the count follows the registry.
 */
export function catalogueOverview(apis: readonly WidgetApi[] = PUBLISHED_WIDGET_APIS): string {
  const calculators = apis.filter((api) => api.calculator).length;
  return [
    `${countWord(apis.length)} web components for partner sites, blogs and our own pages: ${countWord(calculators).toLowerCase()} UK tax and cost calculators, a cookie consent banner and a client review carousel. Each is one \`<script>\` tag and one element, renders in its own shadow root, and is unaffected by the host page's CSS.`,
    '',
    '| Element | What it does | Reference |',
    '|---|---|---|',
    ...apis.map(
      (api) =>
        `| ${code(`<${api.tag}>`)} | ${cell(api.description)} | [README](${relative('widgets', folderOf(api))}/README.md) |`,
    ),
  ].join('\n');
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
      return `| [${code(api.tag)}](${relative('widgets', folderOf(api))}/README.md) | ${attributes || 'none'} | ${events || 'none'} |`;
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
    const path = join(ROOT, folderOf(api), 'README.md');
    files.set(path, replaceSection(await readFile(path, 'utf8'), 'api', widgetReadmeSection(api)));
  }
  const overview = join(ROOT, 'widgets', 'README.md');
  const published = apis.filter(isPublished);
  let text = await readFile(overview, 'utf8');
  text = replaceSection(text, 'catalogue', catalogueOverview(published));
  text = replaceSection(text, 'elements', elementsOverview(published));
  text = replaceSection(text, 'theme', themeOverview());
  text = replaceSection(text, 'parts', partsOverview(published));
  files.set(overview, text);
  return files;
}
