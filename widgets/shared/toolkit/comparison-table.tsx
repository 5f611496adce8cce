// The table of "Compare years" (compare-years.tsx), a part loaded on demand: each figure of the
// result in every tax year the engine knows, worked out on the same input, with the change from the
// first year to the last.
import { useId, useMemo } from 'react';
import {
  TAX_YEARS,
  isProvisionalYear,
  listInWords,
  taxYearLabel,
  type TaxYear,
} from '../../../engine/index.ts';
import { formatMoney } from './money.ts';
import comparisonTableStyles from './comparison-table.css?inline';

export const styles = comparisonTableStyles;

/** One row of the comparison: a figure's name and where it is in a result. */
export interface ComparedFigure<Result> {
  label: string;
  value: (result: Result) => number;
}

/** `+£1,234.00`, `−£1,234.00` (a minus sign, not a hyphen), or `£0.00`. */
export function signedMoney(amount: number): string {
  const cents = Math.round(amount * 100);
  const unsigned = formatMoney(Math.abs(cents) / 100);
  return cents ? `${cents > 0 ? '+' : '−'}${unsigned}` : unsigned;
}

export interface ComparisonTableProps<Input, Result> {
  input: Input;
  /** The engine's calculation, as the form uses it. */
  compute: (input: Input, taxYear: TaxYear) => Result;
  figures: readonly ComparedFigure<Result>[];
  /** The result on show and its year, so that year is not worked out again. */
  shown: { year: TaxYear; result: Result };
}

export function ComparisonTable<Input, Result>({
  input,
  compute,
  figures,
  shown,
}: ComparisonTableProps<Input, Result>) {
  const titleId = useId();
  const results = useMemo(
    () =>
      TAX_YEARS.map((year) => ({
        year,
        result: year === shown.year ? shown.result : compute(input, year),
      })),
    [input, compute, shown.year, shown.result],
  );
  // TAX_YEARS is never empty.
  const first = results[0]!;
  const last = results.at(-1)!;
  const change = `${taxYearLabel(first.year)} to ${taxYearLabel(last.year)}`;
  const title = `Your figures in ${listInWords(results.map(({ year }) => taxYearLabel(year)))}`;
  return (
    <div className="acct-compare__result">
      {/* The title stays put above the table while the table scrolls under it; the caption,
          for screen readers, names the table itself. */}
      <h4 className="acct-results__subtitle" id={titleId}>
        {title}
      </h4>
      {/* A narrow card stacks each figure's years under its name, each value showing its year from
          `data-label` (screen readers have the column header instead); the region is focusable so
          a keyboard can scroll it should a figure still be wider than the card. */}
      <div className="acct-compare__scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
        <table className="acct-compare__table" part="compare-table">
          <caption className="acct-visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Figure</th>
              {results.map(({ year }) => (
                <th scope="col" key={year}>
                  {taxYearLabel(year)}
                  {isProvisionalYear(year) ? (
                    <span className="acct-compare__provisional"> provisional</span>
                  ) : null}
                </th>
              ))}
              <th scope="col">
                Change<span className="acct-visually-hidden"> from {change}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.map((figure) => (
              <tr key={figure.label}>
                <th scope="row">{figure.label}</th>
                {results.map(({ year, result }) => (
                  <td
                    key={year}
                    data-label={`${taxYearLabel(year)}${isProvisionalYear(year) ? ' (provisional)' : ''}`}
                  >
                    {formatMoney(figure.value(result))}
                  </td>
                ))}
                <td className="acct-compare__change" data-label="Change">
                  {signedMoney(figure.value(last.result) - figure.value(first.result))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
