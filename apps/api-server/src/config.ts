/**
 * Environment configuration, parsed and validated once at start. A bad value stops the server with a
 * message naming the variable (see `ConfigError`). Everything else reads the typed `AppConfig`.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PHONE_COUNTRY, isPhoneCountry, type PhoneCountry } from '@tavola/domain/phone-normal-form';
import { DEFAULT_GUEST_CACHE_MB } from '#modules/guests/cache-budget.ts';
import { EXAMPLE_SELLER, type InvoiceParty } from '#modules/payments/invoices/invoice-parties.ts';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type RateLimitStoreKind = 'memory' | 'database';

export interface RateLimitRule {
  /** requests allowed per window and client address */
  max: number;
  /** window length in milliseconds */
  windowMs: number;
}

export interface AppConfig {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  /** embedded PGlite data and other local files live here */
  dataDir: string;
  /** `postgres://…`; when set the server uses node-postgres instead of the embedded PGlite */
  databaseUrl: string | undefined;
  /**
   * Where the work that needs a session of its own connects: migrations under their advisory lock,
   * the LISTEN connection, pg_dump and pg_restore. DATABASE_DIRECT_URL when DATABASE_URL goes through
   * a pooler in transaction mode (PgBouncer), which cannot keep a session; else DATABASE_URL.
   * Undefined on the embedded database.
   */
  databaseDirectUrl: string | undefined;
  /** `smtp://` or `smtps://`; when unset mails go to the dev outbox (the log) */
  smtpUrl: string | undefined;
  mailFrom: string;
  teamEmail: string;
  consoleUrl: string;
  /** base of the guest menu app: the tables' QR codes open `{guestBaseUrl}/public/qrcodemenu/…` */
  guestBaseUrl: string;
  /**
   * the guest app's built files (its `dist/index.html` and `dist-server/render-page.js`), which the
   * clubs' public pages are rendered with (modules/public-pages); GUEST_APP_DIR, by default the
   * guest app of this repository
   */
  guestAppDir: string;
  /** where browsers reach this API (without /api/v1): base of links to the API in mails */
  publicApiUrl: string;
  corsOrigins: string[];
  /**
   * origins of the guest app (GUEST_ORIGINS): CORS on the public guest calls only. Default: the
   * origin of GUEST_BASE_URL when it is not the API's own.
   */
  guestOrigins: string[];
  sentryDsn: string | undefined;
  seedDemo: boolean;
  /**
   * DEMO_PHOTOS: draw the demo dishes' photos in the background after start (docs/decisions/040).
   * Default: with the demo, except in tests (a test that wants them draws them itself).
   */
  demoPhotos: boolean;
  /**
   * PHONE_DEFAULT_COUNTRY: the country of a phone number written without a country code, e.g.
   * "333 000 0000" (ISO 3166-1 alpha-2; default IT). Phones are stored in one form, E.164
   * (packages/domain phone-normal-form.ts, docs/decisions/031).
   */
  phoneDefaultCountry: PhoneCountry;
  logLevel: LogLevel;
  /** pretty logs (pino-pretty) instead of JSON lines */
  prettyLogs: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteMinutes: number;
  trustProxy: boolean | string;
  /**
   * HSTS_MAX_AGE: seconds browsers keep to HTTPS for the API's host (`Strict-Transport-Security`,
   * plugins/security-headers.ts); 0: the header is not sent
   */
  hstsMaxAgeSeconds: number;
  /** images uploaded by owners (club logos, menu banners) */
  uploads: UploadConfig;
  /** machine translation drafts through DeepL; undefined (no DEEPL_AUTH_KEY): machine drafts are off */
  deepl: DeepLConfig | undefined;
  /** Web Push to members' devices (modules/push) */
  push: PushConfig;
  /** card payments through Stripe; undefined (no STRIPE_SECRET_KEY): the built-in demo provider */
  stripe: StripeConfig | undefined;
  /**
   * Tavola's legal identity, printed as the seller on every invoice (SELLER_NAME, SELLER_ADDRESS,
   * SELLER_COUNTRY, SELLER_VAT); unset: an example company (`sellerIsExample`).
   */
  seller: InvoiceParty;
  sellerIsExample: boolean;
  /** GUEST_CACHE_MB: memory the guests' built menu documents may hold in this process (document-cache.ts) */
  guestCacheMb: number;
  /**
   * REQUEST_TIMEOUT_SECONDS: the longest a client may take to send one whole request, body included
   * (app.ts). The proxy streams bodies through, so without it a client trickling a body held its
   * connection and buffer in this process for ever.
   */
  requestTimeoutSeconds: number;
  /** Prometheus metrics (plugins/metrics.ts); both off by default: nothing is served */
  metrics: MetricsConfig;
  rateLimitStore: RateLimitStoreKind;
  rateLimits: {
    login: RateLimitRule;
    startTotpEnrolment: RateLimitRule;
    createUser: RateLimitRule;
    recoverPassword: RateLimitRule;
    resetPassword: RateLimitRule;
    /** per address: a club's owner inviting a crowd, or a script */
    inviteClubMember: RateLimitRule;
  };
}

