/**
 * The upload service (`app.uploads`, modules/uploads/upload-service.ts) on the store the config
 * names (local disk, or S3 when S3_* is set), and the image routes' reading and answers
 * (modules/uploads/image-body.ts): raw bytes for `uploadImage`, any origin for it and `getImage`.
 */
import fp from 'fastify-plugin';
import { API_PREFIX } from '#http/contract.ts';
import { appendRouteHook } from '#http/route-hooks.ts';
import {
  allowAnyOrigin,
  noSniffing,
  RAW_BODY_TYPES,
  readAsRawBytes,
  readImageBytes,
  uploadPreflight,
} from '#modules/uploads/image-body.ts';
import { DiskImageStore, type ImageStore } from '#modules/uploads/image-store.ts';
import { createS3ImageStore } from '#modules/uploads/s3-image-store.ts';
import { createUploadService, type UploadService } from '#modules/uploads/upload-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadService;
  }
}

export default fp(
  async (app) => {
    const { uploads: config, publicApiUrl } = app.config;
    // (the AWS SDK is loaded only when S3 is configured: see modules/uploads/s3-image-store.ts)
    const store: ImageStore = config.s3
      ? await createS3ImageStore(config.s3)
      : new DiskImageStore(config.dir);
    app.addHook('onClose', async () => store.close());
    app.decorate(
      'uploads',
      createUploadService({ store, secret: config.secret, publicApiUrl, clock: app.clock }),
    );

    app.addContentTypeParser(RAW_BODY_TYPES, readImageBytes);
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
    app.options(`${API_PREFIX}/uploads/:uploadToken`, uploadPreflight);
  },
  { name: 'uploads', dependencies: ['config'] },
);
