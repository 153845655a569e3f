/**
 * Builds the Fastify app: shared services as plugins (config, db, mailer, auth), the one error
 * handler, then the routes of the contract. `server.ts` listens; tests call `app.inject`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '#config.ts';
import { type Database, openDatabase } from '#db/client.ts';
import { demoPhotoJob } from '#db/demo-photos/seed-demo-photos.ts';
import { normalizeStoredPhones } from '#db/normalize-stored-phones.ts';
import { demoGuestPath, seedDemo } from '#db/seed-demo.ts';
import { AccessLogController } from '#http/access-log.ts';
import { loadContract } from '#http/contract.ts';
import { buildLazySerializer } from '#http/lazy-compile.ts';
import { serializeRequest } from '#http/log-redaction.ts';
import { answerUnroutableUrl } from '#http/unroutable-url.ts';
import { type Clock, systemClock } from '#lib/clock.ts';
import type { PaymentProvider } from '#modules/payments/providers/payment-provider.ts';
import publicWebPagesPlugin from '#modules/public-pages/web-pages.ts';
import { service } from '#modules/service.ts';
import type { Translator } from '#modules/translations/translator.ts';
import authPlugin from '#plugins/auth.ts';
import billingClockPlugin from '#plugins/billing-clock.ts';
import configPlugin from '#plugins/config.ts';
import corsPlugin from '#plugins/cors.ts';
import dbPlugin from '#plugins/db.ts';
import docsPlugin from '#plugins/docs.ts';
import errorHandlerPlugin from '#plugins/error-handler.ts';
import guestMenusPlugin from '#plugins/guest-menus.ts';
import mailerPlugin from '#plugins/mailer.ts';
import menuReadingsPlugin from '#plugins/menu-readings.ts';
import metricsPlugin from '#plugins/metrics.ts';
import openapiPlugin from '#plugins/openapi.ts';
import paymentsPlugin from '#plugins/payments.ts';
import pushPlugin from '#plugins/push.ts';
import realtimePlugin from '#plugins/realtime.ts';
import securityHeadersPlugin from '#plugins/security-headers.ts';
import sentryPlugin from '#plugins/sentry.ts';
import translatorPlugin from '#plugins/translator.ts';
import uploadsPlugin from '#plugins/uploads.ts';

export interface BuildOptions {
  /** an open database to use (and leave open); by default one is opened from the config */
  database?: Database;
  clock?: Clock;
  /** a machine translator (or null: none) instead of the one DEEPL_* describes */
  translator?: Translator | null;
  /** a payment provider instead of the one STRIPE_* describes (Stripe, or the demo provider) */
  payments?: PaymentProvider;
  /** milliseconds between billing clock passes; 0: none (tests call `app.billingClock.runOnce()`) */
  billingClockIntervalMs?: number;
  /** milliseconds between passes of the push sender; 0: none (tests call `app.push.deliverDue()`) */
  pushIntervalMs?: number;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Node's own limit on the time to send a request's headers. */
const NODE_HEADERS_TIMEOUT_MS = 60_000;

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const requestTimeoutMs = config.requestTimeoutSeconds * 1000;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // no `redact`: the request serializer logs no header at all (no bearer, no cookie), and
      // redaction cost every log line a selective clone of its object
      serializers: { req: serializeRequest },
      ...(config.prettyLogs
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
    },
    genReqId: requestId,
    logController: new AccessLogController({ requestIdLogLabel: 'requestId' }),
    trustProxy: config.trustProxy,
    // A request still arriving after this is cut with a 408: Fastify's default is no limit at all,
    // which let a client that trickles its body hold a connection here for ever.
    requestTimeout: requestTimeoutMs,
    http: {
      // Node cuts a request at the later of the two deadlines (it swaps them when the headers'
      // is the longer), so the headers' may not be longer than the whole request's
      headersTimeout: Math.min(NODE_HEADERS_TIMEOUT_MS, requestTimeoutMs),
      // how often Node looks for requests past their deadline (its default is 30 s)
      connectionsCheckingInterval: Math.min(30_000, requestTimeoutMs),
    },
    schemaController: { compilersFactory: { buildSerializer: buildLazySerializer } },
    // an over-long or badly encoded path parameter: the contract's 404, not Fastify's own body
    frameworkErrors: (error, request, reply) => answerUnroutableUrl(error, request, reply),
  });

  const database = options.database ?? (await openDatabase(databaseTarget(config)));
  try {
    await app.register(configPlugin, { config, clock: options.clock ?? systemClock });
    // first of the hooks: every answer, even one a later onRequest hook ends early, carries them
    await app.register(securityHeadersPlugin);
    await app.register(dbPlugin, { database, closeWithApp: options.database === undefined });
    await app.register(sentryPlugin);
    await app.register(errorHandlerPlugin);
    await app.register(mailerPlugin);
    await app.register(authPlugin);
    await app.register(uploadsPlugin);
    await app.register(
      translatorPlugin,
      options.translator === undefined ? {} : { translator: options.translator },
    );
    await app.register(paymentsPlugin, options.payments ? { provider: options.payments } : {});
    await app.register(
      billingClockPlugin,
      options.billingClockIntervalMs === undefined ? {} : { intervalMs: options.billingClockIntervalMs },
    );
    await app.register(guestMenusPlugin);
    await app.register(menuReadingsPlugin);
    await app.register(
      pushPlugin,
      options.pushIntervalMs === undefined ? {} : { intervalMs: options.pushIntervalMs },
    );
    await app.register(realtimePlugin);
    // before the routes: it gives each contract route its request metrics as the route is made
    await app.register(metricsPlugin);
    const contract = loadContract();
    await app.register(corsPlugin, { contract });
    await app.register(docsPlugin, { document: contract.document });
    await app.register(publicWebPagesPlugin);
    await app.register(openapiPlugin, {
      contract,
      handlers: service,
      rateLimits: {
        ...config.rateLimits,
        logLanguage: { max: 60, windowMs: 60_000 },
        // a PDF is drawn on the server (a few hundred ms when not cached): a guest prints a menu or
        // two, a loop of requests from one address is refused (decision 030)
        getPublicMenuPdf: { max: 30, windowMs: 60_000 },
      },
    });
    if (config.demoPhotos) {
      // drawn once the server listens, so the start is no slower; stopped before the database
      // closes (docs/decisions/040)
      const demoPhotos = demoPhotoJob();
      app.addHook('onListen', async () => {
        demoPhotos.start({ db: app.db, uploads: app.uploads, log: app.log });
      });
      app.addHook('preClose', async () => demoPhotos.stop());
    }
    await app.ready();
    // before the demo seed, which finds the demo owner by its normal form
    await normalizeStoredPhones(app.db, config.phoneDefaultCountry, app.log);
    if (config.seedDemo) {
      await seedDemo(app.db, app.log, config.seller);
      app.log.info({ demoGuestPath: await demoGuestPath(app.db) }, 'demo guest menu');
    }
  } catch (error) {
    await app.close().catch(() => {});
    if (options.database === undefined) await database.close().catch(() => {});
    throw error;
  }
  return app;
}

function databaseTarget(config: AppConfig) {
  return config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl, directUrl: config.databaseDirectUrl } as const)
    : ({ kind: 'pglite', dataDir: config.dataDir } as const);
}
