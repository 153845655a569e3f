// Finds processes that the test command started and that are still running: every process the
// command starts inherits TAVOLA_TEST_RUN (a value unique to the run), so a process carrying it,
// other than this one and its ancestors, was left behind. Prints each one, stops it (SIGTERM, then
// SIGKILL) and exits 1 if there were any. Linux only (/proc); elsewhere it says so and exits 0.
import fs from 'node:fs';

const marker = process.env.TAVOLA_TEST_RUN;
if (!marker) {
  console.error('TAVOLA_TEST_RUN is not set: nothing to look for');
  process.exit(2);
}
if (!fs.existsSync('/proc/self/environ')) {
  console.log('No /proc on this system: left-over processes are not checked');
  process.exit(0);
}

const read = (file) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined; // gone, or not ours to read
  }
};
const parentOf = (pid) => Number(read(`/proc/${pid}/stat`)?.split(') ')[1]?.split(' ')[1] ?? 0);
const stateOf = (pid) => read(`/proc/${pid}/stat`)?.split(') ')[1]?.split(' ')[0];
const alive = (pid) => {
  const state = stateOf(pid);
  return state !== undefined && state !== 'Z';
};

const ancestors = new Set();
for (let pid = process.pid; pid > 1; pid = parentOf(pid)) ancestors.add(pid);

const leftovers = fs
  .readdirSync('/proc')
  .filter((name) => /^\d+$/.test(name))
  .map(Number)
  .filter((pid) => !ancestors.has(pid) && alive(pid))
  .filter((pid) => read(`/proc/${pid}/environ`)?.split('\0').includes(`TAVOLA_TEST_RUN=${marker}`));

if (leftovers.length === 0) {
  console.log('No process started by the tests is left running.');
  process.exit(0);
}

console.log(`${leftovers.length} process(es) started by the tests were still running:`);
for (const pid of leftovers) {
  const command = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').join(' ').trim();
  let cwd = '?';
  try {
    cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
  } catch {}
  console.log(`  pid ${pid}  ${command}  (in ${cwd})`);
}

const signal = (name) => {
  for (const pid of leftovers) {
    try {
      process.kill(pid, name);
    } catch {}
  }
};
signal('SIGTERM');
// give them up to 10 s to exit, checking every 100 ms, then force the rest
const deadline = Date.now() + 10_000;
while (leftovers.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
if (leftovers.some(alive)) signal('SIGKILL');
console.log('They have been stopped.');
process.exit(1);
