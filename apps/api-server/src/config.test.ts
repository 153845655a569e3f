import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startupWarnings } from './config.ts';
import { EXAMPLE_SELLER } from './modules/payments/invoices/invoice-parties.ts';

/** Everything production requires (requireProductionSettings). */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://tavola@db.internal:5432/tavola',
  UPLOAD_SECRET: 'x'.repeat(32),
  PUBLIC_API_URL: 'https://api.tavola.example',
  CONSOLE_URL: 'https://console.tavola.example',
  GUEST_BASE_URL: 'https://menu.tavola.example',
};

describe('configuration from the environment', () => {
  it('has working defaults for the embedded development setup', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 8080,
      databaseUrl: undefined,
      smtpUrl: undefined,
      consoleUrl: 'http://localhost:5173',
      publicApiUrl: 'http://localhost:8080',
      guestBaseUrl: 'http://localhost:5174',
      corsOrigins: [],
      guestOrigins: ['http://localhost:5174'],
      seedDemo: true,
      demoPhotos: true,
      logLevel: 'info',
      sessionIdleMinutes: 7 * 24 * 60,
      sessionAbsoluteMinutes: 30 * 24 * 60,
      trustProxy: false,
      rateLimitStore: 'memory',
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('draws the demo photos with the demo, except in tests or when told not to', () => {
    expect(loadConfig({ SEED_DEMO: 'true' }).demoPhotos).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'true', NODE_ENV: 'test' }).demoPhotos).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'true', NODE_ENV: 'test', DEMO_PHOTOS: 'true' }).demoPhotos).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'true', DEMO_PHOTOS: 'false' }).demoPhotos).toBe(false);
    // no demo, no demo photos
    expect(loadConfig({ SEED_DEMO: 'false', DEMO_PHOTOS: 'true' }).demoPhotos).toBe(false);
  });

  it('does not seed demo data by default in production or on PostgreSQL', () => {
    expect(loadConfig(PRODUCTION).seedDemo).toBe(false);
    const { DATABASE_URL: _, ...embedded } = PRODUCTION;
    expect(loadConfig({ ...embedded, DATA_DIR: '/srv/tavola' }).seedDemo).toBe(false);
    const postgres = loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/tavola' });
    expect(postgres.seedDemo).toBe(false);
    expect(postgres.rateLimitStore).toBe('database');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/tavola', SEED_DEMO: 'true' }).seedDemo).toBe(
      true,
    );
  });

  it('keeps the session work (migrations, LISTEN, backups) on DATABASE_DIRECT_URL when a pooler is in front', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/tavola' }).databaseDirectUrl).toBe(
      'postgres://u@localhost:5432/tavola',
    );
    const pooled = loadConfig({
      DATABASE_URL: 'postgres://u@pgbouncer:6432/tavola',
      DATABASE_DIRECT_URL: 'postgres://u@db:5432/tavola',
    });
    expect(pooled.databaseUrl).toBe('postgres://u@pgbouncer:6432/tavola');
    expect(pooled.databaseDirectUrl).toBe('postgres://u@db:5432/tavola');
    expect(loadConfig({}).databaseDirectUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'postgres://u@db:5432/tavola' })).toThrow(
      new ConfigError('DATABASE_DIRECT_URL', 'needs DATABASE_URL (the pooled connection) as well'),
    );
  });

  it('warns at start when production runs on the embedded database', () => {
    expect(startupWarnings(loadConfig(PRODUCTION))).toEqual([]);
    expect(startupWarnings(loadConfig({ DATA_DIR: '/srv/tavola' }))).toEqual([]);
    const { DATABASE_URL: _, ...embedded } = PRODUCTION;
    const [warning, ...others] = startupWarnings(loadConfig({ ...embedded, DATA_DIR: '/srv/tavola' }));
    expect(others).toEqual([]);
    expect(warning).toMatch(/embedded database \(DATA_DIR=\/srv\/tavola\).*Set DATABASE_URL/);
  });

  it('sends HSTS by default only in production behind https, for a year; HSTS_MAX_AGE=0 turns it off', () => {
    expect(loadConfig(PRODUCTION).hstsMaxAgeSeconds).toBe(31_536_000);
    // plain http in development, tests, or a production reached over http: no header
    expect(loadConfig({}).hstsMaxAgeSeconds).toBe(0);
    expect(
      loadConfig({ NODE_ENV: 'test', PUBLIC_API_URL: 'https://api.tavola.example' }).hstsMaxAgeSeconds,
    ).toBe(0);
    expect(loadConfig({ ...PRODUCTION, PUBLIC_API_URL: 'http://10.0.0.5:8080' }).hstsMaxAgeSeconds).toBe(0);
    expect(loadConfig({ ...PRODUCTION, HSTS_MAX_AGE: '0' }).hstsMaxAgeSeconds).toBe(0);
    expect(loadConfig({ ...PRODUCTION, HSTS_MAX_AGE: '63072000' }).hstsMaxAgeSeconds).toBe(63_072_000);
    expect(loadConfig({ HSTS_MAX_AGE: '300' }).hstsMaxAgeSeconds).toBe(300);
  });

  it('refuses demo data in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
  });

  it('refuses to start in production without its database, upload secret and addresses, naming them all', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      new ConfigError(
        'DATABASE_URL or DATA_DIR, UPLOAD_SECRET, PUBLIC_API_URL, CONSOLE_URL, GUEST_BASE_URL',
        'are required when NODE_ENV=production',
      ),
    );
    const { CONSOLE_URL: _, ...withoutConsole } = PRODUCTION;
    expect(() => loadConfig(withoutConsole)).toThrow(
      new ConfigError('CONSOLE_URL', 'is required when NODE_ENV=production'),
    );
    expect(loadConfig(PRODUCTION).nodeEnv).toBe('production');
  });

  it.each([
    ['PORT', 'eighty', /PORT must be a whole number/],
    ['PORT', '70000', /PORT must be between 0 and 65535/],
    ['NODE_ENV', 'staging', /NODE_ENV must be one of/],
    ['DATABASE_URL', 'mysql://localhost/db', /DATABASE_URL must start with postgres:\/\//],
    ['DATABASE_DIRECT_URL', 'db:5432', /DATABASE_DIRECT_URL must/],
    ['SMTP_URL', 'not a url', /SMTP_URL must be a valid URL/],
    ['CONSOLE_URL', 'ftp://x', /CONSOLE_URL must start with http:\/\/ or https:\/\//],
    ['PUBLIC_API_URL', 'api.tavola.app', /PUBLIC_API_URL must be a valid URL/],
    ['GUEST_BASE_URL', 'menu.tavola.app', /GUEST_BASE_URL must be a valid URL/],
    ['MAIL_FROM', 'nobody', /MAIL_FROM must be an email address/],
    ['CORS_ORIGINS', 'https://a.example,nope', /CORS_ORIGINS/],
    ['GUEST_ORIGINS', 'https://menu.example/path', /GUEST_ORIGINS/],
    ['SEED_DEMO', 'maybe', /SEED_DEMO must be true or false/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of/],
    ['SESSION_IDLE_MINUTES', '-1', /SESSION_IDLE_MINUTES must be a whole number/],
    ['GUEST_CACHE_MB', '0', /GUEST_CACHE_MB must be between 1 and/],
    ['GUEST_CACHE_MB', '1.5GB', /GUEST_CACHE_MB must be a whole number/],
    ['TRUST_PROXY', 'sometimes', /TRUST_PROXY/],
    ['HSTS_MAX_AGE', 'one year', /HSTS_MAX_AGE must be a whole number/],
    ['HSTS_MAX_AGE', '31536000000', /HSTS_MAX_AGE must be between 0 and 63072000/],
    ['DEEPL_SERVER_URL', 'api.deepl.com', /DEEPL_SERVER_URL must be a valid URL/],
    ['DEEPL_SERVER_URL', 'ftp://deepl.example', /DEEPL_SERVER_URL must start with http:\/\/ or https:\/\//],
  ])('names the variable when %s=%s is wrong', (name, value, message) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(name);
    expect((error as Error).message).toMatch(message);
  });

  it('parses lists, URLs and proxies', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://console.tavola.app, https://menu.tavola.app',
      CONSOLE_URL: 'https://console.tavola.app/',
      PUBLIC_API_URL: 'https://api.tavola.app/',
      GUEST_BASE_URL: 'https://menu.tavola.app/',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      MAIL_FROM: 'Tavola <hello@tavola.app>',
    });
    expect(config.corsOrigins).toEqual(['https://console.tavola.app', 'https://menu.tavola.app']);
    expect(config.consoleUrl).toBe('https://console.tavola.app');
    expect(config.publicApiUrl).toBe('https://api.tavola.app');
    expect(config.guestBaseUrl).toBe('https://menu.tavola.app');
    expect(config.trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(config.mailFrom).toBe('Tavola <hello@tavola.app>');
    // the guest app's origin gets CORS on the guest calls, by default from GUEST_BASE_URL
    expect(config.guestOrigins).toEqual(['https://menu.tavola.app']);
    expect(
      loadConfig({ GUEST_ORIGINS: 'https://menu.tavola.app, https://qr.tavola.app' }).guestOrigins,
    ).toEqual(['https://menu.tavola.app', 'https://qr.tavola.app']);
    // served by the API's own origin: no CORS needed
    expect(
      loadConfig({ GUEST_BASE_URL: 'https://tavola.app/menu', PUBLIC_API_URL: 'https://tavola.app' })
        .guestOrigins,
    ).toEqual([]);
  });

  it("sizes the guests' document cache in megabytes, 512 unless GUEST_CACHE_MB says otherwise", () => {
    expect(loadConfig({}).guestCacheMb).toBe(512);
    expect(loadConfig({ GUEST_CACHE_MB: '2048' }).guestCacheMb).toBe(2048);
  });

  it('serves no metrics unless METRICS_PORT or METRICS_TOKEN says where', () => {
    expect(loadConfig({}).metrics).toEqual({ port: undefined, host: '127.0.0.1', token: undefined });
    const token = 'a'.repeat(32);
    // the separate listener binds where the API does unless METRICS_HOST says otherwise
    expect(loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '9464', METRICS_TOKEN: token }).metrics).toEqual({
      port: 9464,
      host: '0.0.0.0',
      token,
    });
    expect(loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '0', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      port: 0,
      host: '10.0.0.5',
      token: undefined,
    });
  });

  it.each([
    [{ METRICS_PORT: 'nine' }, /METRICS_PORT must be a whole number/],
    [{ METRICS_PORT: '70000' }, /METRICS_PORT must be between 0 and 65535/],
    [{ PORT: '9000', METRICS_PORT: '9000' }, /METRICS_PORT must not be the API's PORT \(9000\)/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 32 characters/],
    [{ METRICS_TOKEN: `${'a'.repeat(32)} b` }, /METRICS_TOKEN must be printable ASCII without spaces/],
  ])('refuses metrics settings %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('keeps the absolute session time at least as long as the idle time', () => {
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '600', SESSION_ABSOLUTE_MINUTES: '60' })).toThrow(
      /SESSION_ABSOLUTE_MINUTES/,
    );
  });

  it('turns machine translation on with DEEPL_AUTH_KEY, optionally at DEEPL_SERVER_URL', () => {
    expect(loadConfig({}).deepl).toBeUndefined();
    expect(loadConfig({ DEEPL_AUTH_KEY: ' ' }).deepl).toBeUndefined();
    // without an address deepl-node picks the free or pro API from the key
    expect(loadConfig({ DEEPL_AUTH_KEY: 'abc:fx' }).deepl).toEqual({
      authKey: 'abc:fx',
      serverUrl: undefined,
    });
    expect(loadConfig({ DEEPL_AUTH_KEY: 'abc', DEEPL_SERVER_URL: 'http://127.0.0.1:9999/' }).deepl).toEqual({
      authKey: 'abc',
      serverUrl: 'http://127.0.0.1:9999',
    });
  });

  it('signs pushes with the VAPID pair of the environment, both keys or neither, or the stored one', () => {
    const pair = {
      VAPID_PUBLIC_KEY: Buffer.alloc(65, 4).toString('base64url'),
      VAPID_PRIVATE_KEY: Buffer.alloc(32, 7).toString('base64url'),
    };
    expect(loadConfig({}).push).toEqual({
      keys: undefined,
      subject: 'mailto:team@tavola.local',
      allowLocalEndpoints: false,
    });
    expect(loadConfig({ ...pair, VAPID_SUBJECT: 'https://tavola.example' }).push).toMatchObject({
      keys: { publicKey: pair.VAPID_PUBLIC_KEY, privateKey: pair.VAPID_PRIVATE_KEY },
      subject: 'https://tavola.example',
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ ...pair, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://tavola.example' })).toThrow(/VAPID_SUBJECT/);
  });

  it('lets loopback push endpoints in only outside production', () => {
    expect(loadConfig({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' }).push.allowLocalEndpoints).toBe(true);
    expect(() => loadConfig({ ...PRODUCTION, PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' })).toThrow(
      /PUSH_ALLOW_LOCAL_ENDPOINTS/,
    );
  });

  it('refuses a DeepL address without a key (machine drafts would silently stay off)', () => {
    expect(() => loadConfig({ DEEPL_SERVER_URL: 'https://api.deepl.com' })).toThrow(
      /DEEPL_AUTH_KEY is required when DEEPL_SERVER_URL is set/,
    );
  });

  it('prints the configured seller on invoices, all of it or nothing (an example company)', () => {
    expect(loadConfig({})).toMatchObject({ seller: EXAMPLE_SELLER, sellerIsExample: true });
    expect(
      loadConfig({
        SELLER_NAME: 'Tavola Software S.p.A.',
        SELLER_ADDRESS: ' Corso Magenta 10 ;20123 Milano MI; ',
        SELLER_VAT: 'IT12345678903',
        SELLER_COUNTRY: 'IT',
      }),
    ).toMatchObject({
      seller: {
        name: 'Tavola Software S.p.A.',
        addressLines: ['Corso Magenta 10', '20123 Milano MI'],
        country: 'IT',
        vatNumber: 'IT12345678903',
      },
      sellerIsExample: false,
    });
    // half a seller would print the example company's VAT number under a real name
    expect(() =>
      loadConfig({ SELLER_NAME: 'Tavola Software S.p.A.', SELLER_ADDRESS: 'Corso Magenta 10' }),
    ).toThrow(/SELLER_VAT is required when any of SELLER_NAME, SELLER_ADDRESS, SELLER_VAT is set/);
    expect(() => loadConfig({ SELLER_COUNTRY: 'Italy' })).toThrow(/SELLER_COUNTRY must be a two-letter/);
    const production = loadConfig({
      ...PRODUCTION,
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(startupWarnings(production).join('\n')).toMatch(/Invoices name an example company as the seller/);
  });
});
