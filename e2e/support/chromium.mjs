// Debian's Chromium as every browser run of the repo starts it: the e2e journeys
// (playwright.config.ts), the screenshot tools (tools/) and the guest Lighthouse bench
// (bench/guest/lighthouse.mjs). Plain JavaScript (types in chromium.d.mts) so that the bench's
// .mjs scripts import it as it is, without a build step.

/** Where scripts/test-all.sh installs Chromium (the Debian package). */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** No sandbox (root in containers), no GPU, nothing fetched in the background, no first-run UI. */
export const CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);

/** Playwright's launch options: CHROMIUM_PATH, else Debian's Chromium, with CHROMIUM_FLAGS. */
export function chromiumLaunchOptions() {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  };
}
