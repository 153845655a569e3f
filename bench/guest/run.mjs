// The guest page's speed bench (issue 7): size of the initial JS and CSS with the cost of each
// dependency, Lighthouse mobile on a table's menu page, and the public menu read under load on the
// embedded database and on PostgreSQL beside a bare Fastify route. It prints figures against the
// goals and never fails on speed: it exits non-zero only when it could not measure.
//
// Usage: node bench/guest/run.mjs [--only=size,lighthouse,load] [--runs=3] [--duration=10]
//          [--connections=100] [--items=60] [--log-level=info] [--cpu-prof]
//          [--api-entry=dist/server.js] [--cdn=h2,http1,h1-tls | --http1] [--js-samples]
//   --cdn: how the stand-in CDN serves the page to Lighthouse (cdn.mjs): h2 (the default, HTTP/2
//   over TLS as production CDNs), http1 (plain HTTP/1.1, as the bench did before; --http1 is short
//   for --cdn=http1), h1-tls (HTTP/1.1 over TLS). Several: measured in alternation, the first one's
//   figures are the results, the others' LCP is added for comparison.
//   --js-samples adds V8's sampler to Lighthouse's traces (long-tasks.mjs then names the functions);
//   its own cost moves the figures, so use it to look, not to measure.
//   --cpu-prof writes a CPU profile of each API server under load to bench/results/.
//   --api-entry runs another build of the server (relative to apps/api-server), e.g. a copy of
//   dist/server.js built before a change, to compare two builds on the same machine.
//   --compare-dist=<dir> serves another build of the guest app (e.g. `vite build --outDir <dir>` in a
//   worktree of an earlier commit) from a stand-in CDN of its own, measured by Lighthouse in
//   alternation with this build (as target "<first --cdn mode>-compare"): an A/B of the page itself.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { figure, writeResults } from '../results-file.mjs';
import { median } from '../stats.mjs';
import { startCdn } from './cdn.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureLoad } from './load.mjs';
import { firstScreenBytes, givePhotos, lcpElementOf } from './photos.mjs';
import { buildGuestApp, CSS_BUDGET_KB, JS_BUDGET_KB, kb, measureSize } from './size.mjs';
import {
  apiDir,
  capturedAnswer,
  extendDemoMenu,
  freePort,
  mark,
  repoDir,
  startApi,
  startBareRoute,
  startPostgres,
  stopAll,
  stopSince,
  tempDir,
} from './stack.mjs';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', default: 'size,lighthouse,load' },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    items: { type: 'string', default: '60' },
    'log-level': { type: 'string', default: 'info' },
    'cpu-prof': { type: 'boolean', default: false },
    'api-entry': { type: 'string', default: 'dist/server.js' },
    cdn: { type: 'string', default: 'h2' },
    http1: { type: 'boolean', default: false },
    'js-samples': { type: 'boolean', default: false },
    'compare-dist': { type: 'string' },
    photos: { type: 'boolean', default: false },
  },
});
const only = new Set(args.only.split(',').map((part) => part.trim()));

// The stand-in CDN's ways of serving the page: whether it speaks TLS, and what Chromium is told
// (to accept the throwaway certificate; not to offer HTTP/2, for HTTP/1.1 over TLS).
const CDN_MODES = {
  h2: { title: 'HTTP/2 over TLS', tls: true, chromeFlags: ['--ignore-certificate-errors'] },
  http1: { title: 'plain HTTP/1.1', tls: false, chromeFlags: [] },
  'h1-tls': {
    title: 'HTTP/1.1 over TLS',
    tls: true,
    chromeFlags: ['--ignore-certificate-errors', '--disable-http2'],
  },
};
const cdnModes = (args.http1 ? 'http1' : args.cdn).split(',').map((part) => part.trim());
for (const mode of cdnModes) {
  if (!CDN_MODES[mode]) {
    console.error(`unknown --cdn mode "${mode}" (known: ${Object.keys(CDN_MODES).join(', ')})`);
    process.exit(2);
  }
}
if (args.photos && (cdnModes.length > 1 || args['compare-dist'])) {
  console.error('--photos measures one way of serving: no second --cdn mode, no --compare-dist');
  process.exit(2);
}
const resultsDir = path.join(repoDir, 'bench/results');
const failures = [];
const loadResults = [];

