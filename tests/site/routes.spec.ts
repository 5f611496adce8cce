import { expect, test } from '../support/test.ts';
import { NOT_FOUND_META } from '../../site/app/route-meta.ts';
import { PAGE_ROUTES, blockExternal, storeConsent } from './site-support.ts';

// Every route's status, title and main heading are checked in its visit of every-route.spec.ts.
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
