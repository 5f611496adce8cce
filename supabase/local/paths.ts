import { fileURLToPath } from 'node:url';
import { SettingError } from './setting-error.ts';

/** Where `npm run backend` keeps its PGlite database: git-ignored, under the repository's .data/. */
export const PGLITE_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

export const DEFAULT_PORT = 54321;

export function localPort(env: Record<string, string | undefined>): number {
  const port = Number(env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new SettingError(`PORT must be a whole number from 0 to 65535, not "${env.PORT}"`);
  return port;
}
