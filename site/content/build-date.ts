// The build's date, read one way wherever it is needed: by site/vite.config.ts, which bakes it into
// the client and prerender bundles as VITE_BUILD_DATE, and by site/content/build.ts, which reads it
// back from the bundle or, under plain Node (tests, scripts reading the route table), from the
// environment. No imports, so the Vite config can load it without the engine.

/** What the build's date is read from: the environment (or Vite's `import.meta.env`). */
export type BuildDateSource = {
  /** The date a bundle was built with, as an ISO string (vite.config.ts sets it once per build). */
  VITE_BUILD_DATE?: string | undefined;
  /** Seconds since 1970 for a reproducible build (https://reproducible-builds.org/specs/source-date-epoch/). */
  SOURCE_DATE_EPOCH?: string | undefined;
};

/**
 * The build's date: the one baked into the bundle when there is one, else SOURCE_DATE_EPOCH when it
 * is set, else `now`. Throws on a value that is not a date, so a mistyped epoch cannot build the
 * site for the wrong year.
 */
export function buildDate(source: BuildDateSource, now: number = Date.now()): Date {
  const { VITE_BUILD_DATE: baked, SOURCE_DATE_EPOCH: epoch } = source;
  const date = baked
    ? new Date(baked)
    : epoch
      ? new Date(/^\d+$/.test(epoch) ? Number(epoch) * 1000 : NaN)
      : new Date(now);
  if (Number.isNaN(date.getTime())) {
    throw new Error(
      baked
        ? `VITE_BUILD_DATE is not a date: ${baked}`
        : `SOURCE_DATE_EPOCH must be whole seconds since 1970, not ${epoch}`,
    );
  }
  return date;
}