export interface MetricsConfig {
  /** METRICS_PORT: a listener of its own serving only the metrics; undefined: none */
  port: number | undefined;
  /** METRICS_HOST: where that listener binds; default: the API's HOST */
  host: string;
  /** METRICS_TOKEN: `/metrics` on the API port too, for `Authorization: Bearer <token>` only */
  token: string | undefined;
}

/** S3-compatible storage of uploaded images (S3_* variables); absent: the local disk store. */
export interface S3Config {
  bucket: string;
  region: string;
  /** e.g. a MinIO or R2 address; absent: AWS S3 */
  endpoint: string | undefined;
  /** absent: the AWS SDK's default credential chain (environment, instance role…) */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** key prefix inside the bucket, e.g. `images/` */
  prefix: string;
}

export interface UploadConfig {
  /** HMAC key of the signed upload addresses; several API processes must share it */
  secret: string;
  /** the local disk store, used when `s3` is absent */
  dir: string;
  s3: S3Config | undefined;
}

export interface DeepLConfig {
  /** DEEPL_AUTH_KEY: a secret, never logged */
  authKey: string;
  /** DEEPL_SERVER_URL; undefined: deepl-node picks the free or pro API by the key's `:fx` suffix */
  serverUrl: string | undefined;
}

export interface PushConfig {
  /**
   * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, as `web-push generate-vapid-keys` prints
   * them): a deployment's own pair. Unset: the pair made at first start and kept in the database
   * (modules/push/vapid.ts).
   */
  keys: { publicKey: string; privateKey: string } | undefined;
  /** VAPID_SUBJECT: how push services reach the sender (mailto: or https:); default mailto:TEAM_EMAIL */
  subject: string;
  /**
   * PUSH_ALLOW_LOCAL_ENDPOINTS: lets loopback push endpoints in (development and tests, never
   * production): the local push endpoint the tests decrypt with
   */
  allowLocalEndpoints: boolean;
}

export interface StripeConfig {
  /** STRIPE_SECRET_KEY: a secret, never logged */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET (whsec_…): verifies the events Stripe posts; required with the key */
  webhookSecret: string;
  /** STRIPE_API_URL; undefined: api.stripe.com. Tests point it at the fake Stripe (src/test/fake-stripe.ts) */
  apiUrl: URL | undefined;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = read(env, name);
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')} (got "${value}")`);
  }
  return value as T;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new ConfigError(name, `must be a whole number (got "${value}")`);
  const parsed = Number(value);
  if (parsed < min || parsed > max) {
    throw new ConfigError(name, `must be between ${min} and ${max} (got ${parsed})`);
  }
  return parsed;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const value = read(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  throw new ConfigError(name, `must be true or false (got "${value}")`);
}

