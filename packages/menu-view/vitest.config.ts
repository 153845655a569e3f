import { defineConfig } from 'vitest/config';
import { unitTestOptions } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    ...unitTestOptions({ environment: 'jsdom', setupFiles: ['./src/test-setup.ts'] }),
    // readable class names in failures; the tests look at roles, texts and data attributes
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
