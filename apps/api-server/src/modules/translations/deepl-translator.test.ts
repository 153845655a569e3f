/**
 * deepl-node, really, against the local fake DeepL API (src/test/fake-deepl.ts). deepl-node's
 * back-off before a retry is fixed at 1 s inside the client, so the two tests that retry a 429 each
 * wait one real back-off; every other test makes a single attempt.
 */
import { inspect } from 'node:util';
import { TRANSLATION_LANGUAGES } from '@tavola/domain/languages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_DEEPL_REJECTED_KEY, type FakeDeepL, startFakeDeepL } from '#test/fake-deepl.ts';
import {
  batchTexts,
  createDeepLTranslator,
  type DeepLTranslatorOptions,
  deeplSourceLanguage,
  deeplTargetLanguage,
} from './deepl-translator.ts';
import { type TranslateOptions, TranslatorError } from './translator.ts';

const AUTH_KEY = 'secret-test-key-0123456789:fx';

let fake: FakeDeepL;

beforeAll(async () => {
  fake = await startFakeDeepL({ dictionary: { fr: { 'Vino rosso': 'Vin rouge' } } });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

function translator(options: Partial<DeepLTranslatorOptions> = {}) {
  // one attempt unless a test is about retries
  return createDeepLTranslator({ authKey: AUTH_KEY, serverUrl: fake.url, maxAttempts: 1, ...options });
}

async function translate(
  texts: string[],
  languages: TranslateOptions,
  options: Partial<DeepLTranslatorOptions> = {},
): Promise<string[]> {
  return (await translator(options)).translate(texts, languages);
}

async function failure(promise: Promise<unknown>): Promise<TranslatorError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TranslatorError);
  // whatever a logger prints of it, the auth key is not there
  expect(inspect(error, { depth: 10 })).not.toContain(AUTH_KEY);
  expect(JSON.stringify(error)).not.toContain(AUTH_KEY);
  return error as TranslatorError;
}

