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
