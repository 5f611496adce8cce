import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { TAX_YEARS } from '../../engine/index.ts';
import { widgetDeclarations } from '../../scripts/widget-contract/index.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

// A partner's code using the elements from TypeScript and React 19 JSX.
const USAGE = `/// <reference path="./acct-widgets.d.ts" />
import type { AcctSelfEmployedCalculatorElement } from './acct-widgets';

const calculator = document.querySelector('acct-self-employed-calculator');
const year: ${TAX_YEARS.map((taxYear) => `'${taxYear}'`).join(' | ')} | undefined = calculator?.taxYear;
calculator?.addEventListener('acct-calculate', (event) => {
  const total: number = event.detail.result.totalTax;
  const income: number = event.detail.input.income;
  console.log(total, income, year);
});
document.querySelector('acct-cookie-consent')?.addEventListener('acct-consent-change', (event) => {
  const analytics: boolean = event.detail.consent.analytics;
  const date: string = event.detail.date;
  console.log(analytics, date);
});
window.addEventListener('acct-consent-change', (event) => console.log(event.detail.consent.necessary));
const element: AcctSelfEmployedCalculatorElement = document.createElement('acct-self-employed-calculator');
console.log(element.bookingUrl);

// Svelte's element typing, as svelte-check reads it.
export const svelte: svelteHTML.IntrinsicElements['acct-director-calculator'] = {
  'tax-year': '2026-27',
  'onacct-calculate': (event) => console.log(event.detail.result.dividendTax),
};

export const page = (
  <main>
    <acct-self-employed-calculator tax-year="2026-27" booking-url="/contact#booking-widget" />
    <acct-director-calculator tax-year="2025-26" />
    <acct-expense-calculator booking-url="/book" />
    <acct-payroll-calculator />
    <acct-cookie-consent privacy-url="/privacy-cookies" />
    <acct-review-carousel reviews-endpoint="/reviews" place-id="abc" style={{ '--acct-color-primary': '#123456' }} />
  </main>
);
`;

const WRONG = `/// <reference path="./acct-widgets.d.ts" />
export const page = <acct-self-employed-calculator tax-year="1999-00" />;
export const svelte: svelteHTML.IntrinsicElements['acct-payroll-calculator'] = {
  'booking-url': 42,
};
document.querySelector('acct-director-calculator')?.addEventListener('acct-calculate', (event) => {
  const wrong: string = event.detail.result.totalTax;
  console.log(wrong);
});
`;

let dir = '';
afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

/** Type-checks both sources in one program (loading the DOM and React types once). */
async function diagnostics(): Promise<Record<'usage' | 'wrong', string[]>> {
  dir = await mkdtemp(join(tmpdir(), 'acct-dts-'));
  await writeFile(join(dir, 'acct-widgets.d.ts'), await widgetDeclarations());
  await writeFile(join(dir, 'usage.tsx'), USAGE);
  await writeFile(join(dir, 'wrong.tsx'), WRONG);
  const program = ts.createProgram([join(dir, 'usage.tsx'), join(dir, 'wrong.tsx')], {
    strict: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
    paths: {
      react: [join(ROOT, 'node_modules/@types/react/index.d.ts')],
      'react/jsx-runtime': [join(ROOT, 'node_modules/@types/react/jsx-runtime.d.ts')],
    },
  });
  const messages = (name: string) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(join(dir, name)))
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  return { usage: messages('usage.tsx'), wrong: messages('wrong.tsx') };
}

describe('dist/widgets/acct-widgets.d.ts', () => {
  it('types the elements, their JSX attributes and event details, and refuses misuse', async () => {
    const { usage, wrong } = await diagnostics();
    expect(usage).toEqual([]);
    expect(wrong.some((e) => e.includes('"1999-00"'))).toBe(true);
    expect(wrong.some((e) => e.includes("Type 'number' is not assignable to type 'string'"))).toBe(
      true,
    );
    expect(wrong.filter((e) => e.includes('is not assignable to type'))).toHaveLength(3);
  }, 60_000);
});