describe('DeepL translator (deepl-node against a fake DeepL)', () => {
  it('translates texts in their order, keeping the formatting and leaving blank texts alone', async () => {
    const texts = ['Pasta al pomodoro', 'Vino rosso', '', 'Pomodoro, basilico\nolio EVO'];
    const result = await translate(texts, { from: 'it', to: 'fr' });
    expect(result).toEqual(['[FR] Pasta al pomodoro', 'Vin rouge', '', '[FR] Pomodoro, basilico\nolio EVO']);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      encoding: 'form',
      texts: ['Pasta al pomodoro', 'Vino rosso', 'Pomodoro, basilico\nolio EVO'],
      sourceLang: 'it',
      targetLang: 'fr',
      preserveFormatting: true,
    });
  });

  it('sends nothing for nothing to translate', async () => {
    expect(await translate([], { from: 'it', to: 'de' })).toEqual([]);
    expect(await translate(['  '], { from: 'it', to: 'de' })).toEqual(['  ']);
    expect(fake.requests).toHaveLength(0);
  });

  it('sends a long menu in a few requests of at most 50 texts, in order', async () => {
    const texts = Array.from({ length: 120 }, (_, i) => `Piatto ${i + 1}`);
    const result = await translate(texts, { from: 'it', to: 'de' });
    expect(result).toEqual(texts.map((text) => `[DE] ${text}`));
    expect(fake.requests.map((request) => request.texts.length)).toEqual([50, 50, 20]);
    expect(fake.requests.flatMap((request) => request.texts)).toEqual(texts);
  });

  it('keeps each request under DeepL’s body limit when the texts are long', async () => {
    // 1,000 × 'è' (2 UTF-8 bytes, percent-encoded as 6 characters): about 6 KB per text in the body
    const texts = Array.from({ length: 100 }, (_, i) => `${i} ${'è'.repeat(1000)}`);
    const result = await translate(texts, { from: 'it', to: 'en' });
    expect(result).toEqual(texts.map((text) => `[EN-GB] ${text}`));
    expect(fake.requests.length).toBeGreaterThanOrEqual(5);
    for (const request of fake.requests) {
      expect(request.texts.length).toBeLessThan(50);
      expect(request.bodyBytes).toBeLessThanOrEqual(128 * 1024);
    }
    expect(fake.requests.flatMap((request) => request.texts)).toEqual(texts);
  });

  it('batches by size as well as by count', () => {
    expect(batchTexts(['a', 'b', 'c'], 2, 1000)).toEqual([['a', 'b'], ['c']]);
    // each text costs its `&text=` too: 10 + 10 + 8 bytes
    expect(batchTexts(['aaaa', 'bbbb', 'cc'], 50, 19)).toEqual([['aaaa'], ['bbbb', 'cc']]);
    // a text over the budget alone still goes (DeepL judges it)
    expect(batchTexts(['x'.repeat(100), 'y'], 50, 20)).toEqual([['x'.repeat(100)], ['y']]);
  });

  it('maps every language of the editor to a DeepL code', async () => {
    expect(deeplTargetLanguage('en')).toBe('en-GB');
    expect(deeplTargetLanguage('pt')).toBe('pt-PT');
    expect(deeplTargetLanguage('nb')).toBe('nb');
    expect(deeplTargetLanguage('DE')).toBe('de');
    expect(deeplSourceLanguage('en')).toBe('en');
    expect(deeplSourceLanguage('PT')).toBe('pt');
    const bare = TRANSLATION_LANGUAGES.filter((code) => code !== 'en' && code !== 'pt');
    for (const code of bare) expect(deeplTargetLanguage(code)).toBe(code);

    // and deepl-node accepts each pair as it sends them (it refuses the deprecated bare en/pt targets)
    const target = await translator();
    for (const code of TRANSLATION_LANGUAGES) {
      await target.translate(['Ciao'], { from: code === 'it' ? 'en' : 'it', to: code });
    }
    expect(fake.requests.map((request) => request.targetLang)).toEqual(
      TRANSLATION_LANGUAGES.map((code) => ({ en: 'en-GB', pt: 'pt-PT' })[code as string] ?? code),
    );
  });

  it('says the quota is used up on DeepL’s 456', async () => {
    fake.failNext(456);
    const error = await failure(translate(['Pane'], { from: 'it', to: 'fr' }));
    expect(error.kind).toBe('quota_exceeded');
  });

  it('retries a 429 with deepl-node’s back-off, then succeeds', async () => {
    fake.failNext(429, 1);
    const result = await translate(['Pane'], { from: 'it', to: 'fr' }, { maxAttempts: 2 });
    expect(result).toEqual(['[FR] Pane']);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up as rate limited when DeepL keeps answering 429', async () => {
    fake.failNext(429, Number.POSITIVE_INFINITY);
    const error = await failure(
      translate(['Pane'], { from: 'it', to: 'fr' }, { maxAttempts: 2, retryAfterSeconds: 42 }),
    );
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBe(42);
    expect(fake.requests).toHaveLength(2);
  });

  it('rejects the whole translation when a later request fails (nothing half done)', async () => {
    const texts = Array.from({ length: 60 }, (_, i) => `Piatto ${i}`);
    fake.failNext(456, 1, 1); // the first request goes through, the second is refused
    const error = await failure(translate(texts, { from: 'it', to: 'fr' }));
    expect(error.kind).toBe('quota_exceeded');
    expect(fake.requests.map((request) => request.texts.length)).toEqual([50, 10]);
  });

  it('reports a refused auth key (403) as failed', async () => {
    const error = await failure(
      translate(['Pane'], { from: 'it', to: 'fr' }, { authKey: FAKE_DEEPL_REJECTED_KEY }),
    );
    expect(error.kind).toBe('failed');
    expect(error.message).toMatch(/auth/i);
  });

  it('reports a server error that retries did not cure as failed', async () => {
    fake.failNext(500, 1);
    const error = await failure(translate(['Pane'], { from: 'it', to: 'fr' }));
    expect(error.kind).toBe('failed');
  });

  it('reports a DeepL that does not answer in time as unreachable', async () => {
    fake.failNext('stall');
    // deepl-node waits at least until its first back-off deadline (1 s), whatever the time-out
    const error = await failure(translate(['Pane'], { from: 'it', to: 'fr' }, { attemptTimeoutMs: 100 }));
    expect(error.kind).toBe('unreachable');
    expect(error.message).toMatch(/timeout/i);
  });

  it('reports no network to DeepL as unreachable', async () => {
    const gone = await startFakeDeepL();
    await gone.close();
    const error = await failure(
      translate(['Pane'], { from: 'it', to: 'fr' }, { serverUrl: gone.url, maxAttempts: 2 }),
    );
    expect(error.kind).toBe('unreachable');
  });
});
