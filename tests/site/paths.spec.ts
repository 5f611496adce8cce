// The ways to a service and to the practice: every service page within two clicks of the home page
// through the page itself, and the phone menu's booking and telephone links. (Every call to action
// that lands on the contact page names its topic: calls-to-action.ts, on every route.)
import { expect, test, type Page } from '../support/test.ts';
import { ROUTES } from '../../site/app/route-meta.ts';
import { PRACTICE } from '../../site/content/practice.ts';
import { TOPICS, TOPIC_PARAM } from '../../site/content/topics.ts';
import { blockExternal, storeConsent } from './site-support.ts';

/** The services with a page of their own: the footer's Services group names them. */
const SERVICE_PAGES = ROUTES.filter((route) => route.footer?.group === 'Services').map(
  (route) => route.path,
);

/** The site-internal links inside <main>, as hrefs, on a page as prerendered. */
async function mainLinks(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  return page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

const pathOf = (href: string) => new URL(href, 'http://site.test').pathname;
const isInternalPage = (href: string) => href.startsWith('/') && !href.startsWith('//');

test.beforeEach(async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
});

test.describe('without scripts, as prerendered', () => {
  test.use({ javaScriptEnabled: false });

  test('every service page is at most two clicks from the home page through <main>', async ({
    page,
  }) => {
    expect(SERVICE_PAGES).toHaveLength(7);
    const firstClick = new Set((await mainLinks(page, '/')).filter(isInternalPage).map(pathOf));
    const reached = new Map<string, string>();
    for (const path of firstClick) reached.set(path, `/ → ${path}`);
    for (const path of firstClick) {
      if (!ROUTES.some((route) => route.path === path)) continue;
      for (const href of (await mainLinks(page, path)).filter(isInternalPage)) {
        if (!reached.has(pathOf(href))) reached.set(pathOf(href), `/ → ${path} → ${href}`);
      }
    }
    const missing = SERVICE_PAGES.filter((path) => !reached.has(path));
    expect(missing, 'service pages more than two clicks from /').toEqual([]);
  });

  test('the home cards and the services overview lead to each service’s own page', async ({
    page,
  }) => {
    await page.goto('/');
    const services = page.getByRole('region', {
      name: 'Everything your business needs from an accountant',
    });
    for (const [name, path] of [
      ['Tax Services', '/tax-services'],
      ['Bookkeeping', '/bookkeeping'],
      ['Payroll', '/payroll'],
      ['Business Advisory', '/business-advisory'],
    ] as const) {
      await expect(
        services.getByRole('link', { name: new RegExp(`^${name}`) }).first(),
      ).toHaveAttribute('href', path);
    }

    await page.goto('/other-services');
    const cards = page.getByRole('region', { name: 'What we can do for you' }).getByRole('link');
    const hrefs = await cards.evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(6);
    for (const href of hrefs) {
      const path = pathOf(href ?? '');
      if (path === '/contact') {
        // A service without its own page: the contact page, told which service.
        expect(new URL(href!, 'http://site.test').searchParams.get(TOPIC_PARAM)).toBeTruthy();
      } else {
        expect(SERVICE_PAGES, `${href} is a service page`).toContain(path);
      }
    }
  });
});

test.describe('phone menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('carries the "Book a free call" link with its topic and the practice’s phone number', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const call = menu.getByRole('link', { name: `Call ${PRACTICE.phone.display}` });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', `tel:${PRACTICE.phone.tel}`);
    const book = menu.getByRole('link', { name: 'Book a free call' });
    await expect(book).toBeVisible();
    await book.click();
    await expect(page).toHaveURL(/\/contact\?topic=free-consultation#booking-widget$/);
    await expect(menu).toBeHidden();
    await expect(page.getByText(`About: ${TOPICS['free-consultation']}`)).toBeVisible();
  });
});
