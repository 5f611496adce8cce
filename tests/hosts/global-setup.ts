import { buildHosts } from './build.ts';

// eslint-disable-next-line import-x/no-default-export -- Playwright loads a global setup by its default export
export default async function globalSetup() {
  await buildHosts();
}
