// What the load bench prints about each measured size and about the scale between sizes; run.mjs
// measures, this module only reads the figures and writes them to the terminal.
import { median } from '../stats.mjs';
import { pairedRatios } from './results.mjs';

/** The goals the figures are read against (bench/README.md). */
export const LOAD_GOALS = {
  bytesRatio: 0.8,
  serializingRatio: 1,
  fixedRateP99Ms: 10,
  scaleRatio: 1.2,
  // a guest's read of a menu that is not in the server's memory, over every club (issue 50): the
  // rate it must carry (closed loop: the throughput) and its p99 at that rate (open loop)
  keptRead: { postgres: { rate: 1500, p99Ms: 50 }, pglite: { rate: 500, p99Ms: 150 } },
};

/** One measured route as a line: throughput, latency, body size, CPU per answer, errors. */
const row = (name, f) =>
  `  ${name.padEnd(34)} ${Math.round(f.requestsPerSecond).toString().padStart(6)} req/s  p50 ${String(f.p50Ms).padStart(4)} ms  p99 ${String(f.p99Ms).padStart(5)} ms  ${(f.bodyBytes / 1024).toFixed(1).padStart(5)} KB  CPU ${f.cpuMsPerRequest ?? '?'} ms/req  errors ${f.errors} (timeouts ${f.timeouts}), non-2xx ${f.non2xx}`;

/**
 * Prints a measured size's figures (the closed-loop turns, the fixed-rate runs, the ratios against
 * the bare routes, the server's memory) and returns the run's record for results.mjs.
 */
