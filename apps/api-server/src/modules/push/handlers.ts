/**
 * A member's devices for call notifications (openapi tag waiter-calls; docs/decisions/054).
 */
import { badRequest, notFound, unauthenticated } from '#errors.ts';
import { clubIdOf } from '#http/club-path.ts';
import type { Handlers } from '#http/types.ts';
import { ENDPOINT_REFUSED_MESSAGE, endpointRefusal } from './endpoint-check.ts';
import * as queries from './queries.ts';

/** An uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte secret, as RFC 8291 has them. */
function keysAreValid(keys: { p256dh: string; auth: string }): boolean {
  const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
  if (!base64url.test(keys.p256dh) || !base64url.test(keys.auth)) return false;
  const point = Buffer.from(keys.p256dh, 'base64url');
  return point.length === 65 && point[0] === 0x04 && Buffer.from(keys.auth, 'base64url').length === 16;
}

export const pushHandlers: Handlers<'savePushSubscription' | 'deletePushSubscription'> = {
  async savePushSubscription(request, reply) {
    const auth = request.auth;
    if (!auth) throw unauthenticated();
    const clubId = clubIdOf(request);
    const { endpoint, keys, language } = request.body;
    if (!keysAreValid(keys)) {
      throw badRequest(
        'push_keys_invalid',
        'The browser’s push keys are not valid. Turn notifications on again.',
      );
    }
    const refusal = await endpointRefusal(endpoint, {
      allowLocal: request.server.config.push.allowLocalEndpoints,
    });
    if (refusal) {
      request.log.info({ clubId, refusal }, 'push endpoint refused');
      throw badRequest('push_endpoint_refused', ENDPOINT_REFUSED_MESSAGE);
    }
    const saved = await queries.saveSubscription(request.server.db, {
      clubId,
      userId: auth.userId,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      language,
    });
    if (!saved) throw notFound('member_not_found', 'Only the club’s team gets call notifications.');
    reply.header('cache-control', 'no-store');
    return { status: 204, body: undefined };
  },

  async deletePushSubscription(request) {
    const auth = request.auth;
    if (!auth) throw unauthenticated();
    await queries.deleteSubscription(request.server.db, {
      clubId: clubIdOf(request),
      userId: auth.userId,
      endpoint: request.query.endpoint,
    });
    return { status: 204, body: undefined };
  },
};
