import { defineConfig } from 'vitest/config';

/**
 * Tests that need a real PostgreSQL (DATABASE_URL) and real server processes: `*.postgres-test.ts`,
 * run by `pnpm test:postgres-only` in the PostgreSQL phase of scripts/test-all.sh. The default
 * config (PGlite) does not pick them up, so they never show as skipped there.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.postgres-test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