export function reportSize(
  {
    label,
    database,
    clubs,
    seeded,
    hotClubs,
    figures,
    fixedRateCpu,
    fridayEvening,
    memoryAtStart,
    memoryAtEnd,
  },
  settings,
) {
  const spread = `${hotClubs.length} clubs × 10 tables × 5 menus`;
  const length = settings.requestsPerRoute
    ? `${settings.requestsPerRoute} requests per route`
    : `${settings.closedLoopTurns} turns of ${settings.turnSeconds} s per read after ${settings.turnWarmupSeconds} s of warm-up (${settings.warmupSeconds} s in the first), ${settings.durationSeconds} s per owner route after ${settings.warmupSeconds} s`;
  console.log(
    `\n  ${label}: ${settings.connections} connections (owners: ${settings.ownerConnections}), ${length}`,
  );
  figures.publicReadTurns.forEach((publicRead, turn) => {
    const of = settings.closedLoopTurns > 1 ? `, turn ${turn + 1}` : '';
    console.log(row(`bare Fastify route, serializing${of}`, figures.bareTurns[turn]));
    console.log(row(`bare Fastify route, bytes ready${of}`, figures.bareBytesTurns[turn]));
    console.log(row(`bytes ready, content type alone${of}`, figures.bareBytesPlainTurns[turn]));
    console.log(row(`public read (${spread})${of}`, publicRead));
  });
  if (figures.publicReadAllClubs)
    console.log(row(`public read (all ${clubs} clubs, each menu built)`, figures.publicReadAllClubs));
  if (figures.publicReadAllClubsKept)
    console.log(
      row(`public read (all ${clubs} clubs, kept in the database)`, figures.publicReadAllClubsKept),
    );
  const atRate = figures.publicReadAllClubsKeptAtRate;
  if (atRate)
    console.log(
      `  public read (all ${clubs} clubs, kept in the database) at ${atRate.offeredRate} req/s offered (open loop, ${atRate.achievedRate} sent): p50 ${atRate.p50Ms} ms, p99 ${atRate.p99Ms} ms, max ${atRate.maxMs} ms; errors ${atRate.errors}, non-2xx ${atRate.non2xx}`,
    );
  console.log(row('owner menu read (getMenu)', figures.ownerRead));
  console.log(row('item edit (saveItem)', figures.itemWrite));
  const slowSeconds = (run) =>
    run.slowBySecond.map((group) => `${group.second}s: ${group.requests} (≤ ${group.maxMs} ms)`).join(', ') ||
    'none';
  figures.fixedRateRuns.forEach((fixed, turn) => {
    const floor = figures.fixedRateBareRuns[turn];
    console.log(
      `  public read at ${fixed.offeredRate} req/s offered (open loop, run ${turn + 1}, ${fixed.achievedRate} sent): p50 ${fixed.p50Ms} ms, p99 ${fixed.p99Ms} ms, p99.9 ${fixed.p999Ms} ms, max ${fixed.maxMs} ms; errors ${fixed.errors}, non-2xx ${fixed.non2xx}; generator lag ≤ ${fixed.generatorLagMs} ms; CPU per answer: server ${fixed.apiCpuMsPerRequest ?? '?'} ms${database === 'postgres' ? `, database ${fixed.databaseCpuMsPerRequest ?? '?'} ms` : ''}`,
    );
    console.log(`    requests over 10 ms by the second they were due in: ${slowSeconds(fixed)}`);
    console.log(
      `  bytes-ready route at ${floor.offeredRate} req/s offered (the floor, run ${turn + 1}): p50 ${floor.p50Ms} ms, p99 ${floor.p99Ms} ms, p99.9 ${floor.p999Ms} ms, max ${floor.maxMs} ms; errors ${floor.errors}, non-2xx ${floor.non2xx}`,
    );
  });
  if (figures.fixedRateRuns.length > 1) {
    console.log(
      `  fixed rate, median run of ${figures.fixedRateRuns.length}: public read p99 ${figures.fixedRate.p99Ms} ms, floor p99 ${figures.fixedRateBare.p99Ms} ms; median CPU per answer: server ${fixedRateCpu.apiMs} ms${database === 'postgres' ? `, database ${fixedRateCpu.databaseMs} ms` : ''}`,
    );
  }
  const turnRatios = (floors) =>
    figures.publicReadTurns.map(
      (publicRead, turn) => publicRead.requestsPerSecond / floors[turn].requestsPerSecond,
    );
  const bytesRatios = turnRatios(figures.bareBytesTurns);
  const serializingRatios = turnRatios(figures.bareTurns);
  const plainRatios = turnRatios(figures.bareBytesPlainTurns);
  const bytesRatio = median(bytesRatios);
  const serializingRatio = median(serializingRatios);
  const plainRatio = median(plainRatios);
  const listed = (ratios) => ratios.map((ratio) => ratio.toFixed(2)).join(', ');
  const turnsNote =
    settings.closedLoopTurns > 1
      ? ` (medians of the ${settings.closedLoopTurns} turns' ratios: ${listed(bytesRatios)} and ${listed(serializingRatios)})`
      : '';
  console.log(
    `  public read / bytes-ready route ${bytesRatio.toFixed(2)} (goal ≥ ${LOAD_GOALS.bytesRatio}), / serializing route ${serializingRatio.toFixed(2)} (goal > ${LOAD_GOALS.serializingRatio})${turnsNote}`,
  );
  console.log(
    `  public read / bytes with the content type alone ${plainRatio.toFixed(2)} (for information: what the API's security, caching and request-id header lines cost with its code${settings.closedLoopTurns > 1 ? `; turns ${listed(plainRatios)}` : ''})`,
  );
  if (fridayEvening) {
    console.log(
      `  a Friday evening at ${fridayEvening.rate} req/s, median of ${fridayEvening.runs} run(s): every request p99 ${fridayEvening.p99Ms} ms; ${Object.entries(
        fridayEvening.byKind,
      )
        .map(([kind, f]) => `${kind} p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms`)
        .join('; ')}`,
    );
  }
  console.log(`  server memory: start ${memoryAtStart.text}; end ${memoryAtEnd.text}`);
  return {
    database,
    clubs,
    label,
    seedMs: seeded.seedMs,
    figures,
    bytesRatio,
    serializingRatio,
    plainRatio,
    fixedRateCpu,
    fridayEvening,
    memoryAtStart,
    memoryAtEnd,
  };
}

/** Prints the fixed-rate p99 of the largest size against the smallest, turn by turn. */
export function reportScale(sizes) {
  if (sizes.length < 2) return;
  const small = sizes.reduce((a, b) => (a.clubs <= b.clubs ? a : b));
  const large = sizes.reduce((a, b) => (a.clubs >= b.clubs ? a : b));
  const listed = (ratios) => ratios.map((ratio) => ratio.toFixed(2)).join(', ');
  const api = pairedRatios(small.figures.fixedRateRuns, large.figures.fixedRateRuns);
  const floor = pairedRatios(small.figures.fixedRateBareRuns, large.figures.fixedRateBareRuns);
  console.log(
    `\n  fixed-rate p99, ${large.clubs.toLocaleString('en')} against ${small.clubs} clubs, turn by turn: public read ${listed(api)} (median ${median(api).toFixed(2)}, goal ≤ ${LOAD_GOALS.scaleRatio}); the floor ${listed(floor)} (median ${median(floor).toFixed(2)}: the bare route at both sizes, none of the API's work, so its spread is the method's own)`,
  );
}
