/**
 * The harness's HTTP client. A write counts as acknowledged only when its 2xx answer arrived; a
 * connection that fails (the server was killed before or while answering) is `ServerGone`, and the
 * write stays "in flight": after the restart it may be there or not, but only whole.
 */
export class ServerGone extends Error {
  constructor(cause: unknown) {
    super('the server went away', { cause });
    this.name = 'ServerGone';
  }
}

/** Any answer the harness did not expect (a 4xx or 5xx during a crash run is a finding). */
class UnexpectedAnswer extends Error {
  constructor(
    readonly what: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${what}: ${status} ${JSON.stringify(body).slice(0, 500)}`);
    this.name = 'UnexpectedAnswer';
  }
}

type Body = { json: unknown } | { form: FormData } | { bytes: Buffer; contentType: string };

export class Api {
  constructor(
    readonly base: string,
    readonly token?: string,
  ) {}

  withToken(token: string): Api {
    return new Api(this.base, token);
  }

  /** Sends one request and expects a 2xx; the answer's JSON body (undefined when empty). */
  async expectOk<T>(
    method: string,
    path: string,
    body?: Body,
    extraHeaders?: Record<string, string>,
  ): Promise<T> {
    const answer = await this.send(method, path, body, extraHeaders);
    if (answer.status < 200 || answer.status > 299) {
      throw new UnexpectedAnswer(`${method} ${path}`, answer.status, answer.body);
    }
    return answer.body as T;
  }

  async send(
    method: string,
    path: string,
    body?: Body,
    extraHeaders: Record<string, string> = {},
  ): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { ...extraHeaders };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let payload: RequestInit['body'];
    if (body && 'json' in body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body && 'form' in body) {
      payload = body.form;
    } else if (body) {
      headers['content-type'] = body.contentType;
      payload = new Uint8Array(body.bytes);
    }
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.base}/api/v1${path}`, { method, headers, body: payload });
      // the body is part of the answer: a connection cut while it streams is no acknowledgement
      text = await response.text();
    } catch (error) {
      throw new ServerGone(error);
    }
    let parsed: unknown;
    if (text !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: response.status, body: parsed };
  }
}
