// Round axis ticks for charts of money: a step of 1, 2 or 5 × 10ⁿ chosen as d3-array's `ticks`
// chooses it (the step nearest `span / count` on a log scale), in a dozen lines. An axis starts
// from £0, or crosses it when the figures go below, so a gap looks as large as it is; or, marked
// as broken, from just below the lowest figure, where the differences that matter are small.

/** The round step nearest to `span / count`: 1, 2 or 5 times a power of ten. */
function roundStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const error = raw / power;
  return (
    power * (error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.SQRT2 ? 2 : 1)
  );
}

/** Ticks from 0 to the first round value at or above `max` (at least 1), about `count` of them. */
export function ticksFromZero(max: number, count: number): number[] {
  const step = roundStep(Math.max(1, max), count);
  const last = Math.ceil(Math.max(1, max) / step);
  // Steps under 1 divide by their inverse, so that 3 × 0.2 reads 0.6, not 0.6000000000000001.
  const inverse = step < 1 ? Math.round(1 / step) : 0;
  const ticks: number[] = [];
  for (let i = 0; i <= last; i += 1) ticks.push(inverse ? i / inverse : i * step);
  return ticks;
}

/**
 * Ticks from the last round value at or below `min` to the first at or above `max`, always
 * including 0: the range is widened to take in £0, so an axis of gains and losses crosses it.
 */
export function ticksThroughZero(min: number, max: number, count: number): number[] {
  const low = Math.min(0, min);
  // As from zero: nothing to show is an axis to £1.
  const high = Math.max(0, max, low + 1);
  const step = roundStep(Math.max(1, high - low), count);
  const first = Math.floor(low / step);
  const last = Math.max(first + 1, Math.ceil(high / step));
  const inverse = step < 1 ? Math.round(1 / step) : 0;
  const ticks: number[] = [];
  // `+ 0` writes -0 as 0.
  for (let i = first; i <= last; i += 1) ticks.push((inverse ? i / inverse : i * step) + 0);
  return ticks;
}

/**
 * Ticks from the last round value at or below `min` to the first at or above `max`, about `count`
 * of them: an axis that starts where the figures start. Only for a chart that says plainly that its
 * axis does not start at £0 (an axis break and a sentence), so a small gap is not read as a large one.
 */
export function ticksAround(min: number, max: number, count: number): number[] {
  const high = Math.max(max, min + 1);
  const step = roundStep(high - min, count);
  const first = Math.floor(min / step);
  const last = Math.max(first + 1, Math.ceil(high / step));
  const inverse = step < 1 ? Math.round(1 / step) : 0;
  const ticks: number[] = [];
  for (let i = first; i <= last; i += 1) ticks.push((inverse ? i / inverse : i * step) + 0);
  return ticks;
}
