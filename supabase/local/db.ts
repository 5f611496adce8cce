// One small interface over the two engines the local backend runs on: PGlite (in memory or persisted)
// and a real PostgreSQL server reached through DATABASE_URL.
import { mkdir } from 'node:fs/promises';
import { PGlite, type Extensions, type PGliteOptions } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import pg from 'pg';

export type Row = Record<string, unknown>;

export type QueryResult<T> = { rows: T[]; rowCount: number };

export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseChoice =
  { kind: 'memory' } | { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** LOCAL_DB=memory wins, then DATABASE_URL, then PGlite persisted in `dataDir`. */
export function chooseDatabase(
  env: Record<string, string | undefined>,
  dataDir: string,
): DatabaseChoice {
  if (env.LOCAL_DB === 'memory') return { kind: 'memory' };
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir };
}

export async function openDatabase(choice: DatabaseChoice): Promise<Database> {
  return choice.kind === 'postgres' ? openPostgres(choice.url) : openPglite(choice);
}

async function openPglite(choice: DatabaseChoice): Promise<Database> {
  const options = { extensions: { pgcrypto } };
  // The data directory sits under the git-ignored .data/, absent on a fresh clone, and PGlite
  // does not create parent folders.
  if (choice.kind === 'pglite') await mkdir(choice.dataDir, { recursive: true });
  const db =
    choice.kind === 'pglite'
      ? await PGlite.create(choice.dataDir, options)
      : await createInMemory(options);
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    engine: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
  };
}

// Every new in-memory cluster starts as the same files, initdb's, and PGlite's initdb is most of the
// time a cluster takes to open (1.6 s of 2.3 s of CPU here). So a process runs it once, keeps a copy
// of the files it made, and opens each later cluster from the copy, as PostgreSQL makes a database
// by copying a template: the tests that each open a fresh database open it in a third of the time.
let initdbFiles: Promise<Blob> | undefined;

async function createInMemory(options: PGliteOptions<Extensions>): Promise<PGlite> {
  if (initdbFiles) {
    const loadDataDir = await initdbFiles.catch(() => undefined);
    if (loadDataDir) return PGlite.create({ ...options, loadDataDir });
  }
  const db = await PGlite.create(options);
  // Copied before anything runs in the cluster: the copy is initdb's files and nothing else.
  initdbFiles ??= db.dumpDataDir('none');
  await initdbFiles.catch(() => (initdbFiles = undefined));
  return db;
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query(sql, params);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  await pool.query('select 1');
  return {
    engine: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Creates an empty database beside the one in `url` (same server and login) so a test or benchmark
 * starts from nothing and leaves nothing behind.
 */
export async function createScratchDatabase(
  url: string,
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${label.replace(/[^a-z0-9_]/g, '_')}_${Date.now().toString(36)}_${Math.random()
    .toString(36)
    .slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
