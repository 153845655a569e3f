// The one way the journeys and the tools call the API directly (set-up, checks beside the screen,
// putting demo data back): JSON in and out, the bearer token when there is one.

export interface JsonAnswer<T> {
  status: number;
  /** the parsed JSON body, null when the answer has none */
  body: T;
  /** a 429's Retry-After, in seconds */
  retryAfter?: number;
}

/** `method path` on the API at `base` (its `/api/v1` address), with `body` as JSON when given. */
export async function requestJson<T = unknown>(
  base: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<JsonAnswer<T>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as T,
    ...(response.status === 429 && retryAfter > 0 ? { retryAfter } : {}),
  };
}
