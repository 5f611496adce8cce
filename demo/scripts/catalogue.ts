// The shape of what the harness knows about each element. The data (tags, attributes, events,
// custom properties) is generated from the widgets' declared APIs when the demo is built
// (scripts/build-demo-catalogue.ts) and imported as `virtual:acct-widget-catalogue`; the demo itself
// uses only the built bundles, never widget source.
import type { ReservedSpace } from './snippet.ts';

export type AttributeControl =
  | {
      kind: 'select';
      name: string;
      label: string;
      hint: string;
      options: ReadonlyArray<{ value: string; label: string }>;
    }
  | {
      kind: 'text';
      name: string;
      label: string;
      hint: string;
      placeholder?: string;
      /** Written on the element in the page's markup, as a typical partner would. */
      initial?: string;
    };

export type WidgetInfo = {
  tag: string;
  name: string;
  description: string;
  attributes: readonly AttributeControl[];
  events: readonly string[];
  /** The CSS custom properties the element reads, with their defaults. */
  theme: readonly ThemeProperty[];
  /** The space its embed holds before its script has run. */
  space?: ReservedSpace;
};

export type ThemeProperty = {
  name: string;
  label: string;
  kind: 'color' | 'font' | 'length';
  /** The control's starting value: the widget's default ('' for the font's "Widget default"). */
  initial: string;
};

/** The widget's own defaults, shown in the controls until someone changes them. */
export function lightTheme(widget: WidgetInfo): Readonly<Record<string, string>> {
  return Object.fromEntries(widget.theme.map((property) => [property.name, property.initial]));
}

/** A palette for a partner with a dark site: every pair keeps WCAG AA contrast. */
const DARK_PALETTE: Readonly<Record<string, string>> = {
  '--acct-color-primary': '#7dd3fc',
  '--acct-color-primary-contrast': '#0b1220',
  '--acct-color-text': '#e5e7eb',
  '--acct-color-muted': '#b6bec9',
  '--acct-color-surface': '#111827',
  '--acct-color-border': '#4b5563',
  '--acct-color-error': '#fca5a5',
};

export function darkTheme(widget: WidgetInfo): Readonly<Record<string, string>> {
  return { ...lightTheme(widget), ...DARK_PALETTE };
}

export const FONT_CHOICES: ReadonlyArray<{ value: string; label: string }> = [
  { value: '', label: 'Widget default' },
  { value: 'system-ui, sans-serif', label: 'System UI' },
  { value: 'Georgia, "Times New Roman", serif', label: 'Serif (Georgia)' },
  { value: '"Trebuchet MS", "Segoe UI", sans-serif', label: 'Humanist (Trebuchet)' },
  { value: 'ui-monospace, "Cascadia Mono", Menlo, monospace', label: 'Monospace' },
];
