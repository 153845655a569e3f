/**
 * Lets a jsdom `FormData` reach the fake API whole. The console uploads files by XMLHttpRequest
 * (lib/upload-with-progress.ts), which msw hands to the fake API as a fetch `Request` built from the
 * jsdom FormData. vitest 4.1 copies such a body into Node's FormData, but it reads jsdom 28's internals:
 * under jsdom 29 every file arrives empty and named "blob", so the fake could not tell the uploads'
 * scenarios apart (they go by file name). This `Request` sends the form as the browser would instead,
 * a multipart body with each file's name, type and bytes, read through jsdom's public API.
 *
 * setup.ts installs it before the fake API starts listening (msw builds its requests on the `Request`
 * it finds then).
 */

const encoder = new TextEncoder();

/** `form` as a multipart/form-data body, streamed since a jsdom file's bytes are read asynchronously. */
function multipart(form: FormData): { body: ReadableStream<Uint8Array>; contentType: string } {
  const boundary = `----tavola-test-${crypto.randomUUID()}`;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [name, value] of form) {
        const head =
          typeof value === 'string'
            ? `Content-Disposition: form-data; name="${name}"`
            : `Content-Disposition: form-data; name="${name}"; filename="${value.name}"\r\n` +
              `Content-Type: ${value.type || 'application/octet-stream'}`;
        controller.enqueue(encoder.encode(`--${boundary}\r\n${head}\r\n\r\n`));
        controller.enqueue(
          typeof value === 'string' ? encoder.encode(value) : new Uint8Array(await value.arrayBuffer()),
        );
        controller.enqueue(encoder.encode('\r\n'));
      }
      controller.enqueue(encoder.encode(`--${boundary}--\r\n`));
      controller.close();
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Replaces the environment's `Request` with one that sends a jsdom FormData whole. Idempotent, and
 * called before the fake API listens in each test file: a new jsdom environment brings back the
 * environment's own `Request`.
 */
export function sendJsdomFormDataWhole() {
  const EnvironmentRequest = globalThis.Request;
  if ('sendsJsdomFormDataWhole' in EnvironmentRequest) return;
  globalThis.Request = class Request extends EnvironmentRequest {
    static readonly sendsJsdomFormDataWhole = true;

    constructor(input: RequestInfo | URL, init?: RequestInit) {
      if (!(init?.body instanceof FormData)) {
        super(input, init);
        return;
      }
      const { body, contentType } = multipart(init.body);
      const headers = new Headers(init.headers);
      headers.set('Content-Type', contentType);
      super(input, { ...init, body, headers, duplex: 'half' } as RequestInit);
    }
  };
}
