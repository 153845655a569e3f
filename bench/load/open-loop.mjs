// A small open-loop load generator: requests are sent on a fixed schedule (`rate` per second),
// whether or not earlier ones have been answered, and each latency is measured from the moment the
// request was due to leave, not from when it left. A closed-loop tool (autocannon) waits for an
// answer before sending the next request on a connection, so a stalled server also stalls the
// clock that measures it ("coordinated omission"); here a stall shows in every request due during it.
//
// That also holds for the generator's own stalls: a pause of its event loop (a major garbage
// collection of a large heap) delays every request due meanwhile, and counts as the server's
// latency. So the benches run it in a process of its own (`openLoopInChild`), whose heap holds
// nothing but the run: in the load bench's own process, which by then held autocannon's results and
// 10,000 clubs' workload, the generator lagged up to 48 ms and the fixed-rate p99 followed its lag.
//
// As a child: node open-loop.mjs <options.json>  (prints the figures as JSON on stdout)
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from '../stats.mjs';

/** Slow requests counted per whole second of the run they were due in, with the slowest of each. */
function slowBySecond(slow) {
  const bySecond = new Map();
  for (const request of slow) {
    const second = Math.floor(request.atSeconds);
    const group = bySecond.get(second) ?? { second, requests: 0, maxMs: 0 };
    group.requests += 1;
    group.maxMs = Math.max(group.maxMs, request.ms);
    bySecond.set(second, group);
  }
  return [...bySecond.values()].sort((a, b) => a.second - b.second);
}

const DEFAULT_WARMUP_SECONDS = 2;

/** How many requests a run sends, its warm-up included. */
function requestsDue({ rate, durationSeconds, warmupSeconds = DEFAULT_WARMUP_SECONDS }) {
  return Math.round(rate * (warmupSeconds + durationSeconds));
}

/** The figures of a set of latencies (ms, sorted in place) and their outcomes. */
function latencyFigures(latencies, { non2xx, errors }) {
  latencies.sort((a, b) => a - b);
  const round = (value) => Math.round(value * 100) / 100;
  return {
    answered: latencies.length,
    non2xx,
    errors,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    p999Ms: round(percentile(latencies, 99.9)),
    maxMs: round(latencies.at(-1) ?? Number.NaN),
  };
}

/**
 * Sends the requests of `nextRequest()` (called per request: `{ kind?, method?, path, headers?,
 * body? }`, a GET without a kind when only a path is given) on `origin` at `rate` per second for
 * `durationSeconds`, after `warmupSeconds` at the same rate that are not counted. The figures are
 * those of every request, and, when the requests name their kind, of each kind apart (`byKind`).
 * The benches call it through `openLoopInChild`.
 */
