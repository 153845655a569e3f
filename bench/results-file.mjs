// The one format every benchmark's figures are stored in, so that bench/report.mjs can put them
// side by side: bench/results/<name>.json =
//   { name, title, figures: [{ label, value, unit, goal, met }], notes: [...] }
// where goal is a text such as "<= 100 ms" (or null) and met is true, false or null (no goal).
// A bench builds its figures with `figure()` (which works out `met` from the goal) and writes them
// with `writeResults()`; the printing stays the bench's own.
import fs from 'node:fs';
import path from 'node:path';

export const resultsDir = path.join(import.meta.dirname, 'results');

const COMPARATORS = {
  '<=': (value, bound) => value <= bound,
  '>=': (value, bound) => value >= bound,
  '<': (value, bound) => value < bound,
  '>': (value, bound) => value > bound,
  '=': (value, bound) => value === bound,
};

/**
 * Whether `value` meets a goal written as "<op> <number> [unit]" ("<= 100 ms", ">= 0.8"); null when
 * there is no goal or no value to judge. A goal text the comparator cannot read is a programming
 * error of the bench, so it throws rather than quietly reporting "met".
 */
export function meets(value, goal) {
  if (goal === null || goal === undefined) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const match = /^\s*(<=|>=|<|>|=)\s*(-?[\d.]+)/.exec(goal);
  if (!match) throw new Error(`unreadable goal "${goal}" (expected e.g. "<= 100 ms")`);
  return COMPARATORS[match[1]](value, Number(match[2]));
}

/** One figure of a bench; `met` follows from `goal` unless the caller decides it (`met` given). */
export function figure(label, value, unit, goal = null, met = undefined) {
  const rounded = typeof value === 'number' && Number.isFinite(value) ? round(value) : null;
  return { label, value: rounded, unit, goal, met: met === undefined ? meets(rounded, goal) : met };
}

/** Three significant decimals at most: enough for any figure here, and stable diffs. */
function round(value) {
  return Math.abs(value) >= 100 ? Math.round(value * 10) / 10 : Math.round(value * 1000) / 1000;
}

/** Writes bench/results/<name>.json; returns its path. */
export function writeResults({ name, title, figures, notes = [] }) {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`bench name "${name}" must be kebab-case`);
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  const body = { name, title, figures, notes, ranAt: new Date().toISOString() };
  // written whole then renamed: a report rendered meanwhile never reads half a file
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(body, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
  console.log(`figures written to ${path.relative(process.cwd(), file)}`);
  return file;
}
