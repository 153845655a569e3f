import { MutationObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MissingParameterError } from './errors';
import {
  CACHE_LIFETIME_MS,
  createQueryClient,
  MAX_RETRIES,
  retryDelay,
  STALE_TIME_MS,
  shouldRetry,
} from './query-client';

const httpError = (status: number) => new ApiError({ status, statusText: `status ${status}`, body: null });

describe('retry rules', () => {
  it('never retries 4xx answers', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429, 499]) {
      expect(shouldRetry(0, httpError(status))).toBe(false);
    }
  });

  it('retries 5xx, network errors and time-outs up to 3 times', () => {
    for (const error of [
      httpError(500),
      httpError(503),
      new ApiError({ kind: 'network', status: 0, statusText: 'Network error' }),
      new ApiError({ kind: 'timeout', status: 0, statusText: 'Request timed out' }),
      new Error('boom'),
    ]) {
      expect([0, 1, 2, 3].map((count) => shouldRetry(count, error))).toEqual([true, true, true, false]);
    }
    expect(MAX_RETRIES).toBe(3);
  });

  it('does not retry a call missing a parameter', () => {
    expect(shouldRetry(0, new MissingParameterError('clubId', 'getClub'))).toBe(false);
  });

  it('waits 1 s doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('createQueryClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec defaults', () => {
    const client = createQueryClient();
    const queries = client.getDefaultOptions().queries;
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.gcTime).toBe(CACHE_LIFETIME_MS);
    expect(CACHE_LIFETIME_MS).toBe(300_000);
    expect(queries?.staleTime).toBe(STALE_TIME_MS);
    expect(client.getDefaultOptions().mutations?.retry).toBe(shouldRetry);
  });

  it('retries a failing query 3 times, 1 s, 2 s and 4 s apart, then reports it', async () => {
    const onError = vi.fn();
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onError, onUnauthorized });
    const calls: number[] = [];
    const start = Date.now();
    const result = client
      .fetchQuery({
        queryKey: ['get', '/clubs'],
        queryFn: () => {
          calls.push(Date.now() - start);
          throw httpError(503);
        },
      })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toBeInstanceOf(ApiError);
    expect(calls).toEqual([0, 1000, 3000, 7000]);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not retry a query answered with 404', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    const queryFn = vi.fn(() => Promise.reject(httpError(404)));
    const result = client
      .fetchQuery({ queryKey: ['get', '/clubs/{clubId}'], queryFn })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(((await result) as ApiError).status).toBe(404);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('calls onUnauthorized (not onError) on a 401 query, without retrying', async () => {
    const onError = vi.fn();
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onError, onUnauthorized });
    const queryFn = vi.fn(() => Promise.reject(httpError(401)));
    const result = client.fetchQuery({ queryKey: ['get', '/users/me'], queryFn }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    await result;
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
  });

  it('applies the same rules to mutations: up to 3 retries on 5xx, none on 4xx, 401 -> onUnauthorized', async () => {
    const onError = vi.fn();
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onError, onUnauthorized });

    const failing = vi.fn(() => Promise.reject(httpError(500)));
    const first = new MutationObserver(client, { mutationFn: failing }).mutate().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    await first;
    expect(failing).toHaveBeenCalledTimes(4);
    expect(onError).toHaveBeenCalledTimes(1);

    const conflict = vi.fn(() => Promise.reject(httpError(409)));
    const second = new MutationObserver(client, { mutationFn: conflict }).mutate().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    await second;
    expect(conflict).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(2);

    const expired = vi.fn(() => Promise.reject(httpError(401)));
    const third = new MutationObserver(client, { mutationFn: expired }).mutate().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    await third;
    expect(expired).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('leaves failures whose screen handles them (meta.handlesErrors) to that screen', async () => {
    const onError = vi.fn();
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onError, onUnauthorized });
    const mutate = async (status: number, handlesErrors: true | readonly number[]) => {
      const done = new MutationObserver(client, {
        mutationFn: () => Promise.reject(httpError(status)),
        meta: { handlesErrors },
      })
        .mutate()
        .catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(10_000); // past any retries
      return done;
    };

    // login's 401 means wrong credentials: the form says so, the session is not touched
    await mutate(401, [401, 403, 429]);
    await mutate(500, true);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();

    // a status the screen does not list still reaches the global handlers
    await mutate(404, [401]);
    expect(onError).toHaveBeenCalledTimes(1);

    const query = client
      .fetchQuery({
        queryKey: ['get', '/users/activate'],
        queryFn: () => Promise.reject(httpError(400)),
        meta: { handlesErrors: true },
      })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    await query;
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
