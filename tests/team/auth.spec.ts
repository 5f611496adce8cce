import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, fixClock, type Page } from '../support/test.ts';
import { expectNoAxeViolations, gotoHydrated } from '../support/browser.ts';
import {
  BACKEND_URL,
  chooseCookiesFirst,
  linkInMail,
  makePng,
  restHeaders,
  signInThroughUi,
  signInViaApi,
  signUpViaApi,
  STRONG_PASSWORD,
  toastWith,
  uniqueEmail,
  uniqueName,
} from './support.ts';

chooseCookiesFirst();

/** The built script that holds supabase-js, found by a message of its client's constructor. */
function supabaseScript(): string {
  const assets = join(process.cwd(), 'dist/site/assets');
  const found = readdirSync(assets).filter(
    (name) =>
      name.endsWith('.js') &&
      readFileSync(join(assets, name), 'utf8').includes('supabaseKey is required.'),
  );
  expect(found).toHaveLength(1);
  return `/assets/${found[0]}`;
}

/** The paths the page has requested so far, from now on. */
function requestedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test('the sign-in card works without supabase-js until it is submitted', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  const script = supabaseScript();
  const requested = requestedPaths(page);
  await gotoHydrated(page, '/auth');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await expect(panel.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await panel.getByLabel('Email').fill(user.email);
  await panel.getByLabel('Password').fill(user.password);
  await page.waitForLoadState('networkidle');
  expect(requested).not.toContain(script);
  // Hold the script so the button can be seen working while it arrives.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${script}`, async (route) => {
    await held;
    await route.continue();
  });
  await panel.getByRole('button', { name: 'Sign In' }).click();
  await expect(panel.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  release();
  await expect(toastWith(page, 'Signed in successfully!')).toBeVisible();
  expect(requested).toContain(script);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('a visitor signs up, cannot sign in until the emailed link is followed, then can', async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await gotoHydrated(page, '/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password').fill(STRONG_PASSWORD);
  await expect(panel.getByTestId('password-strength')).toContainText('Very strong');
  const signup = page.waitForRequest((req) => req.url().includes('/auth/v1/signup'));
  // Enter submits the form.
  await panel.getByLabel('Password').press('Enter');
  // The verification email brings the user back to this site.
  const redirect = new URL((await signup).url()).searchParams.get('redirect_to');
  expect(redirect).toBe(new URL(page.url()).origin);
  await expect(
    toastWith(page, 'Account created! Please check your email to verify your account.'),
  ).toBeVisible();
  await expect(panel.getByRole('status')).toContainText(`We have sent a link to ${email}`);
  // Not signed in: the account waits for its confirmation.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Sign In' }).click();
  const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill(STRONG_PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastWith(page, 'Please confirm your email address first')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // The confirmation email in the mailbox: its link signs the visitor in, on this site.
  const link = await linkInMail(request, email, 'Confirm Your Signup');
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await signInThroughUi(page, email, STRONG_PASSWORD);
});

test('sign-up answers an address that has an account as it answers a new one', async ({
  page,
  request,
}) => {
  const member = await signUpViaApi(request);
  const answers: string[] = [];
  for (const email of [member.email, uniqueEmail()]) {
    await gotoHydrated(page, '/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password').fill('another-quiet-harbour-7');
    const response = page.waitForResponse((res) => res.url().includes('/auth/v1/signup'));
    await panel.getByRole('button', { name: 'Sign Up' }).click();
    const answer = await response;
    const body = (await answer.json()) as Record<string, unknown>;
    answers.push(
      JSON.stringify([
        answer.status(),
        Object.keys(body).sort(),
        body.email_confirmed_at,
        body.identities,
      ]),
    );
    await expect(
      toastWith(page, 'Account created! Please check your email to verify your account.'),
    ).toBeVisible();
    await expect(panel.getByRole('status')).toContainText(`We have sent a link to ${email}`);
  }
  expect(answers[0]).toBe(answers[1]);
  // The member's password is unchanged.
  expect((await signInViaApi(request, member.email, member.password)).userId).toBe(member.userId);
});

test('sign-up refuses a guessable password, and the meter says why', async ({ page }) => {
  await gotoHydrated(page, '/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
  await panel.getByLabel('Email').fill(uniqueEmail());
  const signups: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/auth/v1/signup')) signups.push(req.url());
  });
  for (const password of ['password', '123456', 'qwerty123']) {
    await panel.getByLabel('Password').fill(password);
    await expect(panel.getByTestId('password-strength')).toContainText(/Too easy to guess|Weak/);
    await panel.getByRole('button', { name: 'Sign Up' }).click();
    await expect(panel.getByRole('alert')).toContainText('This password is too easy to guess');
    await expect(panel.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  }
  expect(signups).toEqual([]);
});

test('sign-up asks for a password of at least 6 characters', async ({ page, request }) => {
  const email = uniqueEmail();
  await gotoHydrated(page, '/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password').fill('abc');
  await panel.getByRole('button', { name: 'Sign Up' }).click();
  await expect(panel.getByLabel('Password')).toHaveJSProperty('validity.tooShort', true);
  await expect(page).toHaveURL(/\/auth$/);
  // No account was made: signing in with that address fails.
  const response = await request.post(`${BACKEND_URL}/auth/v1/token?grant_type=password`, {
    headers: restHeaders(''),
    data: { email, password: 'abc' },
  });
  expect(response.status()).toBe(400);
});

test('a user signs in and out', async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await signInThroughUi(page, user.email, user.password);
  await expect(toastWith(page, 'Signed in successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
});

test('a wrong password shows the service error in a toast', async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await gotoHydrated(page, '/auth');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email').fill(user.email);
  await panel.getByLabel('Password').fill('not-the-password');
  const submit = panel.getByRole('button', { name: 'Sign In' });
  // Hold the answer so the in-flight state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/auth/v1/token**', async (route) => {
    await held;
    await route.continue();
  });
  await submit.click();
  await expect(panel.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  release();
  const toast = toastWith(page, 'Invalid login credentials');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Error');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(submit).toBeEnabled();
});

