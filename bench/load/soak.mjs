// A soak of the API on PostgreSQL (issue 15): for 10 minutes, guests read public menus at a fixed
// rate (open loop, open-loop.mjs) while owners work at the same time (autocannon: menu reads, item
// edits, reorders, each for a random club). Requires zero errors and zero non-2xx answers; prints
// the server's memory (RSS from /proc, V8 heap from memory-probe.cjs) at the start, every minute and
// at the end, and the count of errors the server logged. Writes bench/results/soak.json.
//
// Usage: pnpm --filter @tavola/bench soak [--minutes=10 --clubs=1000 --rate=50 --owners=4]
//          [--busy-clubs=50] [--no-build]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { figuresOf, runAutocannon } from '../guest/load.mjs';
import { freePort, startApi, startPostgres, stopAll, tempDir } from '../guest/stack.mjs';
import { figure, writeResults } from '../results-file.mjs';
import { seededPostgres } from './databases.mjs';
import { serverMemory } from './memory.mjs';
import { openLoopInChild } from './open-loop.mjs';
import { privateServerBuild } from './server-build.mjs';
import {
  itemWriteRequest,
  ownerReadRequest,
  publicReadPath,
  reorderRequest,
  spreadClubs,
} from './workload.mjs';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    clubs: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '50' },
    owners: { type: 'string', default: '4' },
    'busy-clubs': { type: 'string', default: '50' },
    'no-build': { type: 'boolean', default: false },
  },
});
const minutes = Number(args.minutes);
const clubs = Number(args.clubs);
const memoryProbe = path.join(import.meta.dirname, 'memory-probe.cjs');
/** this run's own copy of the server build (server-build.mjs) */
let serverBuild;

process.on('SIGINT', () => {
  stopAll().finally(() => {
    serverBuild?.remove();
    process.exit(130);
  });
});

/** The owners' mix: mostly reads, then edits, then reorders. */
function ownerRequest(allClubs) {
  const draw = Math.random();
  if (draw < 0.6) return ownerReadRequest(allClubs);
  if (draw < 0.9) return itemWriteRequest(allClubs);
  return reorderRequest(allClubs);
}

