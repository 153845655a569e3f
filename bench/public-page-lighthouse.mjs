// A club's public page on the web (/m/{slug}, docs/decisions/043) as a phone meets it: Lighthouse
// mobile (simulated slow 4G, 4x CPU), performance, accessibility, best practices and SEO, median of
// 3. The API renders the page with the guest app's build (GUEST_APP_DIR: built here), behind the
// stand-in CDN that serves the guest app (HTTP/2 over TLS; /m/…, /sitemap.xml and /robots.txt go to
// the API, as a production CDN sends them). The demo Trattoria's first menu, grown to 60 items.
// Goals: 100 in each of the four categories.
// Prints the figures and writes bench/results/public-page-lighthouse.json; never fails on speed.
//
// Usage: node bench/public-page-lighthouse.mjs [--runs=3]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCdn } from './guest/cdn.mjs';
import { measureLighthouse } from './guest/lighthouse.mjs';
import {
  apiDir,
  extendDemoMenu,
  freePort,
  readStringConstants,
  repoDir,
  startApi,
  stopAll,
} from './guest/stack.mjs';
import { figure, writeResults } from './results-file.mjs';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(args.runs);
const guestDir = path.join(repoDir, 'apps/guest-menu');
const resultsDir = path.join(repoDir, 'bench/results');

/** The demo Trattoria's public page address (apps/api-server/src/db/demo-account.ts). */
const { DEMO_CLUB_SLUG } = readStringConstants('apps/api-server/src/db/demo-account.ts', ['DEMO_CLUB_SLUG']);

const GOALS = { score: 100, lcpMs: 1200, cls: 0.02 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

process.on('SIGINT', () => {
  stopAll().finally(() => process.exit(130));
});

try {
  console.log('== Building the API server (dist/server.js) and the guest app (dist/, dist-server/)');
  execFileSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  execFileSync('pnpm', ['run', 'build'], { cwd: guestDir, stdio: 'inherit' });

  // the CDN's address first: the page's canonical and alternate addresses are on its origin
  const cdnPort = await freePort();
  const cdnOrigin = `https://127.0.0.1:${cdnPort}`;
  const api = await startApi({
    logLevel: 'warn',
    label: 'embedded database (PGlite)',
    env: { GUEST_APP_DIR: guestDir, GUEST_BASE_URL: cdnOrigin },
  });
  await extendDemoMenu(api.api, 60);
  const { origin } = await startCdn(path.join(guestDir, 'dist'), api.origin, { tls: true, port: cdnPort });
  const [page] = await measureLighthouse(
    [
      {
        name: 'public-page',
        title: "the demo club's public page",
        url: `${origin}/m/${DEMO_CLUB_SLUG}`,
        chromeFlags: ['--ignore-certificate-errors'],
        goals: GOALS,
        categories: CATEGORIES,
      },
    ],
    { runs, resultsDir, saveAs: 'public-page-lighthouse-median' },
  );
  const { figures } = page;
  const category = (id) => figures.categories[id] ?? 0;
  writeResults({
    name: 'public-page-lighthouse',
    title: `A club's public page on a phone, Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${runs}, stand-in CDN speaking HTTP/2 over TLS`,
    figures: [
      figure('public page: Lighthouse performance', figures.score, 'score', '>= 100'),
      figure('public page: Lighthouse accessibility', category('accessibility'), 'score', '>= 100'),
      figure('public page: Lighthouse best practices', category('best-practices'), 'score', '>= 100'),
      figure('public page: Lighthouse SEO', category('seo'), 'score', '>= 100'),
      figure('public page: Largest Contentful Paint', figures.lcpMs / 1000, 's'),
      figure('public page: Total Blocking Time', figures.tbtMs, 'ms'),
      figure(
        "Lighthouse's CPU benchmark index of this machine (higher: faster)",
        figures.benchmarkIndex,
        'index',
      ),
    ],
    notes: [
      `runs (performance / accessibility / best practices / SEO): ${page.runs
        .map((run) => CATEGORIES.map((id) => run.categories[id]).join('/'))
        .join(', ')}`,
    ],
  });
} finally {
  await stopAll();
}