test('a signed-in user who opens /auth is sent home', async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await signInThroughUi(page, user.email, user.password);
  await gotoHydrated(page, '/auth');
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor on /team-admin sees Loading... and lands on /auth', async ({ page }) => {
  const html = await (await page.request.get('/team-admin')).text();
  expect(html).toContain('Loading...');
  expect(html).not.toContain('Team Management</h1>');
  // With no stored session the visitor is sent on by the page's loader, before any of
  // /team-admin's scripts is fetched, and supabase-js is not fetched on /auth either.
  const requested = requestedPaths(page);
  await page.goto('/team-admin');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.slice(0, requested.indexOf('/auth'))).toEqual(['/team-admin']);
  expect(requested).not.toContain(supabaseScript());
});

test('a visitor brought to /team-admin by a sign-in link stays for the page to read it', async ({
  page,
}) => {
  // The auth service's error about a link is in the fragment: the page, not its loader, answers it.
  const requested = requestedPaths(page);
  await page.goto('/team-admin#error=access_denied&error_description=Email+link+is+invalid');
  await expect(page).toHaveURL(/\/auth$/);
  expect(requested).toContain(supabaseScript());
});

test('a signed-in non-admin is turned away from /team-admin', async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await signInThroughUi(page, user.email, user.password);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/team-admin');
  // /auth sends a signed-in user on home, so the non-admin passes through /auth to /.
  await expect(page).toHaveURL(/\/$/);
  expect(visited).toContain('/auth');
  await expect(page.getByRole('heading', { name: 'Team Management' })).toHaveCount(0);
});

test("a non-admin's token cannot write team members or photos", async ({ request }) => {
  const user = await signUpViaApi(request);
  const auth = restHeaders(user.accessToken, { prefer: 'return=representation' });
  const name = uniqueName('Intruder');

  const insert = await request.post(`${BACKEND_URL}/rest/v1/team_members`, {
    headers: auth,
    data: { name, position: 'Nobody' },
  });
  expect([401, 403]).toContain(insert.status());

  const seeded = '0b6f5a1e-2c3d-4e5f-8a9b-1c2d3e4f5a01';
  const update = await request.patch(`${BACKEND_URL}/rest/v1/team_members?id=eq.${seeded}`, {
    headers: auth,
    data: { name },
  });
  if (update.ok()) expect(await update.json()).toEqual([]);
  else expect([401, 403]).toContain(update.status());

  const remove = await request.delete(`${BACKEND_URL}/rest/v1/team_members?id=eq.${seeded}`, {
    headers: auth,
  });
  if (remove.ok()) expect(await remove.json()).toEqual([]);
  else expect([401, 403]).toContain(remove.status());

  const upload = await request.post(
    `${BACKEND_URL}/storage/v1/object/team-photos/${uniqueName('x').replace(' ', '-')}.png`,
    {
      headers: { ...restHeaders(user.accessToken), 'content-type': 'image/png' },
      data: makePng(),
    },
  );
  expect(upload.ok()).toBe(false);

  // The seeded member is unchanged and no intruder exists.
  const seededNow = await request.get(
    `${BACKEND_URL}/rest/v1/team_members_public?select=name&id=eq.${seeded}`,
    { headers: restHeaders('') },
  );
  expect(await seededNow.json()).toEqual([{ name: 'Eleanor Hartley' }]);
  const intruders = await request.get(
    `${BACKEND_URL}/rest/v1/team_members_public?select=id&name=eq.${encodeURIComponent(name)}`,
    { headers: restHeaders('') },
  );
  expect(await intruders.json()).toEqual([]);
});

test('axe finds no violations on /auth', async ({ browser }) => {
  const context = await browser.newContext();
  await fixClock(context);
  const page = await context.newPage();
  await gotoHydrated(page, '/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expectNoAxeViolations(page);
  await context.close();
});
