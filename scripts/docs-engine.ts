// `npm run docs:engine`: writes engine/README.md's tax-year table from the parameter files, so the
// table can never say something the engine does not. `npm run docs:engine -- --check` writes nothing
// and fails when the table is stale (scripts/docs-engine.test.ts runs the same check).
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gbp, percent, TAX_YEARS, taxYearLabel, taxYearStart } from '../engine/index.ts';
import * as capitalGainsFile from '../engine/parameters/capital-gains.ts';
import * as companyFile from '../engine/parameters/company.ts';
import * as incomeTaxFile from '../engine/parameters/income-tax.ts';
import * as nationalInsuranceFile from '../engine/parameters/national-insurance.ts';
import { entryAt, type Parameter, type ParameterGroup } from '../engine/parameters/parameter.ts';
import * as propertyFile from '../engine/parameters/property.ts';
import * as payeFile from '../engine/parameters/paye.ts';
import * as selfAssessmentFile from '../engine/parameters/self-assessment.ts';
import * as vatFile from '../engine/parameters/vat.ts';

const ROOT = resolve(import.meta.dirname, '..');
export const ENGINE_README = join(ROOT, 'engine', 'README.md');
const START = '<!-- tax-years:start -->';
const END = '<!-- tax-years:end -->';

// The tax parameters, file by file: the practice's own figures (practice.ts) are the same in every
// year and have their own section; Making Tax Digital's schedule is dated by when it applies.
const FILES = [
  incomeTaxFile,
  propertyFile,
  nationalInsuranceFile,
  selfAssessmentFile,
  companyFile,
  vatFile,
  capitalGainsFile,
  payeFile,
];
const NOT_BY_YEAR = new Set(['makingTaxDigital']);

const isGroup = (value: unknown): value is ParameterGroup =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (parameter) =>
      typeof parameter === 'object' &&
      parameter !== null &&
      'unit' in parameter &&
      'values' in parameter,
  );

function formatted(value: number, { unit }: Parameter): string {
  if (unit === 'rate') return percent(value);
  if (unit === 'currency-GBP') return gbp(value);
  return String(value);
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The table: a row per tax parameter, a column per year, then each year's sources. */
export function taxYearTable(): string {
  const header = `| Parameter | ${TAX_YEARS.map(taxYearLabel).join(' | ')} | Sources |`;
  const rule = `| --- | ${TAX_YEARS.map(() => '---').join(' | ')} | --- |`;
  const rows: string[] = [];
  for (const file of FILES) {
    // Group names sorted: a module namespace's key order differs between Node and Vitest.
    for (const [groupName, group] of Object.entries(file).sort(([a], [b]) => a.localeCompare(b))) {
      if (!isGroup(group) || NOT_BY_YEAR.has(groupName)) continue;
      for (const [name, parameter] of Object.entries(group)) {
        const entries = TAX_YEARS.map((year) =>
          entryAt(`${groupName}.${name}`, parameter, taxYearStart(year)),
        );
        const cells = entries.map((entry, index) => {
          const text = formatted(entry.value, parameter);
          const changed = index > 0 && entry.value !== entries[index - 1]!.value;
          return `${changed ? `**${text}**` : text}${entry.provisional ? ' (provisional)' : ''}`;
        });
        const sources = entries.map(
          (entry, index) =>
            `${taxYearLabel(TAX_YEARS[index]!)}: ${entry.ref
              .map(({ title, href }) => `[${title}](${href})`)
              .join(', ')}`,
        );
        const label = sentence(parameter.label ?? name);
        rows.push(
          `| ${label} (\`${groupName}.${name}\`) | ${cells.join(' | ')} | ${sources.join('; ')} |`,
        );
      }
    }
  }
  return [header, rule, ...rows].join('\n');
}

/** The README with its table replaced by the one the parameters give. */
export function withTable(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`engine/README.md has no ${START} … ${END} section`);
  return `${readme.slice(0, start + START.length)}\n${taxYearTable()}\n${readme.slice(end)}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const readme = await readFile(ENGINE_README, 'utf8');
  const current = withTable(readme);
  if (process.argv.includes('--check')) {
    if (current !== readme) {
      console.error('engine/README.md’s tax-year table is stale: run npm run docs:engine');
      process.exit(1);
    }
  } else {
    await writeFile(ENGINE_README, current);
    console.log('Wrote the tax-year table in engine/README.md.');
  }
}
