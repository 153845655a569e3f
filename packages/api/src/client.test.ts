import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClientOptions, backoffDelay, createApiClient, RETRYABLE_STATUSES, unwrap } from './client';
import { ApiError, MissingParameterError } from './errors';
import { setSession } from './session';
import { MemoryStorage, sendJson, startLocalServer } from './testing/local-server';

let server: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  server = await startLocalServer();
});
afterEach(() => {
  server.reset();
  Reflect.deleteProperty(globalThis, 'localStorage');
});
afterAll(async () => {
  await server.close();
});

const club = { clubId: 7 };
const owned = [
  {
    id: 7,
    name: 'Da Mario',
    brand: null,
    freeForever: false,
    subscriptionEnabled: true,
    subscriptionExpiration: '2027-01-31',
    message: null,
  },
];

function client(options: Partial<ApiClientOptions> = {}) {
  const sleeps: number[] = [];
  const api = createApiClient({
    baseUrl: server.baseUrl,
    getToken: () => null,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...options,
  });
  return { api, sleeps };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('bearer credential', () => {
  it('sends Authorization: Bearer <token> when a token exists', async () => {
    server.handle((_req, res) => sendJson(res, 200, owned));
    const { api } = client({ getToken: () => 'tok-123' });
    const clubs = await unwrap(api.GET('/clubs'));
    expect(clubs).toEqual(owned);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-123');
  });

  it('sends no Authorization header without a token', async () => {
    server.handle((_req, res) => sendJson(res, 200, []));
    const { api } = client({ getToken: () => null });
    await api.GET('/countries');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('reads the stored session token by default', async () => {
    globalThis.localStorage = new MemoryStorage();
    setSession({ token: 'stored-token', isAdmin: false });
    server.handle((_req, res) => sendJson(res, 200, []));
    const api = createApiClient({ baseUrl: server.baseUrl });
    await api.GET('/clubs');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer stored-token');
  });

  it('sends no header by default when nothing is stored (no localStorage at all)', async () => {
    server.handle((_req, res) => sendJson(res, 200, []));
    const api = createApiClient({ baseUrl: server.baseUrl });
    await api.GET('/clubs');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('requests', () => {
  it('fills and URL-encodes path parameters and sends the JSON body', async () => {
    server.handle((_req, res) => sendJson(res, 200, []));
    const { api } = client();
    await api.GET('/countries/{countryIsoCode}/states/{stateIsoCode}/cities', {
      params: { path: { countryIsoCode: 'IT', stateIsoCode: 'R M' } },
    });
    expect(server.requests[0]?.url).toBe('/api/v1/countries/IT/states/R%20M/cities');

    server.handle((_req, res) =>
      sendJson(res, 200, { token: 't', isAdmin: false, expiresAt: '2030-01-01T00:00:00Z' }),
    );
    const session = await unwrap(
      api.POST('/login', { body: { username: '3330000000', password: 'Demo!2345', totp: '123456' } }),
    );
    expect(session.token).toBe('t');
    expect(server.requests[1]?.method).toBe('POST');
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({
      username: '3330000000',
      password: 'Demo!2345',
      totp: '123456',
    });
  });

  it('resolves 204 answers with undefined data', async () => {
    server.handle((_req, res) => res.writeHead(204).end());
    const { api } = client({ getToken: () => 't' });
    await expect(unwrap(api.POST('/logout'))).resolves.toBeUndefined();
  });
});

describe('failed calls reject with ApiError', () => {
  it('4xx: status, statusText, parsed body and the response', async () => {
    const body = { code: 'not_found', message: 'Club not found' };
    server.handle((_req, res) => sendJson(res, 404, body));
    const { api } = client();
    const error = await rejection(api.GET('/clubs/{clubId}', { params: { path: club } }));
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.kind).toBe('http');
    expect(apiError.status).toBe(404);
    expect(apiError.statusText).toBe('Not Found');
    expect(apiError.body).toEqual(body);
    expect(apiError.code).toBe('not_found');
    expect(apiError.response).toBeInstanceOf(Response);
    expect(apiError.response?.status).toBe(404);
    expect(apiError.message).toBe('404 Not Found: Club not found');
  });

  it('5xx with validation-style details', async () => {
    const body = { code: 'internal', message: 'Boom', details: [{ field: 'name', message: 'bad' }] };
    server.handle((_req, res) => sendJson(res, 500, body));
    const { api } = client();
    const error = (await rejection(api.GET('/clubs'))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(error.statusText).toBe('Internal Server Error');
    expect(error.body).toEqual(body);
    expect(error.errorBody?.details).toEqual([{ field: 'name', message: 'bad' }]);
  });

  it('keeps a non-JSON error body as text', async () => {
    server.handle((_req, res) =>
      res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>'),
    );
    const { api } = client();
    const error = (await rejection(api.GET('/clubs'))) as ApiError;
    expect(error.status).toBe(502);
    expect(error.body).toBe('<h1>Bad gateway</h1>');
    expect(error.code).toBeUndefined();
  });

  it('a 401 is an ApiError with status 401', async () => {
    server.handle((_req, res) => sendJson(res, 401, { code: 'unauthorized', message: 'Session expired' }));
    const { api } = client({ getToken: () => 'old' });
    const error = (await rejection(api.GET('/users/me'))) as ApiError;
    expect(error.status).toBe(401);
    expect(error.code).toBe('unauthorized');
  });
});

describe('required parameters', () => {
  it('a missing path parameter throws before sending, naming the parameter and the operation', async () => {
    const { api } = client();
    const error = await rejection(
      api.GET('/clubs/{clubId}/menu/{menuId}', {
        params: { path: { clubId: 1, menuId: undefined as unknown as number } },
      }),
    );
    expect(error).toBeInstanceOf(MissingParameterError);
    expect((error as Error).message).toBe("Missing the required parameter 'menuId' when calling getMenu");
    expect(server.requests).toHaveLength(0);
  });

  it('treats null, empty and NaN ids as missing', async () => {
    const { api } = client();
    for (const clubId of [null, '', Number.NaN]) {
      const error = await rejection(
        api.GET('/clubs/{clubId}', { params: { path: { clubId: clubId as number } } }),
      );
      expect((error as Error).message).toBe("Missing the required parameter 'clubId' when calling getClub");
    }
    const noParams = await rejection(api.DELETE('/clubs/{clubId}/tables/{tableId}', {} as never));
    expect((noParams as Error).message).toBe(
      "Missing the required parameter 'clubId' when calling deleteTable",
    );
    expect(server.requests).toHaveLength(0);
  });

  it('a missing required body throws, naming the body and the operation', async () => {
    const { api } = client();
    const error = await rejection(api.POST('/login', {} as never));
    expect(error).toBeInstanceOf(MissingParameterError);
    expect((error as Error).message).toBe("Missing the required parameter 'loginRequest' when calling login");

    const menu = await rejection(api.PUT('/clubs/{clubId}/menu', { params: { path: club } } as never));
    expect((menu as Error).message).toBe("Missing the required parameter 'menuInput' when calling saveMenu");
    expect(server.requests).toHaveLength(0);
  });

  it('a missing required query parameter throws', async () => {
    const { api } = client();
    const error = await rejection(api.GET('/users/activate', { params: { query: {} } } as never));
    expect((error as Error).message).toBe("Missing the required parameter 'token' when calling activateUser");
  });
});

describe('low-level retries', () => {
  it.each([...RETRYABLE_STATUSES])('retries status %i once when a retry count is set', async (status) => {
    server.handle((_req, res, index) =>
      index === 0 ? sendJson(res, status, { code: 'x', message: 'try again' }) : sendJson(res, 200, owned),
    );
    const { api, sleeps } = client({ retries: 1 });
    await expect(unwrap(api.GET('/clubs'))).resolves.toEqual(owned);
    expect(server.requests).toHaveLength(2);
    expect(sleeps).toEqual([1000]);
  });

  it.each([...RETRYABLE_STATUSES])('does not retry status %i without a retry count', async (status) => {
    server.handle((_req, res) => sendJson(res, status, { code: 'x', message: 'no' }));
    const { api, sleeps } = client();
    const error = (await rejection(api.GET('/clubs'))) as ApiError;
    expect(error.status).toBe(status);
    expect(server.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it.each([400, 401, 403, 404, 409])('never retries status %i, even with a retry count', async (status) => {
    server.handle((_req, res) => sendJson(res, status, { code: 'x', message: 'no' }));
    const { api, sleeps } = client({ retries: 3 });
    const error = (await rejection(api.GET('/clubs'))) as ApiError;
    expect(error.status).toBe(status);
    expect(server.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('gives up after the retry count and rejects with the last answer', async () => {
    server.handle((_req, res) => sendJson(res, 503, { code: 'unavailable', message: 'Down' }));
    const { api, sleeps } = client({ retries: 2 });
    const error = (await rejection(api.GET('/clubs'))) as ApiError;
    expect(error.status).toBe(503);
    expect(error.code).toBe('unavailable');
    expect(server.requests).toHaveLength(3);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('backs off 1 s doubling up to 30 s', async () => {
    server.handle((_req, res) => sendJson(res, 500, { code: 'x', message: 'no' }));
    const { api, sleeps } = client({ retries: 7 });
    await rejection(api.GET('/clubs'));
    expect(sleeps).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(server.requests).toHaveLength(8);
    expect([0, 1, 2, 3, 4, 5, 6].map(backoffDelay)).toEqual(sleeps);
  });

  it('resends the same body on a retried write', async () => {
    server.handle((_req, res, index) =>
      index === 0 ? res.writeHead(503).end() : sendJson(res, 200, { outcome: 'ok' }),
    );
    const { api } = client({ retries: 1, getToken: () => 't' });
    const body = { name: 'Terrace', premium: false, tableZoneId: null };
    await api.PUT('/clubs/{clubId}/tables', { params: { path: club }, body });
    expect(server.requests.map((r) => JSON.parse(r.body))).toEqual([body, body]);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer t', 'Bearer t']);
  });

  it('retries network errors only when a retry count is set', async () => {
    server.handle((_req, res) => res.socket?.destroy());
    const once = client();
    const error = (await rejection(once.api.GET('/clubs'))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.response).toBeNull();
    expect(server.requests).toHaveLength(1);

    server.reset();
    server.handle((_req, res, index) => (index < 2 ? res.socket?.destroy() : sendJson(res, 200, owned)));
    const retrying = client({ retries: 2 });
    await expect(unwrap(retrying.api.GET('/clubs'))).resolves.toEqual(owned);
    expect(server.requests).toHaveLength(3);
    expect(retrying.sleeps).toEqual([1000, 2000]);
  });
});

describe('time-out', () => {
  it('defaults to 60 000 ms', async () => {
    const { DEFAULT_TIMEOUT_MS } = await import('./client');
    expect(DEFAULT_TIMEOUT_MS).toBe(60_000);
  });

  it('rejects with a timeout ApiError when the server does not answer in time', async () => {
    server.handle(() => {
      // never answers
    });
    const { api } = client({ timeoutMs: 50 });
    const started = Date.now();
    const error = (await rejection(api.GET('/clubs'))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('timeout');
    expect(error.status).toBe(0);
    expect(error.statusText).toBe('Request timed out');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(server.requests).toHaveLength(1);
  });

  it('counts a time-out as a retryable failure', async () => {
    server.handle((_req, res, index) => {
      if (index >= 2) sendJson(res, 200, owned);
    });
    const { api, sleeps } = client({ timeoutMs: 50, retries: 2 });
    await expect(unwrap(api.GET('/clubs'))).resolves.toEqual(owned);
    expect(server.requests).toHaveLength(3);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it("does not retry when the caller's own signal aborts", async () => {
    server.handle(() => {
      // never answers
    });
    const { api, sleeps } = client({ retries: 3 });
    const controller = new AbortController();
    const call = api.GET('/clubs', { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    const error = await rejection(call);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(sleeps).toEqual([]);
  });
});
