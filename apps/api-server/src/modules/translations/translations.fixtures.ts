/** The translation editor's calls and a fake DeepL, for the translation suites. */
import type { components } from '@tavola/api/schema';
import { afterAll, beforeAll, expect } from 'vitest';
import { type FakeDeepL, startFakeDeepL } from '#test/fake-deepl.ts';
import type { TestContext } from '#test/harness.ts';

export type TranslationSheet = components['schemas']['TranslationSheet'];
export type TranslationText = components['schemas']['TranslationText'];

/**
 * A fake DeepL for the file's suites, and the environment that points the app at it. The fake
 * starts before the app, which reads its address from the environment when it starts: pass the
 * object to useTestApp, it is filled in by then.
 */
export function useFakeDeepL(): { env: Record<string, string>; deepl: () => FakeDeepL } {
  const env: Record<string, string> = {};
  let deepl: FakeDeepL | undefined;
  beforeAll(async () => {
    deepl = await startFakeDeepL();
    env.DEEPL_AUTH_KEY = 'test-key:fx';
    env.DEEPL_SERVER_URL = deepl.url;
  });
  afterAll(async () => {
    await deepl?.close().catch(() => {});
  });
  return {
    env,
    deepl: () => {
      if (!deepl) throw new Error('the fake DeepL starts in beforeAll');
      return deepl;
    },
  };
}

/** The translation editor of one menu, as its owner calls it (`menu` is read at each call). */
export function translationEditor(
  t: TestContext,
  menu: () => { token: string; clubId: number; menuId: number },
) {
  const params = (language: string) => ({ clubId: menu().clubId, menuId: menu().menuId, language });
  return {
    async get(language = 'fr'): Promise<TranslationSheet> {
      const response = await t.call('getMenuTranslations', { params: params(language), token: menu().token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    save(texts: unknown[], language = 'fr') {
      return t.call('saveMenuTranslations', {
        params: params(language),
        token: menu().token,
        body: { texts },
      });
    },
  };
}
