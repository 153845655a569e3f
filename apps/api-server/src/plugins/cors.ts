/**
 * CORS, by origin and call:
 * - the console's origins (CORS_ORIGINS) on every call;
 * - the guest app's origins (GUEST_ORIGINS; the guest app deploys on its own CDN origin) on the
 *   public guest calls only: the table's menus, the public menu, calling a waiter and the language
 *   metric. A guest origin gets nothing on owner calls, so a page there cannot drive the console API.
 * Preflights are answered here, in onRequest, before authentication (the browser sends no
 * credentials with them). Any other origin gets no CORS header, and its preflight the 404 of a
 * route that does not exist.
 *
 * Written here rather than with @fastify/cors: two kinds of origin with rules per path need its
 * per-request `delegator`, which rebuilds and normalizes a whole options object on every request;
 * on the guests' hot menu read that was 5 % of the server's CPU (docs/decisions/023). What
 * is below is all we use of CORS: reflect an allowed origin, expose headers, answer preflights.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, type Contract } from '#http/contract.ts';

/** The operations a guest page on another origin calls. */
const GUEST_OPERATIONS = [
  'getTableMenus',
  'getPublicMenu',
  'getPublicMenuPdf',
  'callWaiter',
  'logLanguage',
] as const;

const PREFLIGHT_MAX_AGE_SECONDS = '600';

/** What one kind of origin may do. */
interface CorsPolicy {
  /** headers the page's script may read */
  exposedHeaders: string;
  methods: string;
  /** request headers the page may send; null: whatever the preflight asks for */
  allowedHeaders: string | null;
}

const CONSOLE_POLICY: CorsPolicy = {
  exposedHeaders: 'retry-after, x-request-id',
  methods: 'GET, HEAD, POST, PUT, PATCH, DELETE',
  // the console's client adds its bearer, and Sentry its tracing headers when configured
  allowedHeaders: null,
};

const GUEST_POLICY: CorsPolicy = {
  exposedHeaders: 'etag, retry-after, x-request-id',
  // PUT and DELETE, and the two keys, for a table's order (docs/decisions/057)
  methods: 'GET, HEAD, POST, PUT, DELETE',
  allowedHeaders: 'content-type, if-none-match, accept-language, x-table-key, x-order-key',
};

/** `/clubs/{clubId}/menu/tables/{tableId}` -> a regex of the concrete path under the API prefix. */
function pathPattern(path: string): RegExp {
  const escaped = path
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${API_PREFIX}${escaped}/?(?:\\?|$)`);
}

function answerPreflight(request: FastifyRequest, reply: FastifyReply, policy: CorsPolicy) {
  let allowedHeaders = policy.allowedHeaders;
  if (allowedHeaders === null) {
    // the answer depends on the headers asked for: a cache must key on them
    reply.header('vary', 'Origin, Access-Control-Request-Headers');
    allowedHeaders = request.headers['access-control-request-headers'] ?? null;
  }
  reply.header('access-control-allow-methods', policy.methods);
  if (allowedHeaders) reply.header('access-control-allow-headers', allowedHeaders);
  reply.header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS);
  // Safari waits for a body without an explicit length
  reply.code(204).header('content-length', '0').send();
}

export default fp<{ contract: Contract }>(
  async (app, { contract }) => {
    const { corsOrigins, guestOrigins } = app.config;
    if (corsOrigins.length === 0 && guestOrigins.length === 0) return;

    const guestPaths = GUEST_OPERATIONS.map((operationId) => {
      const info = contract.operations.get(operationId);
      if (!info) throw new Error(`cors: ${operationId} is not in the contract`);
      return pathPattern(info.path);
    });
    const isGuestCall = (request: FastifyRequest) => guestPaths.some((pattern) => pattern.test(request.url));
    const policyFor = (origin: string, request: FastifyRequest): CorsPolicy | null => {
      if (corsOrigins.includes(origin)) return CONSOLE_POLICY;
      if (guestOrigins.includes(origin) && isGuestCall(request)) return GUEST_POLICY;
      return null;
    };

    // (a callback hook: every request pays it, and a callback costs no promise)
    app.addHook('onRequest', (request, reply, done) => {
      // whether an answer carries CORS headers depends on the Origin: a shared cache must key on it
      reply.header('vary', 'Origin');
      const origin = request.headers.origin;
      const policy = origin === undefined ? null : policyFor(origin, request);
      if (origin === undefined || policy === null) return done();

      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', policy.exposedHeaders);
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
        answerPreflight(request, reply, policy);
        return;
      }
      done();
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
