// How a prerendered page's styles are split between its <head> and the stylesheet it links.
//
// Beasties inlines the rules a page's markup uses; the page links the rest for what scripts render
// later (menus, dialogs, results, the next page). Adding a stylesheet to a painted page restyles
// every element its rules may match, and some rules match every element whatever the markup: the
// typeface's faces (a new @font-face lays the whole page out again) and Tailwind's `properties` and
// `base` layers (`*`, `html`, `body`, element rules). Traced at full CPU speed on
// /tax-calculator, adding the whole stylesheet took 13–20 ms of style and layout, and the same sheet
// without those three parts 6–11 ms; at a phone's CPU that is four times as long, in one task.
//
// So those parts go into every page's <head> in full, and the linked sheet is the rest. The cascade
// is unchanged: a layer's place is fixed by the order layers are first named (the inlined CSS names
// them in the stylesheet's order), and within the two inlined layers every rule keeps its place, as
// no rule of theirs is in the linked sheet to come after it.

import { createHash } from 'node:crypto';
import postcss, { type AtRule, type Root } from 'postcss';

/** The layers every page carries in full in its <head>: each holds rules for every element. */
export const INLINED_LAYERS = ['properties', 'base'] as const;

export type SplitStylesheet = {
  /** The stylesheet's @font-face rules, which every page carries in its <head>. */
  faces: string;
  /** Each inlined layer's block, as the stylesheet has it. */
  layers: Map<string, string>;
  /** The stylesheet without the faces and those layers: what a page links. */
  rest: string;
};

const isInlinedLayer = (node: AtRule) =>
  node.name === 'layer' &&
  node.nodes !== undefined &&
  (INLINED_LAYERS as readonly string[]).includes(node.params);

/** Splits the built stylesheet into what every page inlines in full and what it links. */
export function splitStylesheet(css: string): SplitStylesheet {
  const root = postcss.parse(css);
  const faces: string[] = [];
  const layers = new Map<string, string>();
  root.each((node) => {
    if (node.type !== 'atrule') return;
    if (node.name === 'font-face') {
      faces.push(node.toString());
      node.remove();
    } else if (isInlinedLayer(node)) {
      if (layers.has(node.params))
        throw new Error(`the stylesheet has two @layer ${node.params} blocks`);
      layers.set(node.params, node.toString());
      node.remove();
    }
  });
  for (const name of INLINED_LAYERS)
    if (!layers.has(name)) throw new Error(`the stylesheet has no @layer ${name} block`);
  return { faces: faces.join(''), layers, rest: root.toString() };
}

/**
 * A page's inlined CSS (what Beasties kept of the stylesheet, in its order) with the stylesheet's
 * faces in front and each inlined layer in full in place of Beasties' part of it.
 */
export function inlineInFull(critical: string, split: SplitStylesheet): string {
  const root: Root = postcss.parse(critical);
  const replaced = new Set<string>();
  root.each((node) => {
    if (node.type !== 'atrule' || !isInlinedLayer(node)) return;
    node.replaceWith(postcss.parse(split.layers.get(node.params)!));
    replaced.add(node.params);
  });
  // Every page's markup has elements, so Beasties keeps a part of each of those layers (`*` at
  // least); a page without one would change the layers' order, so it is an error, not a guess.
  for (const name of INLINED_LAYERS)
    if (!replaced.has(name)) throw new Error(`the page's inlined CSS has no @layer ${name} block`);
  return split.faces + root.toString();
}

/** The linked sheet's path, beside the stylesheet's and named by its content, as Vite names files. */
export function restFilePath(stylesheetPath: string, rest: string): string {
  const hash = createHash('sha256').update(rest).digest('base64url').slice(0, 8);
  return stylesheetPath.replace(/[^/]+$/, `style-rest-${hash}.css`);
}
