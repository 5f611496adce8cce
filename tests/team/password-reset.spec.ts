// Password reset end to end against the local backend: "Forgot password?" on /auth, the email in
// the backend's local mailbox, its link, /auth/reset, and signing in with the new password.
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { expectNoAxeViolations, gotoHydrated } from '../support/browser.ts';
import {
  BACKEND_URL,
  chooseCookiesFirst,
  linkInMail,
  mailTo,
  restHeaders,
  signInThroughUi,
  signUpViaApi,
  toastWith,
  uniqueEmail,
} from './support.ts';

chooseCookiesFirst();

/** The reset link of the newest reset email to this address, once it has arrived. */
function resetLink(request: APIRequestContext, email: string): Promise<string> {
  return linkInMail(request, email, 'Reset Your Password');
}

/** Opens /auth, types the address into sign-in, and asks for a link through "Forgot password?". */
async function askForLink(page: Page, email: string) {
  await gotoHydrated(page, '/auth');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  const recover = page.waitForRequest((req) => req.url().includes('/auth/v1/recover'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const sent = new URL((await recover).url());
  expect(sent.searchParams.get('redirect_to')).toBe(`${new URL(page.url()).origin}/auth/reset`);
  await expect(
    page.getByRole('status').filter({ hasText: 'If an account exists for' }),
  ).toContainText(email);
}

test('a user resets a forgotten password from the emailed link, then signs in with it', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  await askForLink(page, user.email);
  const link = await resetLink(request, user.email);

  await page.goto(link);
  // supabase-js reads the session from the fragment and empties it.
  await expect(page).toHaveURL(/\/auth\/reset#?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await expect(page.getByText(`Choose a new password for ${user.email}`)).toBeVisible();

  const password = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  const save = page.getByRole('button', { name: 'Save new password' });
  await password.fill('abc');
  await confirm.fill('abc');
  await save.click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill('password1');
  await confirm.fill('password1');
  await save.click();
  await expect(page.getByText('This password is too easy to guess')).toBeVisible();

  await password.fill('a-fresh-password-9');
  await confirm.fill('a-fresh-password-0');
  await save.click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await expect(confirm).toBeFocused();

  await confirm.fill('a-fresh-password-9');
  await save.click();
  await expect(toastWith(page, 'Your new password is saved. You are signed in.')).toBeVisible();
  // On to /team-admin, which sends a signed-in member who is not an admin on home.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await signInThroughUi(page, user.email, 'a-fresh-password-9');
  const old = await request.post(`${BACKEND_URL}/auth/v1/token?grant_type=password`, {
    headers: restHeaders(''),
    data: { email: user.email, password: user.password },
  });
  expect(old.status()).toBe(400);

  // The link worked once: opened again it says so and offers a new one.
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/reset#error=/);
  await expect(page.getByRole('alert')).toContainText(
    'This reset link cannot be used: it has expired or has already been used.',
  );
  // Still signed in from the reset, so /auth would send the user home: the link itself is checked.
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/auth',
  );
});

test('an unknown address gets the same confirmation and no email', async ({ page, request }) => {
  const email = uniqueEmail();
  await askForLink(page, email);
  expect(await mailTo(request, email)).toEqual([]);
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeFocused();
});

test('/auth/reset shows fixed words for a link error, never the text the link carries', async ({
  page,
}) => {
  await gotoHydrated(
    page,
    `/auth/reset#error=access_denied&error_code=bogus&error_description=${encodeURIComponent('Your account is locked. Call +44 20 0000 0000 now')}`,
  );
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This reset link cannot be used: it is not valid.');
  await expect(page.getByText(/account is locked|Call \+44/)).toHaveCount(0);
  // A new fragment on the same page is not a new load: another page comes between.
  await page.goto('about:blank');
  await gotoHydrated(
    page,
    '/auth/reset#error=access_denied&error_code=otp_expired&error_description=x',
  );
  await expect(page.getByRole('alert')).toContainText('it has expired or has already been used.');
});

test('/auth/reset without a link explains where the link comes from', async ({ page }) => {
  await gotoHydrated(page, '/auth/reset');
  await expect(page.getByText('Open the link in your password reset email')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Ask for a link on the sign-in page' }),
  ).toHaveAttribute('href', '/auth');
});

test('axe finds no violations on the reset forms', async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await askForLink(page, user.email);
  await expectNoAxeViolations(page);
  await page.goto(await resetLink(request, user.email));
  await expect(page.getByLabel('Confirm new password')).toBeVisible();
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expectNoAxeViolations(page);
});
