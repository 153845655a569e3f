import { fileURLToPath } from 'node:url';

const afterEachTest = fileURLToPath(new URL('./vitest.after-each-test.ts', import.meta.url));

/**
 * How every unit project (the packages, the console, the guest app) runs its files, given its own
 * environment and setup files. Each worker imports the modules once for all the files it runs
 * instead of once per file: that import and a process per file were over half of the unit tests'
 * CPU. So a file must leave nothing behind for the next one: spies and stubbed globals are put back
 * after every test (vitest.after-each-test.ts), a module is never replaced (`vi.mock`, refused by
 * biome.json), and what a file changes in a module's state it resets itself
 * (docs/decisions/022-test-command-speed.md).
 */
export function unitTestOptions(own: { environment: 'node' | 'jsdom'; setupFiles?: string[] }) {
  return { isolate: false, ...own, setupFiles: [afterEachTest, ...(own.setupFiles ?? [])] };
}
