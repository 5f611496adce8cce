import { expect, test, type Locator, fixClock } from '../support/test.ts';
import { CLAIMS } from '../../site/content/practice.ts';
import { contactHref } from '../../site/content/topics.ts';
import { blockExternal, storeConsent } from './site-support.ts';

test.beforeEach(async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
});

async function expectSingleOpenCollapsible(accordion: Locator, count: number) {
  const triggers = accordion.getByRole('button');
  await expect(triggers).toHaveCount(count);
  const expanded = () => accordion.locator('button[aria-expanded="true"]');
  await expect(expanded()).toHaveCount(0);
  await triggers.nth(0).click();
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(accordion.getByRole('region')).toHaveCount(1);
  await triggers.nth(count - 1).click();
  await expect(triggers.nth(count - 1)).toHaveAttribute('aria-expanded', 'true');
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(expanded()).toHaveCount(1);
  await triggers.nth(count - 1).click();
  await expect(expanded()).toHaveCount(0);
  await expect(accordion.getByRole('region')).toHaveCount(0);
}

test('FAQ: four tabs, one active, each a single-open collapsible accordion', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: "FAQ's" })).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Services', 'Payments', 'Contact', 'General']);
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Services');

  const sizes: Record<string, number> = { Services: 3, Payments: 2, Contact: 3, General: 3 };
  for (const [name, count] of Object.entries(sizes)) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
    await expect(page.getByRole('tab', { selected: true })).toHaveText(name);
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expectSingleOpenCollapsible(panel, count);
  }

  await page.getByRole('tab', { name: 'Payments' }).click();
  await page.getByRole('button', { name: 'How is your fee structured?' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(
    'from £900 a year including VAT (£750 + VAT)',
  );
});

test('company registration: 7 included items and 5 questions, each single-open', async ({
  page,
}) => {
  await page.goto('/company-registration');
  const included = page.getByRole('region', { name: "What's Included" });
  await expectSingleOpenCollapsible(included.locator('[data-orientation="vertical"]').first(), 7);
  const faq = page.getByRole('region', { name: 'Questions founders ask us' });
  await expectSingleOpenCollapsible(faq.locator('[data-orientation="vertical"]').first(), 5);
  for (const name of ['Starter Ltd', 'VAT-Ready', 'Employer-Ready', 'Launch Plus']) {
    await expect(page.getByRole('article', { name })).toBeVisible();
  }
  await expect(page.getByText('Month 1')).toBeVisible();
});

test('tax calculator tabs: Self-Employed by default, one active at a time', async ({ page }) => {
  await page.goto('/tax-calculator');
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Self-Employed');
  await expect(page.getByRole('region', { name: 'Self-employed tax calculator' })).toBeVisible();
  await page.getByRole('tab', { name: 'Company Director' }).click();
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Company Director');
  await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Company director tax calculator' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Self-employed tax calculator' })).toHaveCount(0);
  const help = page.getByRole('navigation', { name: 'Need more help?' });
  for (const [name, href] of [
    ['Get an instant quote', '/quote'],
    ['Self Assessment Services', '/self-assessment'],
    ['Tax Deadlines', '/tax-deadlines'],
    ['Book a free call', contactHref('calculator-help', { booking: true })],
  ]) {
    await expect(help.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'href',
      href!,
    );
  }
  await expect(page.getByRole('complementary', { name: 'Disclaimer' })).toContainText(
    'estimates only',
  );
});

const HOME_FIGURES = [
  '£3.2k',
  `${CLAIMS.clients.value}+`,
  `${CLAIMS.replyHours.value} hours`,
  `${CLAIMS.yearsInPractice} years`,
];

test.describe('count-ups', () => {
  test.use({ viewport: { width: 1280, height: 600 }, reducedMotion: 'no-preference' });

  test('only a count of things counts up, through counts alone, to its value', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const stats = page.getByRole('region', { name: 'Our results in numbers' });
    const counters = stats.getByTestId('count-up');
    // Below the fold the count waits at zero; a figure with a unit shows as it is.
    await expect(counters).toHaveText([HOME_FIGURES[0]!, '0+', HOME_FIGURES[2]!, HOME_FIGURES[3]!]);
    await stats.scrollIntoViewIfNeeded();
    // On its way, never a value the final figure would not be: no '1 days', no '23 hours'.
    const seen = new Set<string>();
    for (let sample = 0; sample < 30; sample += 1) {
      const texts = await counters.allTextContents();
      expect([texts[0], texts[2], texts[3]]).toEqual([
        HOME_FIGURES[0],
        HOME_FIGURES[2],
        HOME_FIGURES[3],
      ]);
      expect(texts[1]).toMatch(/^\d{1,3}\+$/);
      seen.add(texts[1]!);
      if (texts[1] === HOME_FIGURES[1]) break;
      await page.waitForTimeout(100);
    }
    expect(seen.size, 'the count went through values on its way').toBeGreaterThan(2);
    await expect(counters).toHaveText(HOME_FIGURES, { timeout: 8000 });
  });

  test('the counter to 500 runs about 2,200 ms', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 500 });
    // The page's animation frames on a clock the test moves, so its time is the test's to read.
    await page.clock.install();
    await page.goto('/accounts-tax');
    await page.waitForLoadState('networkidle');
    const counter = page
      .getByRole('region', { name: 'At a glance' })
      .getByTestId('count-up')
      .filter({ hasText: '+' });
    await expect(counter).toHaveText('0+');
    await counter.scrollIntoViewIfNeeded();
    const count = async () => Number((await counter.textContent())?.replace('+', ''));
    await expect.poll(count).toBeGreaterThan(0);
    // A second in, it is on its way: counting through values, not jumping to 500.
    await page.clock.runFor(1_000);
    expect(await count()).toBeGreaterThan(0);
    expect(await count()).toBeLessThan(500);
    // And by 2,300 ms it has arrived.
    await page.clock.runFor(1_300);
    await expect(counter).toHaveText('500+');
  });

  test('with reduced motion the final values show at once', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    await fixClock(context);
    const page = await context.newPage();
    await blockExternal(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const counters = page
      .getByRole('region', { name: 'Our results in numbers' })
      .getByTestId('count-up');
    await expect(counters).toHaveText(HOME_FIGURES);
    await context.close();
  });
});

test('scroll-in sections below the fold fade in once visible', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/payroll');
  await page.waitForLoadState('networkidle');
  const section = page.getByRole('region', { name: 'Stay Compliant' });
  await expect(section).toHaveAttribute('data-reveal', 'hidden');
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('data-reveal', 'shown');
  await expect(section).toHaveCSS('opacity', '1');
});
