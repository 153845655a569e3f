import { afterEach, vi } from 'vitest';

// The first setup file of every unit project (vitest.shared.ts). Spies and stubbed globals are put
// back as each test ends: vitest's own `restoreMocks` does it as the next test starts, which in a
// worker that runs several files is after the next file's setup (its fake API patching fetch).
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