async function openLoop({
  origin,
  nextRequest,
  rate,
  durationSeconds,
  warmupSeconds = DEFAULT_WARMUP_SECONDS,
  maxSockets = 256,
  timeoutMs = 30_000,
}) {
  const { hostname, port } = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const intervalMs = 1000 / rate;
  const total = requestsDue({ rate, durationSeconds, warmupSeconds });
  const countedFrom = Math.round(rate * warmupSeconds);
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  /** kind → its latencies and outcomes */
  const kinds = new Map();
  const kindOf = (kind) => {
    let entry = kinds.get(kind);
    if (!entry) {
      entry = { latencies: [], non2xx: 0, errors: 0 };
      kinds.set(kind, entry);
    }
    return entry;
  };
  let sent = 0;
  let settled = 0;
  let maxLagMs = 0;
  let lastSentAt = 0;
  // the requests slower than this (when they were due, how long they took): do they come together?
  const slowMs = 10;
  const slow = [];
  const start = performance.now();

  await new Promise((resolve) => {
    const send = (index, dueAt) => {
      const counted = index >= countedFrom;
      const next = nextRequest();
      const own = next.kind === undefined ? null : kindOf(next.kind);
      // exactly one outcome per request, whichever event comes first: the whole answer read, or
      // the request or its answer failing (a timeout may cut an answer half way: no 'end' then)
      let settledThis = false;
      const finish = (statusCode) => {
        if (settledThis) return;
        settledThis = true;
        if (counted) {
          if (statusCode === undefined) {
            errors += 1;
            if (own) own.errors += 1;
          } else {
            const latency = performance.now() - dueAt;
            latencies.push(latency);
            own?.latencies.push(latency);
            if (latency >= slowMs) slow.push({ atSeconds: (dueAt - start) / 1000, ms: latency });
            if (statusCode < 200 || statusCode >= 300) {
              non2xx += 1;
              if (own) own.non2xx += 1;
            }
          }
        }
        done();
      };
      const request = http.request(
        {
          agent,
          host: hostname,
          port,
          path: next.path,
          method: next.method ?? 'GET',
          headers: next.headers ?? { accept: 'application/json' },
        },
        (response) => {
          response.on('end', () => finish(response.statusCode));
          response.on('error', () => finish(undefined));
          response.on('close', () => finish(response.complete ? response.statusCode : undefined));
          response.resume();
        },
      );
      // a request still unanswered after this long counts as an error (and ends the run's wait)
      request.setTimeout(timeoutMs, () => request.destroy(new Error('timed out')));
      request.on('error', () => finish(undefined));
      request.on('close', () => {
        // closed before any answer came
        if (!request.res) finish(undefined);
      });
      request.end(next.body);
    };
    const done = () => {
      settled += 1;
      if (settled === total) resolve();
    };
    // Timers fire about every millisecond at best: each tick sends every request already due.
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * intervalMs <= now) {
        const dueAt = start + sent * intervalMs;
        maxLagMs = Math.max(maxLagMs, now - dueAt);
        send(sent, dueAt);
        sent += 1;
        lastSentAt = now;
      }
      if (sent < total) setTimeout(tick, Math.max(0, Math.min(intervalMs, start + sent * intervalMs - now)));
    };
    tick();
  });
  agent.destroy();
  // the rate actually sent, over the sending only (not the wait for the last answers)
  const sendingSeconds = Math.max((lastSentAt - start) / 1000, 1 / rate);
  const round = (value) => Math.round(value * 100) / 100;
  return {
    offeredRate: rate,
    achievedRate: round((total - 1) / sendingSeconds),
    ...latencyFigures(latencies, { non2xx, errors }),
    ...(kinds.size === 0
      ? {}
      : {
          byKind: Object.fromEntries(
            [...kinds].map(([kind, entry]) => [kind, latencyFigures(entry.latencies, entry)]),
          ),
        }),
    /** how late the generator itself sent its latest request (its own stall, counted in latencies) */
    generatorLagMs: round(maxLagMs),
    /** the requests over 10 ms, grouped by the whole second of the run they were due in */
    slowBySecond: slowBySecond(slow).map((group) => ({ ...group, maxMs: round(group.maxMs) })),
  };
}

/**
 * `openLoop` in a child process: every request is chosen here first (`nextRequest()`, or a GET of
 * `nextPath()`, once per request due), so that the child's latency clock is stalled by nothing but
 * its own small run.
 */
export async function openLoopInChild({ nextPath, nextRequest = () => ({ path: nextPath() }), ...options }) {
  const requests = Array.from({ length: requestsDue(options) }, () => nextRequest());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-open-loop-'));
  const file = path.join(dir, 'options.json');
  fs.writeFileSync(file, JSON.stringify({ ...options, requests }));
  try {
    const stdout = await new Promise((resolve, reject) => {
      execFile(
        process.execPath,
        [fileURLToPath(import.meta.url), file],
        { maxBuffer: 1024 * 1024 },
        (error, out, err) =>
          error ? reject(new Error(`open-loop child: ${error.message}\n${err}`)) : resolve(out),
      );
    });
    return JSON.parse(stdout);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { requests, ...options } = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  let next = 0;
  const figures = await openLoop({ ...options, nextRequest: () => requests[next++] });
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}
