// Local backend throughput: requests per second and p95 latency for the public team list and for an
// admin insert, on in-memory PGlite and (when DATABASE_URL is set) on a scratch PostgreSQL database,
// side by side. Bounded loops against 127.0.0.1 only.
import { createScratchDatabase } from '../../supabase/local/db.ts';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server.ts';

const ADMIN_PASSWORD = 'bench-admin-password';
const READS = 400;
const WRITES = 200;
const CONCURRENCY = 8;
const WARM_UP = 20;

type Figures = { perSecond: number; p95: number };

async function measure(
  total: number,
  request: (index: number) => Promise<Response>,
): Promise<Figures> {
  for (let i = 0; i < WARM_UP; i += 1) await (await request(-1 - i)).arrayBuffer();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const index = next;
        next += 1;
        const t0 = performance.now();
        const response = await request(index);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`request ${index} failed with ${response.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: total / seconds,
    p95: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.95))] ?? 0,
  };
}

async function bench(backend: LocalBackend): Promise<{ list: Figures; insert: Figures }> {
  const signIn = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.co.uk', password: ADMIN_PASSWORD }),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };

  const list = await measure(READS, () =>
    fetch(`${backend.url}/rest/v1/team_members_public?select=*&order=display_order.asc`, {
      headers: { apikey: LOCAL_ANON_KEY },
    }),
  );
  const insert = await measure(WRITES, (index) =>
    fetch(`${backend.url}/rest/v1/team_members`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
      body: JSON.stringify({
        name: `Bench Member ${index}`,
        position: 'Benchmark Adviser',
        display_order: 100,
        is_active: false,
      }),
    }),
  );
  return { list, insert };
}

const results: { engine: string; list: Figures; insert: Figures }[] = [];

const memory = await startLocalBackend({
  database: { kind: 'memory' },
  port: 0,
  env: {},
  adminPassword: ADMIN_PASSWORD,
});
try {
  results.push({ engine: 'PGlite (memory)', ...(await bench(memory)) });
} finally {
  await memory.close();
}

if (process.env.DATABASE_URL) {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'acct_bench');
  try {
    const postgres = await startLocalBackend({
      database: { kind: 'postgres', url: scratch.url },
      port: 0,
      env: {},
      adminPassword: ADMIN_PASSWORD,
    });
    try {
      results.push({ engine: 'PostgreSQL', ...(await bench(postgres)) });
    } finally {
      await postgres.close();
    }
  } finally {
    await scratch.drop();
  }
}

const cell = (figures: Figures) =>
  `${figures.perSecond.toFixed(0).padStart(6)} req/s  p95 ${figures.p95.toFixed(1).padStart(6)} ms`;
console.log(
  `Local backend (${READS} reads, ${WRITES} admin inserts, ${CONCURRENCY} concurrent, 127.0.0.1)`,
);
console.log(`${'engine'.padEnd(18)}${'public team list'.padEnd(32)}admin insert`);
for (const result of results) {
  console.log(`${result.engine.padEnd(18)}${cell(result.list).padEnd(32)}${cell(result.insert)}`);
}
if (results.length === 2) {
  const [lite, pg] = results as [(typeof results)[0], (typeof results)[0]];
  console.log(
    `PostgreSQL / PGlite throughput: list ${(pg.list.perSecond / lite.list.perSecond).toFixed(2)}x, insert ${(
      pg.insert.perSecond / lite.insert.perSecond
    ).toFixed(2)}x`,
  );
} else {
  console.log('Set DATABASE_URL to compare with PostgreSQL.');
}
