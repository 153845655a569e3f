/**
 * The upload service (`app.uploads`), one for every kind of image (club logo now, banners next):
 * signed upload addresses, the raw-body route tweaks of `PUT /uploads/{token}`, the image pipeline
 * (modules/uploads/image.ts) and the store (local disk, or S3 when S3_* is set).
 *
 * The upload address is called from the console's origin, and stored images are shown by guest pages
 * on other origins: both routes answer with `Access-Control-Allow-Origin: *`. That is safe because
 * neither reads cookies or a bearer: the signed token is the only credential of an upload, and the
 * images are public.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '#errors.ts';
import { appendRouteHook } from '#http/route-hooks.ts';
import { DiskImageStore, type ImageStore } from '#lib/image-store.ts';
import { createS3ImageStore } from '#lib/s3-image-store.ts';
import {
  signUploadToken,
  UPLOAD_TOKEN_TTL_MS,
  type UploadClaims,
  type UploadTarget,
  verifyUploadToken,
} from '#lib/upload-tokens.ts';
import { IMAGE_NAME, imageTooLarge, MAX_UPLOAD_BYTES } from '#modules/uploads/image.ts';

export interface UploadService {
  readonly store: ImageStore;
  /** an absolute address to PUT one image for the target to, valid for a few minutes */
  createUploadUrl(target: UploadTarget, userId: number): string;
  /** the claims of an upload token; 400 `invalid_or_expired_link` when tampered with or expired */
  verifyToken(token: string): UploadClaims;
  /** the public absolute address of a stored image */
  imageUrl(name: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadService;
  }
}

const API_PREFIX = '/api/v1';
const UPLOAD_ROUTE = `${API_PREFIX}/uploads/:uploadToken`;
/** the body types of `uploadImage` in the contract, all read as raw bytes */
const RAW_BODY_TYPES = ['application/octet-stream', 'image/jpeg', 'image/png'];

export const invalidUploadLink = () =>
  badRequest('invalid_or_expired_link', 'This upload address is invalid or has expired: ask for a new one.');

/**
 * The label of an upload is not trusted (the bytes are judged), so every body of this route is
 * read as raw bytes, whatever its Content-Type says; the original label stays in the log.
 */
const readAsRawBytes: onRequestHookHandler = async (request) => {
  const label = request.headers['content-type'];
  if (label !== 'application/octet-stream') {
    request.log.debug({ label }, 'upload label ignored: the bytes decide');
    request.headers['content-type'] = 'application/octet-stream';
  }
};

const allowAnyOrigin: onSendHookHandler = async (_request, reply, payload) => {
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
  return payload;
};

/**
 * Stored images are served as exactly what their name says: a browser must never sniff one as
 * something else (HTML, script), whatever bytes an attacker managed to get through.
 */
const noSniffing: onSendHookHandler = async (_request, reply, payload) => {
  reply.header('x-content-type-options', 'nosniff');
  return payload;
};

export default fp(
  async (app) => {
    const { uploads: config, publicApiUrl } = app.config;
    // (the AWS SDK is loaded only when S3 is configured: see s3-image-store.ts)
    const store: ImageStore = config.s3
      ? await createS3ImageStore(config.s3)
      : new DiskImageStore(config.dir);
    app.addHook('onClose', async () => store.close());

    app.decorate('uploads', {
      store,
      createUploadUrl(target, userId) {
        const token = signUploadToken(config.secret, {
          target,
          userId,
          expiresAt: app.clock.now().getTime() + UPLOAD_TOKEN_TTL_MS,
        });
        return `${publicApiUrl}${API_PREFIX}/uploads/${token}`;
      },
      verifyToken(token) {
        const claims = verifyUploadToken(config.secret, token, app.clock.now());
        if (!claims) throw invalidUploadLink();
        return claims;
      },
      imageUrl(name) {
        if (!IMAGE_NAME.test(name)) throw new Error(`not an image name: ${name}`);
        return `${publicApiUrl}${API_PREFIX}/images/${name}`;
      },
    } satisfies UploadService);

    // Raw image bytes, with the size limit enforced while reading (413 with the image's message).
    app.addContentTypeParser(RAW_BODY_TYPES, (request, payload, done) => {
      const declared = Number(request.headers['content-length']);
      if (declared > MAX_UPLOAD_BYTES) {
        payload.resume();
        done(imageTooLarge(), undefined);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let finished = false;
      payload.on('data', (chunk: Buffer) => {
        if (finished) return;
        size += chunk.length;
        if (size > MAX_UPLOAD_BYTES) {
          finished = true;
          done(imageTooLarge(), undefined);
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
    });

    app.addHook('onRoute', (route) => {
      const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
      if (operationId === 'uploadImage') {
        // Ajv cannot judge bytes: the handler does (magic bytes, header, decoder)
        delete (route.schema as { body?: unknown }).body;
        appendRouteHook(route, 'onRequest', readAsRawBytes);
        appendRouteHook(route, 'onSend', allowAnyOrigin);
      } else if (operationId === 'getImage') {
        appendRouteHook(route, 'onSend', allowAnyOrigin, noSniffing);
      }
    });

    // the browser's preflight before a cross-origin PUT of an image
    app.options(UPLOAD_ROUTE, async (_request: FastifyRequest, reply: FastifyReply) => {
      reply
        .code(204)
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-methods', 'PUT')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '600');
      return reply.send();
    });
  },
  { name: 'uploads', dependencies: ['config'] },
);
