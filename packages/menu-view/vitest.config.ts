import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // readable class names in failures; the tests look at roles, texts and data attributes
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
