// Password recovery as a hosted project runs it: /recover answers alike for every address, the email
// lands in the local mailbox, its link signs the user in through the redirect's fragment once, and
// PUT /user sets the new password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../supabase/local/mailbox.ts';
import {
  anonClient,
  call,
  ENGINES,
  signedInClient,
  signedUpClient,
  startTestBackend,
  type TestBackend,
} from './harness.ts';

const RESET_PAGE = 'http://127.0.0.1:4173/auth/reset';

describe.each(ENGINES)('password recovery (%s)', (engine) => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startTestBackend(engine);
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
  });

  /** The recovery emails to `to`, newest first (a member's confirmation email is left out). */
  async function mail(to: string): Promise<MailMessage[]> {
    const response = await fetch(`${backend.url}/mailbox/messages?to=${encodeURIComponent(to)}`);
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as { messages: MailMessage[] };
    return messages.filter((message) => message.subject !== 'Confirm Your Signup');
  }

  function recover(email: string, redirectTo = RESET_PAGE) {
    return call(backend, `/auth/v1/recover?redirect_to=${encodeURIComponent(redirectTo)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
  }

  function recoveryLink(message: MailMessage | undefined): URL {
    const url = message?.links[0]?.url;
    expect(url).toBeTruthy();
    return new URL(url!);
  }

  it('answers 200 alike for known and unknown addresses, and mails only the known one', async () => {
    const member = await signedUpClient(backend.url);
    const unknown = `nobody-${Date.now()}@example.co.uk`;
    const known = await recover(member.email);
    const missing = await recover(unknown);
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(await known.text()).toBe(await missing.text());
    expect(await mail(unknown)).toEqual([]);
    const [message] = await mail(member.email);
    expect(message?.subject).toBe('Reset Your Password');
    const link = recoveryLink(message);
    expect(link.origin).toBe(backend.url);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(RESET_PAGE);
    // A second request within the minute sends nothing more, and still answers the same.
    expect((await recover(member.email)).status).toBe(200);
    expect(await mail(member.email)).toHaveLength(1);
    // The page lists it with its link.
    const page = await fetch(`${backend.url}/mailbox`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(link.href.replace(/&/g, '&amp;'));
  });

  it('signs in through the link once, and PUT /user sets the new password', async () => {
    const member = await signedUpClient(backend.url);
    // A session opened before the reset, which the new password ends.
    const earlier = await signedInClient(backend.url, member.email, 'a-member-password');
    await recover(member.email);
    const link = recoveryLink((await mail(member.email))[0]);
    // The link is opened by a browser: no API key.
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const location = new URL(opened.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(RESET_PAGE);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    const accessToken = fragment.get('access_token') ?? '';
    expect(accessToken).toBeTruthy();

    const change = (password: string) =>
      call(backend, '/auth/v1/user', {
        method: 'PUT',
        token: accessToken,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password }),
      });
    const weak = await change('short');
    expect(weak.status).toBe(422);
    expect(await weak.json()).toMatchObject({ error_code: 'weak_password' });
    const same = await change('a-member-password');
    expect(same.status).toBe(422);
    expect(await same.json()).toMatchObject({ error_code: 'same_password' });
    const changed = await change('a-brand-new-password');
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ email: member.email });

    const client = anonClient(backend.url);
    const old = await client.auth.signInWithPassword({
      email: member.email,
      password: 'a-member-password',
    });
    expect(old.error?.message).toBe('Invalid login credentials');
    const fresh = await client.auth.signInWithPassword({
      email: member.email,
      password: 'a-brand-new-password',
    });
    expect(fresh.error).toBeNull();
    const before = await call(backend, '/auth/v1/user', { token: earlier.accessToken });
    expect(before.status).toBe(403);
    expect(await before.json()).toMatchObject({ error_code: 'session_not_found' });

    // The link works once.
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.status).toBe(303);
    const error = new URLSearchParams(new URL(again.headers.get('location') ?? '').hash.slice(1));
    expect(error.get('error_code')).toBe('otp_expired');
    expect(error.get('access_token')).toBeNull();
  });

  it('sends a link for another site to the Site URL instead', async () => {
    const member = await signedUpClient(backend.url);
    await recover(member.email, 'https://evil.example/steal');
    const link = recoveryLink((await mail(member.email))[0]);
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:4173\/?#access_token=/);
    // Editing the link's redirect_to does not help either.
    link.searchParams.set('redirect_to', 'https://evil.example/steal');
    const edited = await fetch(link, { redirect: 'manual' });
    expect(edited.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:4173\/?#error=/);
  });

  it('works through supabase-js: resetPasswordForEmail, verifyOtp and updateUser', async () => {
    const member = await signedUpClient(backend.url);
    const client = anonClient(backend.url);
    const sent = await client.auth.resetPasswordForEmail(member.email, { redirectTo: RESET_PAGE });
    expect(sent.error).toBeNull();
    const nobody = await client.auth.resetPasswordForEmail(`nobody-${Date.now()}@example.co.uk`);
    expect(nobody.error).toBeNull();
    const token = recoveryLink((await mail(member.email))[0]).searchParams.get('token') ?? '';
    const verified = await client.auth.verifyOtp({ type: 'recovery', token_hash: token });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(member.email);
    const updated = await client.auth.updateUser({ password: 'set-through-the-client' });
    expect(updated.error).toBeNull();
    const signIn = await anonClient(backend.url).auth.signInWithPassword({
      email: member.email,
      password: 'set-through-the-client',
    });
    expect(signIn.error).toBeNull();
  });
});
