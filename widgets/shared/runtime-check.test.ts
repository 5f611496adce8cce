import { afterEach, describe, expect, it } from 'vitest';
import { calculatorsCanRun } from './runtime-check.ts';

const reduce = Array.prototype.reduce;
const round = Math.round;

afterEach(() => {
  Array.prototype.reduce = reduce;
  Math.round = round;
  delete (Array.prototype as { toJSON?: unknown }).toJSON;
});

describe('calculatorsCanRun', () => {
  it('is true with the browser’s own built-ins', () => {
    expect(calculatorsCanRun()).toBe(true);
  });

  it('is false with Prototype.js 1.6’s reduce', () => {
    // Prototype 1.6: "reduce" returns the array, or its only element.
    Array.prototype.reduce = function (this: unknown[]) {
      return this.length > 1 ? this : this[0];
    } as typeof reduce;
    expect(calculatorsCanRun()).toBe(false);
  });

  it('is false with Prototype.js 1.6’s Array#toJSON', () => {
    (Array.prototype as { toJSON?: unknown }).toJSON = function (this: unknown[]) {
      return `[${this.join(', ')}]`;
    };
    expect(calculatorsCanRun()).toBe(false);
  });

  it('is false when a built-in throws', () => {
    Math.round = () => {
      throw new Error('broken');
    };
    expect(calculatorsCanRun()).toBe(false);
  });
});
