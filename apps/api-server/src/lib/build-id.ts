/**
 * Which build of the server this is: the hash of its code that build.mjs writes beside the bundle
 * (dist/build-id), or "source" when the code runs from src/ (tsx, the tests). Data that only the
 * same code may reuse carries it: the guests' built menus (docs/decisions/050).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function readBuildId(): string {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'build-id');
  try {
    return fs.readFileSync(file, 'utf8').trim() || 'source';
  } catch {
    return 'source';
  }
}
