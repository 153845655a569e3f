/**
 * `pnpm db:backup <file>` at the repository root: backs up the database the server is configured
 * for (DATABASE_URL, else the embedded one in DATA_DIR, also while a server runs on it) to <file>,
 * and the disk image store to <file>.images/. See scripts/backup/backup.ts.
 */
import { backupDatabase } from './backup/backup.ts';
import { configFromEnvironment, fileArgument, formatBytes, formatSeconds, runCommand } from './backup/cli.ts';

await runCommand(async () => {
  const started = performance.now();
  const file = fileArgument('db:backup', process.argv.slice(2));
  const summary = await backupDatabase(configFromEnvironment(), file);
  console.log(`Backed up the ${summary.source}${summary.via ? ` (${summary.via})` : ''}:`);
  console.log(`  database  ${summary.file}  ${formatBytes(summary.bytes)}`);
  if (summary.images) {
    console.log(
      `  images    ${summary.images.dir}/  ${summary.images.count} ${summary.images.count === 1 ? 'file' : 'files'}, ${formatBytes(summary.images.bytes)}`,
    );
  } else {
    console.log(
      `  images    not copied: they are in the S3 bucket "${summary.s3Bucket}"; keep them with the bucket's own versioning or replication`,
    );
  }
  console.log(`Done in ${formatSeconds(performance.now() - started)}.`);
});
