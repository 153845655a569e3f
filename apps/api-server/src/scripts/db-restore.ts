/**
 * `pnpm db:restore <file>` at the repository root: restores a backup of `pnpm db:backup` into a new
 * database (DATABASE_URL naming an empty one, else a new DATA_DIR), and its images into the disk
 * store. Refuses a target that already holds data. See scripts/backup/restore.ts.
 */
import { configFromEnvironment, fileArgument, formatBytes, formatSeconds, runCommand } from './backup/cli.ts';
import { restoreDatabase } from './backup/restore.ts';

await runCommand(async () => {
  const started = performance.now();
  const file = fileArgument('db:restore', process.argv.slice(2));
  const config = configFromEnvironment();
  const summary = await restoreDatabase(config, file);
  console.log(`Restored ${file} into the ${summary.target}: ${summary.clubs} clubs, ${summary.menus} menus.`);
  if (summary.images) {
    console.log(
      `  images    ${summary.images.dir}/  ${summary.images.count} ${summary.images.count === 1 ? 'file' : 'files'} copied, ${formatBytes(summary.images.bytes)}`,
    );
  }
  if (summary.imagesNote) console.log(`  images    ${summary.imagesNote}`);
  if (!config.databaseUrl) console.log(`Start the server with DATA_DIR=${config.dataDir} to use it.`);
  console.log(`Done in ${formatSeconds(performance.now() - started)}.`);
});
