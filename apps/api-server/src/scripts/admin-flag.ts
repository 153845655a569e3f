/**
 * `pnpm admin:grant <phone>` / `pnpm admin:revoke <phone>` at the repository root: sets the
 * administrator flag of an account, in the embedded database of DATA_DIR (default: `data` in the
 * directory the command was run from, i.e. the one `npm start` uses) or in DATABASE_URL.
 * Usage: tsx src/scripts/admin-flag.ts grant|revoke <phone>
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '#config.ts';
import { openDatabase } from '#db/client.ts';
import { DataDirLockedError } from '#db/lock.ts';
import { normalizeStoredPhones } from '#db/normalize-stored-phones.ts';
import { setAdminFlag, UnknownPhoneError } from '#modules/admin/admin-flag.ts';

const [action, phone, ...rest] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !phone || rest.length > 0) {
  console.error('Usage: pnpm admin:grant <phone>   or   pnpm admin:revoke <phone>');
  process.exit(2);
}

// pnpm runs the script inside apps/api-server; paths are meant from where the command was typed
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
const env = { ...process.env, DATA_DIR: path.resolve(invokedFrom, process.env.DATA_DIR?.trim() || 'data') };

let exitCode = 0;
try {
  const config = loadConfig(env);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, directUrl: config.databaseDirectUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  const where = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;
  try {
    // a server not started since phones got their normal form has not moved them yet
    await normalizeStoredPhones(database.db, config.phoneDefaultCountry);
    const result = await setAdminFlag(database.db, phone, action === 'grant', config.phoneDefaultCountry);
    const who = `${result.name} ${result.surname} (${result.phone})`;
    const outcome = result.changed
      ? result.isAdmin
        ? 'is now an administrator'
        : 'is no longer an administrator'
      : result.isAdmin
        ? 'was already an administrator'
        : 'was not an administrator';
    console.log(`${who} ${outcome} (${where}).`);
    if (result.changed) console.log('It applies at once; the console follows at the next sign-in.');
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof UnknownPhoneError || error instanceof ConfigError) {
    console.error(error.message);
  } else if (error instanceof DataDirLockedError) {
    console.error(
      `The embedded database in ${path.dirname(error.lockFile)} is in use by a running Tavola server ` +
        `(pid ${error.pid}). Stop the server (Ctrl+C) and run the command again.`,
    );
  } else {
    console.error(error);
  }
  exitCode = 1;
}
process.exit(exitCode);
