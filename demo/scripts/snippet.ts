// Builds the embed snippet a partner copies: one script tag, optional theme rule, the element.

/**
 * Which script the snippet loads: the light classic script (Preact inside, the one the partner
 * guide recommends), the classic script with React 19 inside, or the ES-module entry.
 */
export type SnippetFormat = 'lite' | 'react' | 'module';

/** The light script: the smallest self-contained file, and what the partner guide recommends. */
export const DEFAULT_SNIPPET_FORMAT: SnippetFormat = 'lite';

const FOLDERS: Record<SnippetFormat, string> = { lite: 'lite/', react: '', module: 'esm/' };

export type SnippetOptions = {
  origin: string;
  tag: string;
  format: SnippetFormat;
  attributes: ReadonlyArray<[name: string, value: string]>;
  theme: ReadonlyArray<[property: string, value: string]>;
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Custom property values come from our own controls; anything that could end the rule is dropped. */
export function safeCssValue(value: string): string {
  return value.replace(/[;{}<>\\]/g, '').trim();
}

export function bundleUrl(origin: string, tag: string, format: SnippetFormat): string {
  return `${origin}/widgets/${FOLDERS[format]}${tag}.js`;
}

export function buildSnippet(options: SnippetOptions): string {
  const src = escapeHtml(bundleUrl(options.origin, options.tag, options.format));
  const script =
    options.format === 'module'
      ? `<script type="module" src="${src}"></script>`
      : `<script src="${src}" defer></script>`;
  const lines = [script];
  const theme = options.theme
    .map(([property, value]) => [property, safeCssValue(value)] as const)
    .filter(([, value]) => value !== '');
  if (theme.length) {
    lines.push('<style>', `  ${options.tag} {`);
    for (const [property, value] of theme) lines.push(`    ${property}: ${value};`);
    lines.push('  }', '</style>');
  }
  const attributes = options.attributes
    .filter(([, value]) => value !== '')
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  lines.push(`<${options.tag}${attributes}></${options.tag}>`);
  return lines.join('\n');
}
