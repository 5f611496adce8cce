import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TAX_YEARS, taxYearLabel } from '../engine/index.ts';
import { CALCULATOR_APIS, PUBLISHED_WIDGET_APIS } from '../widgets/api.ts';
import { isPublished } from '../widgets/shared/runtime/widget-api.ts';
import { WIDGETS, catalogueModule, widgetInfo } from './build-demo-catalogue.ts';
import {
  checkOutput,
  renderCalculatorPanels,
  renderCards,
  renderWidgetPage,
  renderWidgetScripts,
  slugOf,
} from './build-demo.ts';

const director = WIDGETS.find((widget) => widget.tag === 'acct-director-calculator')!;

function writeGoodOutput(): string {
  const dir = mkdtempSync(join(tmpdir(), 'demo-out-'));
  const write = (path: string, html: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), html);
  };
  for (const widget of WIDGETS) {
    write(
      `${slugOf(widget.tag)}/index.html`,
      `<script src="/widgets/${widget.tag}.js" defer></script>`,
    );
  }
  write(
    'partner-blog/index.html',
    ['acct-director-calculator', 'acct-self-employed-calculator']
      .map((tag) => `<script type="module" src="/widgets/esm/${tag}.js"></script>`)
      .join(''),
  );
  write(
    'csp/index.html',
    [
      '<script type="module" src="/demo/assets/csp.js"></script>',
      ...WIDGETS.map(({ tag }) => `<script src="/widgets/${tag}.js" defer></script>`),
    ].join(''),
  );
  write('_headers', "/csp/*\n  Content-Security-Policy: default-src 'self'\n");
  return dir;
}

describe('the demo build', () => {
  it('fills the widget page template from the catalogue', () => {
    const html = renderWidgetPage(
      '<title>{{name}}</title><p>{{events}}</p><div>{{element}}</div><x>{{unknown}}</x>',
      director,
    );
    expect(html).toContain('<title>Director calculator</title>');
    expect(html).toContain('acct-calculate');
    expect(html).toContain(
      '<acct-director-calculator booking-url="/contact#booking-widget"></acct-director-calculator>',
    );
    expect(html).toContain('{{unknown}}');
  });

  it('links a card to every widget page', () => {
    const cards = renderCards();
    for (const widget of WIDGETS) expect(cards).toContain(`href="/demo/${slugOf(widget.tag)}/"`);
  });

  it('gives the strict-CSP page every published widget’s script and calculator’s panel', () => {
    const scripts = renderWidgetScripts();
    for (const { tag } of PUBLISHED_WIDGET_APIS) {
      expect(scripts).toContain(`<script src="/widgets/${tag}.js" defer vite-ignore></script>`);
    }
    const panels = renderCalculatorPanels();
    const rendered = [...panels.matchAll(/<(acct-[a-z-]+)[\s>]/g)].map((match) => match[1]);
    expect(rendered).toEqual(CALCULATOR_APIS.filter(isPublished).map(({ tag }) => tag));
    expect(panels).toContain(
      '<acct-director-calculator booking-url="/contact#booking-widget"></acct-director-calculator>',
    );
  });

  it('accepts output that loads the bundles and keeps the CSP page clean', () => {
    expect(checkOutput(writeGoodOutput())).toEqual([]);
  });

  it('refuses a bundled widget, an inline script or an inline style on the CSP page', () => {
    const dir = writeGoodOutput();
    writeFileSync(join(dir, 'director-calculator/index.html'), '<script src="/demo/assets/x.js">');
    writeFileSync(
      join(dir, 'csp/index.html'),
      '<script>alert(1)</script><p style="color:red"></p>{{calculator-panels}}',
    );
    expect(checkOutput(dir)).toEqual([
      'director-calculator/index.html does not load /widgets/acct-director-calculator.js',
      ...WIDGETS.map(({ tag }) => `csp/index.html does not load /widgets/${tag}.js`),
      'csp/index.html has a placeholder left in it',
      'csp/index.html has an inline script',
      'csp/index.html has an inline style',
    ]);
  });
});

describe('the harness catalogue', () => {
  it('is derived from the declared APIs: attribute controls, events and theme', () => {
    const directorApi = PUBLISHED_WIDGET_APIS.find((api) => api.tag === director.tag)!;
    expect(director.attributes.map((attribute) => attribute.name)).toEqual(
      directorApi.attributes.map((attribute) => attribute.name),
    );
    expect(director.attributes.slice(0, 2)).toEqual([
      {
        kind: 'select',
        name: 'tax-year',
        label: 'Tax year',
        hint: 'Which year’s rates and thresholds the calculator uses.',
        options: [
          { value: '', label: 'Absent: the tax year today falls in' },
          ...TAX_YEARS.map((value) => ({ value, label: taxYearLabel(value) })),
        ],
      },
      expect.objectContaining({
        kind: 'text',
        name: 'booking-url',
        placeholder: '/contact#booking-widget',
        initial: '/contact#booking-widget',
      }),
    ]);
    expect(director.events).toEqual(['acct-calculate']);
    expect(director.theme).toContainEqual({
      name: '--acct-font-family',
      label: 'Font family',
      kind: 'font',
      initial: '',
    });
    const carousel = WIDGETS.find((widget) => widget.tag === 'acct-review-carousel');
    expect(carousel?.theme.map((property) => property.name)).toContain('--acct-color-star');
  });

  it('gives a new declared attribute its control', () => {
    const api = PUBLISHED_WIDGET_APIS[0]!;
    const info = widgetInfo({
      ...api,
      attributes: [
        ...api.attributes,
        {
          name: 'prefill-income',
          type: { kind: 'number' },
          label: 'Income',
          summary: 'Starting income.',
          description: 'Starting income.',
          example: '45000',
        },
      ],
    });
    expect(info.attributes.at(-1)).toEqual({
      kind: 'text',
      name: 'prefill-income',
      label: 'Income',
      hint: 'Starting income.',
      placeholder: '45000',
    });
  });

  it('is served to the harness as a module', () => {
    expect(catalogueModule([director])).toBe(
      `export const WIDGETS = ${JSON.stringify([director])};\n`,
    );
  });
});
