// How long the README's test command takes on a fresh clone, as CI runs it (`CI=true bash .ci/run`
// with no standard input), install included; and each of its steps, from the table the command
// prints at its end (scripts/step-table.mjs writes it as test-results/step-times.tsv).
//
// Usage: node bench/test-command.mjs                 clones HEAD into a temporary folder and runs it there
//        node bench/test-command.mjs --from <clone>  reads a finished run's table instead (no run)
// A run takes about 18 minutes and both cores: run it on a quiet machine. It prints the figures and
// writes them for bench/REPORT.md; a failed test command is reported, never a slow one.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoDir } from './benches.mjs';
import { figure, writeResults } from './results-file.mjs';

/** The issue's goal for the whole command on this 2-core machine, install included. */
const GOAL_SECONDS = 20 * 60;

const { values: args } = parseArgs({ options: { from: { type: 'string' } } });

/** Clones the repository's HEAD and runs the test command there; resolves with the clone's path. */
async function runFreshClone() {
  const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-test-command-'));
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: repoDir,
    encoding: 'utf8',
  }).trim();
  execFileSync('git', ['clone', '--quiet', repoDir, clone]);
  execFileSync('git', ['checkout', '--quiet', commit], { cwd: clone });
  console.log(`running the test command of ${commit} in ${clone} (its output: ${clone}/test-command.log)`);
  const log = fs.openSync(path.join(clone, 'test-command.log'), 'w');
  const child = spawn('bash', ['.ci/run'], {
    cwd: clone,
    env: { ...process.env, CI: 'true' },
    stdio: ['ignore', log, log],
  });
  const status = await new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return { clone, commit, status };
}

/** The rows of a run's step table: [step, started, took, CPU s, result]. */
function stepTable(clone) {
  const file = path.join(clone, 'test-results/step-times.tsv');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: the test command did not reach its end`);
  return fs
    .readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
}

/** "m:ss" to seconds */
const seconds = (clock) => {
  const [minutes, rest] = clock.split(':').map(Number);
  return minutes * 60 + rest;
};

const run = args.from
  ? { clone: path.resolve(args.from), commit: null, status: null }
  : await runFreshClone();
const rows = stepTable(run.clone);
const whole = rows.at(-1);
const steps = rows.slice(0, -1);

const figures = [
  figure(
    'the whole test command on a fresh clone, install included',
    seconds(whole[2]),
    's',
    `<= ${GOAL_SECONDS} s`,
  ),
  figure('CPU of every step (user + system)', Number(whole[3]), 's'),
  ...steps.map(([name, , took, cpu]) => figure(`step: ${name} (CPU ${cpu} s)`, seconds(took), 's')),
];
for (const each of figures)
  console.log(`${each.label}: ${each.value} ${each.unit}${each.goal ? ` (goal ${each.goal})` : ''}`);

// a passed run's clone goes (half a gigabyte with its packages); a failed one stays, with its log
if (run.commit && run.status === 0) fs.rmSync(run.clone, { recursive: true, force: true });

const failed = steps.filter(([, , , , result]) => result !== 'passed').map(([name]) => name);
writeResults({
  name: 'test-command',
  title: 'The test command on a fresh clone',
  figures,
  notes: [
    run.commit ? `commit ${run.commit}, exit status ${run.status}` : `read from ${run.clone}`,
    `${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)} at the end`,
    ...(failed.length > 0 ? [`failed steps: ${failed.join(', ')}`] : []),
    'Two lanes run at once after the unit tests, so the steps add up to more than the whole.',
  ],
});
