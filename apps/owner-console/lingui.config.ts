import { defineConfig } from '@lingui/cli';

/**
 * One catalog for the console: texts of its own source, of the shared components (packages/ui) and
 * the validation messages of packages/domain (`/*i18n*\/` descriptors). Catalogs live in
 * packages/i18n; `pnpm i18n:extract` then `pnpm i18n:compile` after changing texts.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'it'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/../../packages/i18n/src/locales/{locale}',
      include: ['<rootDir>/src', '<rootDir>/../../packages/ui/src', '<rootDir>/../../packages/domain/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/test/**'],
    },
  ],
  compileNamespace: 'ts',
  orderBy: 'message',
});
