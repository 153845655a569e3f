import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Error reporting to Sentry when SENTRY_DSN is set; a no-op otherwise. The SDK is imported only
 * when it is used: loading it (with its OpenTelemetry instrumentation) costs a start about a second.
 */
export default fp(
  async (app) => {
    const { sentryDsn, nodeEnv } = app.config;
    if (!sentryDsn) {
      app.decorate('reportError', () => {});
      return;
    }
    const Sentry = await import('@sentry/node');
    Sentry.init({
      dsn: sentryDsn,
      environment: nodeEnv,
      tracesSampleRate: nodeEnv === 'production' ? 0.1 : 1,
    });
    app.decorate('reportError', (error: unknown, request?: FastifyRequest) => {
      Sentry.withScope((scope) => {
        if (request) {
          scope.setTag('request_id', request.id);
          scope.setContext('request', { method: request.method, url: request.url });
          if (request.auth) scope.setUser({ id: String(request.auth.userId) });
        }
        Sentry.captureException(error);
      });
    });
    app.addHook('onClose', async () => {
      await Sentry.close(2000);
    });
  },
  { name: 'sentry', dependencies: ['config'] },
);
