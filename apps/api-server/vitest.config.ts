import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take minutes: server processes killed and started again, backups and restores of
 * real processes, fuzzing. Left to vitest's order (by file size on a fresh clone, which has no
 * timings yet) they started last, and the suite ended on one of them with the other worker idle.
 */
const LONGEST_FILES = [
  'src/durability.test.ts',
  'src/scripts/backup/backup.test.ts',
  'src/test/fuzz/concurrent-fuzz.test.ts',
  'src/modules/auth/secrets-in-logs.test.ts',
  'src/test/fuzz/contract-fuzz.test.ts',
  'src/modules/spreadsheets/round-trip.test.ts',
  'src/server.test.ts',
];

/** Vitest's order, with LONGEST_FILES first (longest first). */
class LongestFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FILES.findIndex((name) => file.moduleId.endsWith(name));
      return index === -1 ? LONGEST_FILES.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
    sequence: { sequencer: LongestFilesFirst },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
