import { defineConfig } from 'vitest/config';
import { unitTestOptions } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    ...unitTestOptions({ environment: 'jsdom', setupFiles: ['./src/test-setup.ts'] }),
  },
});
