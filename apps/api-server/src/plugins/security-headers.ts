/**
 * The security headers of http/security-headers.ts on every answer, with the request's id. Why
 * these headers, and why not @fastify/helmet: see that file.
 */
import fp from 'fastify-plugin';
import { securityHeaders } from '#http/security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the fixed security headers, for the one answer no hook sees (http/unroutable-url.ts) */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

export default fp(
  async (app) => {
    const headers = securityHeaders(app.config);
    app.decorate('securityHeaders', headers);
    // (a callback hook: every request pays it, and a callback costs no promise)
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      // the request's id (app.ts's genReqId) goes along: the one header of every answer that is
      // not fixed, in the same hook (one hook less for every request)
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
