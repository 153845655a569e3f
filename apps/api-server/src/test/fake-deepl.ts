/**
 * A fake DeepL API on loopback for tests: `POST /v2/translate` answers like DeepL (form-encoded
 * bodies, as deepl-node sends them, and JSON bodies), with deterministic translations:
 * `[FR] Pasta al pomodoro` for target `fr`, `[EN-GB] …` for `en-GB`, or a word of `dictionary`.
 * It records every translate request (for batching assertions) and can be told to fail the next
 * requests with 456, 429, 403 or 500, or not to answer them at all (`stall`, a time-out). `close()`
 * makes it unreachable (connection refused).
 *
 * The same controls are reachable over HTTP for the end-to-end run, where it is its own process
 * (`fake-deepl-cli.ts`): `POST /__fake/fail` `{ "status": 456, "times": 1, "after": 0 }`, `POST /__fake/reset`,
 * `GET /__fake/requests`. `GET /` and `GET /v2/usage` answer 200 (readiness).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeFailureStatus = 403 | 429 | 456 | 500;
/** a status to answer, or `stall`: never answer (the client times out) */
export type FakeFailure = FakeFailureStatus | 'stall';

export interface FakeTranslateRequest {
  /** `form` (deepl-node's `translateText`) or `json` */
  encoding: 'form' | 'json';
  texts: string[];
  sourceLang: string | undefined;
  targetLang: string;
  preserveFormatting: boolean;
  /** size of the request body in bytes */
  bodyBytes: number;
}

