// The planner chart's drawn geometry, read in the browser, for the tests of its layout on the site
// and in the embedded bundles.
import { expect, type Locator } from '@playwright/test';

type Rect = { x: number; y: number; width: number; height: number; name: string };

const intersects = (a: Rect, b: Rect) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;

/**
 * Fails unless the on-screen chart's point labels ("Best", "1" to "4") are clear of each other and of
 * every point but their own. Boxes are what the browser drew, so they hold whatever the font.
 */
export async function expectChartLabelsClear(chart: Locator) {
  const drawn = await chart.evaluate((svg) => {
    const rect = (element: Element, name: string) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height, name };
    };
    const groups = [...svg.querySelectorAll('.acct-chart__best, .acct-chart__mark')];
    return groups.map((group) => {
      const text = group.querySelector('text');
      const circle = group.querySelector('circle');
      const name = text?.textContent ?? '';
      return {
        label: text ? rect(text, name) : null,
        point: circle ? rect(circle, name) : null,
      };
    });
  });
  expect(drawn.map(({ label }) => label?.name).sort()).toEqual(['1', '2', '3', '4', 'Best']);
  for (const [index, { label }] of drawn.entries()) {
    if (!label) continue;
    for (const [other, { label: otherLabel, point }] of drawn.entries()) {
      if (other === index) continue;
      if (otherLabel)
        expect(intersects(label, otherLabel), `${label.name} on label ${otherLabel.name}`).toBe(
          false,
        );
      if (point)
        expect(intersects(label, point), `${label.name} on point ${point.name}`).toBe(false);
    }
  }
}
