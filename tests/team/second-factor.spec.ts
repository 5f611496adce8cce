// Admin accounts that cannot be taken over, as a person meets them in the browser against the local
// backend: an admin enrolls an authenticator app from the QR step on /auth and signs in with its
// codes; with the password alone nothing can be written; a token kept after signing out writes
// nothing; and guesses from other addresses never keep the owner out.
import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '../support/test.ts';
import { Authenticator } from '../support/authenticator.ts';
import { expectNoAxeViolations, gotoHydrated } from '../support/browser.ts';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts';
import { sessionStorageKey } from '../../site/lib/supabase-config.ts';
import {
  BACKEND_URL,
  chooseCookiesFirst,
  membersNamed,
  adminSession,
  newAdmin,
  signInThroughUi,
  signUpViaApi,
  storeAdminSession,
  storeSession,
  testAdmin,
  toastWith,
  uniqueName,
} from './support.ts';

chooseCookiesFirst();

/** Inserts a member from the page with the access token the site's client keeps, as a script could. */
function insertFromPage(page: Page, token: string, name: string): Promise<number> {
  return page.evaluate(
    async ([url, key, bearer, member]) => {
      const response = await fetch(`${url}/rest/v1/team_members`, {
        method: 'POST',
        headers: {
          apikey: key,
          authorization: `Bearer ${bearer}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ name: member, position: 'Nobody' }),
      });
      return response.status;
    },
    [BACKEND_URL, LOCAL_ANON_KEY, token, name] as const,
  );
}

/** The access token the site's client keeps for the signed-in user. */
function storedToken(page: Page): Promise<string> {
  return page.evaluate((key) => {
    const stored = window.localStorage.getItem(key);
    return stored ? (JSON.parse(stored) as { access_token: string }).access_token : '';
  }, sessionStorageKey(BACKEND_URL));
}

test('a new admin sets up an authenticator app on /auth, then signs in with its codes', async ({
  page,
  request,
}) => {
  const admin = await newAdmin(request);
  await gotoHydrated(page, '/auth');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email').fill(admin.email);
  await panel.getByLabel('Password').fill(admin.password);
  await panel.getByRole('button', { name: 'Sign In' }).click();

  // An admin without a second factor is asked to add one before anything else.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' }),
  ).toBeVisible();
  const qr = page.getByAltText('QR code to add this site to an authenticator app');
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  // The app is given the secret (typed here rather than scanned).
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  const device = new Authenticator(secret);
  await page.getByLabel('Authentication code').fill('123456');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  await page.getByLabel('Authentication code').fill(await device.code());
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(toastWith(page, 'Two-step sign-in is on.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/team-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();

  // Next time: the password, then the code the app shows.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await signInThroughUi(page, admin.email, admin.password, device);
  await expect(toastWith(page, 'Signed in successfully!')).toBeVisible();
  await page.goto('/team-admin');
  const name = uniqueName('Added with a code');
  const form = page.getByRole('region', { name: /Team Member$/ });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Position').fill('Adviser');
  await form.getByRole('button', { name: 'Add Member' }).click();
  await expect(toastWith(page, 'Team member added!')).toBeVisible();
  const { accessToken } = await adminSession(request);
  expect(await membersNamed(request, accessToken, name)).toHaveLength(1);
});

test('with the password alone an admin is asked for the code and can write nothing', async ({
  page,
  request,
}) => {
  const admin = await testAdmin(request);
  await storeSession(page, admin.email, admin.password);
  await page.goto('/team-admin');
  // Sent to /auth, which asks for the second step.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
  await expectNoAxeViolations(page);
  const name = uniqueName('Password only');
  expect(await insertFromPage(page, await storedToken(page), name)).toBe(403);
  const { accessToken } = await adminSession(request);
  expect(await membersNamed(request, accessToken, name)).toHaveLength(0);
});

test('an access token kept from before signing out writes nothing', async ({ page, request }) => {
  await storeAdminSession(page);
  await page.goto('/team-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
  const token = await storedToken(page);
  const before = uniqueName('Before sign-out');
  expect(await insertFromPage(page, token, before)).toBe(201);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  // The token has not expired and its signature holds, but its session has ended.
  const after = uniqueName('After sign-out');
  expect(await insertFromPage(page, token, after)).toBe(403);
  const { accessToken } = await adminSession(request);
  expect(await membersNamed(request, accessToken, before)).toHaveLength(1);
  expect(await membersNamed(request, accessToken, after)).toHaveLength(0);
});

/** A wrong-password sign-in from another address on this machine (127.0.0.2 and up). */
function guess(email: string, from: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      `${BACKEND_URL}/auth/v1/token?grant_type=password`,
      {
        method: 'POST',
        localAddress: from,
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify({ email, password: 'not-the-password' }));
  });
}

test('ten wrong passwords from each of 13 other addresses do not keep the owner out', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await signUpViaApi(request);
  for (let n = 2; n <= 14; n += 1) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push(await guess(member.email, `127.0.0.${n}`));
    }
    // Each guessing address is slowed down at this account after a few tries.
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses).toContain(429);
  }
  // The owner, in the browser, signs in at once.
  await signInThroughUi(page, member.email, member.password);
  await expect(toastWith(page, 'Signed in successfully!')).toBeVisible();
});
