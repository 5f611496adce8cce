// The host apps that need a framework the project itself does not use at that version (React 18,
// Angular) are packages of their own, each with its own lock. They are installed on demand: when
// their node_modules is missing or older than their lock.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const HOSTS_DIR = resolve(import.meta.dirname);
export const HOST_PACKAGES = ['react18', 'angular'] as const;

// The registry we install from lacks some of @angular/build's optional platform binaries (rollup's
// and msgpackr-extract's for other systems), so Angular's lock cannot list them and `npm ci` refuses
// it as out of sync. `npm install` installs the same versions from that lock and leaves it unchanged.
const INSTALL: Record<(typeof HOST_PACKAGES)[number], string> = {
  react18: 'ci',
  angular: 'install',
};

const mtime = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);

export function installHostPackage(host: (typeof HOST_PACKAGES)[number]) {
  const dir = join(HOSTS_DIR, host);
  // npm ci writes node_modules/.package-lock.json last, so its time is when the install finished.
  if (
    mtime(join(dir, 'node_modules', '.package-lock.json')) >= mtime(join(dir, 'package-lock.json'))
  ) {
    return;
  }
  const started = Date.now();
  const result = spawnSync('npm', [INSTALL[host], '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`npm ${INSTALL[host]} in tests/hosts/${host} failed`);
  console.log(`Installed tests/hosts/${host} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function installHostPackages() {
  for (const host of HOST_PACKAGES) installHostPackage(host);
}
