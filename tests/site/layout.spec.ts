import { expect, test } from '../support/test.ts';
import { gotoHydrated } from '../support/browser.ts';
import { MAIN_MENU, isGroup } from '../../site/app/navigation.ts';
import { CONSENT, blockExternal, storeConsent } from './site-support.ts';

test.beforeEach(async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, closes again, and closes on any link click', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const name of [
      'About',
      'Team',
      'Company Setup',
      'Accounts & Tax',
      'Self-Assessment',
      'Other Services',
      'Pricing',
      'Self-Employed Tax Calculator',
      'Directors Tax Calculator',
      'FAQ',
      'Contact',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Accounts & Tax' }).click();
    await expect(page).toHaveURL(/\/accounts-tax$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    // Even a link to the page already open closes it. The navigation commits only once the new
    // page's module has arrived, and the menu closes when it does: wait for the page's heading
    // before opening the menu, or the commit would close it under the test.
    await expect(page.getByRole('heading', { level: 1, name: /Company Accounts/ })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Accounts & Tax' }).click();
    await expect(menu).toBeHidden();
  });
});

test.describe('desktop dropdowns', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Services opens and navigates by keyboard', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Services' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Company Setup',
      'Accounts & Tax',
      'Self-Assessment',
      'Other Services',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Company Setup' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Accounts & Tax' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/accounts-tax$/);
    await expect(menu).toBeHidden();
  });

  test('Resources opens with the arrow key and closes with Escape', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const trigger = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Resources' });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    // The menu's entries come from the route table; the spec's three lead, the planner among them.
    const resources = MAIN_MENU.find((entry) => isGroup(entry) && entry.label === 'Resources');
    const labels = resources && isGroup(resources) ? resources.items.map((item) => item.label) : [];
    expect(labels).toEqual(
      expect.arrayContaining(['Self-Employed Tax Calculator', 'Directors Tax Calculator', 'FAQ']),
    );
    await expect(menu.getByRole('menuitem')).toHaveText(labels);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header looks different on the home page', async ({ page }) => {
    const background = () =>
      page
        .locator('header')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.goto('/');
    const home = await background();
    await page.goto('/about');
    const other = await background();
    expect(home).not.toBe(other);
    await expect(page.locator('header').first()).toHaveCSS('position', 'sticky');
  });

  test('the WhatsApp buttons open a prefilled chat in a new tab', async ({ page }) => {
    await page.goto('/self-assessment');
    const hero = page.getByRole('main').getByRole('link', { name: 'WhatsApp us' });
    const href = await hero.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/447700900\d{3}\?text=.+/);
    expect(decodeURIComponent(new URL(href!).searchParams.get('text')!)).toMatch(/self-assessment/);
    await expect(hero).toHaveAttribute('target', '_blank');
    await expect(hero).toHaveAttribute('rel', 'noopener noreferrer');
    // The header has none: the floating button is the WhatsApp entry, shown past the hero.
    await expect(
      page
        .locator('header')
        .first()
        .getByRole('link', { name: /WhatsApp/ }),
    ).toHaveCount(0);
    const floating = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2));
    await expect(floating).toBeVisible();
    await expect(floating).toHaveAttribute('href', /^https:\/\/wa\.me\/447700900\d{3}\?text=.+/);
    await page.goto('/faq');
    await expect(page.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveCount(0);
  });
});

test('the footer Manage Cookies button reopens the dialog with the stored choice', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  // A stored choice: no banner.
  await expect(page.getByRole('button', { name: 'Accept All' })).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Manage Cookies' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked({
    checked: CONSENT.analytics,
  });
  await expect(dialog.getByRole('switch', { name: 'Marketing' })).toBeChecked({
    checked: CONSENT.marketing,
  });
  await expect(dialog.getByRole('switch', { name: 'Functional' })).toBeChecked({
    checked: CONSENT.functional,
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test.describe('contact strip', () => {
  test('links to the booking widget from other pages', async ({ page }) => {
    await page.goto('/about');
    const strip = page.getByRole('region', { name: 'Ready to get started?' });
    await expect(strip.getByText('Mon–Fri 9AM–5PM')).toBeVisible();
    const address = strip.getByRole('link', { name: /Cannon Wharf/ });
    await expect(address).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
    await expect(address).toHaveAttribute('target', '_blank');
    await expect(address).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(strip.getByRole('link', { name: '020 7946 0321' })).toHaveAttribute(
      'href',
      'tel:+442079460321',
    );
    await strip.getByRole('link', { name: 'Book a free call' }).click();
    await expect(page).toHaveURL(/\/contact\?topic=free-consultation#booking-widget$/);
    await expect(page.locator('#booking-widget')).toBeInViewport();
  });

  test('is not on /contact, whose one booking block follows the greeting', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('region', { name: 'Ready to get started?' })).toHaveCount(0);
    await expect(page.locator('[data-booking-namespace]')).toHaveCount(1);
  });
});
