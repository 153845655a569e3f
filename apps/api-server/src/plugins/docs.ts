import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { API_PREFIX, type OpenApiDocument } from '#http/contract.ts';
import { DOCS_CONTENT_SECURITY_POLICY } from '#http/security-headers.ts';

/**
 * API docs served from the contract itself (static mode): /api/docs, JSON at /api/docs/json.
 * Swagger UI's routes replace the API's `default-src 'none'` with a policy that lets the page
 * load its own files (security-headers.ts); the other security headers stay. "Try it out" calls
 * this same server (a relative address instead of the contract's `servers`, http://localhost:8080,
 * which the policy's `connect-src 'self'` refuses anywhere else and which is wrong in production).
 */
export default fp<{ document: OpenApiDocument }>(
  async (app, { document }) => {
    const served = { ...document, servers: [{ url: API_PREFIX, description: 'This server' }] };
    await app.register(swagger, { mode: 'static', specification: { document: served as never } });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { deepLinking: true },
      staticCSP: DOCS_CONTENT_SECURITY_POLICY,
    });
  },
  { name: 'docs' },
);
