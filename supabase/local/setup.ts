// Brings a local database to the state a hosted project would be in: Supabase's own schemas first
// (bootstrap.sql), then our migrations in order, then the development seed for a new database.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './db.ts';
import { BCRYPT_ROUNDS } from './passwords.ts';

const SUPABASE_DIR = fileURLToPath(new URL('..', import.meta.url));
const MIGRATIONS_DIR = `${SUPABASE_DIR}migrations`;

export const LOCAL_ADMIN_EMAIL = 'admin@example.co.uk';
export const DEFAULT_LOCAL_ADMIN_PASSWORD = 'admin-local-only';

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
  const authTokens = readFileSync(new URL('./auth-tokens.sql', import.meta.url), 'utf8');
  await db.transaction((tx) => tx.exec(authTokens));
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
 * Creates (or resets the password of) a confirmed user and grants it the admin role. This is how the
 * local admin exists; no migration ever creates an account.
 */
export async function ensureAdmin(db: Database, email: string, password: string): Promise<string> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at)
       values (lower($1), extensions.crypt($2, extensions.gen_salt('bf', $3)), now())
       on conflict (email) do update
         set encrypted_password = excluded.encrypted_password,
             email_confirmed_at = coalesce(auth.users.email_confirmed_at, now()),
             updated_at = now()
       returning id`,
      [email, password, BCRYPT_ROUNDS],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('admin user was not created');
    await tx.query(
      `insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict do nothing`,
      [id],
    );
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
