/**
 * A reading's process gives way to the guests' reads: on Linux it runs in the SCHED_IDLE class
 * (started through util-linux's chrt), which CI and production have. Checked in the process's
 * /proc entry, without giving it a job: in that class it would wait for the rest of the suite.
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startReadingProcess } from './reading-queue.ts';

/** Linux's number for SCHED_IDLE in sched_setscheduler(2) and /proc/<pid>/stat's `policy`. */
const SCHED_IDLE = 5;

/** The scheduling policy of a process, from field 41 of /proc/<pid>/stat (after the command's parentheses). */
async function policyOf(pid: number): Promise<{ command: string; policy: number }> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const end = stat.lastIndexOf(')');
  const command = stat.slice(stat.indexOf('(') + 1, end);
  const fields = stat.slice(end + 2).split(' ');
  // fields[0] is field 3 (state): field 41 is fields[38]
  return { command, policy: Number(fields[38]) };
}

describe.runIf(os.platform() === 'linux')('a reading process’s priority', () => {
  it('runs the reading process in the idle class, and a test’s at the normal one', async () => {
    const idle = await startReadingProcess('idle');
    const normal = await startReadingProcess('normal');
    try {
      expect(idle.scheduling).toBe('idle');
      expect(normal.scheduling).toBe('normal');
      const idlePid = idle.child.pid ?? 0;
      // chrt sets the class, then becomes node (the kernel's command name, at most 15 characters):
      // wait for node, which keeps the class
      await expect
        .poll(async () => (await policyOf(idlePid)).command, { timeout: 30_000, interval: 50 })
        .toBe(path.basename(process.execPath).slice(0, 15));
      expect((await policyOf(idlePid)).policy).toBe(SCHED_IDLE);
      expect((await policyOf(normal.child.pid ?? 0)).policy).toBe(0);
      // its IPC channel came through chrt
      expect(idle.child.connected).toBe(true);
    } finally {
      for (const { child } of [idle, normal]) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
    }
  });
});
