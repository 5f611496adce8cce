import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calculatorIndexes, pageOf } from './calculators.ts';

describe('the calculators’ indexes', () => {
  it('are what `npm run calculators:index` writes from the folders (run it after adding one)', async () => {
    const indexes = await calculatorIndexes();
    expect(Object.keys(indexes)).toHaveLength(3);
    for (const [file, text] of Object.entries(indexes)) {
      expect(readFileSync(file, 'utf8'), file).toBe(text);
    }
  }, 30_000);

  it('copy a page’s route only as plain literals, and refuse anything else', () => {
    const file = join(tmpdir(), `calculator-page-${process.pid}.tsx`);
    try {
      writeFileSync(
        file,
        "export const route = { title: 'T {year}', priority: 0.8, header: { order: 2 } } as const;\nexport function TPage() {}\n",
      );
      expect(pageOf(file)).toEqual({
        route: { title: 'T {year}', priority: 0.8, header: { order: 2 } },
        component: 'TPage',
      });
      writeFileSync(file, 'export const route = { title: name };\nexport function TPage() {}\n');
      expect(() => pageOf(file)).toThrow(/only literals, not `name`/);
      writeFileSync(file, "export const route = { title: 'T' };\n");
      expect(() => pageOf(file)).toThrow(/one function named …Page/);
    } finally {
      rmSync(file, { force: true });
    }
  });
});
