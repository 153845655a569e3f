// CPU time the machine's processes spend over a window, grouped by what they are (Linux /proc): a
// bench whose load generator, proxy, servers and database share the cores says from this where the
// cores went, per unit of work.
import fs from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux this runs on

function processes() {
  const found = new Map();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      found.set(pid, { seconds: ticks / TICKS_PER_SECOND, command });
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

/**
 * Starts a window; `stop()` returns the CPU seconds of each group over it, `groupOf(command)` naming
 * a process's group (or null to leave it out), with the window's length and the cores available.
 */
export function cpuWindow(groupOf) {
  if (os.platform() !== 'linux') return { stop: () => null };
  const before = processes();
  const started = performance.now();
  return {
    stop() {
      const seconds = {};
      for (const [pid, { seconds: now, command }] of processes()) {
        const group = groupOf(command);
        if (!group) continue;
        const used = now - (before.get(pid)?.seconds ?? 0);
        seconds[group] = (seconds[group] ?? 0) + used;
      }
      return { seconds, elapsed: (performance.now() - started) / 1000, cores: os.cpus().length };
    },
  };
}
