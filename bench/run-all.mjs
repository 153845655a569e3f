// `pnpm bench`: runs every benchmark of bench/benches.mjs one after another (never two at once: they
// would measure each other), records for each when it ran, how long, the machine's load average and
// speed (machine-speed.mjs) at its start and end, and whether it failed (with the end of its error
// output), then renders
// bench/REPORT.md (report.mjs). A bench that fails does not stop the run.
//
// Usage: node bench/run-all.mjs [--only=pdf,console-size]   (names from bench/benches.mjs)
// The record of the run is bench/results/run.json; a partial run (--only) keeps the records of the
// benches it did not run, so the report still shows their last figures.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCHES, repoDir } from './benches.mjs';
import { machineSpeedMs } from './machine-speed.mjs';
import { RUN_RECORD_FILE, readRunRecord, renderReport } from './report.mjs';
import { resultsDir } from './results-file.mjs';

const { values: args } = parseArgs({ options: { only: { type: 'string' } } });
const wanted = args.only ? args.only.split(',').map((name) => name.trim()) : BENCHES.map((b) => b.name);
const unknown = wanted.filter((name) => !BENCHES.some((bench) => bench.name === name));
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(', ')} (known: ${BENCHES.map((b) => b.name).join(', ')})`);
  process.exit(2);
}

const TAIL_CHARS = 2000;
const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoDir }).toString().trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: repoDir })
      .toString()
      .trim();
    return { commit, uncommittedChanges: changed.length > 0 };
  } catch {
    return { commit: null, uncommittedChanges: null };
  }
}

function machine() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpuModel: cpus[0]?.model?.trim() ?? null,
    memoryGB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
  };
}

/** The names of the results files that were written since `since` (ms since the epoch). */
function resultsWrittenSince(names, since) {
  return names.filter((name) => {
    try {
      return fs.statSync(path.join(resultsDir, `${name}.json`)).mtimeMs >= since;
    } catch {
      return false;
    }
  });
}

let current;
/** Runs one bench with its output shown as it comes; resolves with its exit status and output tail. */
function runBench(bench) {
  return new Promise((resolve) => {
    const [command, ...commandArgs] = bench.command;
    const child = spawn(command, commandArgs, { cwd: bench.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    current = child;
    let tail = '';
    const keep = (chunk, stream) => {
      stream.write(chunk);
      tail = (tail + chunk).slice(-TAIL_CHARS);
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.once('error', (error) => resolve({ code: null, signal: null, tail: `${tail}\n${error.message}` }));
    child.once('close', (code, signal) => {
      current = undefined;
      resolve({ code, signal, tail });
    });
  });
}

// Ctrl-C reaches the bench too (same process group): each stops its own processes; we wait for it,
// record it as failed, skip the rest and still render the report.
let interrupted = false;
process.on('SIGINT', () => {
  if (!current) process.exit(130);
  interrupted = true;
});

const previous = readRunRecord();
const run = {
  startedAt: new Date().toISOString(),
  endedAt: null,
  ...gitCommit(),
  machine: machine(),
  loadAverage: { start: loadAverage(), end: null },
  speedMs: { start: machineSpeedMs(), end: null },
  only: args.only ? wanted : null,
  benches: { ...(previous?.benches ?? {}) },
};
const saveRecord = () => {
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(RUN_RECORD_FILE, `${JSON.stringify(run, null, 2)}\n`);
};

console.log(
  `pnpm bench: ${wanted.join(', ')} at commit ${run.commit ?? '?'} on ${run.machine.cores} cores, load average ${run.loadAverage.start.join(' ')}, reference workload ${run.speedMs.start} ms`,
);
for (const bench of BENCHES.filter((candidate) => wanted.includes(candidate.name))) {
  const startedAt = Date.now();
  const record = {
    status: 'running',
    startedAt: new Date(startedAt).toISOString(),
    endedAt: null,
    seconds: null,
    commit: run.commit,
    loadAverage: { start: loadAverage(), end: null },
    speedMs: { start: machineSpeedMs(), end: null },
    error: null,
  };
  const reason = interrupted ? 'interrupted (Ctrl-C) before it started' : (bench.runnable?.() ?? null);
  if (reason) {
    Object.assign(record, { status: 'not run', endedAt: record.startedAt, error: reason });
    record.loadAverage.end = record.loadAverage.start;
    record.speedMs.end = record.speedMs.start;
    console.log(`\n######## ${bench.name}: not run: ${reason}`);
  } else {
    console.log(`\n######## ${bench.name}: ${bench.title} (${bench.command.join(' ')})`);
    run.benches[bench.name] = record;
    saveRecord();
    const outcome = await runBench(bench);
    const written = resultsWrittenSince(bench.results, startedAt);
    const missing = bench.results.filter((name) => !written.includes(name));
    record.endedAt = new Date().toISOString();
    record.seconds = Math.round((Date.now() - startedAt) / 100) / 10;
    record.loadAverage.end = loadAverage();
    record.speedMs.end = machineSpeedMs();
    if (outcome.code === 0 && missing.length === 0) record.status = 'ok';
    else {
      record.status = 'failed';
      const how = outcome.code === 0 ? 'exited 0' : `exited with ${outcome.signal ?? outcome.code}`;
      record.error = `${how}${missing.length > 0 ? `; no new figures in ${missing.map((n) => `${n}.json`).join(', ')}` : ''}\n${outcome.tail.trim()}`;
      console.log(`\n######## ${bench.name}: FAILED (${how}); the run goes on`);
    }
  }
  run.benches[bench.name] = record;
  saveRecord();
}
run.endedAt = new Date().toISOString();
run.loadAverage.end = loadAverage();
run.speedMs.end = machineSpeedMs();
saveRecord();

const reportFile = renderReport();
console.log(`\nreport: ${path.relative(process.cwd(), reportFile)}`);
const failed = Object.entries(run.benches).filter(
  ([name, record]) => wanted.includes(name) && record.status === 'failed',
);
if (failed.length > 0) {
  // a missed goal never fails the run; a bench that could not measure does, after the report
  console.log(`could not measure: ${failed.map(([name]) => name).join(', ')} (see the report)`);
  process.exitCode = 1;
}
