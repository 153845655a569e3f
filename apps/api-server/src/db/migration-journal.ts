/**
 * The migrations this build ships, from drizzle-kit's journal (drizzle/meta/_journal.json): what
 * readiness compares the database with, and what tests count.
 */
import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '#lib/app-paths.ts';

export interface JournalEntry {
  tag: string;
  /** when drizzle-kit generated it; the migrator records it as the applied row's `created_at` */
  when: number;
}

let entries: JournalEntry[] | undefined;

export function migrationJournal(): JournalEntry[] {
  entries ??= (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;
  return entries;
}
