// The policy matrix at SQL level, as PostgREST and the storage server run statements: `set local role`
// plus `request.jwt.claims`, straight against the migrated database (PGlite, and the PostgreSQL server
// in DATABASE_URL when set). Each attempt runs in its own transaction, compares a superuser snapshot
// taken before and after it inside that transaction, and is then rolled back. The admin signs in
// three ways: with a live session that passed its second factor (aal2), with a live session that has
// not (aal1), and with a token whose session has ended (signed out, or its password changed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, openDatabase, type Database, type Row } from '../local/db.ts';
import { allowPhotoOrigins, ensureAdmin, prepareDatabase } from '../local/setup.ts';

const ENGINES = process.env.DATABASE_URL
  ? (['pglite', 'postgres'] as const)
  : (['pglite'] as const);
const ACTIVE = '0b6f5a1e-2c3d-4e5f-8a9b-1c2d3e4f5a01';
const INACTIVE = '0b6f5a1e-2c3d-4e5f-8a9b-1c2d3e4f5a05';
const PHOTO = 'seeded-photo.png';
const PHOTO_ORIGIN = 'https://project-ref.supabase.co';

type Who = 'anon' | 'member' | 'admin' | 'admin-aal1' | 'admin-signed-out';
type Admin = Exclude<Who, 'anon' | 'member'>;
type Outcome =
  | { ok: true; rows: Row[]; rowCount: number; changed: boolean }
  | { ok: false; code: string; changed: boolean };

class Rollback extends Error {
  constructor(readonly outcome: Outcome) {
    super('rollback');
  }
}

const SNAPSHOT = `select json_build_object(
  'team_members', (select json_agg(t order by t.id) from public.team_members t),
  'user_roles', (select json_agg(r order by r.user_id) from public.user_roles r),
  'objects', (select json_agg(o order by o.name) from storage.objects o)
)::text as snapshot`;

