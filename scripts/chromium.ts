// The Chromium every script and test here drives: Debian's, as Playwright cannot download a browser
// here. The browser visitors have, and its headless shell (Debian's chromium-headless-shell,
// Chromium's own headless build), which most browser tests run in when it is installed
// (playwright.config.ts says why); the benches measure in the browser.
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The flags the browser tests and the Lighthouse bench launch it with. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
