// The partner guide's snippets, as a partner would copy them: the fenced blocks of widgets/README.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const PARTNER_GUIDE = join(import.meta.dirname, '..', '..', 'widgets', 'README.md');

export type Snippet = { language: string; code: string; line: number };

/** Every fenced block of a Markdown text, with its language (`''` when none) and its first line. */
export function fencedBlocks(markdown: string): Snippet[] {
  const blocks: Snippet[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)```(\S*)\s*$/.exec(lines[index] ?? '');
    if (!open) continue;
    const indent = open[1]?.length ?? 0;
    const body: string[] = [];
    const line = index + 2;
    for (index += 1; index < lines.length && !/^\s*```\s*$/.test(lines[index] ?? ''); index += 1) {
      body.push((lines[index] ?? '').slice(indent));
    }
    blocks.push({ language: open[2] ?? '', code: body.join('\n'), line });
  }
  return blocks;
}

/** What a partner pastes into a web page as it is: markup, a script, a stylesheet. */
export const PAGE_LANGUAGES = ['html', 'js', 'css'] as const;

/**
 * The guide's other blocks, and what checks them instead: framework code by the host apps in
 * tests/hosts, the event shapes and headers by being what the typings and the CSP test say.
 */
export const OTHER_LANGUAGES: Readonly<Record<string, string>> = {
  ts: 'framework configuration, event shapes: tests/hosts and the typings',
  vue: 'tests/hosts/vue',
  svelte: 'tests/hosts/svelte',
  tsx: 'tests/hosts/react18',
  sh: 'the build command, which npm test runs',
  '': 'HTTP headers: tests/demo/csp.spec.ts',
};

export function partnerGuideSnippets(): Snippet[] {
  return fencedBlocks(readFileSync(PARTNER_GUIDE, 'utf8'));
}

/** The snippets a partner pastes into a page, in the guide's order. */
export function pageSnippets(snippets: readonly Snippet[] = partnerGuideSnippets()) {
  const of = (language: string) =>
    snippets.filter((snippet) => snippet.language === language).map(({ code }) => code);
  return { html: of('html'), js: of('js'), css: of('css') };
}

/**
 * A partner's page holding every snippet: stylesheets in the head, markup in the body in the guide's
 * order, scripts after it (they look up elements the markup puts there).
 */
export function partnerPage(snippets: ReturnType<typeof pageSnippets>): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner page</title>',
    `<style>\n${snippets.css.join('\n')}\n</style>`,
    '</head><body><main>',
    ...snippets.html,
    '</main>',
    ...snippets.js.map((code) => `<script>\n${code}\n</script>`),
    '</body></html>',
  ].join('\n');
}
