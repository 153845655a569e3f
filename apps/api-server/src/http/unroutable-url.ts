/**
 * Fastify's router refuses two kinds of URL before any route or hook runs: a path parameter longer
 * than `maxParamLength` (100) and a parameter whose percent-encoding is broken (`%E0%A4%A`). By
 * default it then writes its own body (`{ error, code, message, statusCode }`) with 414 or 400,
 * which is neither the contract's `Error` body nor a status the contract lists (the fuzzer found
 * both). Such a URL names nothing: it gets the same 404 `not_found` as any other unknown path,
 * which every operation with a path parameter lists.
 */
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { noRoute } from '#errors.ts';

/** (typed by what it uses: Fastify's option is generic over the request and reply types) */
export function answerUnroutableUrl(
  error: FastifyError,
  request: Pick<FastifyRequest, 'id' | 'raw' | 'server'> & { log: FastifyBaseLogger },
  reply: Pick<FastifyReply, 'code' | 'header' | 'headers'>,
): void {
  // no hook runs for these answers, the security headers' onRequest neither
  reply.headers(request.server.securityHeaders);
  reply.header('x-request-id', request.id);
  request.log.info({ code: error.code }, 'unroutable url');
  const { code, message } = noRoute(request.raw.method ?? '', request.raw.url ?? '');
  reply.code(404).send({ code, message });
}
