/**
 * CORS, by origin and call:
 * - the console's origins (CORS_ORIGINS) on every call, as before;
 * - the guest app's origins (GUEST_ORIGINS; the guest app deploys on its own CDN origin) on the
 *   public guest calls only: the table's menus, the public menu, calling a waiter and the language
 *   metric. A guest origin gets nothing on owner calls, so a page there cannot drive the console API.
 * Preflights are answered before authentication (the browser sends no credentials with them).
 */
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Contract } from '#http/contract.ts';
import { API_PREFIX } from './openapi.ts';

/** The operations a guest page on another origin calls. */
export const GUEST_OPERATIONS = ['getTableMenus', 'getPublicMenu', 'callWaiter', 'logLanguage'] as const;

/** `/clubs/{clubId}/menu/tables/{tableId}` -> a regex of the concrete path under the API prefix. */
function pathPattern(path: string): RegExp {
  const escaped = path
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${API_PREFIX}${escaped}/?(?:\\?|$)`);
}

const PREFLIGHT_MAX_AGE_SECONDS = 600;

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

    const consoleOptions: FastifyCorsOptions = {
      origin: true,
      exposedHeaders: ['retry-after', 'x-request-id'],
      maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    };
    const guestOptions: FastifyCorsOptions = {
      origin: true,
      methods: ['GET', 'HEAD', 'POST'],
      allowedHeaders: ['content-type', 'if-none-match', 'accept-language'],
      exposedHeaders: ['etag', 'retry-after', 'x-request-id'],
      maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    };
    const refused: FastifyCorsOptions = { origin: false };

    await app.register(cors, {
      delegator: (request, callback) => {
        const origin = request.headers.origin;
        if (origin && corsOrigins.includes(origin)) callback(null, consoleOptions);
        else if (origin && guestOrigins.includes(origin) && isGuestCall(request))
          callback(null, guestOptions);
        else callback(null, refused);
      },
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
