import { transformSync } from '@babel/core';
import { makeConfig } from '@lingui/conf';
import { setupI18n as createI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import englishTexts from './babel-english-texts';
import { messages as englishCatalog } from './locales/en';

const linguiConfig = makeConfig({ locales: ['en', 'it'], sourceLocale: 'en' }, { skipValidation: true });

/** Compiles `code` as the console's build does: Lingui's macro (messages stripped), then the plugin. */
function compile(code: string, catalog = englishCatalog): string {
  const result = transformSync(code, {
    filename: 'example.tsx',
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['jsx', 'typescript'] },
    plugins: [
      ['@lingui/babel-plugin-lingui-macro', { linguiConfig, stripMessageField: true }],
      [englishTexts, { catalog }],
    ],
  });
  return result?.code ?? '';
}

describe('the English texts plugin', () => {
  it('gives a t`…` lookup the compiled English text of its id', () => {
    const code = compile("import { t } from '@lingui/core/macro';\nexport const label = t`Sign in`;");
    expect(code).toContain('id: "5lWFkC"');
    expect(code).toContain('message: ["Sign in"]');
  });

  it('gives <Trans> the text with its tags and placeholders', () => {
    const code = compile(
      "import { Trans } from '@lingui/react/macro';\n" +
        'export const Hint = ({ link }) => <Trans>Already have an account? <a href={link}>Sign in</a></Trans>;',
    );
    expect(code).toContain('id: "0tPXOa"');
    expect(code).toContain('message: ["Already have an account? <0>Sign in</0>"]');
  });

  it('compiles plurals and variables into the form i18n._ interpolates', () => {
    const code = compile(
      "import { plural } from '@lingui/core/macro';\nexport const label = (itemCount) => plural(itemCount, { one: '# item', other: '# items' });",
    );
    expect(code).toContain('message: [["itemCount", "plural"');
  });

  it('fills the descriptors of packages/domain, which name their ids', () => {
    const code = compile(
      "export const required = /*i18n*/ { id: 'validation.phone.required', message: 'Phone number is required' };",
    );
    expect(code).toContain('message: ["Phone number is required"]');
  });

  it('leaves alone objects that are not descriptors and ids the catalog does not have', () => {
    const source =
      "notifications.show({ id: '5lWFkC', color: 'red' });\nexport const other = { id: 'not-a-message-id', message: 'Hello' };";
    const code = compile(source);
    expect(code).not.toContain('["Sign in"]');
    expect(code).toContain("message: 'Hello'");
  });

  it('gives texts that i18n._ renders in English with no English catalog loaded', () => {
    const i18n = createI18n({ locale: 'en', messages: { en: {} } });
    const catalog: Messages = { greet: ['Allergens of ', ['name']] };
    const code = compile("export const d = /*i18n*/ { id: 'greet' };", catalog);
    const message = JSON.parse(/message: (\[.*\])/.exec(code)?.[1] ?? 'null');
    expect(i18n._({ id: 'greet', message, values: { name: 'Margherita' } })).toBe('Allergens of Margherita');
  });
});
