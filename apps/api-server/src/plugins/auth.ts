/**
 * Sessions (`app.sessions`, modules/auth/sessions.ts) with the configured expiries, and
 * `app.authenticate`, the contract's `bearerAuth` security handler: it sets `request.auth`.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '#errors.ts';
import { clubIdParam } from '#http/club-path.ts';
import { type AuthContext, bearerToken, SessionService } from '#modules/auth/sessions.ts';
import { clubAccessFrom } from '#modules/clubs/access.ts';

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
      if (!token) throw unauthenticated();
      // under /clubs/{clubId}, the caller's access to the club comes in the session's statement
      // (plugins/openapi.ts, checkClubOwnership, refuses without it)
      const clubId = clubIdParam(request);
      if (clubId !== null) {
        const found = await service.resolveWithClub(token, clubId);
        if (!found) throw unauthenticated();
        request.auth = found.auth;
        request.clubAccess = clubAccessFrom(clubId, found.club, found.auth.isAdmin);
        return found.auth;
      }
      const auth = await service.resolve(token);
      if (!auth) throw unauthenticated();
      request.auth = auth;
      return auth;
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
