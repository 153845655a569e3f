// How long the production API server takes to start on an existing embedded (PGlite) database:
// from `spawn` to the "Server listening" log line, and to the first answered HTTP request.
// Usage: node bench/server-start.mjs [restarts]   (default 5). Prints the figures; never fails on speed.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { figure, writeResults } from './results-file.mjs';
import { median } from './stats.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api-server');
const restarts = Number(process.argv[2] ?? 5);
const GOAL_MS = 2000;

execFileSync(process.execPath, ['build.mjs'], { cwd: appDir, stdio: 'inherit' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-bench-start-'));

/** Starts the server once; resolves with its timings after it has been stopped again. */
function startOnce(extraEnv) {
  return new Promise((resolve, reject) => {
    const began = performance.now();
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const child = spawn(process.execPath, ['dist/server.js'], {
      cwd: appDir,
      env: { ...env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'development', ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let listeningMs;
    const onData = async (chunk) => {
      output += chunk;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!match || listeningMs !== undefined) return;
      listeningMs = performance.now() - began;
      const cpuMs = cpuTimeMs(child.pid);
      const response = await fetch(`${match[1]}/api/v1/countries`);
      await response.arrayBuffer();
      const answeredMs = performance.now() - began;
      child.once('exit', () => resolve({ listeningMs, answeredMs, cpuMs }));
      child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => {
      if (listeningMs === undefined)
        reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
}

/**
 * CPU time (user + system) the process has used so far, from /proc (Linux): unlike the wall clock it
 * barely moves when other work shares the machine. Undefined where /proc is missing.
 */
function cpuTimeMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticksPerSecond = 100; // USER_HZ on Linux
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

const ms = (value) => `${Math.round(value)} ms`;

try {
  const first = await startOnce({ SEED_DEMO: 'true' });
  console.log(
    `first start (creates, migrates and seeds the database): listening after ${ms(first.listeningMs)}`,
  );
  const runs = [];
  for (let index = 0; index < restarts; index++) runs.push(await startOnce({ SEED_DEMO: 'true' }));
  const listening = runs.map((run) => run.listeningMs);
  const answered = runs.map((run) => run.answeredMs);
  console.log(`start on an existing database, ${restarts} runs (${os.cpus().length} cores):`);
  console.log(
    `  listening       median ${ms(median(listening))}  min ${ms(Math.min(...listening))}  max ${ms(Math.max(...listening))}`,
  );
  console.log(
    `  first response  median ${ms(median(answered))}  min ${ms(Math.min(...answered))}  max ${ms(Math.max(...answered))}`,
  );
  const cpu = runs.map((run) => run.cpuMs).filter((value) => value !== undefined);
  if (cpu.length > 0) console.log(`  CPU time to listening (all threads)  median ${ms(median(cpu))}`);
  console.log(
    `  goal: listening in ${ms(GOAL_MS)} or less: ${median(listening) <= GOAL_MS ? 'met' : 'NOT met'}`,
  );
  writeResults({
    name: 'server-start',
    title: 'Server warm start (production build, embedded database)',
    figures: [
      figure('warm start: spawn to listening (median)', median(listening), 'ms', `<= ${GOAL_MS} ms`),
      figure('warm start: spawn to first response (median)', median(answered), 'ms'),
      figure('first start: creates, migrates and seeds the database', first.listeningMs, 'ms'),
      ...(cpu.length > 0 ? [figure('CPU time to listening, all threads (median)', median(cpu), 'ms')] : []),
    ],
    notes: [`${restarts} restarts on an existing database, ${os.cpus().length} cores`],
  });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