describe.each(ENGINES)('policy matrix at SQL level (%s)', (engine) => {
  let db: Database;
  let drop = async () => undefined as void;
  const ids = {} as Record<'anon' | 'member' | 'admin', string | null>;
  const sessions = {} as Record<Admin, string>;

  function claimsOf(who: Who): Record<string, unknown> {
    if (who === 'anon') return { role: 'anon' };
    if (who === 'member') return { role: 'authenticated', sub: ids.member, aud: 'authenticated' };
    return {
      role: 'authenticated',
      sub: ids.admin,
      aud: 'authenticated',
      session_id: sessions[who],
      aal: who === 'admin-aal1' ? 'aal1' : 'aal2',
    };
  }

  async function attempt(who: Who, sql: string, params: unknown[] = []): Promise<Outcome> {
    try {
      await db.transaction(async (tx) => {
        const snapshot = async () =>
          (await tx.query<{ snapshot: string }>(SNAPSHOT)).rows[0]?.snapshot;
        const before = await snapshot();
        const role = who === 'anon' ? 'anon' : 'authenticated';
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify(claimsOf(who)),
        ]);
        await tx.query(`set local role ${role}`);
        await tx.query('savepoint attempt');
        let result: { rows: Row[]; rowCount: number } | { code: string };
        try {
          result = await tx.query(sql, params);
        } catch (error) {
          await tx.query('rollback to savepoint attempt');
          result = { code: String((error as { code?: unknown }).code) };
        }
        await tx.query('reset role');
        const changed = (await snapshot()) !== before;
        throw new Rollback(
          'code' in result
            ? { ok: false, code: result.code, changed }
            : { ok: true, ...result, changed },
        );
      });
    } catch (error) {
      if (error instanceof Rollback) return error.outcome;
      throw error;
    }
    throw new Error('attempt did not roll back');
  }

  beforeAll(async () => {
    if (engine === 'pglite') {
      db = await openDatabase({ kind: 'memory' });
    } else {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '', 'acct_sql');
      drop = scratch.drop;
      db = await openDatabase({ kind: 'postgres', url: scratch.url });
    }
    await prepareDatabase(db);
    ids.anon = null;
    ids.admin = await ensureAdmin(db, 'admin@example.co.uk', 'sql-matrix-admin');
    for (const [who, aal] of [
      ['admin', 'aal2'],
      ['admin-aal1', 'aal1'],
    ] as const) {
      const { rows } = await db.query<{ id: string }>(
        `insert into auth.sessions (user_id, aal) values ($1, $2) returning id`,
        [ids.admin, aal],
      );
      sessions[who] = rows[0]!.id;
    }
    // A session that existed once: its row is gone, its tokens still verify.
    sessions['admin-signed-out'] = '5e55104d-0000-4000-8000-00000000e0d5';
    const member = await db.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at) values ('member@example.co.uk', now()) returning id`,
    );
    ids.member = member.rows[0]!.id;
    await allowPhotoOrigins(db, [PHOTO_ORIGIN]);
    await db.query(
      `insert into storage.objects (bucket_id, name, metadata) values ('team-photos', $1, '{"mimetype": "image/png"}')`,
      [PHOTO],
    );
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    await drop();
  });

  const denied = (outcome: Outcome) => {
    expect(outcome).toMatchObject({ ok: false, code: '42501', changed: false });
  };
  const noop = (outcome: Outcome) => {
    expect(outcome).toMatchObject({ ok: true, rowCount: 0, changed: false });
  };
  const changed = (outcome: Outcome) => {
    expect(outcome).toMatchObject({ ok: true, changed: true });
  };

  describe('team_members', () => {
    it.each([
      ['anon', 4],
      ['member', 4],
      ['admin', 5],
      ['admin-aal1', 5],
      ['admin-signed-out', 4],
    ] as const)('%s selects %i rows', async (who, count) => {
      const outcome = await attempt(who, 'select id, is_active from public.team_members');
      expect(outcome.ok && outcome.rows.length).toBe(count);
      const inactive = await attempt(who, 'select 1 from public.team_members where id = $1', [
        INACTIVE,
      ]);
      expect(inactive.ok && inactive.rows.length).toBe(count === 5 ? 1 : 0);
    });

    const insert = `insert into public.team_members (name, position) values ('SQL Person', 'Adviser')`;
    const update = `update public.team_members set name = 'Renamed' where id = $1`;
    const remove = `delete from public.team_members where id = $1`;

    it('anon: insert, update and delete are refused by privilege, not only by policy', async () => {
      denied(await attempt('anon', insert));
      denied(await attempt('anon', update, [ACTIVE]));
      denied(await attempt('anon', remove, [ACTIVE]));
      denied(await attempt('anon', update, [INACTIVE]));
    });

    it('member: insert denied, update and delete match nothing', async () => {
      denied(await attempt('member', insert));
      noop(await attempt('member', update, [ACTIVE]));
      noop(await attempt('member', remove, [ACTIVE]));
      noop(await attempt('member', update, [INACTIVE]));
    });

    it('admin inserts, updates and deletes, inactive members included', async () => {
      changed(await attempt('admin', insert));
      changed(await attempt('admin', update, [ACTIVE]));
      changed(await attempt('admin', update, [INACTIVE]));
      changed(await attempt('admin', remove, [INACTIVE]));
    });

    it.each(['admin-aal1', 'admin-signed-out'] as const)(
      '%s: insert denied, update and delete match nothing',
      async (who) => {
        denied(await attempt(who, insert));
        noop(await attempt(who, update, [ACTIVE]));
        noop(await attempt(who, update, [INACTIVE]));
        noop(await attempt(who, remove, [INACTIVE]));
      },
    );

    it('truncate is refused to the API roles', async () => {
      for (const who of ['anon', 'member', 'admin'] as const) {
        denied(await attempt(who, 'truncate public.team_members cascade'));
      }
    });
  });

  describe('what team_members columns accept', () => {
    const insertWith = (column: 'name' | 'position' | 'linkedin_url' | 'photo_url') =>
      column === 'name' || column === 'position'
        ? `insert into public.team_members (name, position) values (${column === 'name' ? '$1, $2' : '$2, $1'})`
        : `insert into public.team_members (name, position, ${column}) values ($2, 'Adviser', $1)`;
    const invalid = (outcome: Outcome) => {
      expect(outcome).toMatchObject({ ok: false, code: '23514', changed: false });
    };

    // Tab, no-break space, zero-width space, word joiner, byte order mark, ideographic space,
    // narrow no-break space, Hangul filler, soft hyphen, and a mix.
    const blanks = [
      '\t',
      '\u00a0',
      '\u200b',
      '\u2060',
      '\ufeff',
      '\u3000',
      '\u202f',
      '\u3164',
      '\u00ad',
      ' \t\u00a0\u200b\n',
    ];

    it.each(['name', 'position'] as const)(
      'admin: a %s made only of blank or invisible characters is refused',
      async (column) => {
        for (const blank of blanks) {
          invalid(await attempt('admin', insertWith(column), [blank, 'Valid']));
        }
        changed(await attempt('admin', insertWith(column), ['Ann\u00a0Lee', 'Valid']));
        changed(await attempt('admin', insertWith(column), ['\u200bAnn', 'Valid']));
      },
    );

    it.each(['name', 'position'] as const)(
      'admin: a %s with a bidirectional override or isolate character is refused',
      async (column) => {
        for (const control of [
          '\u202a',
          '\u202b',
          '\u202c',
          '\u202d',
          '\u202e',
          '\u2066',
          '\u2067',
          '\u2068',
          '\u2069',
        ]) {
          invalid(
            await attempt('admin', insertWith(column), [`${control}exe.live Admin`, 'Valid']),
          );
        }
        // Right-to-left text itself, and the marks that do not reorder anything, are names.
        changed(await attempt('admin', insertWith(column), ['דנה לוי', 'Valid']));
        changed(await attempt('admin', insertWith(column), ['Ann\u200fLee', 'Valid']));
      },
    );

    it('admin: LinkedIn links must be on linkedin.com', async () => {
      for (const url of [
        'https://evil.example/phish',
        'https://www.linkedin.com.evil.example/in/x',
        'https://evil.example/https://www.linkedin.com/',
        'https://evil.example@www.linkedin.com/in/x',
        'https://www.linkedin.com',
        'https://www.linkedin.com:8443/in/x',
        'https://notlinkedin.com/in/x',
        'http://www.linkedin.com/in/x',
      ]) {
        invalid(await attempt('admin', insertWith('linkedin_url'), [url, 'Valid']));
      }
      for (const url of [
        'https://www.linkedin.com/in/someone-example',
        'https://linkedin.com/in/x',
        'https://uk.linkedin.com/in/x',
      ]) {
        changed(await attempt('admin', insertWith('linkedin_url'), [url, 'Valid']));
      }
    });

    it('admin: photos must be team-photos URLs of a configured storage origin', async () => {
      const base = `${PHOTO_ORIGIN}/storage/v1/object/public/team-photos`;
      for (const url of [
        'https://evil.example/a.png',
        `https://evil.example/storage/v1/object/public/team-photos/a.png`,
        `${PHOTO_ORIGIN}/storage/v1/object/public/other-bucket/a.png`,
        `${PHOTO_ORIGIN}.evil.example/storage/v1/object/public/team-photos/a.png`,
        `${PHOTO_ORIGIN}:8443/storage/v1/object/public/team-photos/a.png`,
        `${base}/`,
        `${base}/../other-bucket/a.png`,
        `${base}/%2e%2e/other-bucket/a.png`,
        `${base}/a.png?x=<script>`,
        `http${PHOTO_ORIGIN.slice(5)}/storage/v1/object/public/team-photos/a.png`,
      ]) {
        invalid(await attempt('admin', insertWith('photo_url'), [url, 'Valid']));
      }
      changed(await attempt('admin', insertWith('photo_url'), [`${base}/0a1b2c.png`, 'Valid']));
      changed(
        await attempt('admin', `update public.team_members set photo_url = $1 where id = $2`, [
          `${base}/0a1b2c.webp`,
          ACTIVE,
        ]),
      );
      invalid(
        await attempt('admin', `update public.team_members set photo_url = $1 where id = $2`, [
          'https://evil.example/a.png',
          ACTIVE,
        ]),
      );
    });

    it('no API role reads or writes the photo origins', async () => {
      for (const who of ['anon', 'member', 'admin'] as const) {
        denied(await attempt(who, 'select origin from private.team_photo_origins'));
        denied(
          await attempt(
            who,
            `insert into private.team_photo_origins values ('https://evil.example')`,
          ),
        );
      }
    });
  });

  describe('privileges no role needs', () => {
    const privileges = async (role: string, table: string) => {
      const { rows } = await db.query<{ privilege: string; held: boolean }>(
        `select p as privilege, has_table_privilege($1, $2, p) as held
         from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) p`,
        [role, table],
      );
      return Object.fromEntries(rows.map((row) => [row.privilege, row.held]));
    };

    it('anon holds select on team_members and nothing else there or on user_roles', async () => {
      expect(await privileges('anon', 'public.team_members')).toEqual({
        SELECT: true,
        INSERT: false,
        UPDATE: false,
        DELETE: false,
        TRUNCATE: false,
      });
      expect(await privileges('anon', 'public.user_roles')).toEqual({
        SELECT: false,
        INSERT: false,
        UPDATE: false,
        DELETE: false,
        TRUNCATE: false,
      });
    });

    it('authenticated keeps what the admin and the role check need', async () => {
      expect(await privileges('authenticated', 'public.team_members')).toEqual({
        SELECT: true,
        INSERT: true,
        UPDATE: true,
        DELETE: true,
        TRUNCATE: false,
      });
      expect(await privileges('authenticated', 'public.user_roles')).toEqual({
        SELECT: true,
        INSERT: false,
        UPDATE: false,
        DELETE: false,
        TRUNCATE: false,
      });
    });
  });

  describe('team_members_public', () => {
    it.each(['anon', 'member', 'admin'] as const)(
      '%s reads the four active members only',
      async (who) => {
        const outcome = await attempt(who, 'select id from public.team_members_public');
        expect(outcome.ok && outcome.rows.map((row) => row.id)).toHaveLength(4);
        expect(outcome.ok && outcome.rows.map((row) => row.id)).not.toContain(INACTIVE);
      },
    );

    it.each(['anon', 'member', 'admin'] as const)(
      '%s cannot write through the view',
      async (who) => {
        denied(
          await attempt(
            who,
            `insert into public.team_members_public (name, position) values ('V', 'V')`,
          ),
        );
        denied(
          await attempt(who, `update public.team_members_public set name = 'V' where id = $1`, [
            ACTIVE,
          ]),
        );
        denied(
          await attempt(who, `delete from public.team_members_public where id = $1`, [ACTIVE]),
        );
      },
    );
  });

  describe('user_roles', () => {
    it.each([
      ['member', 0],
      ['admin', 1],
    ] as const)('%s reads %i role rows', async (who, count) => {
      const outcome = await attempt(who, 'select user_id, role from public.user_roles');
      expect(outcome.ok && outcome.rows.length).toBe(count);
      if (who === 'admin' && outcome.ok) expect(outcome.rows[0]?.user_id).toBe(ids.admin);
    });

    it('anon may not even select from user_roles', async () => {
      denied(await attempt('anon', 'select user_id, role from public.user_roles'));
    });

    it.each(['anon', 'member', 'admin'] as const)('%s cannot write roles', async (who) => {
      denied(
        await attempt(who, `insert into public.user_roles (user_id, role) values ($1, 'admin')`, [
          ids.member,
        ]),
      );
      denied(await attempt(who, `update public.user_roles set user_id = $1`, [ids.member]));
      denied(await attempt(who, `delete from public.user_roles`));
    });
  });

  describe('storage.objects in team-photos', () => {
    const insert = `insert into storage.objects (bucket_id, name) values ('team-photos', 'new.png')`;
    const update = `update storage.objects set metadata = '{}' where bucket_id = 'team-photos' and name = $1`;
    const remove = `delete from storage.objects where bucket_id = 'team-photos' and name = $1`;

    it.each([
      ['anon', 0],
      ['member', 0],
      ['admin', 1],
      ['admin-aal1', 1],
      ['admin-signed-out', 0],
    ] as const)('%s lists %i objects', async (who, count) => {
      const outcome = await attempt(
        who,
        `select name from storage.objects where bucket_id = 'team-photos'`,
      );
      expect(outcome.ok && outcome.rows.length).toBe(count);
    });

    it.each(['anon', 'member', 'admin-aal1', 'admin-signed-out'] as const)(
      '%s: insert denied, update and delete match nothing',
      async (who) => {
        denied(await attempt(who, insert));
        noop(await attempt(who, update, [PHOTO]));
        noop(await attempt(who, remove, [PHOTO]));
      },
    );

    it('admin inserts, updates and deletes', async () => {
      changed(await attempt('admin', insert));
      changed(await attempt('admin', update, [PHOTO]));
      changed(await attempt('admin', remove, [PHOTO]));
    });

    it('admin rights stop at the bucket: another bucket is refused', async () => {
      await db.query(
        `insert into storage.buckets (id, name, public) values ('other', 'other', false) on conflict do nothing`,
      );
      denied(
        await attempt(
          'admin',
          `insert into storage.objects (bucket_id, name) values ('other', 'x.png')`,
        ),
      );
    });
  });

  describe('reviews_cache', () => {
    it.each(['anon', 'member', 'admin'] as const)(
      '%s can neither read nor write the reviews function’s cache',
      async (who) => {
        denied(await attempt(who, 'select place_key from public.reviews_cache'));
        denied(await attempt(who, `insert into public.reviews_cache (place_key) values ('x|y')`));
        denied(await attempt(who, `update public.reviews_cache set status = 200`));
        denied(await attempt(who, `delete from public.reviews_cache`));
      },
    );

    it('only the service role holds privileges on it', async () => {
      for (const role of ['anon', 'authenticated']) {
        const { rows } = await db.query<{ any: boolean }>(
          `select bool_or(has_table_privilege($1, 'public.reviews_cache', p)) as any
           from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) p`,
          [role],
        );
        expect(rows[0]?.any).toBe(false);
      }
    });
  });

  describe('the role helper and role switching', () => {
    it('answers for the caller only, and anon may not call it', async () => {
      const check = `select private.has_role('admin') as admin`;
      expect(await attempt('admin', check)).toMatchObject({ ok: true, rows: [{ admin: true }] });
      expect(await attempt('admin-aal1', check)).toMatchObject({
        ok: true,
        rows: [{ admin: true }],
      });
      expect(await attempt('admin-signed-out', check)).toMatchObject({
        ok: true,
        rows: [{ admin: false }],
      });
      expect(await attempt('member', check)).toMatchObject({ ok: true, rows: [{ admin: false }] });
      denied(await attempt('anon', check));
    });

    it('the second-factor check reads the token’s aal, and anon may not call it', async () => {
      const check = `select private.has_second_factor() as aal2`;
      expect(await attempt('admin', check)).toMatchObject({ ok: true, rows: [{ aal2: true }] });
      expect(await attempt('admin-aal1', check)).toMatchObject({
        ok: true,
        rows: [{ aal2: false }],
      });
      expect(await attempt('member', check)).toMatchObject({ ok: true, rows: [{ aal2: false }] });
      denied(await attempt('anon', check));
    });

    it('is security definer with an empty search_path', async () => {
      const { rows } = await db.query<{ prosecdef: boolean; proconfig: string[] }>(
        `select p.prosecdef, p.proconfig from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'private' and p.proname in ('has_role', 'has_second_factor')`,
      );
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.prosecdef).toBe(true);
        expect(row.proconfig).toContain('search_path=""');
      }
    });

    it('no function running with its owner’s rights is exposed in public', async () => {
      const { rows } = await db.query<{ proname: string }>(
        `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' and p.prosecdef`,
      );
      expect(rows).toEqual([]);
    });

    it('every table in public has row level security on', async () => {
      const { rows } = await db.query<{ relname: string }>(
        `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`,
      );
      expect(rows).toEqual([]);
    });
  });
});
