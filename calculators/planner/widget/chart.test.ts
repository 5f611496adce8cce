// The chart's labels on the planner's own results: at every profit from a small company to a large
// one, in every year, on a phone and a desktop, no label overlaps another or a marked point, every
// strategy's number is shown once, and no label strays over the axes' figures or out of the SVG.
import { describe, expect, it } from 'vitest';
import { planSalaryAndDividends, TAX_YEARS } from '../../../engine/index.ts';
import { labelBox, type Box } from '../../../widgets/shared/toolkit/chart-labels.ts';
import { layTakeHomeChart } from './chart.tsx';

const WIDTHS = [300, 560, 900];
const PROFITS = [
  15_000, 30_000, 50_000, 75_000, 100_000, 125_140, 150_000, 250_000, 500_000, 1_000_000,
];
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe.each(TAX_YEARS)('the planner chart in %s', (year) => {
  it.each(PROFITS)('labels every point clearly at £%i profit', (companyProfit) => {
    const plan = planSalaryAndDividends(
      { companyProfit, employmentAllowance: false, scottishTaxpayer: false },
      year,
    );
    const marks = plan.strategies.map((strategy, index) => ({
      ...strategy,
      label: String(index + 1),
    }));
    const best = { salary: plan.best.salary, takeHome: plan.best.takeHome, label: 'Best' };
    for (const width of WIDTHS) {
      const { x, y, bounds, bestLabel, markLabels } = layTakeHomeChart(
        { curve: plan.curve, best, marks },
        width,
      );
      const labels = [bestLabel!, ...markLabels];
      const boxes = labels.map(labelBox);
      const circles = [
        { salary: best.salary, takeHome: best.takeHome, r: 7 },
        ...marks.map((mark) => ({ ...mark, r: 4 })),
      ].map(({ salary, takeHome, r }) => {
        const [cx, cy] = [x(salary), y(takeHome)];
        return { left: cx - r, top: cy - r, right: cx + r, bottom: cy + r };
      });
      const where = `${width} px`;
      boxes.forEach((box, i) => {
        expect(box.left, where).toBeGreaterThanOrEqual(bounds.left);
        expect(box.right, where).toBeLessThanOrEqual(Math.min(bounds.right, width));
        expect(box.top, where).toBeGreaterThanOrEqual(Math.max(bounds.top, 0));
        expect(box.bottom, where).toBeLessThanOrEqual(bounds.bottom);
        for (const other of boxes.slice(i + 1)) expect(overlaps(box, other), where).toBe(false);
        for (const circle of circles) expect(overlaps(box, circle), where).toBe(false);
      });
      const numbers = labels.slice(1).flatMap((label) => label.text.split(', '));
      expect(numbers.sort(), where).toEqual(marks.map((mark) => mark.label));
    }
  });
});

describe('the take-home axis', () => {
  const mark = (salary: number, takeHome: number) => ({ salary, takeHome, label: 'Best' });
  it.each([
    // Take-home from £51,200 to £55,800: the lowest is 92% of the highest, so the axis starts at
    // the round £51,000 below it (ticks of £1,000 for a span of 4,600 in about 5) and is broken.
    [51_200, 55_800, 51_000, 56_000],
    // From £20,000 to £40,000: the lowest is half the highest, still broken, from £20,000.
    [20_000, 40_000, 20_000, 40_000],
    // From £10,000 to £40,000: a quarter; the differences show from £0, so the axis starts there.
    [10_000, 40_000, null, 40_000],
  ])('from £%i to £%i of take-home starts at %s', (low, high, floor, top) => {
    const curve = [
      { salary: 0, takeHome: low },
      { salary: 50_000, takeHome: high },
    ];
    const chart = layTakeHomeChart({ curve, best: mark(50_000, high), marks: [] }, 560);
    expect(chart.floor).toBe(floor);
    expect(chart.yTicks[0]).toBe(floor ?? 0);
    expect(chart.yTicks.at(-1)).toBe(top);
    // The lowest take-home is on or above the baseline, the highest on or below the top tick.
    expect(chart.y(low)).toBeLessThanOrEqual(chart.y(chart.yTicks[0]!));
    expect(chart.y(high)).toBeGreaterThanOrEqual(chart.y(top));
  });
});
