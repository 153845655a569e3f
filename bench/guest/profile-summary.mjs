// Summarizes a V8 CPU profile (.cpuprofile, as `node --cpu-prof` writes and run.mjs --cpu-prof asks
// for): self time by function and by file, the largest first.
// Usage: node bench/guest/profile-summary.mjs <file.cpuprofile> [rows] [last seconds only]
import fs from 'node:fs';

const [file, rowsArg, lastArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/guest/profile-summary.mjs <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 25);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map();
// sample times, to keep only the end of the profile (the load, not the start and the seeding)
const times = [];
let at = profile.startTime;
for (const delta of profile.timeDeltas) {
  at += delta;
  times.push(at);
}
const from = lastArg ? profile.endTime - Number(lastArg) * 1e6 : -Infinity;
for (let index = 0; index < profile.samples.length; index++) {
  if (times[index] < from) continue;
  const id = profile.samples[index];
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
}
const total = [...selfMs.values()].reduce((a, b) => a + b, 0);
const shortUrl = (url) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/.*\/apps\//, 'apps/');
const byFunction = new Map();
const byFile = new Map();
for (const [id, ms] of selfMs) {
  const { functionName, url, lineNumber } = byId.get(id).callFrame;
  const where = url ? `${shortUrl(url)}:${lineNumber + 1}` : '(native)';
  const name = `${functionName || '(anonymous)'}  ${where}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  const fileKey = url ? shortUrl(url).replace(/\/[^/]*$/, '') : functionName;
  byFile.set(fileKey, (byFile.get(fileKey) ?? 0) + ms);
}
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(
      `  ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${Math.round(ms).toString().padStart(6)} ms  ${name}`,
    );
  }
};
console.log(`${file}: ${Math.round(total)} ms sampled`);
print('self time by function', byFunction);
print('self time by folder (or native function)', byFile);
