// A calculator must never show a figure worked out with broken built-ins. Some partners' pages
// replace them (Prototype.js 1.6 swaps `Array.prototype.reduce` for one that returns the array and
// gives arrays a `toJSON` that turns them into strings), so each calculator element checks known
// answers when it is defined, and shows a notice instead of the calculator when one comes out wrong.
// The answers are of the built-ins the engine and the widgets work with, rather than of a whole
// calculator, so every widget can afford the check (a calculator's own known answer would carry that
// calculator and its rates into every bundle).

/** Each check's known answer; a thrown error counts as a wrong one. */
const CHECKS: ReadonlyArray<() => boolean> = [
  () => [1, 2, 3, 4].reduce((sum, value) => sum + value, 0) === 10,
  () => [3, 1, 2].map((value) => value * 2).join() === '6,2,4',
  () => [5, -1, 7].filter((value) => value > 0).length === 2,
  () => [4, 9, 16].find((value) => value > 5) === 9,
  () => [1, 2].some((value) => value === 2) && [1, 2].every((value) => value > 0),
  () => Object.keys({ a: 1, b: 2 }).join() === 'a,b',
  () => Object.entries({ a: 1 })[0]?.[1] === 1,
  () => JSON.stringify({ list: [1, 2] }) === '{"list":[1,2]}',
  () => Math.round(2.5) === 3 && Math.round(-2.5) === -2 && Math.floor(-0.5) === -1,
  () => Math.max(1, 3, 2) === 3 && Math.min(1, 3, 2) === 1,
  () => (1234.5).toFixed(2) === '1234.50' && Number('12.5') === 12.5,
  () => Number.isFinite(1) && !Number.isFinite(Infinity),
  () => '£1,234'.replace(/[£,]/g, '') === '1234',
];

/**
 * True when the built-ins give their known answers on this page, false when the page has broken
 * them. The engine's own `engineSelfCheck()`, where the engine has one, can stand behind this.
 */
export function calculatorsCanRun(): boolean {
  try {
    return CHECKS.every((check) => check());
  } catch {
    return false;
  }
}

/** What a calculator shows instead of figures when `calculatorsCanRun` is false. */
export const BROKEN_PAGE_NOTICE =
  'This calculator cannot run on this page: another script here has changed how the browser works with numbers, so its figures would be wrong. Please use it on a page without that script.';
