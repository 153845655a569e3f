import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import type { OpenApiDocument } from '#http/contract.ts';

/** API docs served from the contract itself (static mode): /api/docs, JSON at /api/docs/json. */
export default fp<{ document: OpenApiDocument }>(
  async (app, { document }) => {
    await app.register(swagger, { mode: 'static', specification: { document: document as never } });
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true } });
  },
  { name: 'docs' },
);
