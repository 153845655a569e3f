/**
 * How the two image routes read and answer, wired by plugins/uploads.ts:
 * - `PUT /uploads/{token}` (`uploadImage`): every body is read as raw bytes, whatever its label,
 *   with the size limit enforced while reading;
 * - both it and `GET /images/{name}` (`getImage`) answer with `Access-Control-Allow-Origin: *`.
 *
 * The upload address is called from the console's origin, and stored images are shown by guest pages
 * on other origins. That is safe because neither route reads cookies or a bearer: the signed token
 * is the only credential of an upload, and the images are public.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import { imageTooLarge, PHOTO_UPLOADS, type UploadKind } from './image-check.ts';
import { targetRules } from './targets.ts';

/**
 * The image types of the contract (`uploadImage`'s bodies, `getImage`'s answers), all read as raw
 * bytes: Fastify wants a parser for every type a route's schema names.
 */
export const RAW_BODY_TYPES = [
  'application/octet-stream',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
];

/**
 * The kind of image the upload address is for (its limit and texts). The handler verifies the
 * token again and answers for a bad one; until then, the largest limit applies.
 */
function uploadKindOf(request: FastifyRequest): UploadKind {
  const { uploadToken } = request.params as { uploadToken?: string };
  try {
    return targetRules[request.server.uploads.verifyToken(uploadToken ?? '').target.kind].kind;
  } catch {
    return PHOTO_UPLOADS;
  }
}

/** Raw image bytes, the target's size limit enforced while reading (413 with the image's message). */
export function readImageBytes(
  request: FastifyRequest,
  payload: IncomingMessage,
  done: (error: Error | null, body?: Buffer) => void,
): void {
  const kind = uploadKindOf(request);
  const declared = Number(request.headers['content-length']);
  if (declared > kind.maxBytes) {
    payload.resume();
    done(imageTooLarge(kind), undefined);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  payload.on('data', (chunk: Buffer) => {
    if (finished) return;
    size += chunk.length;
    if (size > kind.maxBytes) {
      finished = true;
      done(imageTooLarge(kind), undefined);
      return;
    }
    chunks.push(chunk);
  });
  payload.on('end', () => {
    if (finished) return;
    finished = true;
    done(null, Buffer.concat(chunks, size));
  });
  payload.on('error', (error) => {
    if (finished) return;
    finished = true;
    done(error, undefined);
  });
}

/**
 * The label of an upload is not trusted (the bytes are judged), so every body of this route is
 * read as raw bytes, whatever its Content-Type says; the original label stays in the log.
 */
export const readAsRawBytes: onRequestHookHandler = async (request) => {
  const label = request.headers['content-type'];
  if (label !== 'application/octet-stream') {
    request.log.debug({ label }, 'upload label ignored: the bytes decide');
    request.headers['content-type'] = 'application/octet-stream';
  }
};

export const allowAnyOrigin: onSendHookHandler = async (_request, reply, payload) => {
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
  return payload;
};

/**
 * Stored images are served as exactly what their name says: a browser must never sniff one as
 * something else (HTML, script), whatever bytes an attacker managed to get through.
 */
export const noSniffing: onSendHookHandler = async (_request, reply, payload) => {
  reply.header('x-content-type-options', 'nosniff');
  return payload;
};

/** The browser's preflight before a cross-origin PUT of an image. */
export async function uploadPreflight(_request: FastifyRequest, reply: FastifyReply) {
  reply
    .code(204)
    .header('access-control-allow-origin', '*')
    .header('access-control-allow-methods', 'PUT')
    .header('access-control-allow-headers', 'content-type')
    .header('access-control-max-age', '600');
  return reply.send();
}
