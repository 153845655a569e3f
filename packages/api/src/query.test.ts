import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { apiQueryKey, createQueryHooks } from './query';
import { createQueryClient } from './query-client';
import type { Schemas } from './schema';
import { sendJson, startLocalServer } from './testing/local-server';

let server: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  server = await startLocalServer();
});
afterEach(() => server.reset());
afterAll(async () => {
  await server.close();
});

const brand: Schemas['Brand'] = { id: 1, name: 'Aperol', enabled: true };

function setup() {
  const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'tok' });
  const $api = createQueryHooks(api);
  const queryClient = createQueryClient();
  return { $api, queryClient };
}

describe('query helpers', () => {
  it('keys queries by [method, path, init] and fetches through the client', async () => {
    server.handle((_req, res) => sendJson(res, 200, [brand]));
    const { $api, queryClient } = setup();
    const options = $api.queryOptions('get', '/brands');
    expect(options.queryKey).toEqual(['get', '/brands']);
    const brands = await queryClient.fetchQuery(options);
    expectTypeOf(brands).toEqualTypeOf<Schemas['Brand'][]>();
    expect(brands).toEqual([brand]);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok');

    const withParams = $api.queryOptions('get', '/clubs/{clubId}/tables/{tableId}', {
      params: { path: { clubId: 3, tableId: 9 } },
    });
    expect(withParams.queryKey).toEqual([
      'get',
      '/clubs/{clubId}/tables/{tableId}',
      { params: { path: { clubId: 3, tableId: 9 } } },
    ]);
    expect(
      apiQueryKey('get', '/clubs/{clubId}/tables/{tableId}', { params: { path: { clubId: 3, tableId: 9 } } }),
    ).toEqual(withParams.queryKey);
  });

  it('what a query throws is the ApiError, with the error body', async () => {
    const body = { code: 'forbidden', message: 'Not your club' };
    server.handle((_req, res) => sendJson(res, 403, body));
    const { $api, queryClient } = setup();
    const error = await queryClient
      .fetchQuery($api.queryOptions('get', '/clubs/{clubId}', { params: { path: { clubId: 5 } } }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).body).toEqual(body);
    expect(server.requests).toHaveLength(1);
  });

  it('types what the hooks return: contract data and ApiError', () => {
    const { $api } = setup();
    // Hooks need a React render; this only has to type-check (tsc runs over the tests).
    const typeOnly = () => {
      const brands = $api.useQuery('get', '/brands');
      expectTypeOf(brands.data).toEqualTypeOf<Schemas['Brand'][] | undefined>();
      expectTypeOf(brands.error).toEqualTypeOf<ApiError | null>();
      const club = $api.useQuery('get', '/clubs/{clubId}', { params: { path: { clubId: 1 } } });
      expectTypeOf(club.data).toEqualTypeOf<Schemas['ClubDetail'] | undefined>();
      const login = $api.useMutation('post', '/login');
      expectTypeOf(login.error).toEqualTypeOf<ApiError | null>();
      expectTypeOf(login.data).toEqualTypeOf<Schemas['Session'] | undefined>();
      expectTypeOf(login.mutate).parameter(0).toHaveProperty('body');
    };
    expect(typeof typeOnly).toBe('function');
  });
});
