import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import englishTexts from '../../packages/i18n/src/babel-english-texts.ts';
import { unitTestOptions } from '../../vitest.shared.ts';

// The console's Lingui config, found from this folder: the macros look for it from the working
// directory, which is the repository's root when `npm test` runs every package's tests at once.
const linguiConfig = getConfig({ cwd: fileURLToPath(new URL('.', import.meta.url)) });

// Same compilation as vite.config.ts without the PWA plugin (no service worker under jsdom).
export default defineConfig({
  plugins: [
    react(),
    babel({ plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }], englishTexts] }),
  ],
  test: {
    ...unitTestOptions({ environment: 'jsdom', setupFiles: ['./src/test/setup.ts'] }),
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
