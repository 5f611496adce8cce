import { expect, test } from '../support/test.ts';
import { taxYearLabel } from '../../engine/index.ts';
import { collectPageErrors } from '../support/browser.ts';
import { WIDGET_TAGS, expectDefined, fillDirector, resultValue } from './demo-pages.ts';
import { TEST_TAX_YEAR } from '../support/clock.ts';
import { STRICT_DEMO_POLICY } from '../../scripts/security-headers.ts';

test('every widget works and keeps its styles under a strict CSP, with no violation', async ({
  page,
}) => {
  // Init scripts run outside the page's policy, so this listener is in place before any violation.
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  const errors = collectPageErrors(page);
  const cspMessages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      cspMessages.push(message.text());
  });

  const response = await page.goto('/demo/csp/');
  // The page gets the strict policy besides the site's, the two joined by a comma in one header as
  // Cloudflare Pages sends them; a browser enforces both, so the stricter holds.
  const policies = (response?.headers()['content-security-policy'] ?? '').split(/,\s*/);
  expect(policies).toContain(STRICT_DEMO_POLICY);
  await expectDefined(page, WIDGET_TAGS);

  // The page itself obeys the policy: no inline scripts, style elements or style attributes in the
  // markup it is served with. (At run time the cookie banner sets properties on <html> through the
  // CSSOM to reserve its height, which a policy does not govern; any violation is caught below.)
  const markup = (await response?.text()) ?? '';
  const inline = {
    scripts: markup.match(/<script(?![^>]*\bsrc=)[^>]*>/gi)?.length ?? 0,
    styles: markup.match(/<style\b|\sstyle=/gi)?.length ?? 0,
  };
  expect(markup).toContain('<acct-director-calculator');
  expect(inline).toEqual({ scripts: 0, styles: 0 });

  // Styles arrive as constructable stylesheets and apply: the themed button and the :host rule (a
  // grid cell shared by the page's reserved space and the widget).
  const director = page.locator('acct-director-calculator');
  const styled = await director.evaluate((host) => {
    const button = host.shadowRoot?.querySelector('button[type="submit"]');
    return {
      sheets: host.shadowRoot?.adoptedStyleSheets.length ?? 0,
      background: button ? getComputedStyle(button).backgroundColor : '',
      display: getComputedStyle(host).display,
    };
  });
  expect(styled.sheets).toBeGreaterThan(0);
  expect(styled.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(styled.background).not.toBe('rgb(239, 239, 239)');
  expect(styled.display).toBe('grid');

  await fillDirector(director, '12570', '50000');
  await expect(
    director.getByText(`Your estimate for ${taxYearLabel(TEST_TAX_YEAR)}`),
  ).toBeVisible();

  const selfEmployed = page.locator('acct-self-employed-calculator');
  await selfEmployed.getByLabel('Annual income').fill('30000');
  await selfEmployed.getByRole('button', { name: 'Calculate' }).click();
  await expect(resultValue(selfEmployed, 'Profit')).toHaveText('£30,000.00');

  const expenses = page.locator('acct-expense-calculator');
  await expenses.getByLabel('Monthly revenue').fill('5000');
  await expenses.getByRole('button', { name: 'Calculate' }).click();
  await expect(resultValue(expenses, 'Taxable profit')).toBeVisible();

  const payroll = page.locator('acct-payroll-calculator');
  await payroll.getByLabel('Number of employees').fill('8');
  await payroll.getByRole('button', { name: 'Calculate Costs' }).click();
  await expect(resultValue(payroll, 'Monthly cost')).toBeVisible();

  await expect(
    page.locator('acct-review-carousel').getByText('Sarah Mitchell', { exact: true }),
  ).toBeVisible();

  const consent = page.locator('acct-cookie-consent');
  await consent.getByRole('button', { name: 'Manage' }).click();
  await expect(consent.getByRole('dialog')).toBeVisible();
  await consent.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(consent.getByRole('dialog')).toHaveCount(0);

  // Which widgets reported, not how often: a calculator may report again as its result settles.
  await expect
    .poll(() =>
      page
        .locator('#event-log > li')
        .evaluateAll((entries) => [
          ...new Set(
            entries.map(
              (entry) =>
                `${entry.getAttribute('data-event')}${entry.querySelector('.log-source')?.textContent ?? ''}`,
            ),
          ),
        ])
        .then((reports) => reports.sort()),
    )
    .toEqual([
      'acct-calculate from <acct-director-calculator>',
      'acct-calculate from <acct-expense-calculator>',
      'acct-calculate from <acct-payroll-calculator>',
      'acct-calculate from <acct-self-employed-calculator>',
      'acct-consent-change from <acct-cookie-consent>',
    ]);
  await expect(page.locator('#violation-status')).toHaveText('No violations reported.');
  expect(
    await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
  ).toEqual([]);
  expect(cspMessages).toEqual([]);
  expect(errors).toEqual([]);
});

test('the policy really blocks inline code on that page', async ({ page }) => {
  await page.goto('/demo/csp/');
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve(event.effectiveDirective),
        );
        const style = document.createElement('style');
        style.textContent = 'body { outline: 1px solid red }';
        document.head.append(style);
      }),
  );
  expect(blocked).toBe('style-src-elem');
});
