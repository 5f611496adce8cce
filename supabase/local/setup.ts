// Brings a local database to the state a hosted project would be in: Supabase's own schemas first
// (bootstrap.sql), then our migrations in order, then the development seed for a new database.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './db.ts';
import { hashPassword } from './passwords.ts';

const SUPABASE_DIR = fileURLToPath(new URL('..', import.meta.url));
const MIGRATIONS_DIR = `${SUPABASE_DIR}migrations`;

export const LOCAL_ADMIN_EMAIL = 'admin@example.co.uk';
export const DEFAULT_LOCAL_ADMIN_PASSWORD = 'admin-local-only';
/**
 * The local admin's second factor: a TOTP secret known to every clone, like the password above, so
 * the quick start needs no phone. The mailbox page shows its current code; `npm start` prints it for
 * an authenticator app. Local development only: a hosted admin enrolls with `npm run admin:create`.
 */
export const DEFAULT_LOCAL_ADMIN_TOTP_SECRET = 'LEDGERLINELOCALADMINONLY2345ABCD';

export type PrepareResult = { created: boolean; applied: string[] };

export function listMigrations(): { version: string; name: string; file: string }[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{14}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: file.slice(0, 14),
      name: file.slice(15, -4),
      file: `${MIGRATIONS_DIR}/${file}`,
    }));
}

async function isBootstrapped(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ ready: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as ready`,
  );
  return rows[0]?.ready === true;
}

/** Applies the bootstrap (new database only), any migration not yet applied, and the seed when new. */
export async function prepareDatabase(
  db: Database,
  options: { seed?: boolean } = {},
): Promise<PrepareResult> {
  const created = !(await isBootstrapped(db));
  if (created) {
    const bootstrap = readFileSync(new URL('./bootstrap.sql', import.meta.url), 'utf8');
    await db.transaction((tx) => tx.exec(bootstrap));
  }
  const authSchema = readFileSync(new URL('./auth-schema.sql', import.meta.url), 'utf8');
  await db.transaction((tx) => tx.exec(authSchema));
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const done = new Set(rows.map((row) => row.version));
  const applied: string[] = [];
  for (const migration of listMigrations()) {
    if (done.has(migration.version)) continue;
    const sql = readFileSync(migration.file, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [migration.version, migration.name],
      );
    });
    applied.push(`${migration.version}_${migration.name}`);
  }
  if (created && options.seed !== false) {
    const seed = readFileSync(`${SUPABASE_DIR}seed.sql`, 'utf8');
    await db.transaction((tx) => tx.exec(seed));
  }
  return { created, applied };
}

/**
 * Creates (or resets the password of) a confirmed user, grants it the admin role and enrolls its
 * second factor with `totpSecret`, verified. This is how the local admin exists; no migration ever
 * creates an account.
 */
export async function ensureAdmin(
  db: Database,
  email: string,
  password: string,
  totpSecret = DEFAULT_LOCAL_ADMIN_TOTP_SECRET,
  passwordRounds?: number,
): Promise<string> {
  const hash = await hashPassword(password, passwordRounds);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at)
       values (lower($1), $2, now())
       on conflict (email) do update
         set encrypted_password = excluded.encrypted_password,
             email_confirmed_at = coalesce(auth.users.email_confirmed_at, now()),
             updated_at = now()
       returning id`,
      [email, hash],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('admin user was not created');
    await tx.query(
      `insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict do nothing`,
      [id],
    );
    const { rows: same } = await tx.query(
      `select 1 from auth.mfa_factors where user_id = $1 and secret = $2 and status = 'verified'`,
      [id, totpSecret],
    );
    if (same.length === 0) {
      await tx.query('delete from auth.mfa_factors where user_id = $1', [id]);
      await tx.query(
        `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
         values ($1, 'Local development', 'totp', 'verified', $2)`,
        [id, totpSecret],
      );
    }
    return id;
  });
}

/**
 * Records origins whose team-photos public URLs team_members.photo_url may hold. A hosted project is
 * configured once with SQL; the local backend records its own origin at every start, since the port
 * can change.
 */
export async function allowPhotoOrigins(db: Queryable, origins: string[]): Promise<void> {
  for (const origin of origins) {
    await db.query(
      'insert into private.team_photo_origins (origin) values ($1) on conflict do nothing',
      [origin],
    );
  }
}

/** Drops everything the bootstrap and migrations created, so prepareDatabase starts afresh. */
export async function resetDatabase(db: Database): Promise<void> {
  await db.transaction((tx) =>
    tx.exec(`
      drop schema if exists public cascade;
      drop schema if exists private cascade;
      drop schema if exists storage_local cascade;
      drop schema if exists storage cascade;
      drop schema if exists auth cascade;
      drop schema if exists supabase_migrations cascade;
      drop schema if exists extensions cascade;
      create schema public;
      grant usage on schema public to public;
    `),
  );
}
