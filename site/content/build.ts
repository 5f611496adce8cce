// When the site was built, and so which tax year its pages are prerendered for. vite.config.ts fixes
// the date once per build (SOURCE_DATE_EPOCH when set, for a reproducible build, else the moment
// of the build), so the prerendered HTML and the hydrating client render the same year.
import { taxYearOn, type TaxYear } from '../../engine/index.ts';
import { buildDate } from './build-date.ts';

// Vite replaces import.meta.env at build time, with the date vite.config.ts baked in. Under plain
// Node (unit and browser tests reading the route table) there is none, and the environment's
// SOURCE_DATE_EPOCH, which the build honours too, is read instead, else the clock stands in.
const env = (import.meta.env as Record<string, string | undefined> | undefined) ?? {};
const processEnv = (globalThis as { process?: { env: Record<string, string | undefined> } }).process
  ?.env;

/** The build's date (under Node without SOURCE_DATE_EPOCH, the time the module is first loaded). */
export const BUILD_DATE: Date = buildDate({
  VITE_BUILD_DATE: env.VITE_BUILD_DATE,
  SOURCE_DATE_EPOCH: processEnv?.SOURCE_DATE_EPOCH,
});

/**
 * The tax year the build date falls in, among the years the engine has: the year every calculator
 * page starts on and names in its title, eyebrow and prose. A page stays on it after hydrating,
 * whatever the visitor's date, so what it says and what it calculates agree; the visitor switches
 * year with the calculator's year switch, and a build after 6 April moves the site to the new year.
 */
export const BUILD_TAX_YEAR: TaxYear = taxYearOn(BUILD_DATE);
