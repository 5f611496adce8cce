// Small numeric helpers shared by the calculators.

/** A year's months and weeks, as the calculators turn a year's figure into a month's or a week's. */
export const MONTHS_PER_YEAR = 12;
export const WEEKS_PER_YEAR = 52;

/** Rounds half away from zero to `decimals` places, immune to binary artefacts such as 1.005 → 1.00. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const exact = Math.abs(value) * factor;
  // Binary artefacts only matter within a hair of a half; elsewhere rounding directly gives the same
  // answer without the cost of formatting the number (the planner rounds thousands of figures).
  const fromHalf = Math.abs(exact - Math.floor(exact) - 0.5);
  const scaled = fromHalf > Math.max(1e-6, exact * 1e-13) ? exact : Number(exact.toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  // Normalises -0 so results never show "-£0".
  return rounded === 0 ? 0 : rounded;
}

/** Rounds up to a multiple of `step`, ignoring binary noise below 12 significant digits. */
export function roundUpTo(value: number, step: number): number {
  const steps = value / step;
  // Twelve significant digits can move `steps` onto a whole number only from within a hair of one;
  // elsewhere the ceiling is the same without the cost of formatting it (the planner takes
  // hundreds of thousands of these a search).
  const fromWhole = Math.abs(steps - Math.round(steps));
  const clean = fromWhole > Math.abs(steps) * 1e-11 ? steps : Number(steps.toPrecision(12));
  return Math.ceil(clean) * step;
}

/**
 * A money input made safe: non-finite or negative becomes 0 and anything above `limit` becomes `limit`,
 * so a calculator called directly (not through its form) still returns finite figures.
 */
export function safeAmount(value: number, limit: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(value, limit);
}

/** The part of `amount` that lies between `lower` and `upper`. */
export function slice(amount: number, lower: number, upper: number): number {
  return Math.max(0, Math.min(amount, upper) - lower);
}
