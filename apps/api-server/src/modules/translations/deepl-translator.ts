/**
 * The `Translator` on DeepL, through DeepL's official client `deepl-node`.
 *
 * Texts go in a few requests: DeepL takes at most 50 texts and about 128 KiB of body per request.
 * Transient failures (429, 5xx, dropped connections, time-outs) are retried by deepl-node itself
 * with exponential back-off (1 s, then x1.6 with jitter; the schedule is fixed inside the client,
 * only the number of attempts and the per-attempt time-out can be set). What still fails becomes a
 * `TranslatorError` whose kind the API turns into its own message.
 *
 * deepl-node (with axios) takes a good half second to load, so it is imported only when a
 * translator is made (`createDeepLTranslator`), not at every server start.
 */
import type { SourceLanguageCode, TargetLanguageCode } from 'deepl-node';
import { type TranslateOptions, type Translator, TranslatorError } from './translator.ts';

export interface DeepLTranslatorOptions {
  authKey: string;
  /** another address of the API (a proxy, the tests' fake); absent: deepl-node picks the free or pro API by the key */
  serverUrl?: string | undefined;
  /**
   * attempts per request, the first one included (deepl-node's `maxRetries` counts them so): each
   * retry waits the client's back-off, 1 s then 1.6 s, so 3 keeps a console request under a minute
   */
  maxAttempts?: number;
  /** time-out of each attempt in milliseconds (deepl-node's `minTimeout`) */
  attemptTimeoutMs?: number;
  /** what a caller is told to wait after DeepL kept refusing too many requests (deepl-node hides DeepL's Retry-After) */
  retryAfterSeconds?: number;
}

/** DeepL's documented limits per `/v2/translate` request */
const MAX_TEXTS_PER_REQUEST = 50;
/** DeepL refuses bodies over 128 KiB; the margin is for the other form fields */
const MAX_TEXT_BYTES_PER_REQUEST = 120 * 1024;

/**
 * Our ISO 639-1 codes to DeepL's target codes. DeepL wants a variant for English and Portuguese
 * (the bare codes are deprecated as targets): European menus get British English and European
 * Portuguese. Every other language of the editor is a bare code DeepL knows (checked against
 * deepl-node's `TargetLanguageCode`; `nb` is Norwegian Bokmål in both).
 */
const TARGET_VARIANTS: Readonly<Record<string, TargetLanguageCode>> = { en: 'en-GB', pt: 'pt-PT' };

export function deeplSourceLanguage(code: string): SourceLanguageCode {
  return code.toLowerCase() as SourceLanguageCode;
}

export function deeplTargetLanguage(code: string): TargetLanguageCode {
  const lower = code.toLowerCase();
  return TARGET_VARIANTS[lower] ?? (lower as TargetLanguageCode);
}

/** the size a text adds to the form-encoded body deepl-node sends (`&text=…`, percent-encoded) */
function encodedSize(text: string): number {
  return '&text='.length + encodeURIComponent(text).length;
}

/**
 * Splits texts into batches of at most `maxTexts` texts and `maxBytes` encoded bytes, in order. A
 * single text larger than the budget gets a batch of its own (DeepL then judges it).
 */
export function batchTexts(
  texts: readonly string[],
  maxTexts = MAX_TEXTS_PER_REQUEST,
  maxBytes = MAX_TEXT_BYTES_PER_REQUEST,
): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let currentBytes = 0;
  for (const text of texts) {
    const size = encodedSize(text);
    if (current.length > 0 && (current.length >= maxTexts || currentBytes + size > maxBytes)) {
      batches.push(current);
      current = [];
      currentBytes = 0;
    }
    current.push(text);
    currentBytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

const DEFAULT_MAX_ATTEMPTS = 3;
const DEFAULT_ATTEMPT_TIMEOUT_MS = 10_000;
const DEFAULT_RETRY_AFTER_SECONDS = 30;

type DeepLModule = typeof import('deepl-node');

/** Loads deepl-node and makes the translator. */
export async function createDeepLTranslator(options: DeepLTranslatorOptions): Promise<DeepLTranslator> {
  return new DeepLTranslator(await import('deepl-node'), options);
}

class DeepLTranslator implements Translator {
  readonly name = 'DeepL';
  readonly #sdk: DeepLModule;
  readonly #client: InstanceType<DeepLModule['Translator']>;
  readonly #retryAfterSeconds: number;

  /** (`createDeepLTranslator` loads deepl-node and calls this) */
  constructor(sdk: DeepLModule, options: DeepLTranslatorOptions) {
    this.#sdk = sdk;
    this.#client = new sdk.Translator(options.authKey, {
      ...(options.serverUrl === undefined ? {} : { serverUrl: options.serverUrl }),
      maxRetries: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      minTimeout: options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS,
      sendPlatformInfo: false,
    });
    this.#retryAfterSeconds = options.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS;
  }

  async translate(texts: readonly string[], { from, to }: TranslateOptions): Promise<string[]> {
    // blank texts need no translation (and DeepL refuses an empty text): sent are only the others
    const pending = texts.flatMap((text, index) => (text.trim() === '' ? [] : [{ text, index }]));
    const translated = [...texts];
    const sourceLang = deeplSourceLanguage(from);
    const targetLang = deeplTargetLanguage(to);

    let offset = 0;
    // one request after the other: parallel requests would only meet DeepL's rate limit sooner
    for (const batch of batchTexts(pending.map(({ text }) => text))) {
      const results = await this.#translateBatch(batch, sourceLang, targetLang);
      if (results.length !== batch.length) {
        throw new TranslatorError(
          'failed',
          `DeepL answered ${results.length} translations for ${batch.length} texts`,
        );
      }
      results.forEach((result, i) => {
        const target = pending[offset + i];
        if (target) translated[target.index] = result;
      });
      offset += batch.length;
    }
    return translated;
  }

  async #translateBatch(
    batch: string[],
    sourceLang: SourceLanguageCode,
    targetLang: TargetLanguageCode,
  ): Promise<string[]> {
    try {
      // the menu's own line breaks, punctuation and capitals stay as written
      const results = await this.#client.translateText(batch, sourceLang, targetLang, {
        preserveFormatting: true,
      });
      return results.map((result) => result.text);
    } catch (error) {
      throw this.#toTranslatorError(error);
    }
  }

  #toTranslatorError(error: unknown): unknown {
    const { AuthorizationError, ConnectionError, DeepLError, QuotaExceededError, TooManyRequestsError } =
      this.#sdk;
    if (!(error instanceof DeepLError)) return error;
    // only deepl-node's message travels on: its `error` field holds the request with the key
    if (error instanceof QuotaExceededError) {
      return new TranslatorError('quota_exceeded', `DeepL quota exceeded: ${error.message}`);
    }
    if (error instanceof TooManyRequestsError) {
      return new TranslatorError('rate_limited', `DeepL refused too many requests: ${error.message}`, {
        retryAfterSeconds: this.#retryAfterSeconds,
      });
    }
    if (error instanceof ConnectionError) {
      return new TranslatorError('unreachable', `DeepL could not be reached: ${error.message}`);
    }
    if (error instanceof AuthorizationError) {
      return new TranslatorError('failed', `DeepL refused the auth key: ${error.message}`);
    }
    return new TranslatorError('failed', `DeepL failed: ${error.message}`);
  }
}