function url(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const value = read(env, name);
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(name, 'must be a valid URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return value;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

function phoneCountry(env: Env, name: string): PhoneCountry {
  const value = read(env, name);
  if (value === undefined) return DEFAULT_PHONE_COUNTRY;
  const code = value.toUpperCase();
  if (!isPhoneCountry(code)) {
    throw new ConfigError(name, `must be a two-letter country code such as IT or FR (got "${value}")`);
  }
  return code;
}

function email(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  // MAIL_FROM may be `Name <address>`
  const address = /<([^>]+)>\s*$/.exec(value)?.[1] ?? value;
  if (!EMAIL.test(address)) throw new ConfigError(name, `must be an email address (got "${value}")`);
  return value;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function base64urlBytes(env: Env, name: string, bytes: number): string | undefined {
  const value = read(env, name);
  if (value === undefined) return undefined;
  if (!BASE64URL.test(value) || Buffer.from(value, 'base64url').length !== bytes) {
    throw new ConfigError(
      name,
      `must be ${bytes} bytes in base64url (web-push generate-vapid-keys prints a pair)`,
    );
  }
  return value;
}

function push(env: Env, production: boolean, teamEmail: string): PushConfig {
  const publicKey = base64urlBytes(env, 'VAPID_PUBLIC_KEY', 65);
  const privateKey = base64urlBytes(env, 'VAPID_PRIVATE_KEY', 32);
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new ConfigError(
      publicKey === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY',
      'is needed with the other key of the pair',
    );
  }
  const subject = read(env, 'VAPID_SUBJECT') ?? `mailto:${/<([^>]+)>\s*$/.exec(teamEmail)?.[1] ?? teamEmail}`;
  if (!/^(mailto:|https:\/\/)/.test(subject)) {
    throw new ConfigError('VAPID_SUBJECT', 'must start with mailto: or https://');
  }
  const allowLocalEndpoints = boolean(env, 'PUSH_ALLOW_LOCAL_ENDPOINTS', false);
  if (production && allowLocalEndpoints) {
    throw new ConfigError(
      'PUSH_ALLOW_LOCAL_ENDPOINTS',
      'must not be true when NODE_ENV=production (it lets the server post to loopback addresses)',
    );
  }
  return {
    keys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    subject,
    allowLocalEndpoints,
  };
}

function trustProxy(env: Env): boolean | string {
  const value = read(env, 'TRUST_PROXY');
  if (value === undefined) return false;
  const lower = value.toLowerCase();
  if (['true', '1', 'yes'].includes(lower)) return true;
  if (['false', '0', 'no'].includes(lower)) return false;
  // a comma list of addresses/CIDRs, as Fastify's trustProxy accepts
  if (!/^[0-9a-fA-F.:/,\s]+$/.test(value)) {
    throw new ConfigError('TRUST_PROXY', 'must be true, false or a comma list of addresses/CIDR ranges');
  }
  return value;
}

const MINUTE = 60_000;

/** Bytes of entropy a production UPLOAD_SECRET must at least carry (as 32 characters). */
const UPLOAD_SECRET_MIN_LENGTH = 32;

function uploads(env: Env, production: boolean, dataDir: string): UploadConfig {
  const configured = read(env, 'UPLOAD_SECRET');
  if (configured === undefined && production) {
    throw new ConfigError(
      'UPLOAD_SECRET',
      `is required when NODE_ENV=production (at least ${UPLOAD_SECRET_MIN_LENGTH} random characters, the same for every API process)`,
    );
  }
  if (configured !== undefined && configured.length < UPLOAD_SECRET_MIN_LENGTH) {
    throw new ConfigError('UPLOAD_SECRET', `must be at least ${UPLOAD_SECRET_MIN_LENGTH} characters long`);
  }
  // development: a key per process (upload addresses issued before a restart stop working)
  const secret = configured ?? randomBytes(32).toString('base64url');
  const dir = path.resolve(read(env, 'UPLOAD_DIR') ?? path.join(dataDir, 'uploads'));

  const bucket = read(env, 'S3_BUCKET');
  const s3Names = [
    'S3_REGION',
    'S3_ENDPOINT',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
    'S3_PREFIX',
  ];
  if (bucket === undefined) {
    const stray = s3Names.find((name) => read(env, name) !== undefined);
    if (stray) throw new ConfigError('S3_BUCKET', `is required when ${stray} is set`);
    return { secret, dir, s3: undefined };
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError('S3_BUCKET', `must be a bucket name (got "${bucket}")`);
  }
  const endpoint = url(env, 'S3_ENDPOINT', ['http:', 'https:']);
  const accessKeyId = read(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = read(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError(
      accessKeyId === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY',
      'must be set together with its pair (or neither, for the default AWS credential chain)',
    );
  }
  const prefix = read(env, 'S3_PREFIX') ?? '';
  if (!/^([A-Za-z0-9._-]+\/)*$/.test(prefix)) {
    throw new ConfigError('S3_PREFIX', `must be folder names ending with / (got "${prefix}")`);
  }
  return {
    secret,
    dir,
    s3: {
      bucket,
      region: read(env, 'S3_REGION') ?? 'us-east-1',
      endpoint,
      credentials:
        accessKeyId !== undefined && secretAccessKey !== undefined
          ? { accessKeyId, secretAccessKey }
          : undefined,
      // MinIO and most self-hosted stores want path-style addresses
      forcePathStyle: boolean(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
      prefix,
    },
  };
}

function deepl(env: Env): DeepLConfig | undefined {
  const authKey = read(env, 'DEEPL_AUTH_KEY');
  const serverUrl = url(env, 'DEEPL_SERVER_URL', ['http:', 'https:']);
  if (authKey === undefined) {
    // an address without a key would silently leave machine drafts off
    if (serverUrl !== undefined)
      throw new ConfigError('DEEPL_AUTH_KEY', 'is required when DEEPL_SERVER_URL is set');
    return undefined;
  }
  return { authKey, serverUrl: serverUrl?.replace(/\/+$/, '') };
}

function stripe(env: Env): StripeConfig | undefined {
  const secretKey = read(env, 'STRIPE_SECRET_KEY');
  const webhookSecret = read(env, 'STRIPE_WEBHOOK_SECRET');
  const apiUrl = url(env, 'STRIPE_API_URL', ['http:', 'https:']);
  if (secretKey === undefined) {
    // half a configuration would silently fall back to demo payments
    if (webhookSecret !== undefined)
      throw new ConfigError('STRIPE_SECRET_KEY', 'is required when STRIPE_WEBHOOK_SECRET is set');
    if (apiUrl !== undefined)
      throw new ConfigError('STRIPE_SECRET_KEY', 'is required when STRIPE_API_URL is set');
    return undefined;
  }
  if (webhookSecret === undefined) {
    throw new ConfigError(
      'STRIPE_WEBHOOK_SECRET',
      "is required when STRIPE_SECRET_KEY is set (Stripe's events keep subscriptions up to date)",
    );
  }
  return { secretKey, webhookSecret, apiUrl: apiUrl === undefined ? undefined : new URL(apiUrl) };
}

/**
 * The seller of the invoices: all three of SELLER_NAME, SELLER_ADDRESS (lines separated by `;`) and
 * SELLER_VAT, or none (the example company). SELLER_COUNTRY: ISO 3166-1 alpha-2, default IT.
 */
function seller(env: Env): { seller: InvoiceParty; sellerIsExample: boolean } {
  const name = read(env, 'SELLER_NAME');
  const address = read(env, 'SELLER_ADDRESS');
  const vatNumber = read(env, 'SELLER_VAT');
  const country = read(env, 'SELLER_COUNTRY');
  if (country !== undefined && !/^[A-Z]{2}$/.test(country))
    throw new ConfigError(
      'SELLER_COUNTRY',
      `must be a two-letter country code such as IT (got "${country}")`,
    );
  const given = { SELLER_NAME: name, SELLER_ADDRESS: address, SELLER_VAT: vatNumber };
  const missing = Object.entries(given).filter(([, value]) => value === undefined);
  if (missing.length === 3) {
    if (country !== undefined)
      throw new ConfigError(
        'SELLER_NAME',
        'is required when SELLER_COUNTRY is set (with SELLER_ADDRESS and SELLER_VAT)',
      );
    return { seller: EXAMPLE_SELLER, sellerIsExample: true };
  }
  // half a seller would print invoices with the example company's address or VAT number
  const [first] = missing;
  if (first)
    throw new ConfigError(first[0], 'is required when any of SELLER_NAME, SELLER_ADDRESS, SELLER_VAT is set');
  const addressLines = (address ?? '')
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    seller: { name: name ?? '', addressLines, country: country ?? 'IT', vatNumber: vatNumber ?? '' },
    sellerIsExample: false,
  };
}

const defaultRateLimits: AppConfig['rateLimits'] = {
  login: { max: 10, windowMs: MINUTE },
  startTotpEnrolment: { max: 10, windowMs: MINUTE },
  createUser: { max: 5, windowMs: MINUTE },
  recoverPassword: { max: 5, windowMs: MINUTE },
  resetPassword: { max: 10, windowMs: MINUTE },
  inviteClubMember: { max: 30, windowMs: MINUTE },
};

/** A comma list of origins (`https://example.com`); undefined when the variable is unset. */
function origins(env: Env, name: string): string[] | undefined {
  const value = read(env, name);
  if (value === undefined) return undefined;
  const list = value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of list) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new ConfigError(
        name,
        `must be a comma list of origins like https://example.com (got "${origin}")`,
      );
    }
  }
  return list;
}

