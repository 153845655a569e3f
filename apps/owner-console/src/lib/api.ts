import { createApiClient } from '@tavola/api/client';
import { createQueryHooks } from '@tavola/api/query';
import { env } from '#config/env.ts';

function absoluteBaseUrl(base: string): string {
  // Requests are built with `new Request(url)`, which needs an absolute URL outside a document
  // context (tests); in the browser this resolves `/api/v1` against the page's origin.
  if (typeof window === 'undefined') return base;
  return new URL(base, window.location.origin).href.replace(/\/$/, '');
}

/** The API's absolute base URL (what the event stream, outside the client, connects to). */
export const apiBaseUrl = absoluteBaseUrl(env.apiUrl);

/** The one client every screen goes through (spec section 7, "Client behaviour"). */
export const apiClient = createApiClient({ baseUrl: apiBaseUrl });

/** TanStack Query hooks and query options over the contract: `$api.queryOptions('get', '/clubs')`. */
export const $api = createQueryHooks(apiClient);
