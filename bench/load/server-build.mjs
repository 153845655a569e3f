// The API build the load benches run: built once (unless --no-build), then copied to a file of this
// run's own inside dist/, so that another build of the shared working tree during a long run (the
// other benches, the end-to-end suite) cannot swap the server under it half way. The copy stays
// under apps/api-server, where the server finds its migrations and contract by walking up.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiDir } from '../guest/stack.mjs';

/** Returns the entry (relative to apps/api-server) and a function removing the copy. */
export function privateServerBuild({ build }) {
  if (build) {
    console.log('\n== Building the API server (dist/server.js)');
    execFileSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  }
  const dir = path.join(apiDir, 'dist', `bench-load-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  for (const file of ['server.js', 'server.js.map', 'build-id']) {
    const from = path.join(apiDir, 'dist', file);
    if (fs.existsSync(from)) fs.copyFileSync(from, path.join(dir, file));
  }
  return {
    entry: path.relative(apiDir, path.join(dir, 'server.js')),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
