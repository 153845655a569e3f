/** Starts the API: loads the config, listens, and closes gracefully on SIGINT/SIGTERM. */
import { buildApp } from '#app.ts';
import { ConfigError, loadConfig, startupWarnings } from '#config.ts';
import { answerSnapshotRequests } from '#db/live-snapshot.ts';
import { DataDirLockedError } from '#db/lock.ts';
import { scheduleImageSweep } from '#modules/uploads/sweep.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, { isTTY: process.stdout.isTTY });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    try {
      // stops accepting requests, waits for in-flight ones, then checkpoints and closes the database
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  // embedded database: `pnpm db:backup` asks this process for a consistent snapshot (db/live-snapshot.ts);
  // set up before listening, so that a server seen listening already answers
  if (app.dbNotifications.kind === 'pglite') {
    answerSnapshotRequests(config.dataDir, app.dbNotifications.client, app.log);
  }

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    // performance.now() counts from the start of the process: the figure bench/server-start.mjs watches
    { startupMs: Math.round(performance.now()) },
    `Tavola API on http://${config.host}:${config.port}/api/v1 (docs: /api/docs), database: ${
      config.databaseUrl ? 'PostgreSQL' : `embedded in ${config.dataDir}`
    }`,
  );
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  if (config.metrics.port !== undefined) await app.metrics?.listen(config.metrics.host, config.metrics.port);
  scheduleImageSweep(app);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
