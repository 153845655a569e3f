/**
 * Machine translation as the rest of the server sees it: one provider-neutral interface and one
 * error class. The DeepL implementation is in `deepl-translator.ts`; tests may pass their own.
 */

export interface TranslateOptions {
  /** ISO 639-1 code of the texts' language, lower case, as the contract writes it (`it`) */
  from: string;
  /** ISO 639-1 code of the wanted language, lower case (`en`, `pt`, `nb`…) */
  to: string;
}

export interface Translator {
  /** the provider's name, for logs and messages (`DeepL`) */
  readonly name: string;
  /**
   * Translates every text; the result has the same length and order. Resolves only when every text
   * is translated (so a caller can store all or nothing); otherwise rejects with `TranslatorError`.
   */
  translate(texts: readonly string[], options: TranslateOptions): Promise<string[]>;
}

export type TranslatorErrorKind =
  /** the account's quota for the period is used up (DeepL's 456) */
  | 'quota_exceeded'
  /** too many requests, still refused after the provider client's own retries (429) */
  | 'rate_limited'
  /** no answer: connection refused, DNS failure, time-out */
  | 'unreachable'
  /** any other refusal: bad key (403), unsupported language, server errors… */
  | 'failed';

/**
 * A provider failure. It carries only a message, never the provider client's own error: those hold
 * the request configuration, whose headers include the auth key, and loggers print causes.
 */
export class TranslatorError extends Error {
  readonly kind: TranslatorErrorKind;
  /** for `rate_limited`: how long the client should wait before trying again */
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: TranslatorErrorKind, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'TranslatorError';
    this.kind = kind;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
