// What the harness knows about each element: the public contract (tags, attributes, events,
// custom properties), restated here because the demo may use only the built bundles, never source.

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
};

const TAX_YEAR: AttributeControl = {
  kind: 'select',
  name: 'tax-year',
  label: 'Tax year',
  hint: 'Which year’s rates and thresholds the calculator uses.',
  options: [
    { value: '2025-26', label: '2025/26 (default)' },
    { value: '2026-27', label: '2026/27' },
  ],
};

const BOOKING_URL: AttributeControl = {
  kind: 'text',
  name: 'booking-url',
  label: 'Booking URL',
  hint: 'Where “Book a free call about this” leads; the scenario is added as query parameters. Empty hides the link.',
  placeholder: '/contact#booking-widget',
  initial: '/contact#booking-widget',
};

export const WIDGETS: readonly WidgetInfo[] = [
  {
    tag: 'acct-self-employed-calculator',
    name: 'Self-employed calculator',
    description:
      'Income tax, Class 2 and Class 4 National Insurance, take-home pay and effective rate for a sole trader.',
    attributes: [TAX_YEAR, BOOKING_URL],
    events: ['acct-calculate'],
  },
  {
    tag: 'acct-director-calculator',
    name: 'Director calculator',
    description:
      'Personal tax on a company director’s salary, dividends and savings, with the allowances broken down.',
    attributes: [TAX_YEAR, BOOKING_URL],
    events: ['acct-calculate'],
  },
  {
    tag: 'acct-expense-calculator',
    name: 'Expense calculator',
    description:
      'Typical allowable business expenses, the taxable profit they leave and the tax they could save.',
    attributes: [BOOKING_URL],
    events: ['acct-calculate'],
  },
  {
    tag: 'acct-payroll-calculator',
    name: 'Payroll calculator',
    description:
      'The monthly and annual cost of an outsourced payroll package and the saving against running it in-house.',
    attributes: [BOOKING_URL],
    events: ['acct-calculate'],
  },
  {
    tag: 'acct-cookie-consent',
    name: 'Cookie consent',
    description:
      'The cookie banner and preferences dialog, with Google Consent Mode v2 updates and a stored choice.',
    attributes: [
      {
        kind: 'text',
        name: 'privacy-url',
        label: 'Cookie policy URL',
        hint: 'Linked from the banner and the dialog.',
        placeholder: '/privacy',
        initial: '/privacy',
      },
    ],
    events: ['acct-consent-change'],
  },
  {
    tag: 'acct-review-carousel',
    name: 'Review carousel',
    description:
      'Client reviews from an endpoint of your choice, with built-in reviews whenever the endpoint is unset or fails.',
    attributes: [
      {
        kind: 'text',
        name: 'reviews-endpoint',
        label: 'Reviews endpoint',
        hint: 'URL that answers a POST of { placeId } with reviews. Empty shows the built-in reviews.',
        placeholder: 'https://your-project.supabase.co/functions/v1/google-reviews',
      },
      {
        kind: 'text',
        name: 'place-id',
        label: 'Google place id',
        hint: 'Sent to the endpoint as placeId.',
        placeholder: 'ChIJ…',
      },
    ],
    events: [],
  },
];

export type ThemeProperty = {
  name: string;
  label: string;
  kind: 'color' | 'font' | 'length';
};

export const THEME_PROPERTIES: readonly ThemeProperty[] = [
  { name: '--acct-color-primary', label: 'Primary', kind: 'color' },
  { name: '--acct-color-primary-contrast', label: 'Text on primary', kind: 'color' },
  { name: '--acct-color-text', label: 'Text', kind: 'color' },
  { name: '--acct-color-muted', label: 'Muted text', kind: 'color' },
  { name: '--acct-color-surface', label: 'Surface', kind: 'color' },
  { name: '--acct-color-border', label: 'Border', kind: 'color' },
  { name: '--acct-color-error', label: 'Error', kind: 'color' },
  { name: '--acct-font-family', label: 'Font family', kind: 'font' },
  { name: '--acct-radius', label: 'Corner radius', kind: 'length' },
];

/** The widgets' own defaults, shown in the controls until someone changes them. */
export const LIGHT_THEME: Readonly<Record<string, string>> = {
  '--acct-color-primary': '#0c5e6e',
  '--acct-color-primary-contrast': '#ffffff',
  '--acct-color-text': '#14263b',
  '--acct-color-muted': '#4b5b6c',
  '--acct-color-surface': '#ffffff',
  '--acct-color-border': '#c5d0db',
  '--acct-color-error': '#b42318',
  '--acct-font-family': '',
  '--acct-radius': '12px',
};

/** A palette for a partner with a dark site: every pair keeps WCAG AA contrast. */
export const DARK_THEME: Readonly<Record<string, string>> = {
  ...LIGHT_THEME,
  '--acct-color-primary': '#7dd3fc',
  '--acct-color-primary-contrast': '#0b1220',
  '--acct-color-text': '#e5e7eb',
  '--acct-color-muted': '#b6bec9',
  '--acct-color-surface': '#111827',
  '--acct-color-border': '#4b5563',
  '--acct-color-error': '#fca5a5',
};

export const FONT_CHOICES: ReadonlyArray<{ value: string; label: string }> = [
  { value: '', label: 'Widget default' },
  { value: 'system-ui, sans-serif', label: 'System UI' },
  { value: 'Georgia, "Times New Roman", serif', label: 'Serif (Georgia)' },
  { value: '"Trebuchet MS", "Segoe UI", sans-serif', label: 'Humanist (Trebuchet)' },
  { value: 'ui-monospace, "Cascadia Mono", Menlo, monospace', label: 'Monospace' },
];

export function findWidget(tag: string): WidgetInfo | undefined {
  return WIDGETS.find((widget) => widget.tag === tag);
}
