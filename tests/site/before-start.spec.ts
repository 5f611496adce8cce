// What a visitor does on a prerendered page before its scripts have started is kept: a slow phone
// shows the form a second or more before it works. The page's entry is held at the network edge
// while the visitor types and presses Calculate, so that window is as long as the test needs.
import { expect, test, type Page } from '../support/test.ts';
import { blockExternal, storeConsent } from './site-support.ts';

/**
 * Holds every script of the site's own (the entry and the modules it would start with) at the
 * network edge until the returned function is called: the page is its prerendered markup until then.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const started = new Promise<void>((done) => (release = done));
  await page.route('**/assets/*.js', async (route) => {
    await started;
    await route.continue();
  });
  return release;
}

test.beforeEach(async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
});

test('figures typed and a press made before the page starts are kept, and the result follows them', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/self-employed-tax-calculator', { waitUntil: 'domcontentloaded' });
  const income = page.getByLabel('Annual income');
  const expenses = page.getByLabel('Allowable expenses');
  await income.fill('45000');
  await expenses.fill('5000');
  await page.getByRole('button', { name: 'Calculate' }).click();
  // The press sent no form: the page is the same one, its fields as typed.
  await expect(page).toHaveURL(/\/self-employed-tax-calculator$/);
  await expect(income).toHaveValue('45000');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const cta = page.getByRole('link', { name: 'Book a free call about this' });
  await expect(cta).toBeVisible();
  await expect(income).toHaveValue('45000');
  await expect(expenses).toHaveValue('5000');
  // The result is the fields', as the booking notes quote it.
  const booking = new URLSearchParams(
    new URL((await cta.getAttribute('href')) ?? '', 'http://x').hash.slice(1),
  );
  expect(booking.get('calc')).toBe('self-employed');
  expect(booking.get('income')).toBe('45000');
  expect(booking.get('expenses')).toBe('5000');
});

test('a sign-in sent before the page starts puts nothing in the address: no reload, no password in a URL', async ({
  page,
}) => {
  const release = await holdScripts(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill('admin@example.co.uk');
  await page.getByLabel('Password').fill('correct horse battery staple');
  await page.getByLabel('Password').press('Enter');
  // A form without its script would be sent as a GET, its fields in the query string.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/auth$/);
  expect(requested.filter((url) => url.includes('battery'))).toEqual([]);
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(requested.filter((url) => url.includes('battery'))).toEqual([]);
});

test.describe('a press before the page starts', () => {
  test('on a calculator’s tab chooses it once the page starts', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/tax-calculator', { waitUntil: 'domcontentloaded' });
    await page.getByRole('tab', { name: 'Company Director' }).click();
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Self-Employed');

    release();
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Company Director');
    await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
    await expect(
      page.getByRole('region', { name: 'Company director tax calculator' }),
    ).toBeVisible();
  });

  // Radix chooses a tab on the key itself, not on the click a key makes: the key is held too.
  for (const key of ['Enter', 'Space']) {
    test(`with ${key} on a calculator’s tab chooses it once the page starts`, async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto('/tax-calculator', { waitUntil: 'domcontentloaded' });
      await page.getByRole('tab', { name: 'Company Director' }).press(key);
      await expect(page.getByRole('tab', { selected: true })).toHaveText('Self-Employed');

      release();
      await expect(page.getByRole('tab', { selected: true })).toHaveText('Company Director');
      await expect(
        page.getByRole('region', { name: 'Company director tax calculator' }),
      ).toBeVisible();
    });
  }

  for (const press of ['a click', 'Enter'] as const) {
    test(`with ${press} on the header’s Services menu opens it once the page starts, once`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const release = await holdScripts(page);
      await page.goto('/about', { waitUntil: 'domcontentloaded' });
      const services = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Services' });
      await (press === 'Enter' ? services.press('Enter') : services.click());
      await expect(page.getByRole('menu')).toHaveCount(0);

      release();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitem')).toHaveCount(4);
      // Not closed again by a second answer to the same press.
      await page.waitForTimeout(300);
      await expect(menu).toBeVisible();
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

    test('on the header’s menu button opens the menu once, and a tap on a link still follows it', async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto('/about', { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await expect(page.locator('#mobile-menu')).toBeHidden();

      release();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // Opened by the press made again, and not closed by a second answer to it.
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(page.locator('#mobile-menu')).toBeVisible();
      await page.waitForTimeout(300);
      await expect(page.locator('#mobile-menu')).toBeVisible();

      const next = await holdScripts(page);
      await page.goto('/about', { waitUntil: 'domcontentloaded' });
      await page.getByRole('link', { name: 'Book a free call' }).first().tap();
      await expect(page).toHaveURL(/\/contact/);
      next();
    });
  });
});

// A page is interactive once its scripts have run: nothing it does while it starts waits on a
// timer. React holds back its next reveal of suspended work by 300 ms after a Suspense boundary
// last showed its fallback, and a part loaded through `lazy()` as the page started (the cookie
// banner) made every page's hydration wait that long (site/lib/lazy-on-client.ts). With the page's
// timers stopped once its loader has started the scripts, a timer on the way would hold it forever.
test.describe('a page starts waiting on no timer', () => {
  for (const [visitor, consent] of [
    ['a new visitor', false],
    ['a returning visitor', true],
  ] as const) {
    test(`for ${visitor}`, async ({ page, context, today }) => {
      if (consent) await storeConsent(context);
      await page.clock.install({ time: today });
      await page.clock.pauseAt(new Date(today.getTime() + 1_000));
      for (const path of ['/', '/tax-calculator', '/contact']) {
        await page.goto(path);
        // The loader starts the scripts a frame after the page's first paint (site/index.html).
        await page.clock.runFor(100);
        await expect(page.locator('html'), path).toHaveAttribute('data-hydrated', 'true');
      }
    });
  }
});
