// The load bench's figures in the shared results format (bench/results-file.mjs): bench/results/load.json.
import fs from 'node:fs';
import path from 'node:path';
import { figure, resultsDir, writeResults as writeResultsFile } from '../results-file.mjs';
import { median } from '../stats.mjs';

/**
 * Turn by turn, the p99 of the larger size's run against the smaller size's run of the same turn
 * (run.mjs measures the sizes' fixed-rate runs in turns).
 */
export function pairedRatios(smallRuns, largeRuns) {
  return smallRuns.map((run, turn) => largeRuns[turn].p99Ms / run.p99Ms);
}

/** ", median of 3 runs" when the fixed-rate figure is the median of several runs */
const runsOf = (figures) =>
  (figures.fixedRateRuns?.length ?? 1) > 1 ? `, median of ${figures.fixedRateRuns.length} runs` : '';

/** " (median of 3 turns)" when the closed-loop figures are medians of turns (run.mjs) */
const turnsOf = (figures) =>
  (figures.publicReadTurns?.length ?? 1) > 1 ? ` (median of ${figures.publicReadTurns.length} turns)` : '';

const short = (run) =>
  `${run.database === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${run.clubs.toLocaleString('en')} clubs`;

/**
 * The measured runs kept between invocations (bench/results/load-runs.json), one per database and
 * size, the newest replacing an older one: a run of one database or one size (`--databases`,
 * `--clubs`) then updates its part of load.json and keeps the others, each noted with its time.
 */
function mergedRuns(runs, file) {
  let kept = [];
  try {
    kept = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    // first run
  }
  const key = (run) => `${run.database}:${run.clubs}`;
  const fresh = new Set(runs.map(key));
  const merged = [...kept.filter((run) => !fresh.has(key(run))), ...runs];
  merged.sort((a, b) => a.database.localeCompare(b.database) || a.clubs - b.clubs);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  return merged;
}

