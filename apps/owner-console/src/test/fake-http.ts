/**
 * What every fake API module shares: the fake API's address, handlers typed by the contract, the
 * error body and the scenario of a request's bearer token.
 *
 * Handlers are msw handlers made with openapi-msw's `http`, typed from the contract's generated
 * `paths`: the path must be one of the contract's, and every answer goes through `response(status)`,
 * which only takes a status the operation documents with a body of that status's schema. A contract
 * change that breaks a fake is then a type error (`pnpm check-types`), not a test that passes against
 * answers the server no longer gives.
 */
import type { paths, Schemas } from '@tavola/api/schema';
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';

/** The console's API base in the tests (no server listens there: msw answers in the test process). */
export const FAKE_API_URL = 'http://api.tavola.test/api/v1';

export const http = createOpenApiHttp<paths>({ baseUrl: FAKE_API_URL });

/** The contract's `Error` body. */
export const error = (code: string, message: string, details?: Schemas['Error']['details']) =>
  details ? { code, message, details } : { code, message };

/**
 * Tokens choose the scenario: `valid-token` (an owner with clubs), `empty-token` (no clubs),
 * `admin-token` (an administrator with the clubs), `broken-token` (500 on every signed-in call);
 * anything else, or none, is 401.
 */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
}

const isSignedIn = (token: string | null) =>
  token === 'valid-token' || token === 'empty-token' || token === 'admin-token';

/**
 * The refusal of a call that needs a session, or null when the token signs in. A 500 is no answer of
 * the contract (it is the server failing), hence an untyped response.
 */
export function refusalOf(token: string | null): HttpResponse<Schemas['Error']> | null {
  if (isSignedIn(token)) return null;
  if (token === 'broken-token')
    return HttpResponse.json(error('internal', 'Internal server error'), { status: 500 });
  return HttpResponse.json(error('unauthorized', 'Sign in again'), { status: 401 });
}
