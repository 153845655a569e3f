import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // one migrated PGlite snapshot, made once; every test file loads its own copy
    globalSetup: ['./src/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Each worker imports the app once for all its files instead of once per file (the import was
    // 118 s of a 400 s run): every file still gets its own database, app and mail catcher from
    // useTestApp, and nothing the tests change lives in module state
    // (docs/decisions/022-test-command-speed.md).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
