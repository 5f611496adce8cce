// The site's security headers, as the built `_headers` and scripts/serve.ts send them, hold with
// everything the site loads. every-route.spec.ts visits each route as a new visitor who accepts
// cookies (gtag.js loads and reports) and books through Cal.com's embed, with Google's and Cal.com's
// scripts as stand-ins at the network edge (third-parties.ts); here the admin signs in and previews
// and saves a photo, the headers are read, and a script from anywhere else is refused. Any
// `securitypolicyviolation` event or console report of one fails the test.
import { expect, test } from '../support/test.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminSession,
  deleteMemberViaApi,
  makePng,
  membersNamed,
  signInThroughUi,
  uniqueName,
} from '../team/support.ts';
import { fakeThirdParties, watchViolations } from './third-parties.ts';

test('the admin signs in, previews and saves a photo, and /team shows it, with no CSP violation', async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page);
  await fakeThirdParties(page);
  await signInThroughUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/team-admin');
  const form = page.locator('form');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
  const name = uniqueName('Policy Check');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Position').fill('Auditor');
  await form
    .getByLabel('Photo')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: makePng(40, 40) });
  await expect(form.getByAltText('Photo preview')).toHaveAttribute('src', /^blob:/);
  await form.getByRole('button', { name: 'Add Member' }).click();

  const { accessToken } = await adminSession(request);
  await expect.poll(async () => (await membersNamed(request, accessToken, name)).length).toBe(1);
  const [member] = await membersNamed(request, accessToken, name);
  try {
    await page.getByRole('link', { name: 'View Public Page' }).click();
    const image = page
      .getByTestId('team-member-card')
      .filter({ hasText: name })
      .getByAltText(`Photo of ${name}`);
    // The photo comes from the backend's storage, which img-src allows.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
    expect(await violations()).toEqual([]);
  } finally {
    await deleteMemberViaApi(request, accessToken, member!.id);
  }
});

test.describe('headers', () => {
  for (const path of ['/', '/auth/', '/team-admin/']) {
    test(`${path} is sent with the security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).toMatch(/(^|; )default-src 'self'(;|$)/);
      expect(policy).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
      expect(policy).toMatch(/(^|; )object-src 'none'(;|$)/);
      const scripts = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!\.)/);
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-content-type-options']).toBe('nosniff');
    });
  }

  test('the policy refuses a script from anywhere else', async ({ page }) => {
    await fakeThirdParties(page);
    await page.goto('/');
    const blocked = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) =>
            resolve(`${event.effectiveDirective} ${event.blockedURI}`),
          );
          const inline = document.createElement('script');
          inline.textContent = 'window.ran = true';
          document.head.append(inline);
        }),
    );
    expect(blocked).toBe('script-src-elem inline');
    expect(await page.evaluate(() => 'ran' in window)).toBe(false);
  });
});
