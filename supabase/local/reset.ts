// `npm run db:reset`: back to migrations + seed (plus the local admin), like `supabase db reset`.
// Stop `npm run backend` first when it uses the same database.
import { rmSync } from 'node:fs';
import { chooseDatabase, openDatabase } from './db.ts';
import { PGLITE_DATA_DIR } from './paths.ts';
import {
  DEFAULT_LOCAL_ADMIN_PASSWORD,
  DEFAULT_LOCAL_ADMIN_TOTP_SECRET,
  ensureAdmin,
  LOCAL_ADMIN_EMAIL,
  prepareDatabase,
  resetDatabase,
} from './setup.ts';

const choice = chooseDatabase(process.env, PGLITE_DATA_DIR);
if (choice.kind === 'pglite') rmSync(choice.dataDir, { recursive: true, force: true });
const db = await openDatabase(choice);
try {
  if (choice.kind === 'postgres') await resetDatabase(db);
  const { applied } = await prepareDatabase(db);
  await ensureAdmin(
    db,
    LOCAL_ADMIN_EMAIL,
    process.env.LOCAL_ADMIN_PASSWORD ?? DEFAULT_LOCAL_ADMIN_PASSWORD,
    process.env.LOCAL_ADMIN_TOTP_SECRET ?? DEFAULT_LOCAL_ADMIN_TOTP_SECRET,
  );
  console.log(
    `Database reset: ${applied.length} migrations applied, seed loaded, ${LOCAL_ADMIN_EMAIL} is admin.`,
  );
} finally {
  await db.close();
}
