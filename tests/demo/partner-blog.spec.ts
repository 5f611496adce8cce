import { expect, test } from '../support/test.ts';
import { collectPageErrors } from '../support/browser.ts';
import { expectDefined, fillDirector, resultValue } from './demo-pages.ts';

const ENTRIES = [
  '/widgets/esm/acct-director-calculator.js',
  '/widgets/esm/acct-self-employed-calculator.js',
  '/widgets/esm/acct-review-carousel.js',
];

test('the ES build loads each shared runtime chunk once for three widgets', async ({ page }) => {
  const errors = collectPageErrors(page);
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/widgets/')) requests.push(pathname);
  });
  await page.goto('/demo/partner-blog/');
  await expectDefined(page, [
    'acct-director-calculator',
    'acct-self-employed-calculator',
    'acct-review-carousel',
  ]);
  await page.waitForLoadState('networkidle');

  // Only the ES build: no classic bundle, which would carry its own copy of React.
  expect(requests.every((path) => path.startsWith('/widgets/esm/'))).toBe(true);
  for (const entry of ENTRIES) expect(requests.filter((path) => path === entry)).toHaveLength(1);
  const chunks = requests.filter((path) => !ENTRIES.includes(path));
  expect(chunks.length, 'the widgets share at least one runtime chunk').toBeGreaterThan(0);
  expect(new Set(requests).size, `requested more than once: ${requests.join(', ')}`).toBe(
    requests.length,
  );

  // The shared chunks are what the entries import: every entry imports at least one of them.
  for (const entry of ENTRIES) {
    const source = await (await page.request.get(entry)).text();
    const imported = [...source.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g)].map(
      (match) => new URL(match[1] ?? '', `http://host${entry}`).pathname,
    );
    expect(
      imported.some((path) => chunks.includes(path)),
      `${entry} imports a shared chunk`,
    ).toBe(true);
  }
  expect(errors).toEqual([]);
});

test('the widgets keep their own look and work inside the hostile theme', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/demo/partner-blog/');
  await expectDefined(page, ['acct-director-calculator', 'acct-self-employed-calculator']);

  // The page's own paragraphs are forced to 19 px purple lowercase; the widgets are not.
  const pageText = await page
    .locator('article > p')
    .first()
    .evaluate((node) => {
      const style = getComputedStyle(node);
      return { size: style.fontSize, transform: style.textTransform };
    });
  expect(pageText).toEqual({ size: '19px', transform: 'lowercase' });

  const director = page.locator('acct-director-calculator');
  const input = director.getByLabel('Dividends');
  await expect(input).toBeVisible();
  const widgetText = await director.locator('.acct-calculator__intro').evaluate((node) => {
    const style = getComputedStyle(node);
    return { transform: style.textTransform, color: style.color, font: style.fontFamily };
  });
  expect(widgetText.transform).toBe('none');
  expect(widgetText.color).not.toBe('rgb(74, 13, 103)');
  expect(widgetText.font).not.toContain('Comic');

  // The post embeds the calculator already showing a £50,000 salary.
  await expect(resultValue(director, 'Total income')).toHaveText('£50,000.00');
  await fillDirector(director, '12570', '40000');
  await expect(resultValue(director, 'Tax on dividends')).toHaveText(/^£[\d,]+\.\d\d$/);

  const selfEmployed = page.locator('acct-self-employed-calculator');
  await selfEmployed.getByLabel('Annual income').fill('45000');
  await selfEmployed.getByLabel('Allowable expenses').fill('5000');
  await selfEmployed.getByRole('button', { name: 'Calculate' }).click();
  await expect(resultValue(selfEmployed, 'Profit')).toHaveText('£40,000.00');

  await expect(
    page.locator('acct-review-carousel').getByText('Sarah Mitchell', { exact: true }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
