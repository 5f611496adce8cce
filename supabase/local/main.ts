// `npm run backend`: the local stand-in for the hosted Supabase project, on 127.0.0.1.
import { chooseDatabase } from './db.ts';
import { LOCAL_ANON_KEY } from './keys.ts';
import { localPort, PGLITE_DATA_DIR } from './paths.ts';
import { startLocalBackend } from './server.ts';
import { SettingError } from './setting-error.ts';
import {
  DEFAULT_LOCAL_ADMIN_PASSWORD,
  DEFAULT_LOCAL_ADMIN_TOTP_SECRET,
  LOCAL_ADMIN_EMAIL,
} from './setup.ts';

async function start() {
  const database = chooseDatabase(process.env, PGLITE_DATA_DIR);
  const backend = await startLocalBackend({ database, port: localPort(process.env) });
  return { database, backend };
}

// A setting it cannot use stops the backend with the setting's message alone.
const { database, backend } = await start().catch((error: unknown) => {
  if (!(error instanceof SettingError)) throw error;
  console.error(`Local backend not started: ${error.message}`);
  process.exit(1);
});

const where =
  database.kind === 'memory'
    ? 'PGlite in memory (discarded on exit)'
    : database.kind === 'pglite'
      ? `PGlite in ${database.dataDir}`
      : 'PostgreSQL from DATABASE_URL';
console.log(`Local backend ready on ${backend.url} (${where})
  SUPABASE_URL=${backend.url}
  SUPABASE_ANON_KEY=${LOCAL_ANON_KEY}
  Admin login: ${LOCAL_ADMIN_EMAIL} / ${process.env.LOCAL_ADMIN_PASSWORD ? '(LOCAL_ADMIN_PASSWORD)' : DEFAULT_LOCAL_ADMIN_PASSWORD}
  Admin's authenticator code: shown at ${backend.mailboxUrl} (or add the secret ${process.env.LOCAL_ADMIN_TOTP_SECRET ? '(LOCAL_ADMIN_TOTP_SECRET)' : DEFAULT_LOCAL_ADMIN_TOTP_SECRET} to an authenticator app)
  Mailbox: ${backend.mailboxUrl} (sign-up confirmations and password resets land here)
  Reviews function: ${process.env.GOOGLE_PLACES_API_KEY && process.env.GOOGLE_PLACE_IDS ? 'GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_IDS set' : 'GOOGLE_PLACES_API_KEY or GOOGLE_PLACE_IDS not set, so it answers 503 and the carousel shows its built-in reviews'}`);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await backend.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