export function writeResults({
  runs: measured,
  settings,
  goals,
  quick,
  loadAtStart,
  loadAtEnd,
  problems,
  failures,
}) {
  // one time for the whole invocation: the sizes it measured in turns are paired by it (below)
  const ranAt = new Date().toISOString();
  const runs = quick
    ? measured
    : mergedRuns(
        measured.map((run) => ({
          ...run,
          ranAt,
          loadAtStart,
          loadAtEnd,
          settings,
        })),
        path.join(resultsDir, 'load-runs.json'),
      );
  const figures = [];
  for (const run of runs) {
    const name = short(run);
    const onPostgres = run.database === 'postgres';
    const f = run.figures;
    figures.push(figure(`${name}: seeding`, run.seedMs / 1000, 's'));
    const turns = turnsOf(f);
    figures.push(figure(`${name}: bare route, bytes ready${turns}`, f.bareBytes.requestsPerSecond, 'req/s'));
    figures.push(figure(`${name}: bare route, serializing${turns}`, f.bare.requestsPerSecond, 'req/s'));
    // runs written before the bench measured the headerless route have none
    if (f.bareBytesPlain) {
      figures.push(
        figure(
          `${name}: bytes with the content type alone (no API header)${turns}`,
          f.bareBytesPlain.requestsPerSecond,
          'req/s',
        ),
      );
    }
    figures.push(figure(`${name}: public read${turns}`, f.publicRead.requestsPerSecond, 'req/s'));
    figures.push(figure(`${name}: public read p50`, f.publicRead.p50Ms, 'ms'));
    figures.push(
      figure(`${name}: public read p99 (${settings.connections} connections)`, f.publicRead.p99Ms, 'ms'),
    );
    figures.push(
      figure(
        `${name}: public read / bytes-ready route${turns}`,
        run.bytesRatio,
        'ratio',
        // the quick variant's 60 requests per route are not judged (notes below)
        quick ? null : `>= ${goals.bytesRatio}`,
      ),
    );
    figures.push(
      figure(
        `${name}: public read / serializing route${turns}`,
        run.serializingRatio,
        'ratio',
        quick ? null : `> ${goals.serializingRatio}`,
      ),
    );
    if (run.plainRatio !== undefined) {
      figures.push(
        figure(`${name}: public read / bytes with the content type alone${turns}`, run.plainRatio, 'ratio'),
      );
    }
    const keptGoals = goals.keptRead[run.database];
    if (f.publicReadAllClubsKept) {
      figures.push(
        figure(
          `${name}: public read over all clubs, not in memory (kept in the database)`,
          f.publicReadAllClubsKept.requestsPerSecond,
          'req/s',
          quick ? null : `>= ${keptGoals.rate} req/s`,
        ),
      );
      figures.push(
        figure(
          `${name}: public read over all clubs, kept in the database, p99 at saturation (closed loop, ${settings.connections} connections)`,
          f.publicReadAllClubsKept.p99Ms,
          'ms',
        ),
      );
    }
    const atRate = f.publicReadAllClubsKeptAtRate;
    if (atRate) {
      figures.push(
        figure(
          `${name}: public read over all clubs, kept in the database, p99 at ${atRate.offeredRate} req/s (open loop)`,
          atRate.p99Ms,
          'ms',
          quick ? null : `<= ${keptGoals.p99Ms} ms`,
        ),
      );
    }
    if (f.publicReadAllClubs) {
      figures.push(
        figure(
          `${name}: public read over all clubs, first reads (each menu built)`,
          f.publicReadAllClubs.requestsPerSecond,
          'req/s',
        ),
      );
      figures.push(
        figure(`${name}: public read over all clubs, first reads, p99`, f.publicReadAllClubs.p99Ms, 'ms'),
      );
      if (f.publicReadAllClubs.timeouts > 0)
        figures.push(
          figure(
            `${name}: public read over all clubs, requests over the 10 s timeout`,
            f.publicReadAllClubs.timeouts,
            'requests',
          ),
        );
    }
    figures.push(figure(`${name}: public read, server CPU per request`, f.publicRead.cpuMsPerRequest, 'ms'));
    figures.push(figure(`${name}: bytes-ready route, CPU per request`, f.bareBytes.cpuMsPerRequest, 'ms'));
    figures.push(figure(`${name}: owner menu read`, f.ownerRead.requestsPerSecond, 'req/s'));
    figures.push(
      figure(`${name}: owner menu read, server CPU per request`, f.ownerRead.cpuMsPerRequest, 'ms'),
    );
    figures.push(figure(`${name}: owner menu read p99`, f.ownerRead.p99Ms, 'ms'));
    figures.push(figure(`${name}: item edit`, f.itemWrite.requestsPerSecond, 'req/s'));
    figures.push(figure(`${name}: item edit p99`, f.itemWrite.p99Ms, 'ms'));
    figures.push(figure(`${name}: item edit, server CPU per request`, f.itemWrite.cpuMsPerRequest, 'ms'));
    figures.push(
      figure(
        `${name}: public read p99 at ${f.fixedRate.offeredRate} req/s (open loop${runsOf(f)})`,
        f.fixedRate.p99Ms,
        'ms',
        onPostgres && !quick ? `<= ${goals.fixedRateP99Ms} ms` : null,
      ),
    );
    if (f.fixedRateBare) {
      figures.push(
        figure(
          `${name}: bytes-ready route p99 at ${f.fixedRateBare.offeredRate} req/s (the floor${runsOf(f)})`,
          f.fixedRateBare.p99Ms,
          'ms',
        ),
      );
    }
    // older runs did not measure the CPU at the fixed rate
    if (run.fixedRateCpu) {
      figures.push(
        figure(
          `${name}: server CPU per public read at the fixed rate (median run)`,
          // in µs: the report prints two decimals, and the database's share is a few µs
          Math.round(run.fixedRateCpu.apiMs * 1000),
          'µs',
        ),
      );
    }
    if (onPostgres && run.fixedRateCpu?.databaseMs != null) {
      figures.push(
        figure(
          `${name}: database CPU per public read at the fixed rate (median run; the scan counts' writes)`,
          Math.round(run.fixedRateCpu.databaseMs * 1000),
          'µs',
        ),
      );
    }
    // older runs had no Friday evening
    if (run.fridayEvening) {
      const friday = run.fridayEvening;
      for (const [kind, f] of Object.entries(friday.byKind))
        figures.push(
          figure(
            `${name}: Friday evening at ${friday.rate} req/s, ${kind} p99 (median of ${friday.runs})`,
            f.p99Ms,
            'ms',
          ),
        );
    }
    figures.push(figure(`${name}: server RSS after the run`, run.memoryAtEnd.rssMB, 'MB'));
    figures.push(figure(`${name}: server heap used after the run`, run.memoryAtEnd.heapUsedMB, 'MB'));
  }
  // 10,000 clubs against 10, per database
  for (const database of ['postgres', 'pglite']) {
    const mine = runs.filter((run) => run.database === database);
    if (mine.length < 2) continue;
    const small = mine.reduce((a, b) => (a.clubs <= b.clubs ? a : b));
    const large = mine.reduce((a, b) => (a.clubs >= b.clubs ? a : b));
    const pair = `${database === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${large.clubs.toLocaleString('en')}/${small.clubs} clubs`;
    // measured in turns by one invocation: the median of the turns' own ratios (run.mjs); sizes
    // measured by different invocations (`--clubs`) are compared by their median runs
    const paired =
      small.ranAt === large.ranAt &&
      small.figures.fixedRateRuns?.length === large.figures.fixedRateRuns?.length;
    const scale = (runsOf, figureOf) =>
      paired
        ? median(pairedRatios(runsOf(small), runsOf(large)))
        : figureOf(large).p99Ms / figureOf(small).p99Ms;
    const turnsNote = paired ? ` (median of the ${small.figures.fixedRateRuns.length} turns' ratios)` : '';
    figures.push(
      figure(
        `${pair}: fixed-rate p99${turnsNote}`,
        scale(
          (run) => run.figures.fixedRateRuns,
          (run) => run.figures.fixedRate,
        ),
        'ratio',
        database === 'postgres' ? `<= ${goals.scaleRatio}` : null,
      ),
    );
    if (small.figures.fixedRateBareRuns && large.figures.fixedRateBare) {
      figures.push(
        figure(
          `${pair}: fixed-rate p99 of the floor, the bare route at both sizes (none of the API's work: the method's own spread)${turnsNote}`,
          scale(
            (run) => run.figures.fixedRateBareRuns,
            (run) => run.figures.fixedRateBare,
          ),
          'ratio',
        ),
      );
    }
    for (const [route, title] of [
      ['publicRead', 'public read'],
      ['ownerRead', 'owner menu read'],
      ['itemWrite', 'item edit'],
    ]) {
      figures.push(
        figure(
          `${pair}: ${title} throughput`,
          large.figures[route].requestsPerSecond / small.figures[route].requestsPerSecond,
          'ratio',
        ),
      );
    }
  }
  const notes = [
    ...(quick
      ? []
      : runs.map(
          (run) =>
            `${short(run)} measured ${run.ranAt?.slice(0, 16).replace('T', ' ') ?? 'now'} UTC, load average ${run.loadAtStart?.[0]?.toFixed(1) ?? '?'} → ${run.loadAtEnd?.[0]?.toFixed(1) ?? '?'} over its invocation`,
        )),
    `load average ${loadAtStart.map((v) => v.toFixed(2)).join(' ')} at start, ${loadAtEnd.map((v) => v.toFixed(2)).join(' ')} at the end (2 shared cores)`,
    `autocannon, ${settings.connections} connections (owner routes ${settings.ownerConnections}), public read and bare routes in ${settings.closedLoopTurns} turns of ${settings.turnSeconds} s each after ${settings.turnWarmupSeconds} s of warm-up (${settings.warmupSeconds} s in the first turn), the order rotated each turn; other routes ${settings.durationSeconds} s after ${settings.warmupSeconds} s of warm-up; public reads over ${settings.hotClubs} clubs spread across all (every table, menu, language), owner reads and edits over all clubs`,
    ...(settings.fixedRateSeconds
      ? [
          `fixed rate: ${settings.fixedRateRuns ?? 1} run(s) per size of ${settings.fixedRateSeconds} s each after ${settings.warmupSeconds} s of warm-up, the sizes in turns, open loop`,
        ]
      : []),
    ...(quick ? ['quick variant (npm test): figures are not judged, only errors and non-2xx answers'] : []),
    ...problems.map((problem) => `unexpected answers: ${problem}`),
    ...failures.map((failure) => `could not measure: ${failure}`),
  ];
  // the quick variant (npm test) keeps its own file: it never replaces the full run's figures
  return writeResultsFile({
    name: quick ? 'load-quick' : 'load',
    title: 'API load at 10 and 10,000 clubs; public read at a fixed rate',
    figures,
    notes,
  });
}
