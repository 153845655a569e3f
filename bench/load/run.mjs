// The API under load at 10 and 10,000 clubs (issue 15), on PostgreSQL and on the embedded PGlite:
// each database is seeded with set-based SQL (seed.mjs), the production build (dist/server.js) is
// started on it, and autocannon measures, in the same run and one after the other, two bare Fastify
// routes (ready bytes; serializing at every request) answering the same menu documents the public
// read answers, chosen alike, the guests' public menu read, the owner's menu read and an item edit,
// every request for another club, table and menu. Then the
// public read at a fixed offered rate in an open model (open-loop.mjs), the sizes of one database in
// turns. On PostgreSQL at the largest
// size it also records the plans of the hot queries (auto_explain: EXPLAIN ANALYZE, BUFFERS of the
// server's own statements). Writes bench/results/load.json; never fails on speed.
//
// Usage: node bench/load/run.mjs [--databases=postgres,pglite] [--clubs=10,10000]
//          [--pglite-clubs=10,10000] [--duration=10] [--connections=100] [--owner-connections=10]
//          [--rate=1000] [--fixed-rate-runs=7] [--fixed-rate-seconds=15] [--closed-loop-turns=7]
//          [--hot-clubs=50] [--friday-rate=500] [--friday-runs=3]
//          [--no-build] [--no-explain]
//          [--log-level=info]
//          [--cpu-prof]  (each API server's V8 CPU profile, whole run of its size, into bench/results/;
//          summarize with node bench/guest/profile-summary.mjs <file>)
//          [--api-entry=dist/server-before.js]  (another build, relative to apps/api-server: A/B)
//        node bench/load/run.mjs --quick   (npm test: 10 clubs, 60 requests per route, 4 connections;
//          exits 1 on any error or non-2xx answer, never on a figure)
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { figuresOf, runAutocannon } from '../guest/load.mjs';
import {
  capturedAnswer,
  mark,
  repoDir,
  startApi,
  startBareRoute,
  startPostgres,
  stopAll,
  stopSince,
  tempDir,
} from '../guest/stack.mjs';
import { median, medianBy } from '../stats.mjs';
import { unexpectedAnswers } from './answers.mjs';
import { directoryMegabytes, seededPglite, seededPostgres } from './databases.mjs';
import { captureHotQueryPlans } from './explain.mjs';
import { clusterCpuMs, cpuMs, serverMemory } from './memory.mjs';
import { openLoopInChild } from './open-loop.mjs';
import { LOAD_GOALS, reportScale, reportSize } from './report.mjs';
import { writeResults } from './results.mjs';
import { privateServerBuild } from './server-build.mjs';
import {
  bareReadPath,
  everyPublicMenu,
  FRIDAY_EVENING_MIX,
  fridayEveningRequest,
  itemWriteRequest,
  longTailClubs,
  ownerReadRequest,
  publicReadPath,
  spreadClubs,
} from './workload.mjs';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    databases: { type: 'string' },
    clubs: { type: 'string' },
    'pglite-clubs': { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string' },
    'owner-connections': { type: 'string' },
    rate: { type: 'string' },
    'fixed-rate-runs': { type: 'string' },
    'fixed-rate-seconds': { type: 'string' },
    'closed-loop-turns': { type: 'string' },
    'turn-seconds': { type: 'string' },
    'turn-warmup': { type: 'string' },
    'hot-clubs': { type: 'string' },
    'friday-rate': { type: 'string' },
    'friday-runs': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'api-entry': { type: 'string' },
    'no-explain': { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    'log-level': { type: 'string', default: 'info' },
  },
});
const quick = args.quick;
const list = (value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const settings = {
  databases: list(args.databases ?? 'postgres,pglite'),
  clubs: list(args.clubs ?? (quick ? '10' : '10,10000')).map(Number),
  pgliteClubs: list(args['pglite-clubs'] ?? args.clubs ?? (quick ? '10' : '10,10000')).map(Number),
  durationSeconds: Number(args.duration ?? (quick ? 2 : 10)),
  warmupSeconds: quick ? 0 : 3,
  // the quick variant counts answers, not seconds: every route answers that many, however slow the machine
  requestsPerRoute: quick ? 60 : undefined,
  connections: Number(args.connections ?? (quick ? 4 : 100)),
  ownerConnections: Number(args['owner-connections'] ?? (quick ? 4 : 10)),
  rate: Number(args.rate ?? (quick ? 50 : 1000)),
  // A p99 of one 10 s run rests on its 100 slowest requests, and moved by 1 ms between runs on a
  // quiet machine. Pauses of 20-90 ms come every few seconds, in the generator and the floor as much
  // as in the API (the bytes-ready route had a run with a max of 94 ms), most likely the host's
  // scheduling of this VM's vCPUs (docs/decisions/028): one delays dozens of requests. With
  // three runs of 30 s the reports' 10k/10 ratio moved between 0.87 and 1.33 with nothing on the
  // public read's path changed, and on an AMD host the floor's p99 alone moved from 2.3 to 7.4 ms
  // between runs of one bench (docs/decisions/028). So: seven runs of 15 s per size,
  // each size's figure its median run, the 10k/10 ratio the median of the seven turns' own ratios,
  // as the closed-loop turns below do; the median holds against three bad runs
  fixedRateRuns: quick ? 1 : Number(args['fixed-rate-runs'] ?? 7),
  fixedRateSeconds: Number(args['fixed-rate-seconds'] ?? (quick ? 2 : 15)),
  // The bare routes' throughput moved by a third between runs of one bench (10,300 to 18,300 req/s
  // on the same machine), and the public read's ratio to it with them: the two bare routes and the
  // public read are measured in turns, and each ratio is the median of the turns' own ratios
  closedLoopTurns: quick ? 1 : Number(args['closed-loop-turns'] ?? 7),
  // Short turns, close together: the machine's slow moments (its host running something else on
  // our cores) come and go within seconds, so two 4 s windows side by side see more of the same
  // machine than two 10 s windows 13 s apart; with seven turns the median holds against up to
  // three bad ones (docs/decisions/028)
  turnSeconds: Number(args['turn-seconds'] ?? (quick ? 2 : 4)),
  turnWarmupSeconds: quick ? 0 : Number(args['turn-warmup'] ?? 1),
  hotClubs: Number(args['hot-clubs'] ?? 50),
  // A Friday evening (measureFridayEvening): every kind of request at once, over every club with a
  // long tail, at a rate a busy evening of a few thousand venues could send; not in the quick variant
  fridayRate: Number(args['friday-rate'] ?? 500),
  fridayRuns: quick ? 0 : Number(args['friday-runs'] ?? 3),
  logLevel: args['log-level'],
};
const memoryProbe = path.join(import.meta.dirname, 'memory-probe.cjs');
const failures = [];
const runs = [];
/** this run's own copy of the server build (server-build.mjs) */
let serverBuild;

// Ctrl+C: what was measured so far is still recorded, then everything started is stopped
process.on('SIGINT', () => {
  failures.push('interrupted');
  try {
    writeResults({
      runs,
      settings,
      goals: LOAD_GOALS,
      quick,
      loadAtStart,
      loadAtEnd: os.loadavg(),
      problems: [],
      failures,
    });
  } finally {
    stopAll().finally(() => {
      serverBuild?.remove();
      process.exit(130);
    });
  }
});

const loadAtStart = os.loadavg();
console.log(
  `load bench${quick ? ' (quick)' : ''} on ${os.cpus().length} cores, load average ${loadAtStart.map((v) => v.toFixed(2)).join(' ')} at start`,
);

/**
 * autocannon on `origin` with each request made by `nextRequest()`, after a warm-up; with the CPU
 * the server process `pid` spent per answer during the measured run.
 */
async function measureRoute(
  origin,
  nextRequest,
  pid,
  {
    connections = settings.connections,
    seconds = settings.durationSeconds,
    warmupSeconds = settings.warmupSeconds,
  } = {},
) {
  const options = {
    url: origin,
    connections,
    requests: [{ setupRequest: (request) => ({ ...request, ...nextRequest() }) }],
  };
  if (warmupSeconds > 0) await runAutocannon({ ...options, duration: warmupSeconds });
  const length = settings.requestsPerRoute
    ? { amount: settings.requestsPerRoute, timeout: 30 }
    : { duration: seconds };
  await settle(origin);
  const cpuBefore = cpuMs(pid);
  const figures = figuresOf(await runAutocannon({ ...options, ...length }));
  const cpuAfter = cpuMs(pid);
  figures.cpuMsPerRequest =
    cpuBefore === null || cpuAfter === null || figures.answered === 0
      ? null
      : Math.round(((cpuAfter - cpuBefore) / figures.answered) * 100) / 100;
  return figures;
}

/**
 * Waits for the work a previous run left queued in the server. A request autocannon gave up on
 * (timed out) is still served, and on an overloaded machine the backlog of one route would be
 * measured as the next route's slowness. An owner's read waits for a database connection behind
 * everything queued before it (the pool hands them out in order), so its answer means the queue
 * has drained. The bare routes' process has no queue of that kind.
 */
async function settle(origin) {
  if (!apiPorts.has(new URL(origin).port)) return;
  const probe = ownerReadRequest([1]);
  const response = await fetch(`${origin}${probe.path}`, { headers: probe.headers });
  await response.arrayBuffer();
}

/** the ports of the API servers running (the bare routes' processes are not settled) */
const apiPorts = new Set();

/**
 * Reads every menu document of the hot set once (a few at a time), so that the measured runs see
 * the steady state a serving process is in, not the first build of each menu (cold builds are
 * measured apart: the read over all clubs). Returns how many there were, how long it took, and
 * each answer as the API sent it (document and header lines, `capturedAnswer`), by its key
 * (`everyPublicMenu`), for the bare routes.
 */
async function warmMenus(origin, clubs) {
  const documents = everyPublicMenu(clubs);
  const answers = {};
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < documents.length) {
      const { key, path } = documents[next++];
      const response = await fetch(`${origin}${path}`);
      if (response.status !== 200) throw new Error(`warming ${path}: ${response.status}`);
      answers[key] = await capturedAnswer(response);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { documents: documents.length, ms: performance.now() - started, answers };
}

/** Reads each menu of `clubs` once (its originals: one read builds every language), 8 at a time. */
async function readEveryMenu(origin, clubs) {
  const paths = everyPublicMenu(clubs)
    .filter(({ key }) => !key.includes('-'))
    .map(({ path }) => path);
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++];
      const response = await fetch(`${origin}${path}`);
      if (response.status !== 200) throw new Error(`reading ${path}: ${response.status}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { menus: paths.length, ms: performance.now() - started };
}

/** Stops the API (it finishes its writes as it closes) and starts it again on the same database. */
async function restartApi(api, options) {
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  await exited;
  const restarted = await startApi(options);
  apiPorts.add(new URL(restarted.origin).port);
  return restarted;
}

/**
 * Seeds `clubs` clubs on `database`, starts the API on them and measures every route but the fixed
 * rate. Returns the size with its processes still running (measureFixedRate, then reportSize); they
 * are stopped with the database's other sizes, or here when something fails.
 */
async function measureAt(database, clubs, postgres) {
  const label = `${database === 'postgres' ? `PostgreSQL ${postgres.version}` : 'PGlite'}, ${clubs.toLocaleString('en')} clubs`;
  console.log(`\n== ${label}: seeding (5 menus × 60 items per club, 10 tables, 2 zones, translations)`);
  const started = mark();
  try {
    const seeded =
      database === 'postgres'
        ? await seededPostgres(postgres.url, `tavola_load_${clubs}`, clubs)
        : await seededPglite(clubs);
    const size = seeded.dataDir ? ` (${Math.round(directoryMegabytes(seeded.dataDir))} MB on disk)` : '';
    console.log(`  seeded in ${(seeded.seedMs / 1000).toFixed(1)} s${size}`);

    if (database === 'postgres' && !quick && !args['no-explain'] && clubs === Math.max(...settings.clubs)) {
      const explainFile = path.join(repoDir, `bench/results/load-explain-${clubs}.txt`);
      await captureHotQueryPlans({
        databaseUrl: seeded.url,
        postgres,
        clubs,
        file: explainFile,
        logLevel: 'warn',
        entry: serverBuild.entry,
      });
      console.log(
        `  plans of the hot queries (auto_explain, ANALYZE, BUFFERS): ${path.relative(repoDir, explainFile)}`,
      );
    }

    // in a directory removed with this size's processes
    const memoryFile = path.join(tempDir('tavola-bench-memory-'), 'memory.json');
    const apiOptions = {
      label,
      entry: serverBuild.entry,
      logLevel: settings.logLevel,
      seedDemo: false,
      nodeArgs: [
        '--require',
        memoryProbe,
        // written when the server exits, at the end of its size's measures
        ...(args['cpu-prof']
          ? [
              '--cpu-prof',
              `--cpu-prof-dir=${path.join(repoDir, 'bench/results')}`,
              `--cpu-prof-name=load-${database}-${clubs}-${Date.now()}.cpuprofile`,
            ]
          : []),
      ],
      env: { TAVOLA_BENCH_MEMORY_FILE: memoryFile },
      ...(database === 'postgres' ? { databaseUrl: seeded.url } : { dataDir: seeded.dataDir }),
    };
    let api = await startApi(apiOptions);
    apiPorts.add(new URL(api.origin).port);
    const memoryAtStart = serverMemory(api.child.pid, memoryFile);
    const allClubs = spreadClubs(clubs);
    const hotClubs = spreadClubs(clubs, settings.hotClubs);

    // The bare routes answer the hot set's documents, each with the header lines the API sent it
    // with, and are asked for them as the public read is (bareReadPath): the generator reads the
    // same bytes, header lines included, from both sides
    const warm = await warmMenus(api.origin, hotClubs);
    console.log(
      `  ${warm.documents} menu documents of the hot set built in ${(warm.ms / 1000).toFixed(1)} s (${Math.round(warm.ms / warm.documents)} ms each, 4 at a time)`,
    );
    const bare = await startBareRoute(warm.answers, { logLevel: settings.logLevel });
    const bareOrigin = bare.origin;
    // the public read's floors: the bare routes of one document, chosen as the public read chooses
    const bareRouteTurn = (route) => (window) =>
      measureRoute(bareOrigin, () => ({ path: bareReadPath(route, hotClubs) }), bare.child.pid, window);
    const closedLoopRoutes = [
      ['bareTurns', bareRouteTurn('bare')],
      ['bareBytesTurns', bareRouteTurn('bare-bytes')],
      // for information: the bytes with the content type alone, without the API's other headers
      ['bareBytesPlainTurns', bareRouteTurn('bare-bytes-plain')],
      [
        'publicReadTurns',
        (window) =>
          measureRoute(api.origin, () => ({ path: publicReadPath(hotClubs) }), api.child.pid, window),
      ],
    ];
    const figures = Object.fromEntries(closedLoopRoutes.map(([key]) => [key, []]));
    // In short turns, so that a slower moment of the machine weighs on the public read and its
    // floors alike; each turn starts one route later than the one before, so that no route always
    // runs first, or right after the API (whose scan flush may still be running)
    for (let index = 0; index < settings.closedLoopTurns; index++) {
      // the first turn warms each route as long as any other route is warmed (JIT, connections)
      const window = {
        seconds: settings.turnSeconds,
        warmupSeconds: index === 0 ? settings.warmupSeconds : settings.turnWarmupSeconds,
      };
      for (let step = 0; step < closedLoopRoutes.length; step++) {
        const [key, measure] = closedLoopRoutes[(index + step) % closedLoopRoutes.length];
        figures[key].push(await measure(window));
      }
    }
    figures.bare = medianBy(figures.bareTurns, 'requestsPerSecond');
    figures.bareBytes = medianBy(figures.bareBytesTurns, 'requestsPerSecond');
    figures.bareBytesPlain = medianBy(figures.bareBytesPlainTurns, 'requestsPerSecond');
    figures.publicRead = medianBy(figures.publicReadTurns, 'requestsPerSecond');
    if (allClubs.length > hotClubs.length) {
      // menus nobody has read since they were written: each read builds its menu from the tables
      // (and keeps it in menu_documents, docs/decisions/050)
      figures.publicReadAllClubs = await measureRoute(
        api.origin,
        () => ({ path: publicReadPath(allClubs) }),
        api.child.pid,
      );
      // Then every menu read once, and the server restarted: nothing in its memory, every menu
      // kept in the database, as a new process finds them after a deploy or a restart (or another
      // process beside it at any time)
      const kept = await readEveryMenu(api.origin, allClubs);
      console.log(
        `  every menu of the ${clubs.toLocaleString('en')} clubs read once (${kept.menus} menus in ${(kept.ms / 1000).toFixed(1)} s), then a new server process`,
      );
      api = await restartApi(api, apiOptions);
      figures.publicReadAllClubsKept = await measureRoute(
        api.origin,
        () => ({ path: publicReadPath(allClubs) }),
        api.child.pid,
      );
      // The same reads at the rate of the goal, in an open model, on a new process again. The goal
      // pairs a rate with a p99; the closed loop above measures the rate at saturation, where each
      // of its 100 connections waits behind the others, so its p99 is at least 100 connections
      // over the throughput (Little's law) whatever the read costs
      const keptRate = LOAD_GOALS.keptRead[database].rate;
      api = await restartApi(api, apiOptions);
      figures.publicReadAllClubsKeptAtRate = await openLoopInChild({
        origin: api.origin,
        nextPath: () => publicReadPath(allClubs),
        rate: keptRate,
        durationSeconds: settings.durationSeconds,
        warmupSeconds: settings.warmupSeconds,
      });
    }
    // owners are few at a time, and each of their requests makes several round trips: 100 of them
    // at once would measure the database pool's queue (10 connections), not the route
    figures.ownerRead = await measureRoute(api.origin, () => ownerReadRequest(allClubs), api.child.pid, {
      connections: settings.ownerConnections,
    });
    figures.itemWrite = await measureRoute(api.origin, () => itemWriteRequest(allClubs), api.child.pid, {
      connections: settings.ownerConnections,
    });
    return { label, database, clubs, seeded, api, bareOrigin, hotClubs, figures, memoryFile, memoryAtStart };
  } catch (error) {
    await stopSince(started);
    throw error;
  }
}

/**
 * The public read at the fixed rate on every size of one database, and its floor (the bytes-ready
 * route at the same rate), in turns: run 1 of each size, then run 2… So the 10k/10 ratio compares
 * moments of the machine alike (measured one size after the other, the floor itself had moved by
 * 1.7x between them). Each size's figure is its median run; the 10k/10 ratio is the median of the
 * turns' own ratios (results.mjs). Each run also records the CPU the API process and, on PostgreSQL,
 * the whole database cluster spent per answer: figures that move far less with the machine than a p99.
 */
async function measureFixedRate(sizes, postgres) {
  const fixedRate = {
    rate: settings.rate,
    durationSeconds: settings.fixedRateSeconds,
    warmupSeconds: settings.warmupSeconds,
  };
  for (const size of sizes) {
    // the edits moved some clubs' versions on: their documents are built again first
    if (!quick) await warmMenus(size.api.origin, size.hotClubs);
    await settle(size.api.origin);
    size.figures.fixedRateRuns = [];
    size.figures.fixedRateBareRuns = [];
  }
  const databaseCpu = () => (postgres ? clusterCpuMs(postgres.dataDir) : null);
  for (let turn = 0; turn < settings.fixedRateRuns; turn++) {
    for (const { api, bareOrigin, hotClubs, figures } of sizes) {
      const apiBefore = cpuMs(api.child.pid);
      const databaseBefore = databaseCpu();
      const run = await openLoopInChild({
        origin: api.origin,
        nextPath: () => publicReadPath(hotClubs),
        ...fixedRate,
      });
      // over the whole run, its warm-up included: every answer the server gave in that time
      const answers = Math.round(settings.rate * (fixedRate.durationSeconds + fixedRate.warmupSeconds));
      const perAnswer = (before, after) =>
        before === null || after === null ? null : Math.round(((after - before) / answers) * 1000) / 1000;
      run.apiCpuMsPerRequest = perAnswer(apiBefore, cpuMs(api.child.pid));
      run.databaseCpuMsPerRequest = perAnswer(databaseBefore, databaseCpu());
      figures.fixedRateRuns.push(run);
      // the same generator on the bare route answering ready bytes: what this machine and this
      // generator add to any answer at that rate (the floor under the public read's figure)
      figures.fixedRateBareRuns.push(
        await openLoopInChild({
          origin: bareOrigin,
          nextPath: () => bareReadPath('bare-bytes', hotClubs),
          ...fixedRate,
        }),
      );
    }
  }
  for (const size of sizes) {
    const { figures } = size;
    figures.fixedRate = medianBy(figures.fixedRateRuns, 'p99Ms');
    figures.fixedRateBare = medianBy(figures.fixedRateBareRuns, 'p99Ms');
    // beside the figures, whose every entry is a measured route (unexpectedAnswers)
    size.fixedRateCpu = {
      apiMs: median(figures.fixedRateRuns.map((run) => run.apiCpuMsPerRequest ?? Number.NaN)),
      databaseMs: postgres
        ? median(figures.fixedRateRuns.map((run) => run.databaseCpuMsPerRequest ?? Number.NaN))
        : null,
    };
  }
}

/**
 * A Friday evening on each size (workload.mjs `fridayEveningRequest`): guests reading menus and
 * their tables' lists at clubs with a long tail (a few clubs all the time, most rarely: many menus
 * are not in the server's cache), owners reading and editing meanwhile, all at one fixed rate in an
 * open loop. Its figure is the p99 of each kind of request: the median of each kind's p99 over the
 * runs (`fridayRuns`, in turns across the sizes like the fixed rate).
 */
async function measureFridayEvening(sizes) {
  if (settings.fridayRuns === 0) return;
  const fridaySeconds = settings.fixedRateSeconds;
  console.log(
    `\n== A Friday evening: ${settings.fridayRate} req/s (${FRIDAY_EVENING_MIX.map(([kind, share]) => `${kind} ${Math.round(share * 100)} %`).join(', ')}), ${settings.fridayRuns} run(s) of ${fridaySeconds} s, in turns`,
  );
  for (const size of sizes) size.figures.fridayEveningRuns = [];
  for (let turn = 0; turn < settings.fridayRuns; turn++) {
    for (const { api, clubs, figures, label } of sizes) {
      await settle(api.origin);
      const allClubs = spreadClubs(clubs);
      const pickClub = longTailClubs(allClubs);
      const run = await openLoopInChild({
        origin: api.origin,
        nextRequest: () => fridayEveningRequest(pickClub, allClubs),
        rate: settings.fridayRate,
        durationSeconds: fridaySeconds,
        warmupSeconds: settings.warmupSeconds,
      });
      figures.fridayEveningRuns.push(run);
      const kinds = Object.entries(run.byKind ?? {})
        .map(([kind, f]) => `${kind} p99 ${f.p99Ms} ms (${f.answered})`)
        .join(', ');
      console.log(
        `  ${label}, run ${turn + 1}: all p99 ${run.p99Ms} ms; ${kinds}; errors ${run.errors}, non-2xx ${run.non2xx}`,
      );
    }
  }
  for (const size of sizes) {
    const runs = size.figures.fridayEveningRuns;
    size.fridayEvening = {
      rate: settings.fridayRate,
      runs: runs.length,
      p99Ms: median(runs.map((run) => run.p99Ms)),
      byKind: Object.fromEntries(
        FRIDAY_EVENING_MIX.map(([kind]) => [
          kind,
          {
            p50Ms: median(runs.map((run) => run.byKind?.[kind]?.p50Ms ?? Number.NaN)),
            p99Ms: median(runs.map((run) => run.byKind?.[kind]?.p99Ms ?? Number.NaN)),
          },
        ]),
      ),
    };
  }
}

try {
  serverBuild = args['api-entry']
    ? { entry: args['api-entry'], remove: () => {} }
    : privateServerBuild({ build: !args['no-build'] });
  for (const database of settings.databases) {
    const started = mark();
    try {
      const postgres = database === 'postgres' ? await startPostgres() : undefined;
      const sizes = database === 'postgres' ? settings.clubs : settings.pgliteClubs;
      const measured = [];
      for (const clubs of sizes) {
        try {
          measured.push(await measureAt(database, clubs, postgres));
        } catch (error) {
          failures.push(`${database}, ${clubs} clubs: ${error.message}`);
          console.error(`\n!! ${database}, ${clubs} clubs: could not measure: ${error.stack ?? error}`);
        }
      }
      if (measured.length > 0) {
        console.log(
          `\n== ${measured.map((size) => size.label).join(' and ')}: the public read at ${settings.rate} req/s, ${settings.fixedRateRuns} run(s) of ${settings.fixedRateSeconds} s each, in turns`,
        );
        await measureFixedRate(measured, postgres);
        await measureFridayEvening(measured);
        for (const size of measured)
          runs.push(
            reportSize({ ...size, memoryAtEnd: serverMemory(size.api.child.pid, size.memoryFile) }, settings),
          );
        reportScale(measured);
      }
    } catch (error) {
      failures.push(`${database}: ${error.message}`);
      console.error(`\n!! ${database}: ${error.stack ?? error}`);
    } finally {
      await stopSince(started);
    }
  }
} catch (error) {
  failures.push(`build: ${error.message}`);
  console.error(`\n!! could not build: ${error.stack ?? error}`);
} finally {
  await stopAll();
  serverBuild?.remove();
}

const loadAtEnd = os.loadavg();
const problems = unexpectedAnswers(runs);
writeResults({ runs, settings, goals: LOAD_GOALS, quick, loadAtStart, loadAtEnd, problems, failures });
console.log(`load average at the end ${loadAtEnd.map((v) => v.toFixed(2)).join(' ')}`);
if (problems.length > 0) console.error(`\n!! unexpected answers:\n  ${problems.join('\n  ')}`);
if (failures.length > 0) console.error(`\n!! could not measure:\n  ${failures.join('\n  ')}`);
process.exit(problems.length > 0 || failures.length > 0 ? 1 : 0);
