import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { TAX_YEARS, taxYearLabel } from '../engine/index.ts';
import { ENGINE_README, taxYearTable, withTable } from './docs-engine.ts';

describe('engine/README.md’s tax-year table', () => {
  it('is the one the parameter files give (run npm run docs:engine after changing a parameter)', async () => {
    const readme = await readFile(ENGINE_README, 'utf8');
    expect(withTable(readme)).toBe(readme);
  });

  it('has a column per tax year and marks provisional and changed values', () => {
    const table = taxYearTable();
    expect(table.split('\n')[0]).toBe(
      `| Parameter | ${TAX_YEARS.map(taxYearLabel).join(' | ')} | Sources |`,
    );
    // The savings basic rate: 20% in 2025-26 and 2026-27, 22% from 2027-28.
    expect(table).toMatch(
      /\| Savings basic rate \(`savings\.basicRate`\) \| 20% \| 20% \| \*\*22%\*\* \|/,
    );
    expect(table).toMatch(
      /\| Basic rate \(`incomeTax\.basicRate`\) \| 20% \| 20% \| 20% \(provisional\) \|/,
    );
  });

  it('goes stale when a parameter changes', async () => {
    const readme = await readFile(ENGINE_README, 'utf8');
    expect(withTable(readme.replace('| 20% | 20% | **22%**', '| 20% | 20% | **23%**'))).toBe(
      readme,
    );
    expect(readme.replace('| 20% | 20% | **22%**', '| 20% | 20% | **23%**')).not.toBe(readme);
  });
});
