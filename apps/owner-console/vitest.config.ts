import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Same compilation as vite.config.ts without the PWA plugin (no service worker under jsdom).
export default defineConfig({
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] })],
  test: {
    environment: 'jsdom',
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