/** A bearer token shorter than this could be guessed by anyone who reaches the API port. */
const METRICS_TOKEN_MIN_LENGTH = 32;

function metrics(env: Env, host: string, apiPort: number): MetricsConfig {
  const port =
    read(env, 'METRICS_PORT') === undefined ? undefined : integer(env, 'METRICS_PORT', 0, 0, 65535);
  if (port !== undefined && port !== 0 && port === apiPort) {
    throw new ConfigError('METRICS_PORT', `must not be the API's PORT (${apiPort})`);
  }
  const token = read(env, 'METRICS_TOKEN');
  if (token !== undefined && !/^[\x21-\x7e]+$/.test(token)) {
    throw new ConfigError('METRICS_TOKEN', 'must be printable ASCII without spaces');
  }
  if (token !== undefined && token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new ConfigError(
      'METRICS_TOKEN',
      `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters (e.g. openssl rand -hex 32)`,
    );
  }
  return { port, host: read(env, 'METRICS_HOST') ?? host, token };
}

/**
 * What production must set: development's defaults (a ./data directory, localhost addresses) would
 * start a server that stores data where nobody backs it up and mails links nobody can open.
 */
const PRODUCTION_REQUIRED: (string | string[])[] = [
  ['DATABASE_URL', 'DATA_DIR'],
  'UPLOAD_SECRET',
  'PUBLIC_API_URL',
  'CONSOLE_URL',
  'GUEST_BASE_URL',
];

