/**
 * Sessions (`app.sessions`, modules/auth/sessions.ts) with the configured expiries, and
 * `app.authenticate`, the contract's `bearerAuth` security handler: it sets `request.auth`.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '#errors.ts';
import { type AuthContext, bearerToken, SessionService } from '#modules/auth/sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** `bearerAuth`: resolves the session or throws 401 `unauthenticated` */
    authenticate(request: FastifyRequest): Promise<AuthContext>;
  }
  interface FastifyRequest {
    /** the signed-in user; null on public calls without a (valid) token */
    auth: AuthContext | null;
  }
}

const MINUTE_MS = 60_000;

export default fp(
  async (app) => {
    const service = new SessionService(
      app.db,
      app.clock,
      app.config.sessionIdleMinutes * MINUTE_MS,
      app.config.sessionAbsoluteMinutes * MINUTE_MS,
    );
    app.decorate('sessions', service);
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const auth = token ? await service.resolve(token) : null;
      if (!auth) throw unauthenticated();
      request.auth = auth;
      return auth;
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
