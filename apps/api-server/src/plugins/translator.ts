/**
 * The machine translation provider (`app.translator`): DeepL when DEEPL_AUTH_KEY is set, else
 * null (machine drafts are off, and the editor says how to turn them on). Tests pass their own
 * `Translator` (or null), or point DEEPL_SERVER_URL at the fake DeepL (src/test/fake-deepl.ts).
 */
import fp from 'fastify-plugin';
import type { Translator } from '#modules/translations/translator.ts';

declare module 'fastify' {
  interface FastifyInstance {
    translator: Translator | null;
  }
}

export interface TranslatorPluginOptions {
  /** use this translator (or none) instead of the one the config describes */
  translator?: Translator | null;
}

export default fp<TranslatorPluginOptions>(
  async (app, options) => {
    if (options.translator !== undefined) {
      app.decorate('translator', options.translator);
      return;
    }
    const { deepl } = app.config;
    if (!deepl) {
      app.decorate('translator', null);
      return;
    }
    // deepl-node (and axios under it) are loaded only when machine translation is on
    const { createDeepLTranslator } = await import('#modules/translations/deepl-translator.ts');
    app.decorate(
      'translator',
      await createDeepLTranslator({ authKey: deepl.authKey, serverUrl: deepl.serverUrl }),
    );
    // the address only: the key stays out of the log
    app.log.info(
      { serverUrl: deepl.serverUrl ?? 'chosen by the key (free or pro API)' },
      'machine translation: DeepL',
    );
  },
  { name: 'translator', dependencies: ['config'] },
);
