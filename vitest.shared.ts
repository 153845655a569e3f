import type { ViteUserConfig } from 'vitest/config';

/**
 * How every unit project (the packages, the console, the guest app) runs its files. Each worker
 * imports the modules once for all the files it runs instead of once per file: that import and a
 * process per file were over half of the unit tests' CPU. So a file must leave nothing behind for
 * the next one: spies and stubbed globals are put back as each test starts (vitest does this
 * before a test, not after it), a module is never replaced (`vi.mock`, refused by biome.json),
 * and what a file changes in a module's state it resets itself
 * (docs/decisions/022-test-command-speed.md).
 */
export const unitTestOptions = {
  isolate: false,
  restoreMocks: true,
  unstubGlobals: true,
} satisfies NonNullable<ViteUserConfig['test']>;
