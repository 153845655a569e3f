/**
 * Metrics in the production build (`node dist/server.js`): the separate listener opened by
 * server.ts on METRICS_PORT, the token-guarded `/metrics` of the API port, and neither in the log
 * at info. On the embedded database, or on a fresh PostgreSQL database when DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '#test/database.ts';
import {
  buildServer,
  exitedError,
  listening,
  type ServerProcess,
  START_BUDGET_MS,
  startServer,
  stopGroup,
} from '#test/server-process.ts';

const TOKEN = randomBytes(24).toString('hex');

/** The metrics listener's address, from its start line in the server's log. */
async function metricsListening(server: ServerProcess): Promise<string> {
  const deadline = Date.now() + START_BUDGET_MS;
  while (Date.now() < deadline) {
    const match = /metrics on (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(server.output());
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null) throw await exitedError(server);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the metrics listener did not start:\n${server.output()}`);
}

describe('metrics of the production build', () => {
  const adminUrl = process.env.DATABASE_URL;
  const databaseName = `tavola_test_metrics_${randomBytes(4).toString('hex')}`;
  let dataDir = '';
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    buildServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-metrics-'));
    if (adminUrl) await adminQuery(adminUrl, `create database ${databaseName}`);
  });
  afterAll(async () => {
    if (server) await stopGroup(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${databaseName} with (force)`);
  });

  it(
    'serves the metrics on METRICS_PORT and, with the token, on /metrics, logging neither at info',
    async () => {
      const database: Record<string, string> = adminUrl
        ? { DATABASE_URL: Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString() }
        : { DATA_DIR: dataDir };
      server = startServer({ ...database, SEED_DEMO: 'true', METRICS_PORT: '0', METRICS_TOKEN: TOKEN });
      const base = await listening(server);
      const metricsUrl = await metricsListening(server);

      expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);
      expect((await fetch(`${base}/api/v1/no-such-thing`)).status).toBe(404);

      const scraped = await fetch(metricsUrl);
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      expect(text).toMatch(/^tavola_http_requests_total\{operation="getHealth",status="200"\} 1$/m);
      expect(text).toMatch(/^tavola_http_requests_total\{operation="unknown",status="404"\} 1$/m);
      expect(text).toMatch(/^tavola_db_pool_connections \d+$/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);

      const guarded = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(guarded.status).toBe(200);
      expect(await guarded.text()).toContain('tavola_http_request_duration_seconds_bucket');
      expect((await fetch(`${base}/metrics`)).status).toBe(401);

      // scrapes come every few seconds: none of them (nor a refused one) is a line of the log at info
      const lines = server.output().split('\n');
      expect(lines.filter((line) => line.includes('/metrics') && !line.includes('metrics on http'))).toEqual(
        [],
      );
    },
    START_BUDGET_MS + 30_000,
  );
});
