// Test support for the calculators: checks every calculator's tests make of its working. No
// production module imports this one (a lint rule refuses it).
import { expect } from 'vitest';
import type { FigureWorking } from '../types.ts';

/** The non-null step amounts of each figure add up to the figure; every figure is finite. */
export function expectWorkingAddsUp(working: readonly FigureWorking[], result: object): void {
  for (const { figure, value, steps } of working) {
    const sum = steps.reduce((total, step) => total + (step.amount ?? 0), 0);
    expect(Math.abs(sum - value), figure).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(value)));
    expect(Number.isFinite(value), figure).toBe(true);
    // The working explains the figure the result shows.
    const shown = figure
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], result);
    if (typeof shown === 'number') expect(value, figure).toBe(shown);
    for (const step of steps) {
      expect(step.text.length, figure).toBeGreaterThan(0);
      for (const use of step.parameters) {
        expect(use.references.length, use.name).toBeGreaterThan(0);
      }
    }
  }
}
