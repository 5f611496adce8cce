// `npm run admin:create -- <email>`: the first admin of a project, created and enrolled in one go,
// instead of SQL typed into a dashboard. Through the project's own APIs with the service role key:
// the account (confirmed), its admin role, then a sign-in as it to add its second factor (the QR
// code is printed here for the admin's authenticator app) and prove it with the app's first code.
//
// For a hosted project: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY and SUPABASE_ANON_KEY from the
// dashboard (Project Settings → API). Without them it works on the local backend. The password is
// ADMIN_PASSWORD when set (refused unless very strong), else a new random one, printed once.
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { toString as qrString } from 'qrcode';
import {
  ADMIN_MIN_SCORE,
  loadEstimator,
  passwordRefusal,
} from '../site/features/auth/password-strength.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../supabase/local/keys.ts';

const LOCAL_URL = 'http://127.0.0.1:54321';

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

/** 24 random bytes as base64url: 32 characters, far past what anyone guesses. */
function newPassword(): string {
  return randomBytes(24).toString('base64url');
}

export async function createAdmin(email: string, env = process.env): Promise<void> {
  const url = env.SUPABASE_URL ?? LOCAL_URL;
  // The local backend's well-known keys, for a backend on this machine only.
  const local = /^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(url);
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY ?? (local ? LOCAL_SERVICE_ROLE_KEY : undefined);
  const anonKey = env.SUPABASE_ANON_KEY ?? (local ? LOCAL_ANON_KEY : undefined);
  if (!serviceKey || !anonKey)
    fail('set SUPABASE_SERVICE_ROLE_KEY and SUPABASE_ANON_KEY for ' + url);
  const generated = !env.ADMIN_PASSWORD;
  const password = env.ADMIN_PASSWORD || newPassword();
  const estimate = await loadEstimator();
  const refused = passwordRefusal(password, estimate(password, [email]), ADMIN_MIN_SCORE);
  if (refused) fail(`ADMIN_PASSWORD: ${refused}`);

  const options = { auth: { persistSession: false, autoRefreshToken: false } };
  const service = createClient(url, serviceKey, options);
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error || !created.data.user) fail(`creating ${email}: ${created.error?.message}`);
  const userId = created.data.user.id;
  const role = await service.from('user_roles').insert({ user_id: userId, role: 'admin' });
  if (role.error) fail(`granting the admin role: ${role.error.message}`);
  console.log(`Created ${email} (${userId}) with the admin role.`);

  const admin = createClient(url, anonKey, options);
  const signedIn = await admin.auth.signInWithPassword({ email, password });
  if (signedIn.error) fail(`signing in as ${email}: ${signedIn.error.message}`);
  const enrolled = await admin.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'Authenticator app',
  });
  if (enrolled.error) fail(`adding the second factor: ${enrolled.error.message}`);
  const { id, totp } = enrolled.data;
  console.log(
    `\nScan this QR code with the admin's authenticator app:\n\n${await qrString(totp.uri, { type: 'utf8', errorCorrectionLevel: 'L' })}`,
  );
  console.log(`Or type this key into the app: ${totp.secret}\n`);

  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    for (let tries = 0; tries < 3; tries += 1) {
      const code = (await prompt.question('Code the app shows now: ')).replace(/\s/g, '');
      const verified = await admin.auth.mfa.challengeAndVerify({ factorId: id, code });
      if (!verified.error) {
        console.log(`\nTwo-step sign-in is on for ${email}.`);
        if (generated) {
          console.log(`Password (shown once; keep it in a password manager): ${password}`);
        }
        return;
      }
      console.log(`That code was refused (${verified.error.message}).`);
    }
  } finally {
    prompt.close();
  }
  fail('no code was accepted; run the command again for a new account, or unenroll and retry');
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    fail('usage: npm run admin:create -- <email>');
  }
  await createAdmin(email);
}
