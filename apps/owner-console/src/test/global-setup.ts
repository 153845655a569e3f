/**
 * Nothing to start for the whole run: the fake API now answers inside each test file (msw, see
 * setup.ts and fake-api.ts). vitest.config.ts still names this file; it can go with that line.
 */
export default function setup() {}
