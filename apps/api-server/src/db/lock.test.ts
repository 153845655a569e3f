import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processStartTime } from './lock.ts';

describe('data directory lock', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes our pid and removes the lock on release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    const [pid, startTime] = fs.readFileSync(path.join(dir, 'tavola.lock'), 'utf8').split('\n');
    expect(pid).toBe(String(process.pid));
    expect(startTime).toBe(processStartTime(process.pid) ?? '');
    lock.release();
    expect(fs.existsSync(path.join(dir, 'tavola.lock'))).toBe(false);
  });

  it('refuses a directory locked by a live process', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'tavola.lock'), `${other.pid}\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`pid ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it('refuses a directory locked by a live process that wrote its start time', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const pid = other.pid ?? 0;
      fs.writeFileSync(path.join(dir, 'tavola.lock'), `${pid}\n${processStartTime(pid) ?? ''}\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      other.kill();
    }
  });

  // a server killed with SIGKILL leaves its lock; after a restart (a container's, often) its pid
  // may belong to another live process, which must not keep the directory closed for good
  it.skipIf(processStartTime(process.pid) === undefined)(
    'takes over a lock whose pid now belongs to a process that started at another time',
    async () => {
      const dir = tempDir();
      const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
      try {
        fs.writeFileSync(path.join(dir, 'tavola.lock'), `${other.pid}\n12345\n`);
        const lock = lockDataDir(dir);
        expect(fs.readFileSync(path.join(dir, 'tavola.lock'), 'utf8').split('\n')[0]).toBe(
          String(process.pid),
        );
        lock.release();
      } finally {
        other.kill();
      }
    },
  );

  it('takes over the lock of a process that died', async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    fs.writeFileSync(path.join(dir, 'tavola.lock'), `${dead.pid}\n`);
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'tavola.lock'), 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
  });
});
