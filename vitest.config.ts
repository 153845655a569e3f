import { defineConfig } from 'vitest/config';

// Every package's unit tests in one run (scripts/test-all.sh), each package with its own config:
// one pool of workers for all of them, so the console's long files run beside the small packages'
// instead of after them. The API server's suite runs apart (on PGlite, then on PostgreSQL).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/owner-console', 'apps/guest-menu'],
    // Vitest's default on a 2-core machine is one worker (cores - 1); the main process only
    // collects results, so both cores run test files
    maxWorkers: 2,
  },
});
