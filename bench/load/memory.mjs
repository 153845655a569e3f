// A running server's memory and CPU, read from outside: RSS from /proc/<pid>/status (what the kernel
// charges the process), the V8 heap and the memory outside it (Buffers) from the file
// memory-probe.cjs writes inside it, and CPU time from /proc/<pid>/stat.
import fs from 'node:fs';

const megabytes = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export function serverMemory(pid, probeFile) {
  let rssMB = null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    if (Number.isFinite(kilobytes)) rssMB = Math.round((kilobytes / 1024) * 10) / 10;
  } catch {
    // not Linux, or the process is gone
  }
  let heapUsedMB = null;
  let heapTotalMB = null;
  // Buffers and other memory outside the V8 heap: the guests' document cache keeps its bytes there
  let externalMB = null;
  try {
    const probe = JSON.parse(fs.readFileSync(probeFile, 'utf8'));
    heapUsedMB = megabytes(probe.heapUsed);
    heapTotalMB = megabytes(probe.heapTotal);
    externalMB = megabytes(probe.external);
  } catch {
    // the probe has not written yet
  }
  return {
    rssMB,
    heapUsedMB,
    heapTotalMB,
    externalMB,
    text: `RSS ${rssMB} MB, heap ${heapUsedMB} MB used of ${heapTotalMB} MB, outside the heap ${externalMB} MB`,
  };
}

/**
 * CPU time (user + system) the process has used so far, in ms; null where /proc is missing. On a
 * shared machine this moves far less with other work than throughput does: the bench divides it by
 * the answers of a route to give the server's CPU per request.
 */
export function cpuMs(pid) {
  try {
    const fields = statFields(pid);
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces: after the last ')'). */
function statFields(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** USER_HZ: 100 on every Linux this runs on (getconf CLK_TCK). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time (ms) of a PostgreSQL cluster so far: its postmaster, the children it has reaped (every
 * backend of a closed connection) and those still running (backends, checkpointer, autovacuum…).
 * Null where /proc is missing. Two readings around a run give the database's CPU for that run.
 */
export function clusterCpuMs(dataDir) {
  try {
    const postmaster = Number(fs.readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
    const fields = statFields(postmaster);
    // utime, stime, then cutime, cstime: the CPU of the children it has waited for
    const ticks = fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
    let total = (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
    const children = fs.readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8');
    for (const child of children.trim().split(/\s+/).filter(Boolean)) total += cpuMs(child) ?? 0;
    return total;
  } catch {
    return null;
  }
}
