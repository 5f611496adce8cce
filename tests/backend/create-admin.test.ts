// `npm run admin:create`: the first admin of a project, made and enrolled through the project's APIs,
// run as a person would against a backend: the QR code and key printed, the app's code typed in.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { totpCode } from '../../supabase/local/totp.ts';
import { signedInClient, startTestBackend, type TestBackend } from './harness.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend('pglite');
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

it('creates an admin with a strong password and a verified second factor', async () => {
  const email = 'first-admin@example.co.uk';
  const child = spawn('npx', ['tsx', 'scripts/create-admin.ts', email], {
    env: { ...process.env, SUPABASE_URL: backend.url, ADMIN_PASSWORD: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', done));
  await new Promise<void>((done, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const secret = /type this key into the app: ([A-Z2-7]+)/.exec(output)?.[1];
      if (secret && output.includes('Code the app shows now:') && !output.includes('typed')) {
        output += '(typed)';
        child.stdin.write(`${totpCode(secret)}\n`);
        done();
      }
    });
    child.on('exit', () => reject(new Error(output)));
  });
  expect(await exited, output).toBe(0);
  expect(output).toContain(`Two-step sign-in is on for ${email}.`);
  // Scannable in a terminal: the QR code is drawn with block characters.
  expect(output).toMatch(/[█▀▄]{10}/);
  const password = /Password \(shown once[^)]*\): (\S+)/.exec(output)?.[1] ?? '';
  expect(password.length).toBeGreaterThanOrEqual(32);

  const { rows } = await backend.db.query<{ role: string; status: string }>(
    `select r.role, f.status from auth.users u
     join public.user_roles r on r.user_id = u.id
     join auth.mfa_factors f on f.user_id = u.id
     where u.email = $1`,
    [email],
  );
  expect(rows).toEqual([{ role: 'admin', status: 'verified' }]);
  const { client } = await signedInClient(backend.url, email, password);
  const levels = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  expect(levels.data?.nextLevel).toBe('aal2');
}, 120_000);

it('refuses an ADMIN_PASSWORD that is not very strong, and creates nothing', async () => {
  const child = spawn('npx', ['tsx', 'scripts/create-admin.ts', 'weak-admin@example.co.uk'], {
    env: { ...process.env, SUPABASE_URL: backend.url, ADMIN_PASSWORD: 'summer2024' },
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  expect(await new Promise((done) => child.on('exit', done))).toBe(1);
  expect(output).toContain("An admin's password must be very hard to guess");
  const { rows } = await backend.db.query(`select 1 from auth.users where email = $1`, [
    'weak-admin@example.co.uk',
  ]);
  expect(rows).toEqual([]);
}, 60_000);
