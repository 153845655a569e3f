// What the guest page's long tasks are, from a trace the Lighthouse phase saved
// (bench/results/lighthouse-median-<mode>.trace.json). Lighthouse's simulation multiplies each
// observed main-thread task by 4 (its mobile CPU slowdown), so an observed task of 12.5 ms or more is
// a long task (> 50 ms) in its Total Blocking Time. For each such task it prints when it ran
// (observed, since navigation start), what its time went to (Lighthouse's own task groups, by self
// time), the script URLs it is attributed to, and the functions it called: with --dist=<dir> (a
// build of the guest app with its .map files, `vite build --sourcemap hidden`) the bundle's
// positions are mapped to their source files. When the trace has JS samples (run.mjs --js-samples),
// each task also lists the functions that took the most of its time themselves (self time).
//
// Usage: node bench/guest/long-tasks.mjs <trace.json> [--dist=<dir>] [--min=12.5]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { CpuProfileModel } from 'lighthouse/core/lib/tracehouse/cpu-profile-model.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { dist: { type: 'string' }, min: { type: 'string', default: '12.5' } },
});
if (positionals.length !== 1) {
  console.error('usage: node bench/guest/long-tasks.mjs <trace.json> [--dist=<dir>] [--min=12.5]');
  process.exit(2);
}
const trace = JSON.parse(fs.readFileSync(positionals[0], 'utf8'));
const processed = TraceProcessor.processTrace(trace);
const tasks = MainThreadTasks.getMainThreadTasks(
  processed.mainThreadEvents,
  processed.frames,
  processed.timestamps.traceEnd,
  processed.timestamps.timeOrigin,
);
const minMs = Number(args.min);
const maps = new Map();

/** The source position of a bundle position, through the build's .map file (when --dist is given). */
function sourceOf(url, line, column) {
  if (!args.dist || !url) return undefined;
  const file = path.join(args.dist, new URL(url).pathname);
  if (!maps.has(file)) {
    maps.set(
      file,
      fs.existsSync(`${file}.map`) ? new TraceMap(fs.readFileSync(`${file}.map`, 'utf8')) : null,
    );
  }
  const map = maps.get(file);
  if (!map) return undefined;
  // trace positions are 1-based (an inline script's line in its HTML file), trace-mapping takes a
  // 1-based line and a 0-based column
  const position = originalPositionFor(map, { line, column: Math.max(0, column - 1) });
  if (!position.source) return undefined;
  const source = position.source
    .replace(/^(\.\.\/)+/, '')
    .replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '');
  return `${source}:${position.line}${position.name ? ` ${position.name}` : ''}`;
}

/** The JS entries of a task (script runs, function calls, timers, events) with their durations. */
function scriptEntries(task, found = []) {
  const data = task.event.args?.data ?? {};
  if (
    ['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'TimerFire', 'EventDispatch'].includes(
      task.event.name,
    )
  ) {
    const url = data.url ?? data.fileName;
    const where = url ? `${new URL(url).pathname}:${data.lineNumber ?? ''}:${data.columnNumber ?? ''}` : '';
    const source =
      data.lineNumber !== undefined ? sourceOf(url, data.lineNumber, data.columnNumber ?? 0) : undefined;
    found.push({
      what: `${task.event.name}${data.type ? ` ${data.type}` : ''}${data.functionName ? ` ${data.functionName}` : ''}`,
      where,
      source,
      duration: task.duration,
    });
    return found; // nested calls are part of this one
  }
  for (const child of task.children) scriptEntries(child, found);
  return found;
}

function selfTimeByGroup(task, totals = new Map()) {
  totals.set(task.group.label, (totals.get(task.group.label) ?? 0) + task.selfTime);
  for (const child of task.children) selfTimeByGroup(child, totals);
  return totals;
}

/**
 * The JS samples of the main thread as [timestamp µs, call frame, µs until the next sample]
 * (V8's sampler writes them as Profile/ProfileChunk events; empty without --js-samples).
 */
function mainThreadSamples() {
  const { pid, tid } = processed.mainThreadEvents[0] ?? {};
  const samples = [];
  for (const profile of CpuProfileModel.collectProfileEvents(trace.traceEvents)) {
    if (profile.pid !== pid || profile.tid !== tid) continue;
    const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    let ts = profile.startTime;
    const times = profile.timeDeltas.map((delta) => {
      ts += delta;
      return ts;
    });
    for (let index = 0; index < profile.samples.length; index++) {
      const next = times[index + 1] ?? times[index];
      samples.push([times[index], frames.get(profile.samples[index]), next - times[index]]);
    }
  }
  return samples;
}

/** The functions with the most self time between two trace timestamps (µs). */
function topFunctions(samples, fromTs, toTs, count = 6) {
  const totals = new Map();
  for (const [ts, frame, duration] of samples) {
    if (ts < fromTs || ts >= toTs || !frame) continue;
    // page scripts have URLs; Lighthouse's own evaluations are named like `_lighthouse-eval.js`
    const url = URL.canParse(frame.url) ? new URL(frame.url).pathname : frame.url;
    const source = URL.canParse(frame.url)
      ? sourceOf(frame.url, frame.lineNumber + 1, frame.columnNumber + 1)
      : undefined;
    const name = `${frame.functionName || '(anonymous)'}${url ? ` ${url}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}${source ? ` (${source})` : ''}`;
    totals.set(name, (totals.get(name) ?? 0) + duration);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
}

const samples = mainThreadSamples();
const round = (value) => Math.round(value * 10) / 10;
const long = tasks.filter((task) => !task.parent && task.duration >= minMs);
console.log(
  `${long.length} main-thread tasks of ${minMs} ms or more (×4 in Lighthouse's simulation: ${minMs * 4} ms), of ${tasks.filter((task) => !task.parent).length} top-level tasks; times observed, since navigation start`,
);
for (const task of long) {
  const groups = [...selfTimeByGroup(task)]
    .filter(([, ms]) => ms >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([label, ms]) => `${label} ${round(ms)}`)
    .join(', ');
  console.log(`\n${round(task.startTime)} ms: ${round(task.duration)} ms (${groups})`);
  const urls = task.attributableURLs.map((url) => new URL(url).pathname);
  if (urls.length > 0) console.log(`  attributed to ${[...new Set(urls)].join(', ')}`);
  for (const entry of scriptEntries(task).filter((entry) => entry.duration >= 1)) {
    console.log(
      `  ${round(entry.duration)} ms ${entry.what} ${entry.where}${entry.source ? ` (${entry.source})` : ''}`,
    );
  }
  const fromTs = processed.timestamps.timeOrigin + task.startTime * 1000;
  for (const [name, micros] of topFunctions(samples, fromTs, fromTs + task.duration * 1000)) {
    if (micros >= 1000) console.log(`    self ${round(micros / 1000)} ms ${name}`);
  }
}
if (samples.length === 0) console.log('\n(no JS samples in this trace: run.mjs --js-samples adds them)');
