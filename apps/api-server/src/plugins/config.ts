import fp from 'fastify-plugin';
import type { AppConfig } from '#config.ts';
import type { Clock } from '#lib/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** "now" for sessions, links and TOTP; tests inject a manual clock */
    clock: Clock;
  }
}

export default fp<{ config: AppConfig; clock: Clock }>(
  async (app, { config, clock }) => {
    app.decorate('config', config);
    app.decorate('clock', clock);
  },
  { name: 'config' },
);
