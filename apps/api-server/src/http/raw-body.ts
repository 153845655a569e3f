/**
 * The exact bytes of a request body, for the few operations that must check a signature over them
 * (Stripe's webhook): JSON parsing re-serialises nothing, but a signature is only valid on the
 * bytes as sent. A `preParsing` hook reads the body once, keeps it, and hands the same bytes on, so
 * the route's JSON parsing, size limit and validation stay the ones every other route has.
 */
import { Readable } from 'node:stream';
import type { FastifyRequest, preParsingHookHandler } from 'fastify';
import { badRequest } from '#errors.ts';

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/** Operations whose handler reads `rawBodyOf(request)`. */
export const RAW_BODY_OPERATIONS: ReadonlySet<string> = new Set(['receiveStripeWebhook']);

export const keepRawBody: preParsingHookHandler = async (request, _reply, payload) => {
  const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 1024 * 1024;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    // 400 as the contract answers every malformed request (these routes list no 413)
    if (size > limit) throw badRequest('payload_too_large', 'The request body is too large.');
    chunks.push(buffer);
  }
  const raw = Buffer.concat(chunks);
  rawBodies.set(request, raw);
  const copy = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
  copy.receivedEncodedLength = raw.length;
  return copy;
};

/** The body's bytes as received; empty when the route does not keep them. */
export function rawBodyOf(request: FastifyRequest): Buffer {
  return rawBodies.get(request) ?? Buffer.alloc(0);
}
