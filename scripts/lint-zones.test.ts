// The one-way import rule is part of the architecture: prove the lint configuration refuses the
// imports DESIGN.md forbids and accepts the ones it allows.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
// Real files, so the import resolver can find the targets; removed afterwards.
const FIXTURES = {
  'engine/zz-lint-probe.ts': 'export const probe = 1;\n',
  'widgets/shared/zz-lint-probe.ts': 'export const probe = 1;\n',
  'widgets/cookie-consent/zz-lint-probe.ts': 'export const probe = 1;\n',
  'site/zz-lint-probe.ts': 'export const probe = 1;\n',
};

async function ruleIdsFor(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(process.cwd(), file) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

beforeAll(() => {
  for (const [file, text] of Object.entries(FIXTURES)) {
    mkdirSync(join(process.cwd(), file, '..'), { recursive: true });
    writeFileSync(file, text);
  }
});
afterAll(() => {
  for (const file of Object.keys(FIXTURES)) rmSync(file, { force: true });
});

describe('import zones', () => {
  it.each([
    [
      'the engine importing a widget',
      'engine/x.ts',
      "import { probe } from '../widgets/shared/zz-lint-probe.ts';",
    ],
    [
      'the engine importing the site',
      'engine/x.ts',
      "import { probe } from '../site/zz-lint-probe.ts';",
    ],
    [
      'a widget importing the site',
      'widgets/shared/x.ts',
      "import { probe } from '../../site/zz-lint-probe.ts';",
    ],
    [
      'a widget importing another widget',
      'widgets/review-carousel/x.ts',
      "import { probe } from '../cookie-consent/zz-lint-probe.ts';",
    ],
    [
      'the site reaching inside the engine',
      'site/x.ts',
      "import { probe } from '../engine/zz-lint-probe.ts';",
    ],
    [
      'the site reaching inside a widget',
      'site/x.ts',
      "import { probe } from '../widgets/shared/zz-lint-probe.ts';",
    ],
    [
      'the local backend importing product code',
      'supabase/local/x.ts',
      "import { probe } from '../../site/zz-lint-probe.ts';",
    ],
  ])('refuses %s', async (_name, file, code) => {
    const rules = await ruleIdsFor(file, `${code}\nexport const value = probe;\n`);
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it.each([
    [
      'a widget importing widgets/shared',
      'widgets/cookie-consent/x.ts',
      "import { probe } from '../shared/zz-lint-probe.ts';",
    ],
    [
      'a widget importing its own files',
      'widgets/cookie-consent/x.ts',
      "import { probe } from './zz-lint-probe.ts';",
    ],
  ])('allows %s', async (_name, file, code) => {
    const rules = await ruleIdsFor(file, `${code}\nexport const value = probe;\n`);
    expect(rules).not.toContain('import-x/no-restricted-paths');
  });
});
