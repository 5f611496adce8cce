import { expect, test, fixClock } from '../support/test.ts';
import { collectPageErrors, expectNoAxeViolations } from '../support/browser.ts';
import { adminSession, createMember, deleteMemberViaApi, uniqueName } from './support.ts';

const ACTIVE_SEED = ['Eleanor Hartley', 'Rajesh Patel', 'Megan Lloyd', 'Tomasz Nowak'];
const INACTIVE_SEED = 'Hannah Okafor';

test('the prerendered page shows the loading state, then the members', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/team')).text();
  expect(html).toContain('Loading team members...');
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
  await expect(page.getByText('Loading team members...')).toBeHidden();
});

test('a visitor sees only active members, in display order', async ({ page }) => {
  await page.goto('/team');
  const names = page.getByTestId('team-member-card').getByRole('heading', { level: 2 });
  await expect(names.first()).toBeVisible();
  const shown = await names.allTextContents();
  const seedOrder = shown.filter((name) => ACTIVE_SEED.includes(name));
  expect(seedOrder).toEqual(ACTIVE_SEED);
  expect(shown).not.toContain(INACTIVE_SEED);
  // Megan has no bio: no button; her photo is the first-letter placeholder.
  const megan = page.getByTestId('team-member-card').filter({ hasText: 'Megan Lloyd' });
  await expect(megan.getByRole('button')).toHaveCount(0);
  await expect(megan.getByTestId('member-initial')).toHaveText('M');
});

test('a visitor opens a bio and follows the LinkedIn link in a new tab', async ({
  page,
  context,
}) => {
  // The link leaves the site: answer it here instead of the internet.
  await context.route('https://www.linkedin.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>LinkedIn stand-in</title>' }),
  );
  await page.goto('/team');
  await page.getByRole('button', { name: 'View Bio for Eleanor Hartley' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eleanor Hartley' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Managing Partner, FCCA')).toBeVisible();
  await expect(dialog.getByText(/fifteen years in audit/)).toBeVisible();
  const link = dialog.getByRole('link', { name: /LinkedIn/ });
  await expect(link).toHaveAttribute('href', 'https://www.linkedin.com/in/eleanor-hartley-example');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://www.linkedin.com/in/eleanor-hartley-example');
  // noopener: the new tab cannot reach back to the site.
  expect(await popup.evaluate(() => window.opener)).toBeNull();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('members without an https LinkedIn URL get no link, and every text is plain text', async ({
  page,
  request,
}) => {
  const { accessToken } = await adminSession(request);
  const name = uniqueName('<img src=x onerror="window.__pwned=1">');
  const member = await createMember(request, accessToken, {
    name,
    position: '<b>Adviser</b>',
    bio: '<script>window.__pwned=1</script>Plain bio',
    display_order: -50,
  });
  await page.goto('/team');
  await page.getByRole('button', { name: `View Bio for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByText('<script>window.__pwned=1</script>Plain bio')).toBeVisible();
  await expect(dialog.getByText('<b>Adviser</b>')).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await deleteMemberViaApi(request, accessToken, member.id);
});

test('with no members the page says so', async ({ page }) => {
  await page.route('**/rest/v1/team_members_public**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await page.goto('/team');
  await expect(page.getByText('No team members found.')).toBeVisible();
  await expect(page.getByTestId('team-member-card')).toHaveCount(0);
});

test('a missing public view is a failed load: the table is never read instead', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const tableReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/team_members?')) tableReads.push(request.url());
  });
  await page.route('**/rest/v1/team_members_public**', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'PGRST205',
        details: null,
        hint: null,
        message: "Could not find the table 'public.team_members_public' in the schema cache",
      }),
    }),
  );
  await page.goto('/team');
  await expect(page.getByText('No team members found.')).toBeVisible();
  expect(errors.join('\n')).toContain('Error fetching team members');
  expect(tableReads).toEqual([]);
});

test('a failed load is logged and leaves the list empty', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.route('**/rest/v1/team_members_public**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'XX000', message: 'database unavailable' }),
    }),
  );
  await page.goto('/team');
  await expect(page.getByText('No team members found.')).toBeVisible();
  expect(errors.join('\n')).toContain('Error fetching team members');
});

test('axe finds no violations on /team with the bio dialog open', async ({ browser }) => {
  const context = await browser.newContext();
  await fixClock(context);
  const page = await context.newPage();
  await page.goto('/team');
  await expect(page.getByTestId('team-member-card').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'View Bio for Eleanor Hartley' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

test('a 120-character unbroken name and position wrap inside their card at 320 and 1,280 px', async ({
  page,
  request,
}) => {
  const { accessToken } = await adminSession(request);
  const name = `W${'x'.repeat(110)}${uniqueName('').trim()}`.slice(0, 120);
  const member = await createMember(request, accessToken, {
    name,
    position: 'P'.repeat(120),
    bio: 'A bio, so the dialog can be opened.',
    display_order: -60,
  });
  try {
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/team');
      const card = page.getByTestId('team-member-card').filter({ hasText: name });
      await expect(card).toBeVisible();
      const layout = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(layout.page, `page width at ${width} px`).toBeLessThanOrEqual(layout.viewport);
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      for (const text of [
        card.getByRole('heading', { level: 2 }),
        card.getByText('P'.repeat(120)),
      ]) {
        const inner = (await text.boundingBox())!;
        expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width);
      }
      await card.getByRole('button', { name: /View Bio/ }).click();
      const dialog = page.getByRole('dialog');
      const dialogBox = (await dialog.boundingBox())!;
      const title = (await dialog.getByRole('heading').boundingBox())!;
      expect(title.x + title.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
      await page.screenshot({ path: test.info().outputPath(`team-long-name-${width}.png`) });
      await dialog.getByRole('button', { name: 'Close' }).click();
    }
  } finally {
    await deleteMemberViaApi(request, accessToken, member.id);
  }
});
