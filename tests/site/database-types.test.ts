// The Database type the site's supabase-js client uses is generated from the migrations; a migration
// that changes the public schema without `npm run db:types` fails here.
import { describe, expect, it } from 'vitest';
import { generateDatabaseTypes, readDatabaseTypes } from '../../scripts/db-types.ts';

describe('site/lib/database.types.ts', () => {
  it('is what the migrations generate now', async () => {
    const generated = await generateDatabaseTypes();
    expect(generated).toContain('team_members_public');
    expect(readDatabaseTypes(), 'run `npm run db:types`').toBe(generated);
  }, 120_000);
});