/** With NODE_ENV=production: every required variable that is missing, named at once. */
function requireProductionSettings(env: Env): void {
  const missing = PRODUCTION_REQUIRED.filter((names) =>
    [names].flat().every((name) => read(env, name) === undefined),
  ).map((names) => [names].flat().join(' or '));
  if (missing.length > 0) {
    throw new ConfigError(
      missing.join(', '),
      `${missing.length === 1 ? 'is' : 'are'} required when NODE_ENV=production`,
    );
  }
}

/**
 * Two minutes: the largest upload (a 10 MB dish photo) at about 700 kbit/s, a 5 MB logo or
 * spreadsheet at about 350 kbit/s, an owner's slow uplink, still arrives whole. (The console sends
 * a photo as it cropped it, re-encoded: far smaller than the camera's file.)
 */
const DEFAULT_REQUEST_TIMEOUT_SECONDS = 120;

/** A year: what OWASP and the HSTS preload list ask for at least. */
const HSTS_DEFAULT_SECONDS = 31_536_000;
/** Two years; a larger value is most likely milliseconds typed as seconds. */
const HSTS_MAX_SECONDS = 2 * HSTS_DEFAULT_SECONDS;

/**
 * On by default only where browsers reach the API over TLS in production (a proxy such as Caddy
 * may terminate it: PUBLIC_API_URL says what browsers see, not the API's own plain-http port).
 * Elsewhere it is off: browsers ignore it over plain http (development), and a staging host on
 * https should opt in knowingly, since a browser then refuses plain http to that name for max-age.
 */
function hstsMaxAge(env: Env, production: boolean, publicApiUrl: string): number {
  const behindTls = production && new URL(publicApiUrl).protocol === 'https:';
  return integer(env, 'HSTS_MAX_AGE', behindTls ? HSTS_DEFAULT_SECONDS : 0, 0, HSTS_MAX_SECONDS);
}

