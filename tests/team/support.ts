// Helpers shared by the team and account browser tests: direct calls to the local backend (to set
// up data and to check what was saved) and a sign-in through the real /auth page. Each worker has an
// admin of its own, made with the service role and enrolled with a second factor whose codes its
// Authenticator gives: a code is accepted once, so two workers must not share one factor.
import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import { Authenticator } from '../support/authenticator.ts';
import { gotoHydrated } from '../support/browser.ts';
import { storeConsent } from '../site/site-support.ts';
import { sessionStorageKey } from '../../site/lib/supabase-config.ts';

/** The local backend the browser tests start (playwright.config.ts), which the test build targets. */
export const BACKEND_URL = 'http://127.0.0.1:54329';
/** The seeded local admin (supabase/local/setup.ts), as the quick start prints it. */
export const SEEDED_ADMIN_EMAIL = 'admin@example.co.uk';
/** A password every test account uses: strong enough for an admin. */
export const STRONG_PASSWORD = 'copper-lantern-orbit-41';

export interface Session {
  accessToken: string;
  userId: string;
}

export interface Member {
  id: string;
  name: string;
  position: string;
  bio: string | null;
  photo_url: string | null;
  linkedin_url: string | null;
  display_order: number;
  is_active: boolean;
}

/** A name no other test uses, so tests never see each other's rows. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

export function uniqueEmail(): string {
  return `user-${randomUUID()}@example.co.uk`;
}

function headers(token?: string): Record<string, string> {
  return {
    apikey: LOCAL_ANON_KEY,
    authorization: `Bearer ${token || LOCAL_ANON_KEY}`,
    'content-type': 'application/json',
  };
}

async function session(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { access_token: string; user: { id: string } };
  return { accessToken: body.access_token, userId: body.user.id };
}

type Mail = { to: string; subject: string; links: { label: string; url: string }[] };

/** The emails the backend sent to `email`, newest first. */
export async function mailTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get(
    `${BACKEND_URL}/mailbox/messages?to=${encodeURIComponent(email)}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { messages: Mail[] }).messages;
}

/** The first link of the newest email to `email` with this subject, once it has arrived. */
export async function linkInMail(
  request: APIRequestContext,
  email: string,
  subject: string,
): Promise<string> {
  let url: string | undefined;
  await expect
    .poll(async () => {
      url = (await mailTo(request, email)).find((mail) => mail.subject === subject)?.links[0]?.url;
      return url;
    })
    .toBeTruthy();
  return url!;
}

/**
 * A new member: signed up through the auth API, confirmed by following the link in the
 * confirmation email, then signed in.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  email = uniqueEmail(),
  password = STRONG_PASSWORD,
): Promise<Session & { email: string; password: string }> {
  const response = await request.post(`${BACKEND_URL}/auth/v1/signup`, {
    headers: headers(),
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const link = await linkInMail(request, email, 'Confirm Your Signup');
  const confirmed = await request.get(link, { maxRedirects: 0 });
  expect(confirmed.status()).toBe(303);
  return { ...(await signInViaApi(request, email, password)), email, password };
}

export type Admin = { email: string; password: string; device: Authenticator };

/** An admin of its own, with no second factor yet: made with the service role, as admin:create does. */
export async function newAdmin(request: APIRequestContext): Promise<Omit<Admin, 'device'>> {
  const email = `admin-${randomUUID()}@example.co.uk`;
  const created = await request.post(`${BACKEND_URL}/auth/v1/admin/users`, {
    headers: { ...headers(LOCAL_SERVICE_ROLE_KEY), apikey: LOCAL_SERVICE_ROLE_KEY },
    data: { email, password: STRONG_PASSWORD, email_confirm: true },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  const role = await request.post(`${BACKEND_URL}/rest/v1/user_roles`, {
    headers: { ...headers(LOCAL_SERVICE_ROLE_KEY), apikey: LOCAL_SERVICE_ROLE_KEY },
    data: { user_id: id, role: 'admin' },
  });
  expect(role.status(), await role.text()).toBe(201);
  return { email, password: STRONG_PASSWORD };
}

type TokenAnswer = { access_token: string; expires_in: number; user: { id: string } };

/** Passes a second factor over the API with a session's token: the answer is the aal2 session. */
async function passFactor(
  request: APIRequestContext,
  token: string,
  factorId: string,
  code: string,
): Promise<TokenAnswer & Record<string, unknown>> {
  const challenge = await request.post(`${BACKEND_URL}/auth/v1/factors/${factorId}/challenge`, {
    headers: headers(token),
    data: {},
  });
  expect(challenge.status(), await challenge.text()).toBe(200);
  const { id } = (await challenge.json()) as { id: string };
  const verified = await request.post(`${BACKEND_URL}/auth/v1/factors/${factorId}/verify`, {
    headers: headers(token),
    data: { challenge_id: id, code },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return (await verified.json()) as TokenAnswer & Record<string, unknown>;
}

export async function signInViaApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Session> {
  const response = await request.post(`${BACKEND_URL}/auth/v1/token?grant_type=password`, {
    headers: headers(),
    data: { email, password },
  });
  return session(response);
}

type Enrolled = Admin & { session: TokenAnswer & Record<string, unknown> };

/**
 * A new admin with a verified TOTP factor, and the aal2 session its enrollment ended in. Each is
 * new, so tests never wait for a code another sign-in has spent.
 */
async function enrolledAdmin(request: APIRequestContext): Promise<Enrolled> {
  const admin = await newAdmin(request);
  const signedIn = await signInViaApi(request, admin.email, admin.password);
  const enrolled = await request.post(`${BACKEND_URL}/auth/v1/factors`, {
    headers: headers(signedIn.accessToken),
    data: { factor_type: 'totp', friendly_name: 'Test phone' },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  const factor = (await enrolled.json()) as { id: string; totp: { secret: string } };
  const device = new Authenticator(factor.totp.secret);
  const session = await passFactor(request, signedIn.accessToken, factor.id, await device.code());
  return { ...admin, device, session };
}

let workerAdmin: Promise<Enrolled> | undefined;

/** This worker's admin, enrolled with a TOTP factor (made once per worker), for sign-ins by hand. */
export function testAdmin(request: APIRequestContext): Promise<Admin> {
  workerAdmin ??= enrolledAdmin(request);
  return workerAdmin;
}

let apiSession: { token: string; userId: string; refresh: string; until: number } | undefined;

/**
 * The worker's admin signed in with both factors, for the tests' own API calls: one session,
 * refreshed as it nears its five minutes (the refresh keeps aal2), never handed to a page.
 */
export async function adminSession(request: APIRequestContext): Promise<Session> {
  if (!apiSession) {
    const { session } = await enrolledAdmin(request);
    apiSession = {
      token: session.access_token,
      userId: session.user.id,
      refresh: String(session.refresh_token),
      until: Date.now() + (session.expires_in - 60) * 1000,
    };
  } else if (Date.now() > apiSession.until) {
    const response = await request.post(`${BACKEND_URL}/auth/v1/token?grant_type=refresh_token`, {
      headers: headers(),
      data: { refresh_token: apiSession.refresh },
    });
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as TokenAnswer & { refresh_token: string };
    apiSession = {
      token: body.access_token,
      userId: body.user.id,
      refresh: body.refresh_token,
      until: Date.now() + (body.expires_in - 60) * 1000,
    };
  }
  return { accessToken: apiSession.token, userId: apiSession.userId };
}

/** Adds a member as the admin, for tests that need one to exist. */
export async function createMember(
  request: APIRequestContext,
  token: string,
  fields: Partial<Member> & { name: string },
): Promise<Member> {
  const response = await request.post(`${BACKEND_URL}/rest/v1/team_members`, {
    headers: { ...headers(token), prefer: 'return=representation' },
    data: { position: 'Accountant', display_order: 900, ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  const rows = (await response.json()) as Member[];
  return rows[0]!;
}

/** Members with exactly this name, read with the admin's token (inactive ones included). */
export async function membersNamed(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<Member[]> {
  const response = await request.get(
    `${BACKEND_URL}/rest/v1/team_members?select=*&name=eq.${encodeURIComponent(name)}`,
    { headers: headers(token) },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as Member[];
}

/**
 * Signs in through the /auth page and waits for the redirect home; with `device`, types its code
 * at the second step.
 */
export async function signInThroughUi(
  page: Page,
  email: string,
  password: string,
  device?: Authenticator,
) {
  await gotoHydrated(page, '/auth');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
  if (device) {
    await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
    await page.getByLabel('Authentication code').fill(await device.code());
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

/** Signs the worker's admin in through /auth, password and code. */
export async function signInAdminThroughUi(page: Page) {
  const admin = await testAdmin(page.request);
  await signInThroughUi(page, admin.email, admin.password, admin.device);
}

/**
 * A signed-in browser without the sign-in page: `answer`, a session as the auth API gives it,
 * stored where the site's client keeps it, before the page's first script.
 */
async function storeAnswer(page: Page, answer: { expires_in: number }) {
  await page.addInitScript(
    ([key, stored]) => {
      // When it expires by the page's own clock, as the client reckons it after a sign-in.
      const session = JSON.parse(stored) as { expires_in: number };
      const expiresAt = Math.floor(Date.now() / 1000) + session.expires_in;
      window.localStorage.setItem(key, JSON.stringify({ ...session, expires_at: expiresAt }));
    },
    [sessionStorageKey(BACKEND_URL), JSON.stringify(answer)] as const,
  );
}

/** A member's password-only session, stored as the site's client keeps it. */
export async function storeSession(page: Page, email: string, password: string) {
  const response = await page.request.post(`${BACKEND_URL}/auth/v1/token?grant_type=password`, {
    headers: headers(),
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  await storeAnswer(page, (await response.json()) as { expires_in: number });
}

/** A new admin with both factors passed, stored as the site's client keeps it. */
export async function storeAdminSession(page: Page) {
  await storeAnswer(page, (await enrolledAdmin(page.request)).session);
}

/**
 * Every test of the file that calls this starts with a stored cookie choice, as `openAdmin` does:
 * the banner slides in once the page has started, and it and the room it reserves can move a form
 * under a press (a code's press once went unanswered, the banner showing, on a loaded machine).
 */
export function chooseCookiesFirst() {
  test.beforeEach(async ({ context }) => {
    await storeConsent(context);
  });
}

/**
 * The admin on /team-admin with the form and the list loaded. The admin has made their cookie
 * choice: the banner's slide-in and the space it reserves would move the form under a click.
 */
export async function openAdmin(page: Page) {
  await storeConsent(page.context());
  await storeAdminSession(page);
  await page.goto('/team-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
  await expect(page.getByTestId('admin-member-row').first()).toBeVisible();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of one colour; `padding` bytes of a private ancillary chunk make it larger. */
export function makePng(width = 8, height = 8, rgb = [19, 94, 86], padding = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(padding > 0 ? [chunk('prVt', Buffer.alloc(padding))] : []),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Removes a member a test created (as the admin). */
export async function deleteMemberViaApi(request: APIRequestContext, token: string, id: string) {
  const response = await request.delete(`${BACKEND_URL}/rest/v1/team_members?id=eq.${id}`, {
    headers: headers(token),
  });
  expect(response.status()).toBeLessThan(300);
}

/** Raw access to the REST API with a given token, for the permission checks. */
export function restHeaders(token: string, extra: Record<string, string> = {}) {
  return { ...headers(token), ...extra };
}

/** The toast on screen with this text (not the screen reader announcement that repeats it). */
export function toastWith(page: Page, text: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}
