// When the site was built, and so which tax year its pages are prerendered for. vite.config.ts fixes
// the date once per build (SOURCE_DATE_EPOCH when set, for a reproducible build, else the moment
// of the build), so the prerendered HTML and the hydrating client render the same year.
import { taxYearOn, type TaxYear } from '../../engine/index.ts';

// Vite replaces import.meta.env at build time. Under plain Node (unit and browser tests reading the
// route table) the same SOURCE_DATE_EPOCH the build honours is read, else the clock stands in.
const baked = (import.meta.env as Record<string, string | undefined> | undefined)?.VITE_BUILD_DATE;
const epoch = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env
  .SOURCE_DATE_EPOCH;

/** The build's date (under Node without SOURCE_DATE_EPOCH, the time the module is first loaded). */
export const BUILD_DATE: Date = new Date(baked ?? (epoch ? Number(epoch) * 1000 : Date.now()));

/**
 * The tax year the build date falls in, among the years the engine has: the year every calculator
 * page starts on and names in its title, eyebrow and prose. A page stays on it after hydrating,
 * whatever the visitor's date, so what it says and what it calculates agree; the visitor switches
 * year with the calculator's year switch, and a build after 6 April moves the site to the new year.
 */
export const BUILD_TAX_YEAR: TaxYear = taxYearOn(BUILD_DATE);