const loadAtStart = os.loadavg();
console.log(
  `soak on ${os.cpus().length} cores, load average ${loadAtStart.map((v) => v.toFixed(2)).join(' ')} at start`,
);
let exitCode = 1;
try {
  serverBuild = privateServerBuild({ build: !args['no-build'] });
  const postgres = await startPostgres();
  console.log(`\n== PostgreSQL ${postgres.version}: seeding ${clubs.toLocaleString('en')} clubs`);
  const seeded = await seededPostgres(postgres.url, 'tavola_soak', clubs);
  console.log(`  seeded in ${(seeded.seedMs / 1000).toFixed(1)} s`);
  const memoryFile = path.join(tempDir('tavola-bench-memory-'), 'memory.json');
  // the server's own metrics (METRICS_PORT) say how much of the memory outside the heap is the
  // guests' document cache, filling up to its budget, rather than a leak
  const metricsUrl = `http://127.0.0.1:${await freePort()}/metrics`;
  const api = await startApi({
    label: 'soak',
    entry: serverBuild.entry,
    logLevel: 'info',
    seedDemo: false,
    databaseUrl: seeded.url,
    nodeArgs: ['--require', memoryProbe],
    env: {
      TAVOLA_BENCH_MEMORY_FILE: memoryFile,
      METRICS_PORT: new URL(metricsUrl).port,
      METRICS_HOST: '127.0.0.1',
    },
  });
  /** The server's memory now: RSS, heap and outside it, and its document cache (from its metrics). */
  const memoryNow = async (minute) => {
    const sample = { minute, ...serverMemory(api.child.pid, memoryFile), ...(await guestCache(metricsUrl)) };
    return {
      ...sample,
      text: `${sample.text}, document cache ${sample.cacheMB} MB (${sample.cacheMenus} menus)`,
    };
  };
  const allClubs = spreadClubs(clubs);
  // guests crowd the clubs open at the time: most reads go to a few of them (their menus fit the
  // server's document cache), the rest anywhere (cold reads)
  const busyClubs = spreadClubs(clubs, Number(args['busy-clubs']));
  const guestPath = () => publicReadPath(Math.random() < 0.8 ? busyClubs : allClubs);

  // a first minute's worth of reads, so that "start" is a serving process, not a fresh one
  await openLoopInChild({
    origin: api.origin,
    nextPath: guestPath,
    rate: Number(args.rate),
    durationSeconds: 20,
    warmupSeconds: 0,
  });
  const memory = [await memoryNow(0)];
  console.log(`\n  memory at the start: ${memory[0].text}`);
  const started = Date.now();
  const sampler = setInterval(async () => {
    const sample = await memoryNow(Math.round((Date.now() - started) / 60_000));
    memory.push(sample);
    console.log(`  minute ${sample.minute}: ${sample.text}`);
  }, 60_000);

  const seconds = Math.round(minutes * 60);
  console.log(
    `\n== ${minutes} minutes: guests at ${args.rate} req/s (open loop, 80 % on ${busyClubs.length} clubs), ${args.owners} owners (reads 60 %, edits 30 %, reorders 10 %) at once`,
  );
  const [guests, owners] = await Promise.all([
    openLoopInChild({
      origin: api.origin,
      nextPath: guestPath,
      rate: Number(args.rate),
      durationSeconds: seconds,
      warmupSeconds: 0,
    }),
    runAutocannon({
      url: api.origin,
      connections: Number(args.owners),
      duration: seconds,
      // an answer slower than this counts as an error (autocannon's default is 10 s)
      timeout: 30,
      requests: [{ setupRequest: (request) => ({ ...request, ...ownerRequest(allClubs) }) }],
    }).then(figuresOf),
  ]);
  clearInterval(sampler);
  const end = await memoryNow(minutes);
  memory.push(end);
  const loggedErrors = fs
    .readFileSync(api.logFile, 'utf8')
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line)).length;

  console.log(
    `\n  guests: ${guests.answered} answers (${guests.achievedRate} req/s sent), p50 ${guests.p50Ms} ms, p99 ${guests.p99Ms} ms, max ${guests.maxMs} ms; errors ${guests.errors}, non-2xx ${guests.non2xx}`,
  );
  console.log(
    `  owners: ${owners.answered} answers (${Math.round(owners.requestsPerSecond)} req/s), p50 ${owners.p50Ms} ms, p99 ${owners.p99Ms} ms; errors ${owners.errors} (timeouts ${owners.timeouts}), non-2xx ${owners.non2xx}`,
  );
  console.log(`  server log: ${loggedErrors} error entries`);
  console.log(`  memory: start ${memory[0].text}; end ${end.text}`);
  const errors = guests.errors + guests.non2xx + owners.errors + owners.non2xx + loggedErrors; // autocannon's errors include its timeouts
  const loadAtEnd = os.loadavg();
  writeResults({
    name: 'soak',
    title: `Soak on PostgreSQL, ${minutes} minutes: guests' reads and owners' work at once (${clubs.toLocaleString('en')} clubs)`,
    figures: [
      figure('errors, non-2xx answers and logged errors', errors, 'count', '= 0'),
      figure('guest reads answered', guests.answered, 'count'),
      figure(`guest read p99 at ${args.rate} req/s`, guests.p99Ms, 'ms'),
      figure('owner requests answered', owners.answered, 'count'),
      figure('owner request p99', owners.p99Ms, 'ms'),
      figure('server RSS at the start', memory[0].rssMB, 'MB'),
      figure('server RSS at the end', end.rssMB, 'MB'),
      figure('server heap used at the start', memory[0].heapUsedMB, 'MB'),
      figure('server heap used at the end', end.heapUsedMB, 'MB'),
      figure('server memory outside the heap at the start', memory[0].externalMB, 'MB'),
      figure('server memory outside the heap at the end', end.externalMB, 'MB'),
      figure("guests' document cache at the start", memory[0].cacheMB, 'MB'),
      figure("guests' document cache at the end", end.cacheMB, 'MB'),
    ],
    notes: [
      `load average ${loadAtStart.map((v) => v.toFixed(2)).join(' ')} at start, ${loadAtEnd.map((v) => v.toFixed(2)).join(' ')} at the end`,
      `memory by minute (RSS / heap used / outside the heap / of which the document cache, MB): ${memory.map((m) => `${m.minute}: ${m.rssMB}/${m.heapUsedMB}/${m.externalMB}/${m.cacheMB}`).join(', ')}`,
    ],
  });
  console.log(`load average at the end ${loadAtEnd.map((v) => v.toFixed(2)).join(' ')}`);
  exitCode = errors === 0 ? 0 : 1;
  if (errors > 0) console.error(`\n!! ${errors} errors or non-2xx answers during the soak`);
} catch (error) {
  console.error(`\n!! soak could not run: ${error.stack ?? error}`);
} finally {
  await stopAll();
  serverBuild?.remove();
}
process.exit(exitCode);

/** The guests' document cache as the server's metrics report it: MB held and menus; null when unread. */
async function guestCache(url) {
  try {
    const text = await (await fetch(url)).text();
    const value = (name) => {
      const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
      return line === undefined ? null : Number(line.slice(name.length + 1));
    };
    const bytes = value('tavola_guest_cache_bytes');
    return {
      cacheMB: bytes === null ? null : Math.round((bytes / 2 ** 20) * 10) / 10,
      cacheMenus: value('tavola_guest_cache_menus'),
    };
  } catch {
    return { cacheMB: null, cacheMenus: null };
  }
}
