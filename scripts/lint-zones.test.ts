// The one-way import rule is part of the architecture (docs/architecture.md): prove the lint
// configuration refuses the imports it forbids and accepts the ones it allows, between the top-level
// folders, between the layers of a calculator's folder and between the site's layers.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
// Real files, so the import resolver can find the targets; removed afterwards.
const FIXTURES = {
  'engine/zz-lint-probe.ts': 'export const probe = 1;\n',
  'widgets/shared/zz-lint-probe.ts': 'export const probe = 1;\n',
  'widgets/shared/runtime/zz-lint-probe.ts': 'export const probe = 1;\n',
  'widgets/shared/consent/zz-lint-probe.ts': 'export const probe = 1;\n',
  'widgets/shared/toolkit/zz-lint-probe.ts': 'export const probe = 1;\n',
  'widgets/cookie-consent/zz-lint-probe.ts': 'export const probe = 1;\n',
  'site/zz-lint-probe.ts': 'export const probe = 1;\n',
  'site/content/zz-lint-probe.ts': 'export const probe = 1;\n',
  'site/lib/zz-lint-probe.ts': 'export const probe = 1;\n',
  'site/components/zz-lint-probe.ts': 'export const probe = 1;\n',
  'site/features/booking/zz-lint-probe.ts': 'export const probe = 1;\n',
  'site/features/team/zz-lint-probe.ts': 'export const probe = 1;\n',
  'site/pages/zz-lint-probe.ts': 'export const probe = 1;\n',
  'site/app/zz-lint-probe.ts': 'export const probe = 1;\n',
  'supabase/functions/_shared/zz-lint-probe.ts': 'export const probe = 1;\n',
  'calculators/self-employed/engine/zz-lint-probe.ts': 'export const probe = 1;\n',
  'calculators/self-employed/widget/zz-lint-probe.ts': 'export const probe = 1;\n',
  'calculators/director/engine/zz-lint-probe.ts': 'export const probe = 1;\n',
  'calculators/director/widget/zz-lint-probe.ts': 'export const probe = 1;\n',
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
      'the element runtime importing the calculator toolkit',
      'widgets/shared/runtime/x.ts',
      "import { probe } from '../toolkit/zz-lint-probe.ts';",
    ],
    [
      'the element runtime importing consent',
      'widgets/shared/runtime/x.ts',
      "import { probe } from '../consent/zz-lint-probe.ts';",
    ],
    [
      'consent importing the calculator toolkit',
      'widgets/shared/consent/x.ts',
      "import { probe } from '../toolkit/zz-lint-probe.ts';",
    ],
    [
      'the calculator toolkit importing consent',
      'widgets/shared/toolkit/x.ts',
      "import { probe } from '../consent/zz-lint-probe.ts';",
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
      'a widget importing the backend beyond the blank-text rule',
      'widgets/review-carousel/x.ts',
      "import { probe } from '../../supabase/functions/_shared/zz-lint-probe.ts';",
    ],
    [
      'the local backend importing product code',
      'supabase/local/x.ts',
      "import { probe } from '../../site/zz-lint-probe.ts';",
    ],
    [
      'site content importing a component',
      'site/content/x.ts',
      "import { probe } from '../components/zz-lint-probe.ts';",
    ],
    [
      'a site library importing a feature',
      'site/lib/x.ts',
      "import { probe } from '../features/booking/zz-lint-probe.ts';",
    ],
    [
      'a component importing a feature',
      'site/components/x.ts',
      "import { probe } from '../features/booking/zz-lint-probe.ts';",
    ],
    [
      'a feature importing a page',
      'site/features/team/x.ts',
      "import { probe } from '../../pages/zz-lint-probe.ts';",
    ],
    [
      'a feature importing the app',
      'site/features/team/x.ts',
      "import { probe } from '../../app/zz-lint-probe.ts';",
    ],
    [
      'a feature importing another feature',
      'site/features/team/x.ts',
      "import { probe } from '../booking/zz-lint-probe.ts';",
    ],
    [
      'a page importing the app',
      'site/pages/x.ts',
      "import { probe } from '../app/zz-lint-probe.ts';",
    ],
    [
      'the site importing a build script',
      'site/pages/x.ts',
      "import { stripDocumentation as probe } from '../../scripts/strip-documentation.ts';",
    ],
    [
      'the engine importing a calculator',
      'engine/rules/x.ts',
      "import { probe } from '../../calculators/self-employed/engine/zz-lint-probe.ts';",
    ],
    [
      'a calculator’s engine importing its own widget',
      'calculators/self-employed/engine/x.ts',
      "import { probe } from '../widget/zz-lint-probe.ts';",
    ],
    [
      'a calculator’s engine importing another calculator’s widget',
      'calculators/self-employed/engine/x.ts',
      "import { probe } from '../../director/widget/zz-lint-probe.ts';",
    ],
    [
      'a calculator’s engine importing widgets/shared',
      'calculators/self-employed/engine/x.ts',
      "import { probe } from '../../../widgets/shared/zz-lint-probe.ts';",
    ],
    [
      'a calculator’s engine importing the site',
      'calculators/self-employed/engine/x.ts',
      "import { probe } from '../../../site/zz-lint-probe.ts';",
    ],
    [
      'a calculator’s widget importing another calculator’s widget',
      'calculators/self-employed/widget/x.ts',
      "import { probe } from '../../director/widget/zz-lint-probe.ts';",
    ],
    [
      'a calculator’s widget importing another calculator’s engine',
      'calculators/self-employed/widget/x.ts',
      "import { probe } from '../../director/engine/zz-lint-probe.ts';",
    ],
    [
      'a calculator’s widget reaching inside the engine',
      'calculators/self-employed/widget/x.ts',
      "import { probe } from '../../../engine/zz-lint-probe.ts';",
    ],
    [
      'a calculator’s widget importing another widget',
      'calculators/self-employed/widget/x.ts',
      "import { probe } from '../../../widgets/cookie-consent/zz-lint-probe.ts';",
    ],
    [
      'a calculator’s widget importing the site',
      'calculators/self-employed/widget/x.ts',
      "import { probe } from '../../../site/zz-lint-probe.ts';",
    ],
    [
      'a calculator’s page importing another calculator’s widget',
      'calculators/self-employed/page.tsx',
      "import { probe } from '../director/widget/zz-lint-probe.ts';",
    ],
    [
      'a calculator’s page importing the app',
      'calculators/self-employed/page.tsx',
      "import { probe } from '../../site/app/zz-lint-probe.ts';",
    ],
    [
      'widgets/shared importing a calculator',
      'widgets/shared/x.ts',
      "import { probe } from '../../calculators/self-employed/widget/zz-lint-probe.ts';",
    ],
    [
      'the site reaching inside a calculator',
      'site/pages/x.ts',
      "import { probe } from '../../calculators/self-employed/engine/zz-lint-probe.ts';",
    ],
    [
      'a site component importing a calculator’s page',
      'site/components/x.ts',
      "import { route as probe } from '../../calculators/self-employed/page.tsx';",
    ],
  ])('refuses %s', async (_name, file, code) => {
    const rules = await ruleIdsFor(file, `${code}\nexport const value = probe;\n`);
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it.each([
    [
      'a widget importing the blank-text rule it shares with the database',
      'widgets/review-carousel/x.ts',
      "import { isBlankText as probe } from '../../supabase/functions/_shared/blank-text.ts';",
    ],
    [
      'a widget importing widgets/shared',
      'widgets/cookie-consent/x.ts',
      "import { probe } from '../shared/zz-lint-probe.ts';",
    ],
    [
      'the calculator toolkit importing the element runtime',
      'widgets/shared/toolkit/x.ts',
      "import { probe } from '../runtime/zz-lint-probe.ts';",
    ],
    [
      'consent importing the element runtime',
      'widgets/shared/consent/x.ts',
      "import { probe } from '../runtime/zz-lint-probe.ts';",
    ],
    [
      'a widget importing its own files',
      'widgets/cookie-consent/x.ts',
      "import { probe } from './zz-lint-probe.ts';",
    ],
    [
      'a component importing content',
      'site/components/x.ts',
      "import { probe } from '../content/zz-lint-probe.ts';",
    ],
    [
      'a feature importing a component and a library',
      'site/features/team/x.ts',
      "import { probe } from '../../components/zz-lint-probe.ts';\nimport { probe as lib } from '../../lib/zz-lint-probe.ts';\nexport const other = lib;",
    ],
    [
      'a feature importing its own files',
      'site/features/team/x.ts',
      "import { probe } from './zz-lint-probe.ts';",
    ],
    [
      'a page importing a feature',
      'site/pages/x.ts',
      "import { probe } from '../features/booking/zz-lint-probe.ts';",
    ],
    [
      'the app importing a page',
      'site/app/x.ts',
      "import { probe } from '../pages/zz-lint-probe.ts';",
    ],
    [
      'the engine’s public entry importing the calculators’ engines',
      'engine/index.ts',
      "import { probe } from '../calculators/engine.ts';",
    ],
    [
      'a calculator’s engine importing the engine’s modules and another calculator’s engine',
      'calculators/self-employed/engine/x.ts',
      "import { probe } from '../../../engine/zz-lint-probe.ts';\nimport { probe as other } from '../../director/engine/zz-lint-probe.ts';\nexport const more = other;",
    ],
    [
      'a calculator’s widget importing the engine’s entry, its own engine and widgets/shared',
      'calculators/self-employed/widget/x.ts',
      "import { gbp as probe } from '../../../engine/index.ts';\nimport { probe as own } from '../engine/zz-lint-probe.ts';\nimport { probe as shared } from '../../../widgets/shared/zz-lint-probe.ts';\nexport const more = [own, shared];",
    ],
    [
      'a calculator’s page importing its own widget’s component and the site’s components',
      'calculators/self-employed/page.tsx',
      "import { SelfEmployedCalculator as probe } from './widget/component.tsx';\nimport { probe as ui } from '../../site/components/zz-lint-probe.ts';\nexport const more = ui;",
    ],
    [
      'a site page importing a calculator’s component',
      'site/pages/x.ts',
      "import { DirectorCalculator as probe } from '../../calculators/director/widget/component.tsx';",
    ],
    [
      'the app importing a calculator’s page',
      'site/app/x.ts',
      "import { route as probe } from '../../calculators/director/page.tsx';",
    ],
    [
      'the site’s Vite config importing the transform every bundle of engine code goes through',
      'site/vite.config.ts',
      "import { stripDocumentation as probe } from '../scripts/strip-documentation.ts';",
    ],
  ])('allows %s', async (_name, file, code) => {
    const rules = await ruleIdsFor(file, `${code}\nexport const value = probe;\n`);
    expect(rules).not.toContain('import-x/no-restricted-paths');
  });
});

describe('test support', () => {
  it.each([
    ['an engine module', 'engine/rules/x.ts', "from '../parameters/testing.ts'"],
    [
      'a calculator’s engine',
      'calculators/self-employed/engine/x.ts',
      "from '../../../engine/parameters/testing.ts'",
    ],
    ['a widget', 'widgets/shared/toolkit/x.ts', "from '../../../site/testing/fake.ts'"],
    ['a site page', 'site/pages/x.tsx', "from '../testing/fake-supabase-client.ts'"],
  ])('is refused to %s', async (_name, file, from) => {
    const rules = await ruleIdsFor(
      file,
      `import { probe } ${from};\nexport const value = probe;\n`,
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it.each([
    ['a test', 'engine/rules/x.test.ts', "from './testing.ts'"],
    ['other test support', 'engine/rules/testing.ts', "from '../parameters/testing.ts'"],
    ['a module whose name only contains the word', 'engine/x.ts', "from './testing-notes.ts'"],
  ])('is allowed to %s', async (_name, file, from) => {
    const rules = await ruleIdsFor(
      file,
      `import { probe } ${from};\nexport const value = probe;\n`,
    );
    expect(rules).not.toContain('no-restricted-imports');
  });
});