async function phase(name, work) {
  try {
    return await work();
  } catch (error) {
    failures.push(name);
    console.error(`\n!! ${name}: could not measure: ${error.stack ?? error}`);
    return undefined;
  }
}

process.on('SIGINT', () => {
  stopAll().finally(() => process.exit(130));
});

const load1 = os.loadavg()[0];
console.log(
  `guest bench on ${os.cpus().length} cores, load average ${load1.toFixed(2)} at start (figures move with other work on the machine)`,
);

try {
  console.log('\n== Building the API server (dist/server.js) and the guest app for production');
  execFileSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  const guestDist = tempDir('tavola-bench-guest-dist-');
  if (only.has('size') || only.has('lighthouse')) buildGuestApp(guestDist);

  if (only.has('size')) {
    await phase('size', async () => {
      const size = measureSize(guestDist);
      const largest = size.costs.slice(0, 4).map((cost) => `${cost.owner} ${kb(cost.gzipShare)} KB`);
      writeResults({
        name: 'guest-size',
        title: 'Guest page initial load (what index.html loads before the first paint, gzip -9)',
        figures: [
          figure('guest initial JS', size.jsGzip / 1024, 'KB', `<= ${JS_BUDGET_KB} KB`),
          figure('guest initial CSS', size.cssGzip / 1024, 'KB', `<= ${CSS_BUDGET_KB} KB`),
        ],
        notes: [`largest shares of the initial JS: ${largest.join(', ')}`],
      });
    });
  }

  const options = {
    connections: Number(args.connections),
    durationSeconds: Number(args.duration),
  };
  const nodeArgs = (label) =>
    args['cpu-prof']
      ? [
          '--cpu-prof',
          `--cpu-prof-dir=${resultsDir}`,
          `--cpu-prof-name=api-${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.cpuprofile`,
        ]
      : [];

  /** Starts an API on a database, extends the demo menu, runs Lighthouse (embedded only) and the load. */
  async function onDatabase(label, databaseUrl) {
    const started = mark();
    try {
      await measureOn(label, databaseUrl);
    } finally {
      // stopped before the next database is measured: no idle server left to share the machine
      await stopSince(started);
    }
  }

  async function measureOn(label, databaseUrl) {
    // --photos: the photos' addresses are the stand-in CDN's (PUBLIC_API_URL), which proxies /api
    // to the API as for the menu's data; its port is chosen first so that the API knows it
    const cdnPort = args.photos ? await freePort() : 0;
    const cdnOrigin = `${CDN_MODES[cdnModes[0]].tls ? 'https' : 'http'}://127.0.0.1:${cdnPort}`;
    const api = await startApi({
      databaseUrl,
      logLevel: args['log-level'],
      nodeArgs: nodeArgs(label),
      entry: args['api-entry'],
      label,
      env: args.photos ? { PUBLIC_API_URL: cdnOrigin } : {},
    });
    const menu = await extendDemoMenu(api.api, Number(args.items));
    if (args.photos) await givePhotos(api.api, api.origin, menu);
    console.log(
      `\n== ${label}: demo menu "${menu.menuName}" (club ${menu.clubId}, table ${menu.tableId}, menu ${menu.menuId}): ${menu.items} items guests see in ${menu.sections} sections (${menu.items - menu.itemsBefore} added through saveItem)`,
    );
    const menuPath = `/clubs/${menu.clubId}/menu/tables/${menu.tableId}/menus/${menu.menuId}`;
    if (only.has('lighthouse') && !databaseUrl) {
      await phase('lighthouse', () =>
        measureGuestPage(api.origin, `/public/menu/${menu.clubId}/${menu.tableId}/${menu.menuId}`, {
          cdnPort,
          menu,
        }),
      );
    }
    if (only.has('load')) {
      await phase(`load (${label})`, async () => {
        const response = await fetch(`${api.api}${menuPath}`);
        if (response.status !== 200)
          throw new Error(`getPublicMenu answered ${response.status}: ${await response.text()}`);
        const bare = await startBareRoute(
          { menu: await capturedAnswer(response) },
          { logLevel: args['log-level'] },
        );
        const load = await measureLoad({
          label,
          menuUrl: `${api.api}${menuPath}`,
          bareUrl: `${bare.origin}/bare/menu`,
          bareBytesUrl: `${bare.origin}/bare-bytes/menu`,
          ...options,
        });
        loadResults.push(load);
        return load;
      });
    }
  }

  /** Lighthouse on the guest page behind the stand-in CDN, in each --cdn mode; writes the results. */
  async function measureGuestPage(apiOrigin, pagePath, { cdnPort, menu }) {
    const origins = {};
    for (const tls of new Set(cdnModes.map((mode) => CDN_MODES[mode].tls))) {
      origins[tls] = (await startCdn(guestDist, apiOrigin, { tls, port: cdnPort })).origin;
    }
    const targets = cdnModes.map((mode) => ({
      name: mode,
      title: CDN_MODES[mode].title,
      url: `${origins[CDN_MODES[mode].tls]}${pagePath}`,
      chromeFlags: CDN_MODES[mode].chromeFlags,
    }));
    if (args['compare-dist']) {
      const mode = cdnModes[0];
      const other = await startCdn(path.resolve(args['compare-dist']), apiOrigin, {
        tls: CDN_MODES[mode].tls,
      });
      targets.push({
        name: `${mode}-compare`,
        title: `${CDN_MODES[mode].title}, the build in ${args['compare-dist']}`,
        url: `${other.origin}${pagePath}`,
        chromeFlags: CDN_MODES[mode].chromeFlags,
      });
    }
    const [main, ...others] = await measureLighthouse(targets, {
      runs: Number(args.runs),
      resultsDir,
      jsSamples: args['js-samples'],
    });
    const { figures } = main;
    if (args.photos)
      return writePhotoResults(main, `${origins[CDN_MODES[cdnModes[0]].tls]}/api/v1/images/`, menu);
    writeResults({
      name: 'guest-lighthouse',
      title: `Guest page Lighthouse, mobile (simulated slow 4G, 4x CPU), median of ${args.runs}, stand-in CDN speaking ${main.title}`,
      figures: [
        figure('Lighthouse performance score', figures.score, 'score', '>= 100'),
        figure('Largest Contentful Paint', figures.lcpMs / 1000, 's', '<= 1.2 s'),
        figure('Cumulative Layout Shift', figures.cls, 'ratio', '<= 0.02'),
        figure('Total Blocking Time', figures.tbtMs, 'ms'),
        figure('First Contentful Paint', figures.fcpMs / 1000, 's'),
        // the median of the runs' own measures (each run takes one)
        figure(
          "Lighthouse's CPU benchmark index of this machine (higher: faster)",
          median(main.runs.map((run) => run.benchmarkIndex)),
          'index',
        ),
        ...others.map((other) =>
          figure(
            `Largest Contentful Paint over ${other.title} (comparison)`,
            other.figures.lcpMs / 1000,
            's',
          ),
        ),
      ],
      notes: [
        `figures of the median run as Lighthouse picks it; embedded database, 60 items; browser ${figures.browser}`,
        `runs (score / LCP s / TBT ms): ${[main, ...others].map((target) => `${target.name} ${target.runs.map((run) => `${run.score}/${(run.lcpMs / 1000).toFixed(2)}/${Math.round(run.tbtMs)}`).join(', ')}`).join('; ')}`,
      ],
    });
  }

  /** The --photos run's figures against issue 49's goals: guest-lighthouse-photos.json. */
  function writePhotoResults(main, photoPrefix, menu) {
    const { figures, median: lhr } = main;
    const lcp = lcpElementOf(lhr);
    const bytes = firstScreenBytes(lhr, photoPrefix);
    const initialJs = measureSize(guestDist).jsGzip;
    const share = (kind) => `${kind} ${kb(bytes.byKind[kind] ?? 0)} KB`;
    console.log(
      `\n  with photos: LCP element ${lcp.isPhoto ? 'a photo' : 'not a photo'} (${lcp.snippet.slice(0, 160)}); first screen ${kb(bytes.total)} KB: ${Object.keys(bytes.byKind).map(share).join(', ')} (${bytes.photos} photos); the service worker's own requests ${kb(bytes.worker)} KB`,
    );
    writeResults({
      name: 'guest-lighthouse-photos',
      title: `Guest page with a photo on each of ${menu.items} items, Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${args.runs}, stand-in CDN speaking ${main.title}`,
      figures: [
        figure('Lighthouse performance score, photos', figures.score, 'score', '>= 100'),
        figure('Largest Contentful Paint, photos', figures.lcpMs / 1000, 's', '<= 1.2 s'),
        figure('Cumulative Layout Shift, photos', figures.cls, 'ratio', '<= 0'),
        figure(
          "first screen's bytes (HTML, JS, CSS, data, photos; as sent)",
          bytes.total / 1024,
          'KB',
          '<= 250 KB',
        ),
        figure("first screen's photos", (bytes.byKind.photos ?? 0) / 1024, 'KB'),
        figure('guest initial JS (gzip -9)', initialJs / 1024, 'KB', '<= 90 KB'),
        figure('Total Blocking Time, photos', figures.tbtMs, 'ms'),
        figure(
          "Lighthouse's CPU benchmark index of this machine (higher: faster)",
          median(main.runs.map((run) => run.benchmarkIndex)),
          'index',
        ),
      ],
      notes: [
        `LCP element of the median run: ${lcp.isPhoto ? 'a photo' : 'not a photo'}: ${lcp.snippet.slice(0, 200)}`,
        `first screen by kind (median run, transfer sizes): ${Object.keys(bytes.byKind).map(share).join(', ')}; ${bytes.photos} photos loaded; the service worker's own requests (not counted) ${kb(bytes.worker)} KB`,
        `load average ${load1.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} after Lighthouse (2 cores: the score, LCP and TBT move with it; judge them on a quiet run)`,
        `runs (score / LCP s / CLS / TBT ms): ${main.runs.map((run) => `${run.score}/${(run.lcpMs / 1000).toFixed(2)}/${run.cls.toFixed(3)}/${Math.round(run.tbtMs)}`).join(', ')}`,
      ],
    });
  }

  if (only.has('lighthouse') || only.has('load')) {
    await phase('embedded database', () => onDatabase('embedded database (PGlite)', undefined));
  }
  if (only.has('load')) {
    await phase('PostgreSQL', async () => {
      const started = mark();
      try {
        const postgres = await startPostgres();
        await onDatabase(`PostgreSQL ${postgres.version}`, postgres.url);
      } finally {
        await stopSince(started);
      }
    });
  }
  if (loadResults.length > 0) writeLoadResults();
} catch (error) {
  failures.push('build');
  console.error(`\n!! could not build: ${error.stack ?? error}`);
} finally {
  await stopAll();
}
/** The closed-loop load figures of each database (the fixed-rate latency is bench/load's). */
function writeLoadResults() {
  writeResults({
    name: 'guest-load',
    title: `Public menu read under closed-loop load (${args.connections} connections, ${args.duration} s)`,
    figures: loadResults.flatMap((load) => [
      figure(`${load.label}: getPublicMenu`, load.menu.requestsPerSecond, 'req/s'),
      figure(
        `${load.label}: ratio to the bare route sending ready bytes`,
        load.bytesRatio,
        'ratio',
        '>= 0.8',
      ),
      figure(`${load.label}: ratio to the bare route that serializes`, load.ratio, 'ratio', '> 1'),
      figure(`${load.label}: p99 at ${args.connections} connections`, load.menu.p99Ms, 'ms'),
    ]),
    notes: [
      'p99 at 100 connections mostly measures the queue; its goal is judged at a fixed rate by bench/load',
    ],
  });
}

if (args['cpu-prof'])
  console.log(
    `\nCPU profiles of the API servers: ${path.relative(process.cwd(), resultsDir)}/api-*.cpuprofile`,
  );
console.log(`\nload average at the end ${os.loadavg()[0].toFixed(2)}`);
if (failures.length > 0) {
  console.error(`could not measure: ${failures.join(', ')}`);
  process.exit(1);
}
