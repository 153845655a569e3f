import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config.ts';
import { systemClock } from '#lib/clock.ts';
import type { Translator } from '#modules/translations/translator.ts';
import configPlugin from '#plugins/config.ts';
import { type FakeDeepL, startFakeDeepL } from '#test/fake-deepl.ts';
import { useTestApp } from '#test/harness.ts';
import translatorPlugin, { type TranslatorPluginOptions } from './translator.ts';

async function appWith(env: Record<string, string>, options: TranslatorPluginOptions = {}) {
  const app = Fastify();
  await app.register(configPlugin, { config: loadConfig({ NODE_ENV: 'test', ...env }), clock: systemClock });
  await app.register(translatorPlugin, options);
  await app.ready();
  return app;
}

describe('translator plugin', () => {
  it('has no translator without DEEPL_AUTH_KEY', async () => {
    const app = await appWith({});
    expect(app.translator).toBeNull();
    await app.close();
  });

  it('uses DeepL when DEEPL_AUTH_KEY is set', async () => {
    const app = await appWith({ DEEPL_AUTH_KEY: 'abc:fx' });
    expect(app.translator?.name).toBe('DeepL');
    await app.close();
  });

  it('takes the translator it is given, or none, whatever the environment says', async () => {
    const own: Translator = { name: 'Echo', translate: async (texts) => [...texts] };
    const given = await appWith({ DEEPL_AUTH_KEY: 'abc:fx' }, { translator: own });
    expect(given.translator).toBe(own);
    await given.close();
    const none = await appWith({ DEEPL_AUTH_KEY: 'abc:fx' }, { translator: null });
    expect(none.translator).toBeNull();
    await none.close();
  });
});

describe('the app with DEEPL_SERVER_URL at the fake DeepL', () => {
  let fake: FakeDeepL;
  // filled before the harness builds the app (hooks run in the order they are registered)
  const env: Record<string, string> = {};
  beforeAll(async () => {
    fake = await startFakeDeepL();
    Object.assign(env, { DEEPL_AUTH_KEY: 'test-key', DEEPL_SERVER_URL: fake.url });
  });
  const api = useTestApp({ env });
  afterAll(async () => {
    await fake.close();
  });

  it('translates through DeepL at that address', async () => {
    expect(api.app.translator?.name).toBe('DeepL');
    expect(await api.app.translator?.translate(['Acqua'], { from: 'it', to: 'en' })).toEqual([
      '[EN-GB] Acqua',
    ]);
    expect(fake.requests).toHaveLength(1);
  });
});
