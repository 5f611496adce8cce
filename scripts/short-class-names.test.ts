import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classNameMap, renameClasses } from './short-class-names.ts';

describe('the widgets’ short class names', () => {
  const names = classNameMap();

  it('gives every class of the stylesheets its own name of one or two lower-case letters', () => {
    const classes = [...names].filter(([name]) => name.startsWith('acct-'));
    expect(classes.length).toBeGreaterThan(100);
    const short = classes.map(([, name]) => name);
    expect(new Set(short).size).toBe(short.length);
    for (const name of short) expect(name).toMatch(/^[a-z]{1,2}$/);
    // The most used classes get the single letters.
    expect(names.get('acct-root')).toHaveLength(1);
  });

  it('shortens the private custom properties to --_ and a letter, and no others', () => {
    const properties = [...names].filter(([name]) => name.startsWith('--'));
    expect(properties.map(([name]) => name)).toContain('--_primary');
    for (const [name, short] of properties) {
      expect(name).toMatch(/^--_/);
      expect(short).toMatch(/^--_[a-z]{1,2}$/);
    }
    expect(new Set(properties.map(([, short]) => short)).size).toBe(properties.length);
    const primary = names.get('--_primary')!;
    expect(renameClasses('color:var(--_primary, var(--acct-color-primary))', names)).toBe(
      `color:var(${primary}, var(--acct-color-primary))`,
    );
  });

  it('renames whole class tokens only, in markup and in stylesheets', () => {
    const field = names.get('acct-field')!;
    const invalid = names.get('acct-field--invalid')!;
    const label = names.get('acct-field__label')!;
    expect(renameClasses('`acct-field${error ? " acct-field--invalid" : ""}`', names)).toBe(
      `\`${field}\${error ? " ${invalid}" : ""}\``,
    );
    expect(renameClasses('.acct-field__label:hover{color:var(--acct-color-text)}', names)).toBe(
      `.${label}:hover{color:var(--acct-color-text)}`,
    );
    // Tags, events and custom properties are names partners use; a class no stylesheet selects
    // keeps its name.
    const untouched =
      '<acct-self-employed-calculator> acct-calculate --acct-radius acct-not-styled-anywhere';
    expect(renameClasses(untouched, names)).toBe(untouched);
  });

  it('refuses a class composed at run time, which the rename could not follow', () => {
    expect(() => renameClasses('`acct-calculator--${kind}`', names, 'shell.tsx')).toThrow(
      /shell\.tsx: "acct-calculator--\$\{" composes a class name/,
    );
    expect(() => renameClasses("'acct-result-row--' + variant", names)).toThrow(/composes/);
  });

  it('refuses a class named like a tag or an event of a widget', () => {
    const dir = mkdtempSync(join(tmpdir(), 'short-class-names-'));
    try {
      writeFileSync(join(dir, 'clash.css'), '.acct-calculate { color: red }');
      expect(() => classNameMap(dir)).toThrow(
        /acct-calculate is a name of a widget's published API/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
