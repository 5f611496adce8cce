import { describe, expect, it } from 'vitest';
import { readBoolean, readBooleanAttribute } from './boolean-attribute.ts';

describe('readBooleanAttribute', () => {
  it.each([
    [null, false],
    [undefined, false],
    ['', true],
    ['true', true],
    ['yes', true],
    ['on', true],
    ['employment-allowance', true],
    ['0', true],
    ['false', false],
    ['FALSE', false],
    [' false ', false],
  ])('%j → %s', (text, on) => {
    expect(readBooleanAttribute(text)).toBe(on);
  });
});

describe('readBoolean', () => {
  it('takes a boolean prop as it is and a text as its attribute', () => {
    expect(readBoolean(true)).toBe(true);
    expect(readBoolean(false)).toBe(false);
    expect(readBoolean('')).toBe(true);
    expect(readBoolean('false')).toBe(false);
    expect(readBoolean(undefined)).toBe(false);
  });
});