export interface FakeDeepLOptions {
  /** 0 (default): any free port */
  port?: number;
  /** fixed translations: `dictionary.fr['Vino rosso'] = 'Vin rouge'`, keyed by the lower-case target */
  dictionary?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export interface FakeDeepL {
  /** `http://127.0.0.1:PORT`: the `serverUrl` / `DEEPL_SERVER_URL` to use */
  readonly url: string;
  readonly port: number;
  /** every `/v2/translate` request received, failed ones included, oldest first */
  readonly requests: readonly FakeTranslateRequest[];
  /**
   * after `after` more successful translations (default 0), the next `times` translate requests
   * (default 1; `Infinity`: all) answer `status`; then it translates again
   */
  failNext(failure: FakeFailure, times?: number, after?: number): void;
  /** forgets the requests and the pending failures */
  reset(): void;
  /** stops listening: from then on, connections are refused */
  close(): Promise<void>;
}

/** The auth key the fake refuses with 403, like DeepL does a wrong key. */
export const FAKE_DEEPL_REJECTED_KEY = 'rejected-key';

const MAX_BODY_BYTES = 128 * 1024;

const FAILURE_BODIES: Record<FakeFailureStatus, string> = {
  403: 'Authorization failure',
  429: 'Too many requests',
  456: 'Quota exceeded',
  500: 'Internal server error',
};

function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function parseTranslateBody(contentType: string, body: Buffer): FakeTranslateRequest | string {
  if (contentType.startsWith('application/json')) {
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      return 'Invalid JSON body';
    }
    const texts = json.text;
    if (!Array.isArray(texts) || !texts.every((text) => typeof text === 'string')) {
      return "Parameter 'text' must be a list of strings";
    }
    if (typeof json.target_lang !== 'string') return "Parameter 'target_lang' not specified";
    return {
      encoding: 'json',
      texts,
      sourceLang: typeof json.source_lang === 'string' ? json.source_lang : undefined,
      targetLang: json.target_lang,
      preserveFormatting: json.preserve_formatting === true || json.preserve_formatting === '1',
      bodyBytes: body.length,
    };
  }
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(body.toString('utf8'));
    const targetLang = form.get('target_lang');
    if (!targetLang) return "Parameter 'target_lang' not specified";
    return {
      encoding: 'form',
      texts: form.getAll('text'),
      sourceLang: form.get('source_lang') ?? undefined,
      targetLang,
      preserveFormatting: form.get('preserve_formatting') === '1',
      bodyBytes: body.length,
    };
  }
  return `Unsupported content type ${contentType}`;
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export async function startFakeDeepL(options: FakeDeepLOptions = {}): Promise<FakeDeepL> {
  const requests: FakeTranslateRequest[] = [];
  const failures: { failure: FakeFailure; remaining: number; after: number }[] = [];
  const dictionary = options.dictionary ?? {};

  function translate(text: string, targetLang: string): string {
    return dictionary[targetLang.toLowerCase()]?.[text] ?? `[${targetLang.toUpperCase()}] ${text}`;
  }

  async function handleTranslate(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    if (body === undefined) return sendJson(response, 413, { message: 'Request Entity Too Large' });
    const parsed = parseTranslateBody(request.headers['content-type'] ?? '', body);
    if (typeof parsed === 'string') return sendJson(response, 400, { message: parsed });
    requests.push(parsed);

    const authorization = request.headers.authorization ?? '';
    if (!authorization.startsWith('DeepL-Auth-Key ') || authorization.endsWith(FAKE_DEEPL_REJECTED_KEY)) {
      return sendJson(response, 403, { message: FAILURE_BODIES[403] });
    }
    const next = failures[0];
    let failure: FakeFailure | undefined;
    if (next && next.after > 0) next.after--;
    else if (next) {
      failure = next.failure;
      if (--next.remaining <= 0) failures.shift();
    }
    // left open: the client's time-out ends it (or `close()`)
    if (failure === 'stall') return;
    if (failure !== undefined) {
      return sendJson(
        response,
        failure,
        { message: FAILURE_BODIES[failure] },
        failure === 429 ? { 'retry-after': '1' } : {},
      );
    }
    if (parsed.texts.length === 0)
      return sendJson(response, 400, { message: "Parameter 'text' not specified" });
    if (parsed.texts.length > 50) return sendJson(response, 413, { message: 'Too many texts' });
    sendJson(response, 200, {
      translations: parsed.texts.map((text) => ({
        detected_source_language: (parsed.sourceLang ?? 'EN').toUpperCase(),
        text: translate(text, parsed.targetLang),
        billed_characters: text.length,
      })),
    });
  }

  async function handleControl(request: IncomingMessage, response: ServerResponse, path: string) {
    if (request.method === 'GET' && path === '/__fake/requests') return sendJson(response, 200, requests);
    if (request.method === 'POST' && path === '/__fake/reset') {
      fake.reset();
      return sendJson(response, 200, { ok: true });
    }
    if (request.method === 'POST' && path === '/__fake/fail') {
      const body = await readBody(request);
      let command: { status?: unknown; times?: unknown; after?: unknown } = {};
      try {
        command = JSON.parse(body?.toString('utf8') ?? '') as typeof command;
      } catch {
        return sendJson(response, 400, { message: 'Expected JSON { status, times? }' });
      }
      const { status, times = 1, after = 0 } = command;
      const known: unknown[] = [403, 429, 456, 500, 'stall'];
      if (!known.includes(status) || !Number.isInteger(times) || !Number.isInteger(after)) {
        return sendJson(response, 400, {
          message: 'status must be 403, 429, 456, 500 or "stall"; times and after whole numbers',
        });
      }
      fake.failNext(status as FakeFailure, times as number, after as number);
      return sendJson(response, 200, { ok: true });
    }
    sendJson(response, 404, { message: 'Not found' });
  }

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    let handled: Promise<void>;
    if (request.method === 'POST' && path === '/v2/translate') {
      handled = handleTranslate(request, response);
    } else if (path.startsWith('/__fake/')) {
      handled = handleControl(request, response, path);
    } else if (request.method === 'GET' && (path === '/' || path === '/v2/usage')) {
      handled = Promise.resolve(sendJson(response, 200, { character_count: 0, character_limit: 500_000 }));
    } else {
      handled = Promise.resolve(sendJson(response, 404, { message: 'Not found' }));
    }
    handled.catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { message: String(error) });
      else response.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  const fake: FakeDeepL = {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    failNext(failure, times = 1, after = 0) {
      if (times > 0) failures.push({ failure, remaining: times, after });
    },
    reset() {
      requests.length = 0;
      failures.length = 0;
    },
    close() {
      return new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // deepl-node keeps connections alive: drop them so new requests are refused at once
        server.closeAllConnections();
      });
    },
  };
  return fake;
}