/** Parses the environment. Throws `ConfigError` naming the first bad variable. */
export function loadConfig(env: Env = process.env, options: { isTTY?: boolean } = {}): AppConfig {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const production = nodeEnv === 'production';
  if (production) requireProductionSettings(env);
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const databaseDirectUrl = url(env, 'DATABASE_DIRECT_URL', ['postgres:', 'postgresql:']);
  if (databaseDirectUrl !== undefined && databaseUrl === undefined) {
    throw new ConfigError('DATABASE_DIRECT_URL', 'needs DATABASE_URL (the pooled connection) as well');
  }

  const seedDemo = boolean(env, 'SEED_DEMO', !production && databaseUrl === undefined);
  if (production && seedDemo) {
    throw new ConfigError(
      'SEED_DEMO',
      'must not be true when NODE_ENV=production (the demo account is public)',
    );
  }

  const demoPhotos = seedDemo && boolean(env, 'DEMO_PHOTOS', nodeEnv !== 'test');

  const corsOrigins = origins(env, 'CORS_ORIGINS') ?? [];

  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? './data');
  const consoleUrl = url(env, 'CONSOLE_URL', ['http:', 'https:']) ?? 'http://localhost:5173';
  const publicApiUrl = url(env, 'PUBLIC_API_URL', ['http:', 'https:']) ?? 'http://localhost:8080';
  const guestBaseUrl = url(env, 'GUEST_BASE_URL', ['http:', 'https:']) ?? 'http://localhost:5174';
  const guestOrigins =
    origins(env, 'GUEST_ORIGINS') ??
    (new URL(guestBaseUrl).origin === new URL(publicApiUrl).origin ? [] : [new URL(guestBaseUrl).origin]);
  const sessionIdleMinutes = integer(env, 'SESSION_IDLE_MINUTES', 7 * 24 * 60, 5, 365 * 24 * 60);
  const sessionAbsoluteMinutes = integer(env, 'SESSION_ABSOLUTE_MINUTES', 30 * 24 * 60, 5, 365 * 24 * 60);
  if (sessionAbsoluteMinutes < sessionIdleMinutes) {
    throw new ConfigError('SESSION_ABSOLUTE_MINUTES', 'must not be shorter than SESSION_IDLE_MINUTES');
  }

  const host = read(env, 'HOST') ?? '127.0.0.1';
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const teamEmail = email(env, 'TEAM_EMAIL', 'team@tavola.local');

  return {
    nodeEnv,
    host,
    port,
    dataDir,
    databaseUrl,
    databaseDirectUrl: databaseDirectUrl ?? databaseUrl,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: email(env, 'MAIL_FROM', 'Tavola <no-reply@tavola.local>'),
    teamEmail,
    consoleUrl: consoleUrl.replace(/\/+$/, ''),
    guestBaseUrl: guestBaseUrl.replace(/\/+$/, ''),
    // two folders up from this module, in its source (src/) as in its build (dist/): apps/guest-menu
    guestAppDir: path.resolve(
      read(env, 'GUEST_APP_DIR') ?? fileURLToPath(new URL('../../guest-menu', import.meta.url)),
    ),
    publicApiUrl: publicApiUrl.replace(/\/+$/, ''),
    corsOrigins,
    guestOrigins,
    sentryDsn: url(env, 'SENTRY_DSN', ['http:', 'https:']),
    seedDemo,
    demoPhotos,
    phoneDefaultCountry: phoneCountry(env, 'PHONE_DEFAULT_COUNTRY'),
    logLevel: oneOf(
      env,
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
      nodeEnv === 'test' ? 'silent' : 'info',
    ),
    prettyLogs: nodeEnv === 'development' && (options.isTTY ?? false),
    sessionIdleMinutes,
    sessionAbsoluteMinutes,
    trustProxy: trustProxy(env),
    hstsMaxAgeSeconds: hstsMaxAge(env, production, publicApiUrl),
    uploads: uploads(env, production, dataDir),
    deepl: deepl(env),
    push: push(env, production, teamEmail),
    stripe: stripe(env),
    ...seller(env),
    guestCacheMb: integer(env, 'GUEST_CACHE_MB', DEFAULT_GUEST_CACHE_MB, 1, 1024 * 1024),
    requestTimeoutSeconds: integer(env, 'REQUEST_TIMEOUT_SECONDS', DEFAULT_REQUEST_TIMEOUT_SECONDS, 1, 3600),
    metrics: metrics(env, host, port),
    rateLimitStore: oneOf(
      env,
      'RATE_LIMIT_STORE',
      ['memory', 'database'] as const,
      databaseUrl === undefined ? 'memory' : 'database',
    ),
    rateLimits: defaultRateLimits,
  };
}

/**
 * What a valid configuration may still get wrong, logged as warnings at start (server.ts). The
 * embedded database in production is allowed (DATA_DIR, one process on one machine) but cannot be
 * made safe against a power cut: docs/decisions/019-pglite-durability.md.
 */
export function startupWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  if (config.nodeEnv === 'production' && config.stripe && config.sellerIsExample) {
    warnings.push(
      'Invoices name an example company as the seller: set SELLER_NAME, SELLER_ADDRESS, SELLER_COUNTRY and SELLER_VAT to Tavola’s legal identity (docs/decisions/033).',
    );
  }
  if (config.nodeEnv === 'production' && config.databaseUrl === undefined) {
    warnings.push(
      `The embedded database (DATA_DIR=${config.dataDir}) is for development and demos: it serves one process only and a power cut or machine crash can lose or corrupt its last writes. Set DATABASE_URL to a PostgreSQL database for production (docs/decisions/019-pglite-durability.md).`,
    );
  }
  return warnings;
}
