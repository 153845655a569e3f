// End-to-end journeys in Debian's Chromium against the real stack: the API server on a fresh
// embedded database (with demo data), the built owner console and guest app served by `vite
// preview`, a real SMTP server that catches the mails and a DeepL stand-in. One such stack per
// worker (support/stack.ts): the journeys run two at a time, each worker on its own data.
// Build the apps first (`pnpm build`); test-all.sh does.
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.mjs';
import { teamEmail } from './support/mail';
import { consoleUrl, guestUrl, STACK_COUNT, type Stack, stack } from './support/stack';

// Real processes start slowly on a busy 2-core machine: each gets up to 3 minutes to answer.
const WEB_SERVER_START_MS = 180_000;

/** The servers of one stack, started by Playwright before the journeys and stopped after them. */
type WebServer = Exclude<PlaywrightTestConfig['webServer'], unknown[] | undefined>;

function stackServers({
  index,
  ports,
  consoleUrl,
  guestUrl,
  apiUrl,
  dataDir,
  apiLogFile,
}: Stack): WebServer[] {
  const server = (name: string) => ({
    name: `${name} ${index}`,
    reuseExistingServer: false,
    timeout: WEB_SERVER_START_MS,
  });
  return [
    {
      ...server('deepl'),
      // a local stand-in for DeepL's API (machine drafts): deterministic "[FR] text"
      command: `pnpm --filter @tavola/api-server exec tsx src/test/fake-deepl-cli.ts ${ports.deepl}`,
      url: `http://127.0.0.1:${ports.deepl}/`,
    },
    {
      ...server('mail'),
      command: 'pnpm exec tsx support/mail-catcher.ts',
      url: `http://127.0.0.1:${ports.mailHttp}/messages`,
      env: { MAIL_SMTP_PORT: String(ports.mailSmtp), MAIL_HTTP_PORT: String(ports.mailHttp) },
    },
    {
      ...server('api'),
      // the production build (test-all.sh builds it), run by node itself: no wrapper process.
      // Before it starts, support/seed-admin.ts adds the e2e administrator to the fresh data
      // directory, as `pnpm admin:grant` would on a stopped server (support/admin.ts says why).
      // Its log goes to a file that `npm test` searches for secrets afterwards
      // (scripts/check-logs-for-secrets.mjs); its errors still reach Playwright's output on stderr.
      command: `rm -rf ${dataDir} && node --import tsx ../../e2e/support/seed-admin.ts && exec node --enable-source-maps dist/server.js > ${JSON.stringify(apiLogFile)}`,
      cwd: '../apps/api-server',
      url: `${apiUrl}/api/v1/countries`,
      env: {
        DATA_DIR: dataDir,
        PORT: String(ports.api),
        SMTP_URL: `smtp://127.0.0.1:${ports.mailSmtp}`,
        CONSOLE_URL: consoleUrl,
        // the club activation link mailed to the team, and the signed image-upload addresses
        PUBLIC_API_URL: apiUrl,
        GUEST_BASE_URL: guestUrl,
        TEAM_EMAIL: teamEmail,
        SEED_DEMO: 'true',
        // the demo's drawn photos would be stored in the background while journeys run, changing
        // the menus under them (decision 040): a journey that needs a photo uploads it
        DEMO_PHOTOS: 'false',
        // the journeys' local push service on 127.0.0.1 (support: @tavola/api-server/test/push-endpoint)
        PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
        DEEPL_AUTH_KEY: 'e2e-key:fx',
        DEEPL_SERVER_URL: `http://127.0.0.1:${ports.deepl}`,
      },
    },
    {
      ...server('console'),
      command: `pnpm --filter @tavola/owner-console exec vite preview --port ${ports.console} --strictPort`,
      url: consoleUrl,
      env: { API_PROXY_TARGET: apiUrl },
    },
    {
      ...server('guest'),
      command: `pnpm --filter @tavola/guest-menu exec vite preview --port ${ports.guest} --strictPort`,
      url: guestUrl,
      env: { API_PROXY_TARGET: apiUrl },
    },
  ];
}

/** Journeys of the guest page, on a phone viewport (the `phone` project). */
const GUEST_JOURNEYS = /guest-[^/]*\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // every journey on its own: a free worker takes the next one, whatever its file
  fullyParallel: true,
  workers: STACK_COUNT,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Journeys that sign in several times wait for fresh TOTP steps (30 s each).
  timeout: 150_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: consoleUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: GUEST_JOURNEYS,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // the guest's journeys (issue 7), on a phone, on the guest app; a console beside them opens a
    // desktop context of its own
    {
      name: 'phone',
      testMatch: GUEST_JOURNEYS,
      use: { ...devices['Pixel 7'], channel: undefined, baseURL: guestUrl, locale: 'en-GB' },
    },
  ],
  webServer: Array.from({ length: STACK_COUNT }, (_, index) => stackServers(stack(index))).flat(),
});
