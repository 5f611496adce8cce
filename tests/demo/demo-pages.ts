// The demo's pages and small helpers shared by its browser tests.
import { expect, type Locator, type Page } from '../support/test.ts';
import { PUBLISHED_WIDGET_APIS } from '../../widgets/api.ts';

/** Every widget with partner scripts, in the registry's order. */
export const WIDGET_TAGS: readonly string[] = PUBLISHED_WIDGET_APIS.map(({ tag }) => tag);

export function widgetPagePath(tag: string): string {
  return `/demo/${tag.replace(/^acct-/, '')}/`;
}

/** Every page of the harness, with the elements each one must register. */
export const DEMO_PAGES: ReadonlyArray<{ path: string; tags: readonly string[] }> = [
  { path: '/demo/', tags: [] },
  ...WIDGET_TAGS.map((tag) => ({ path: widgetPagePath(tag), tags: [tag] })),
  {
    path: '/demo/partner-blog/',
    tags: ['acct-director-calculator', 'acct-self-employed-calculator', 'acct-review-carousel'],
  },
  { path: '/demo/csp/', tags: WIDGET_TAGS },
];

export async function expectDefined(page: Page, tags: readonly string[]) {
  for (const tag of tags) {
    await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
  }
}

/** The value shown beside a result label inside a widget's shadow root. */
export function resultValue(widget: Locator, label: string): Locator {
  return widget
    .locator('.acct-result-row')
    .filter({ has: widget.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

/** '£7,406.25' → 7406.25 */
export function parseMoney(text: string): number {
  return Number(text.replace(/[£,\s]/g, ''));
}

export async function fillDirector(widget: Locator, salary: string, dividends: string) {
  await widget.getByLabel('Annual salary').fill(salary);
  await widget.getByLabel('Dividends').fill(dividends);
  await widget.getByRole('button', { name: 'Calculate' }).click();
  await expect(resultValue(widget, 'Tax on dividends')).toBeVisible();
}
