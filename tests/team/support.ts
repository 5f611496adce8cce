// Helpers shared by the team and account browser tests: direct calls to the local backend (to set
// up data and to check what was saved) and a sign-in through the real /auth page.
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '../support/test.ts';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts';
import { gotoHydrated } from '../support/browser.ts';
import { storeConsent } from '../site/site-support.ts';
import { sessionStorageKey } from '../../site/lib/supabase-config.ts';

/** The local backend the browser tests start (playwright.config.ts), which the test build targets. */
export const BACKEND_URL = 'http://127.0.0.1:54329';
export const ADMIN_EMAIL = 'admin@example.co.uk';
export const ADMIN_PASSWORD = process.env.LOCAL_ADMIN_PASSWORD ?? 'admin-local-only';

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

/** Signs a new user up straight through the auth API (sign-ups are confirmed at once locally). */
export async function signUpViaApi(
  request: APIRequestContext,
  email = uniqueEmail(),
  password = 'correct-horse-1',
): Promise<Session & { email: string; password: string }> {
  const response = await request.post(`${BACKEND_URL}/auth/v1/signup`, {
    headers: headers(),
    data: { email, password },
  });
  return { ...(await session(response)), email, password };
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

export function adminSession(request: APIRequestContext): Promise<Session> {
  return signInViaApi(request, ADMIN_EMAIL, ADMIN_PASSWORD);
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

/** Signs in through the /auth page and waits for the redirect home. */
export async function signInThroughUi(page: Page, email: string, password: string) {
  await gotoHydrated(page, '/auth');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

/**
 * A signed-in browser without the sign-in page: the session the auth API answers, stored where the
 * site's client keeps it, before the page's first script. auth.spec.ts signs in through the page.
 */
export async function storeSession(page: Page, email: string, password: string) {
  const response = await page.request.post(`${BACKEND_URL}/auth/v1/token?grant_type=password`, {
    headers: headers(),
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as { expires_in: number };
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

/**
 * The admin on /team-admin with the form and the list loaded. The admin has made their cookie
 * choice: the banner's slide-in and the space it reserves would move the form under a click.
 */
export async function openAdmin(page: Page) {
  await storeConsent(page.context());
  await storeSession(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/team-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
  await expect(page.getByTestId('admin-member-row').first()).toBeVisible();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
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
