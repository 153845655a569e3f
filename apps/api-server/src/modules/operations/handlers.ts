/**
 * Liveness and readiness for load balancers and orchestrators (the contract's `operations` tag).
 * Both answer `no-store`; the routes log only warnings (plugins/openapi.ts), since they are probed
 * every few seconds and would fill the log.
 */
import { HttpError } from '#errors.ts';
import type { Handlers } from '#http/types.ts';
import { checkReadiness } from './readiness.ts';

const NO_STORE = 'no-store';

export const operationHandlers: Handlers<'getHealth' | 'getReadiness'> = {
  async getHealth(_request, reply) {
    reply.header('cache-control', NO_STORE);
    return { status: 200, body: { status: 'ok' } };
  },

  async getReadiness(request, reply) {
    reply.header('cache-control', NO_STORE);
    const readiness = await checkReadiness(request.server.db);
    if (!readiness.ready) {
      throw new HttpError(503, readiness.code, readiness.message, undefined, { 'cache-control': NO_STORE });
    }
    return { status: 200, body: { status: 'ready' } };
  },
};
