import { makeConfig } from '@lingui/conf';
import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';
import { unitTestOptions } from '../../vitest.shared.ts';

// The Lingui config (catalogs, extraction) lives in apps/owner-console; the macros only need the
// defaults to compile this package's components for its own tests.
const linguiConfig = makeConfig({ locales: ['en', 'it'], sourceLocale: 'en' }, { skipValidation: true });

export default defineConfig({
  plugins: [babel({ plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] })],
  test: {
    ...unitTestOptions({ environment: 'jsdom', setupFiles: ['./src/test-setup.ts'] }),
  },
});
