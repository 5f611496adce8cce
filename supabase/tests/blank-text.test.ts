// The database and the TypeScript code share one rule for text that only looks blank: the CHECK
// constraints on team_members and isBlankText (supabase/functions/_shared/blank-text.ts, used by the
// google-reviews function and the review carousel); and one for the characters that reorder text,
// hasDirectionControl (used by the admin form). Proven on every Unicode code point against the
// constraints as the migrated database holds them, and on whole strings through real inserts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasDirectionControl, isBlankText } from '../functions/_shared/blank-text.ts';
import { createScratchDatabase, openDatabase, type Database } from '../local/db.ts';
import { prepareDatabase } from '../local/setup.ts';

const ENGINES = process.env.DATABASE_URL
  ? (['pglite', 'postgres'] as const)
  : (['pglite'] as const);
const LAST_CODE_POINT = 0x10ffff;
const isSurrogate = (codePoint: number) => codePoint >= 0xd800 && codePoint <= 0xdfff;

const STRINGS = [
  '',
  ' ',
  '\t\n',
  '\u200b\u2060\u3164',
  '\u200b\u200b',
  '\ufeff',
  '\u00ad',
  '\u00a0\u3000',
  '\u115f\u1160\uffa0',
  '\u202e\u2066\u2069',
  '\u034f\ufe0f',
  '\u{e0041}\u{e007f}',
  '\u2800',
  '\u{1d173}',
  'A',
  '\u200bA\u200b',
  'Ana\u00a0Lima',
  '\u3164x',
  '.',
  '\u0301',
  '\u{1f600}',
];

describe.each(ENGINES)('the blank-looking text rule (%s)', (engine) => {
  let db: Database;
  let drop = async () => undefined as void;

  beforeAll(async () => {
    if (engine === 'pglite') {
      db = await openDatabase({ kind: 'memory' });
    } else {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '', 'acct_blank');
      drop = scratch.drop;
      db = await openDatabase({ kind: 'postgres', url: scratch.url });
    }
    await prepareDatabase(db);
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    await drop();
  });

  it.each(['name', 'position'])(
    'team_members.%s refuses exactly the code points isBlankText calls blank',
    async (column) => {
      const { rows } = await db.query<{ definition: string }>(
        `select pg_get_constraintdef(oid) as definition from pg_constraint
         where conrelid = 'public.team_members'::regclass and conname = $1`,
        [`team_members_${column}_check`],
      );
      const definition = rows[0]?.definition ?? '';
      // The constraint is "<column> !~ '^[class]*$'" and a length cap: a pattern of that shape
      // refuses a string exactly when every character of it is in the class.
      const pattern = new RegExp(`\\("?${column}"? !~ '(\\^\\[[^']*\\]\\*\\$)'::text\\)`).exec(
        definition,
      )?.[1];
      expect(pattern, definition).toBeDefined();

      const blankInDatabase = await db.query<{ cp: number }>(
        `select cp from generate_series(1, $1::int) cp
         where (cp < 55296 or cp > 57343) and chr(cp) ~ $2 order by cp`,
        [LAST_CODE_POINT, pattern],
      );
      const blankInCode: number[] = [];
      for (let cp = 1; cp <= LAST_CODE_POINT; cp += 1) {
        if (!isSurrogate(cp) && isBlankText(String.fromCodePoint(cp))) blankInCode.push(cp);
      }
      expect(blankInDatabase.rows.map((row) => row.cp)).toEqual(blankInCode);
    },
    60_000,
  );

  it.each(['name', 'position'])(
    'team_members.%s refuses exactly the direction controls hasDirectionControl finds',
    async (column) => {
      const { rows } = await db.query<{ definition: string }>(
        `select pg_get_constraintdef(oid) as definition from pg_constraint
         where conrelid = 'public.team_members'::regclass and conname = $1`,
        [`team_members_${column}_direction_check`],
      );
      const definition = rows[0]?.definition ?? '';
      // The constraint is "<column> !~ '[class]'": it refuses a string holding any of the class.
      const pattern = new RegExp(`\\("?${column}"? !~ '(\\[[^']*\\])'::text\\)`).exec(
        definition,
      )?.[1];
      expect(pattern, definition).toBeDefined();
      const inDatabase = await db.query<{ cp: number }>(
        `select cp from generate_series(1, $1::int) cp
         where (cp < 55296 or cp > 57343) and chr(cp) ~ $2 order by cp`,
        [LAST_CODE_POINT, pattern],
      );
      const inCode: number[] = [];
      for (let cp = 1; cp <= LAST_CODE_POINT; cp += 1) {
        if (!isSurrogate(cp) && hasDirectionControl(String.fromCodePoint(cp))) inCode.push(cp);
      }
      expect(inDatabase.rows.map((row) => row.cp)).toEqual(inCode);
      expect(inCode).toHaveLength(9);
    },
    60_000,
  );

  it('refuses and accepts the same whole strings as isBlankText, on insert', async () => {
    for (const value of STRINGS) {
      for (const column of ['name', 'position'] as const) {
        const refused = await db.transaction(async (tx) => {
          await tx.query('savepoint probe');
          try {
            await tx.query(
              `insert into public.team_members (name, position) values (${column === 'name' ? '$1, $2' : '$2, $1'})`,
              [value, 'Adviser'],
            );
            return false;
          } catch (error) {
            expect((error as { code?: string }).code).toBe('23514');
            await tx.query('rollback to savepoint probe');
            return true;
          } finally {
            await tx.query('delete from public.team_members where name = $1 or position = $1', [
              value,
            ]);
          }
        });
        expect(refused, `${column} ${JSON.stringify(value)}`).toBe(isBlankText(value));
      }
    }
  });
});
