import { describe, expect, it } from 'vitest';
import { accept, parseFields, refuse, valueField, type FieldParser } from './fields.ts';

const positive: FieldParser<number> = (raw) =>
  typeof raw === 'number' && raw >= 0 ? accept(raw) : refuse('Must be positive');

describe('parseFields', () => {
  it('gives every field’s value when none is refused', () => {
    expect(parseFields({ a: positive, b: valueField(String) }, { a: 2, b: 3, c: 4 })).toEqual({
      success: true,
      data: { a: 2, b: '3' },
    });
  });

  it('gives the message of each refused field and no data', () => {
    expect(
      parseFields({ a: positive, b: positive, c: valueField(String) }, { a: -1, b: 1, c: 'x' }),
    ).toEqual({ success: false, errors: { a: 'Must be positive' } });
  });

  it('reads input that is not an object as every field missing', () => {
    for (const raw of [null, undefined, 7, 'text', true])
      expect(parseFields({ a: valueField((value) => value ?? 'missing') }, raw)).toEqual({
        success: true,
        data: { a: 'missing' },
      });
  });

  it('reads inherited values as a plain property read does', () => {
    const raw = Object.create({ a: 5 }) as object;
    expect(parseFields({ a: positive }, raw)).toEqual({ success: true, data: { a: 5 } });
  });

  it('counts a field whose parser throws on its value as missing', () => {
    const strict = valueField((raw) => {
      if (raw !== undefined) throw new Error('hostile');
      return 'fallback';
    });
    expect(parseFields({ a: strict }, { a: 1 })).toEqual({
      success: true,
      data: { a: 'fallback' },
    });
  });
});
