import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import type { OpenApiDocument } from '#http/contract.ts';
import { DOCS_CONTENT_SECURITY_POLICY } from './security-headers.ts';

/**
 * API docs served from the contract itself (static mode): /api/docs, JSON at /api/docs/json.
 * Swagger UI's routes replace the API's `default-src 'none'` with a policy that lets the page
 * load its own files (security-headers.ts); the other security headers stay.
 */
export default fp<{ document: OpenApiDocument }>(
  async (app, { document }) => {
    await app.register(swagger, { mode: 'static', specification: { document: document as never } });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { deepLinking: true },
      staticCSP: DOCS_CONTENT_SECURITY_POLICY,
    });
  },
  { name: 'docs' },
);
