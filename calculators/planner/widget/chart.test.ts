// The chart's labels on the planner's own results: at every profit from a small company to a large
// one, in both years, on a phone and a desktop, no label overlaps another or a marked point, every
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
