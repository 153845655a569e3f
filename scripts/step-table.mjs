// Prints the table of the test command's steps that scripts/test-all.sh recorded, one file a step
// (start and end in epoch seconds, CPU seconds, result, name; tab-separated), in the order they
// started: when each began after the command's start, how long it took and the CPU its processes
// used (user + system). Steps of the two lanes overlap, so the durations add up to more than the
// whole. Also writes the table as test-results/step-times.tsv for the test-command bench.
//
//   node scripts/step-table.mjs <steps folder> <the command's start, epoch seconds>
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [dir, runStarted] = process.argv.slice(2);
const started = Number(runStarted);
const now = Date.now() / 1000;

const steps = readdirSync(dir)
  .filter((file) => file.endsWith('.tsv'))
  .map((file) => {
    const [start, end, cpu, result, name] = readFileSync(path.join(dir, file), 'utf8').trimEnd().split('\t');
    return {
      start: Number(start) - started,
      took: Number(end) - Number(start),
      cpu: Number(cpu),
      result,
      name,
    };
  })
  .sort((a, b) => a.start - b.start);

/** m:ss */
// rounded to the second first: 119.6 s is 2:00, not 1:60
const clock = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

const rows = [
  ['step', 'started', 'took', 'CPU s', 'result'],
  ...steps.map((s) => [s.name, clock(s.start), clock(s.took), String(s.cpu), s.result]),
  ['the whole command', '0:00', clock(now - started), String(steps.reduce((sum, s) => sum + s.cpu, 0)), ''],
];
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
const line = (row) =>
  row
    .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
    .join('  ');
console.log(
  `\nSteps (started: after the command's start; took: wall time; CPU: user + system of the step's processes)`,
);
console.log(line(rows[0]));
for (const row of rows.slice(1, -1)) console.log(line(row));
console.log(line(rows.at(-1)));

writeFileSync(path.join(dir, '..', 'step-times.tsv'), `${rows.map((row) => row.join('\t')).join('\n')}\n`);
