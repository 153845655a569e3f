/**
 * Files the server reads at run time (the contract, the migrations), found from the app's own
 * folder. The same code runs from `src/` (tsx, tests) and bundled into `dist/` (production), so the
 * folder is found by walking up to this app's package.json rather than by a fixed relative path.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findAppDir(start: string): string {
  let dir = start;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'drizzle'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`The api-server folder was not found above ${start}`);
    dir = parent;
  }
}

/** apps/api-server */
const appDir = findAppDir(path.dirname(fileURLToPath(import.meta.url)));

/** committed drizzle-kit migrations */
export const migrationsFolder = path.join(appDir, 'drizzle');

/** the contract, at the repository root */
export const contractPath = path.resolve(appDir, '../../openapi/spec.yaml');
