/**
 * The fake API every console test talks to: msw answers the console's requests to FAKE_API_URL in the
 * test process, like the contract (openapi/spec.yaml) and deterministically by input, so tests
 * exercise the real client, query client and fetch. setup.ts starts it for every test file; a test
 * may add its own answers with `fakeApi.use(...)` (undone after each test).
 *
 * The handlers of each area live in their own module (fake-accounts, fake-clubs, fake-admin,
 * fake-admin-billing, fake-billing, fake-menu-files, fake-menu-readings, fake-translations); the first that answers a
 * request wins, a handler that returns nothing passes it on.
 */
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { accountHandlers } from './fake-accounts';
import { adminHandlers } from './fake-admin';
import { adminBillingHandlers } from './fake-admin-billing';
import { billingHandlers } from './fake-billing';
import { clubHandlers } from './fake-clubs';
import { bearerToken, error, FAKE_API_URL, http, refusalOf } from './fake-http';
import { menuFilesHandlers } from './fake-menu-files';
import { menuReadingsHandlers } from './fake-menu-readings';
import { translationsHandlers } from './fake-translations';

/** The calls a signed-out visitor makes (signing in and up, recovery, the sign-up form's places). */
const PUBLIC_CALLS = new Set([
  'POST /login',
  'POST /logout',
  'POST /users/totp',
  'POST /users',
  'GET /users/activate',
  'POST /users/password/recovery',
  'POST /users/password/reset',
  'POST /users/language',
]);

const apiPath = (request: Request) =>
  new URL(request.url).pathname.slice(new URL(FAKE_API_URL).pathname.length);

/** Every other call needs a session: refused here by the token's scenario (fake-http.ts) before any handler. */
const signInGate = http.untyped.all(`${FAKE_API_URL}/*`, ({ request }) => {
  const path = apiPath(request);
  if (PUBLIC_CALLS.has(`${request.method} ${path}`) || path.startsWith('/countries')) return;
  return refusalOf(bearerToken(request)) ?? undefined;
});

/** What no handler answered: a route the fakes do not know, as the server answers an unknown one. */
const notFound = http.untyped.all(`${FAKE_API_URL}/*`, ({ request }) =>
  HttpResponse.json(error('not_found', `No route ${request.method} ${apiPath(request)}`), { status: 404 }),
);

export const fakeApi = setupServer(
  signInGate,
  ...accountHandlers,
  ...adminHandlers,
  ...adminBillingHandlers,
  ...translationsHandlers,
  ...billingHandlers,
  ...clubHandlers,
  ...menuFilesHandlers,
  ...menuReadingsHandlers,
  notFound,
);
