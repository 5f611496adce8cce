// Building a result's working: each figure's steps, in words and figures, with the parameters used.
import type { Scale } from '../parameters/parameters-for.ts';
import type { Citation, FigureWorking, ParameterUse, WorkingStep } from '../types.ts';

/** "1234567" → "1,234,567". */
function grouped(digits: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
}

/** A count as the engine writes it in words: 1234567 → "1,234,567" (a whole number, not negative). */
export function wholeNumber(value: number): string {
  return grouped(String(Math.max(0, Math.round(value))));
}

/**
 * Money as the engine, the widgets and the site write it: "£37,200" for whole pounds, "£3,255.06"
 * otherwise; `pence` forces two decimals. A negative amount takes a minus sign (U+2212).
 */
export function gbp(amount: number, pence = false): string {
  // Written out rather than with Intl.NumberFormat, which is slow on this hot path.
  // The tiny factor rounds binary artefacts such as 1.005 × 100 = 100.49999… the way roundTo does.
  const cents = Math.round(Math.abs(amount) * 100 * (1 + 1e-12));
  const whole = grouped(String(Math.floor(cents / 100)));
  const rest = cents % 100;
  const sign = amount < 0 && cents !== 0 ? '−' : '';
  const decimals = pence || rest !== 0 ? `.${rest < 10 ? '0' : ''}${rest}` : '';
  return `${sign}£${whole}${decimals}`;
}

/** A rate as the law writes it: 0.0875 → "8.75%" (up to four decimals, no trailing zeros). */
export function percent(rate: number): string {
  return `${Number((rate * 100).toFixed(4))}%`;
}

/** A step's references: `cite(C.ita2007s25)` with `import * as C from '../parameters/citations.ts'`. */
export function cite(...citations: Citation[]): Citation[] {
  return citations;
}

/** Collects one figure's steps; `done` adds a rounding step when the figure is rounded. */
export class FigureSteps {
  private readonly steps: WorkingStep[] = [];

  /** A step that adds `amount` to the figure. */
  add(
    text: string,
    amount: number,
    parameters: readonly ParameterUse[] = [],
    references: readonly Citation[] = [],
  ): this {
    this.steps.push({ text, amount, parameters, references });
    return this;
  }

  /** A step that explains without adding to the figure. */
  note(
    text: string,
    parameters: readonly ParameterUse[] = [],
    references: readonly Citation[] = [],
  ): this {
    this.steps.push({ text, amount: null, parameters, references });
    return this;
  }

  /** `pence` false: the figure is rounded to whole pounds; a rounding step and `unrounded` say so. */
  done<Figure extends string>(
    figure: Figure,
    label: string,
    value: number,
    pence = true,
  ): FigureWorking<Figure> {
    let sum = 0;
    for (const step of this.steps) sum += step.amount ?? 0;
    const difference = value - sum;
    if (Math.abs(difference) > 1e-9) {
      this.steps.push({
        text: `Rounded to the nearest ${pence ? 'penny' : 'pound'}: ${gbp(value, !Number.isInteger(value))}`,
        amount: difference,
        parameters: [],
        references: [],
      });
      return { figure, label, value, steps: this.steps, unrounded: sum };
    }
    return { figure, label, value, steps: this.steps };
  }
}

/** A part of some income taxed at one rate. */
export interface Slice {
  amount: number;
  rate: number;
  /** Where it sits, e.g. "basic rate band" or "dividend allowance". */
  where: string;
  parameters: readonly ParameterUse[];
}

/** The slices of income lying between `start` and `end` of taxable income on `scale`. */
export function slicesOnScale(scale: Scale, start: number, end: number): Slice[] {
  const slices: Slice[] = [];
  for (let index = 0; index < scale.length; index += 1) {
    const band = scale[index] as Scale[number];
    const next = scale[index + 1];
    const upper = next?.from ?? Infinity;
    const amount = Math.min(end, upper) - Math.max(start, band.from);
    if (amount > 0) {
      const parameters: ParameterUse[] = [];
      for (const use of [band.fromUse, next?.fromUse, band.rateUse]) {
        if (use !== null && use !== undefined) parameters.push(use);
      }
      slices.push({ amount, rate: band.rate, where: band.band, parameters });
    }
  }
  return slices;
}

export function taxOf(slices: readonly Slice[]): number {
  let total = 0;
  for (const slice of slices) total += slice.amount * slice.rate;
  return total;
}

/** Adds a step per slice: "£37,200 at 8.75% (basic rate band) = £3,255.00". */
export function addSlices(steps: FigureSteps, slices: readonly Slice[]): void {
  for (const slice of slices) {
    const tax = slice.amount * slice.rate;
    steps.add(
      `${gbp(slice.amount)} at ${percent(slice.rate)} (${slice.where}) = ${gbp(tax, true)}`,
      tax,
      slice.parameters,
    );
  }
}

/** The two NI bands (Class 1 on salary, Class 4 on profit), in the same words for both. */
export interface NiBands {
  /** 'salary' or 'profit': what the contributions are charged on. */
  on: string;
  amount: number;
  main: number;
  above: number;
  lowerLimit: number;
  upperLimit: number;
  mainRate: number;
  additionalRate: number;
  params: {
    lower: ParameterUse;
    upper: ParameterUse;
    main: ParameterUse;
    additional: ParameterUse;
  };
}

export function addNiBandSteps(steps: FigureSteps, bands: NiBands): void {
  const { on, main, above, lowerLimit, upperLimit, mainRate, additionalRate, params } = bands;
  if (main + above === 0) {
    const subject = on.charAt(0).toUpperCase() + on.slice(1);
    steps.note(`${subject} ${gbp(bands.amount)} is not above ${gbp(lowerLimit)}`, [params.lower]);
  }
  if (main > 0) {
    steps.add(
      `${gbp(main)} of ${on} between ${gbp(lowerLimit)} and ${gbp(upperLimit)} at ${percent(mainRate)} = ${gbp(main * mainRate, true)}`,
      main * mainRate,
      [params.lower, params.upper, params.main],
    );
  }
  if (above > 0) {
    steps.add(
      `${gbp(above)} of ${on} above ${gbp(upperLimit)} at ${percent(additionalRate)} = ${gbp(above * additionalRate, true)}`,
      above * additionalRate,
      [params.upper, params.additional],
    );
  }
}

/**
 * The workings given, in order, leaving out those that do not apply (null): one list where a result
 * is assembled, rather than a push per figure. A plain loop, as partners' pages replace `filter`.
 */
export function present<Figure extends string>(
  ...workings: (FigureWorking<Figure> | null)[]
): FigureWorking<Figure>[] {
  const out: FigureWorking<Figure>[] = [];
  for (const working of workings) if (working) out.push(working);
  return out;
}
