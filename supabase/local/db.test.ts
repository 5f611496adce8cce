import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db.ts';

describe('openDatabase on PGlite persisted to disk', () => {
  let root: string | undefined;
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('creates a data directory whose parents do not exist yet, as on a fresh clone', async () => {
    root = await mkdtemp(join(tmpdir(), 'pglite-'));
    const dataDir = join(root, '.data', 'pglite');
    const db = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const { rows } = await db.query<{ answer: number }>('select 41 + 1 as answer');
      expect(rows).toEqual([{ answer: 42 }]);
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe('openDatabase in memory', () => {
  it('opens each database fresh, however many opened before it in the process', async () => {
    // The first open's cluster is the one later opens are copied from (db.ts): what runs in it,
    // before or after they open, is in none of them.
    const first = await openDatabase({ kind: 'memory' });
    await first.exec("create table left_behind (note text); insert into left_behind values ('x')");
    const second = await openDatabase({ kind: 'memory' });
    try {
      const { rows } = await second.query<{ found: string | null }>(
        "select to_regclass('public.left_behind')::text as found",
      );
      expect(rows).toEqual([{ found: null }]);
      await second.exec('create table left_behind (note text)');
      const { rows: kept } = await first.query<{ count: number }>(
        'select count(*)::int as count from left_behind',
      );
      expect(kept).toEqual([{ count: 1 }]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 60_000);
});
