import { env } from '#config/env.ts';

type SentryModule = typeof import('@sentry/react');

// Sentry is loaded only when a DSN is configured, so consoles without error reporting do not
// download it. Errors reported while it loads are sent once it is ready.
let sentry: SentryModule | null = null;
let loading: Promise<SentryModule | null> | null = null;

/** Starts error reporting, only when a DSN is set (spec: 10% of traces in production). */
export function initSentry(): Promise<SentryModule | null> {
  if (!env.sentryDsn) return Promise.resolve(null);
  loading ??= import('@sentry/react').then((module) => {
    module.init({
      dsn: env.sentryDsn,
      environment: env.mode,
      integrations: [module.browserTracingIntegration()],
      tracesSampleRate: env.isProduction ? 0.1 : 1.0,
    });
    sentry = module;
    return module;
  });
  return loading;
}

/** Reports an error with optional context; does nothing when reporting is off. */
export function reportError(error: unknown, context?: Record<string, unknown>) {
  const capture = (module: SentryModule | null) =>
    module?.captureException(error, context ? { extra: context } : undefined);
  if (sentry) capture(sentry);
  else if (loading) void loading.then(capture);
}
