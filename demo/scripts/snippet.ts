// Builds the embed snippet a partner copies: one script tag, optional theme rule, the element with
// the space it holds before its script has run.

/**
 * Which script the snippet loads: the light classic script (Preact inside, the one the partner
 * guide recommends), the classic script with React 19 inside, or the ES-module entry.
 */
export type SnippetFormat = 'lite' | 'react' | 'module';

/** The light script: the smallest self-contained file, and what the partner guide recommends. */
export const DEFAULT_SNIPPET_FORMAT: SnippetFormat = 'lite';

const FOLDERS: Record<SnippetFormat, string> = { lite: 'lite/', react: '', module: 'esm/' };

/**
 * The space an element holds from the moment the page is parsed (its declared `reservedHeight`),
 * and what it shows there until its script has run: a link to the calculator on the practice's site.
 */
export type ReservedSpace = {
  height: string;
  fallback?: { href: string; text: string };
};

export type SnippetOptions = {
  origin: string;
  tag: string;
  format: SnippetFormat;
  attributes: ReadonlyArray<[name: string, value: string]>;
  theme: ReadonlyArray<[property: string, value: string]>;
  space?: ReservedSpace | undefined;
};

/** What the element needs for its child's height to follow its width (`cqw`), before the script. */
export const RESERVING_ELEMENT_STYLE = 'display: block; container-type: inline-size';

/**
 * The element as the page writes it. With a reserved space, a child of the element holds its height
 * (in the visitor's default text size and the element's width) until the widget renders into the
 * same space; the widget shows that child's place, unseen, beside itself (the element's styles.css).
 */
export function embedElement(
  tag: string,
  attributes: ReadonlyArray<[name: string, value: string]>,
  space?: ReservedSpace,
): string {
  const written = attributes
    .filter(([, value]) => value !== '')
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  if (!space) return `<${tag}${written}></${tag}>`;
  const fallback = space.fallback
    ? `<a href="${escapeHtml(space.fallback.href)}">${escapeHtml(space.fallback.text)}</a>`
    : '';
  return [
    `<${tag}${written} style="${RESERVING_ELEMENT_STYLE}">`,
    `  <div style="font-size: medium; height: ${safeCssValue(space.height)}">${fallback}</div>`,
    `</${tag}>`,
  ].join('\n');
}

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
  lines.push(embedElement(options.tag, options.attributes, options.space));
  return lines.join('\n');
}
