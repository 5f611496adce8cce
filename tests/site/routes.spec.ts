import { expect, test } from '../support/test.ts';
import { NOT_FOUND_META } from '../../site/app/route-meta.ts';
import { PAGE_ROUTES, blockExternal, storeConsent } from './site-support.ts';

test.describe('every route shows its main heading', () => {
  for (const route of PAGE_ROUTES) {
    test(route.path, async ({ page, context }) => {
      await storeConsent(context);
      await blockExternal(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      const h1 = page.getByRole('heading', { level: 1 });
      if (route.heading) {
        await expect(h1).toHaveText(route.heading);
      } else {
        await expect(h1.first()).toBeVisible();
      }
      await expect(page).toHaveTitle(route.title);
    });
  }
});

test('an unknown path shows the 404 page and logs the path', async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto('/no-such-page/here?x=1');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_META.heading!);
  await expect.poll(() => errors.join('\n')).toContain('/no-such-page/here');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Clear path ahead');
});

test('client navigation updates the title, description and canonical URL', async ({
  page,
  context,
}) => {
  await storeConsent(context);
  await blockExternal(page);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Us');
  const careers = PAGE_ROUTES.find((route) => route.path === '/careers')!;
  await expect(page).toHaveTitle(careers.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    careers.description,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/careers$/);
});
