// Local backend throughput: requests per second and p95 latency for the public team list and for an
// admin insert, on in-memory PGlite and (when DATABASE_URL is set) on a scratch PostgreSQL database,
// side by side; then how long a public read takes while a burst of sign-ins is hashed. Bounded loops
// against 127.0.0.1 only.
import { AUTH_CONFIG } from '../../supabase/local/config.ts';
import { createScratchDatabase } from '../../supabase/local/db.ts';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server.ts';
import { DEFAULT_LOCAL_ADMIN_TOTP_SECRET } from '../../supabase/local/setup.ts';
import { totpCode } from '../../supabase/local/totp.ts';

const ADMIN_EMAIL = 'admin@example.co.uk';
const ADMIN_PASSWORD = 'bench-admin-password';
const SIGN_IN_BURST = 50;
// The burst comes from one address, which config.toml's sign-in rate limit would mostly refuse: the
// figure is about hashing, so the limit is raised here.
const BURST_ALLOWED = {
  rateLimit: { ...AUTH_CONFIG.rateLimit, signInSignUps: 10_000 },
};
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

async function auth(backend: LocalBackend, path: string, body: unknown, token?: string) {
  const response = await fetch(`${backend.url}/auth/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} failed with ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The local admin's access token after the password and the TOTP code: team writes need aal2. */
async function adminToken(backend: LocalBackend): Promise<string> {
  const signedIn = await auth(backend, 'token?grant_type=password', {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  const password = signedIn.access_token as string;
  const { factors } = signedIn.user as { factors: { id: string }[] };
  const factor = factors[0]!.id;
  const { id: challenge } = await auth(backend, `factors/${factor}/challenge`, {}, password);
  const verified = await auth(
    backend,
    `factors/${factor}/verify`,
    { challenge_id: challenge, code: totpCode(DEFAULT_LOCAL_ADMIN_TOTP_SECRET) },
    password,
  );
  return verified.access_token as string;
}

const readTeam = (backend: LocalBackend) =>
  fetch(`${backend.url}/rest/v1/team_members_public?select=*&order=display_order.asc`, {
    headers: { apikey: LOCAL_ANON_KEY },
  });

async function timedRead(backend: LocalBackend): Promise<number> {
  const started = performance.now();
  const response = await readTeam(backend);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`read failed with ${response.status}`);
  return performance.now() - started;
}

type Burst = { idle: number; during: number[]; burstMs: number; refused: number };

/** Public reads one after another while SIGN_IN_BURST sign-ins arrive at once. */
async function burst(backend: LocalBackend): Promise<Burst> {
  const idle = median(await Promise.all([0, 1, 2, 3, 4].map(() => timedRead(backend))));
  const during: number[] = [];
  let signingIn = true;
  const started = performance.now();
  const signIns = Promise.all(
    Array.from({ length: SIGN_IN_BURST }, () =>
      fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }),
    ),
  ).finally(() => {
    signingIn = false;
  });
  while (signingIn) during.push(await timedRead(backend));
  const statuses = await signIns;
  return {
    idle,
    during,
    burstMs: performance.now() - started,
    refused: statuses.filter((status) => status !== 200).length,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function bench(
  backend: LocalBackend,
): Promise<{ list: Figures; insert: Figures; burst: Burst }> {
  const token = await adminToken(backend);

  const list = await measure(READS, () => readTeam(backend));
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
  return { list, insert, burst: await burst(backend) };
}

const results: { engine: string; list: Figures; insert: Figures; burst: Burst }[] = [];

const memory = await startLocalBackend({
  database: { kind: 'memory' },
  port: 0,
  env: {},
  adminPassword: ADMIN_PASSWORD,
  adminTotpSecret: DEFAULT_LOCAL_ADMIN_TOTP_SECRET,
  authConfig: BURST_ALLOWED,
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
      adminTotpSecret: DEFAULT_LOCAL_ADMIN_TOTP_SECRET,
      authConfig: BURST_ALLOWED,
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
console.log(
  `\nPublic team list while ${SIGN_IN_BURST} sign-ins arrive at once (bcrypt off the event loop)`,
);
for (const { engine, burst: figures } of results) {
  const sorted = [...figures.during].sort((a, b) => a - b);
  console.log(
    `${engine.padEnd(18)}idle ${figures.idle.toFixed(1)} ms; during: ${sorted.length} reads, median ${median(
      sorted,
    ).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms; burst ${(
      figures.burstMs / 1000
    ).toFixed(1)} s, ${figures.refused} refused`,
  );
}
