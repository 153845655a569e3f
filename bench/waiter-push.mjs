// Waiter calls on the team's phones (issue 51): two API processes behind the round-robin proxy, on
// PostgreSQL, with 500 clubs whose owner is on shift with one device each. Guests call at a fixed
// rate (50 calls a second, each from another table, spread over every club), and for each call:
// - push: from the guest's call sent to its notification decrypted at the device's push service
//   (the local push service, src/test/push-endpoint.ts, which checks VAPID and decrypts as a
//   browser does); goal p99 <= 1 s;
// - "On my way": the guest's page holds getWaiterCallStatus (known=waiting) through the proxy; once
//   the push has arrived, the waiter takes the call (through the proxy, so often on the other
//   process); from the take sent to the guest's page answered "coming"; goal p99 <= 1 s.
// Every call must be pushed exactly once. Writes bench/results/waiter-push.json; never fails on speed.
//
// Usage: pnpm --filter @tavola/bench waiter-push [--clubs=500 --rate=50 --seconds=30 --no-build]
//   (runs: node --import tsx, from apps/api-server, which owns tsx and the test helpers it uses)
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startLocalPushService } from '../apps/api-server/src/test/push-endpoint.ts';
import { startRoundRobinProxy } from '../apps/api-server/src/test/round-robin-proxy.ts';
import { inBatches } from './batches.mjs';
import { onStop, startApi, startPostgres, stopAll } from './guest/stack.mjs';
import { seededPostgres } from './load/databases.mjs';
import { ids, layout, ownerToken } from './load/seed.mjs';
import { privateServerBuild } from './load/server-build.mjs';
import { figure, writeResults } from './results-file.mjs';
import { latencySummary } from './stats.mjs';

const { values: args } = parseArgs({
  options: {
    clubs: { type: 'string', default: '500' },
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '30' },
    'no-build': { type: 'boolean', default: false },
  },
});
const CLUBS = Number(args.clubs);
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const CALLS = RATE * SECONDS;
const GOAL = '<= 1000 ms';

const build = privateServerBuild({ build: !args['no-build'] });
onStop(build.remove);
try {
  console.log(`== Waiter calls to phones: ${CLUBS} clubs, ${RATE} calls/s for ${SECONDS} s, 2 API processes`);
  const postgres = await startPostgres();
  const database = await seededPostgres(postgres.url, 'tavola_bench_push', CLUBS);
  console.log(
    `  seeded ${CLUBS} clubs in ${Math.round(database.seedMs)} ms (PostgreSQL ${postgres.version})`,
  );
  const env = { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' };
  const apiOptions = {
    databaseUrl: database.url,
    logLevel: 'warn',
    seedDemo: false,
    entry: build.entry,
    env,
  };
  const a = await startApi({ ...apiOptions, label: 'A' });
  const b = await startApi({ ...apiOptions, label: 'B' });
  const proxy = await startRoundRobinProxy([a.origin, b.origin]);
  onStop(() => proxy.close());
  const pushService = await startLocalPushService();
  onStop(() => pushService.close());
  const api = `${proxy.url}/api/v1`;

  const ask = async (method, path, { token, body } = {}) => {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
    return text ? JSON.parse(text) : null;
  };

  // every club's owner on shift, with one device
  const clubs = Array.from({ length: CLUBS }, (_, index) => index + 1);
  await inBatches(clubs, 20, async (club) => {
    const token = ownerToken(club);
    await ask('PUT', `/clubs/${club}/service/shift`, { token, body: { onShift: true } });
    await ask('PUT', `/clubs/${club}/service/push-subscription`, {
      token,
      body: { ...pushService.subscribe(), language: 'en' },
    });
  });
  console.log(`  ${CLUBS} owners on shift, each with a device`);

  // the calls: club after club, each from the next of its tables, so no table calls twice in the run
  const plan = Array.from({ length: CALLS }, (_, index) => {
    const club = (index % CLUBS) + 1;
    const table = ids.table(club, (Math.floor(index / CLUBS) % layout.tablesPerClub) + 1);
    return { club, table, menu: ids.menu(club, 1) };
  });
  const pushMs = [];
  const comingMs = [];
  const failures = [];
  /** how many pushes each call got, and when the first arrived */
  const pushed = new Map();
  const firstPushAt = new Map();
  /** calls waiting for their push: call id → resolve */
  const arrivals = new Map();
  let seen = 0;
  const readPushes = () => {
    for (; seen < pushService.messages.length; seen++) {
      const message = pushService.messages[seen];
      const { callId } = JSON.parse(message.text);
      const count = (pushed.get(callId) ?? 0) + 1;
      pushed.set(callId, count);
      if (count > 1) continue;
      firstPushAt.set(callId, message.receivedAt);
      arrivals.get(callId)?.();
      arrivals.delete(callId);
    }
  };
  const watchPushes = setInterval(readPushes, 2);

  async function oneCall({ club, table, menu }) {
    const started = Date.now();
    const called = await ask('POST', `/clubs/${club}/menu/tables/${table}/waiter-calls`, {
      body: { menuId: menu },
    });
    // the push may have come before the call's answer did
    const arrived = firstPushAt.has(called.id)
      ? Promise.resolve()
      : new Promise((resolve) => arrivals.set(called.id, resolve));
    // the guest's page waits for news of its call
    const statusPath = `/clubs/${club}/menu/tables/${table}/waiter-calls/${called.id}?known=waiting`;
    const coming = ask('GET', statusPath);
    // a failure is counted once the call reaches it, not thrown in between
    coming.catch(() => undefined);
    await arrived;
    pushMs.push(firstPushAt.get(called.id) - started);
    const takenAt = Date.now();
    await ask('POST', `/clubs/${club}/waiter-calls/${called.id}/take`, { token: ownerToken(club) });
    const status = await coming;
    if (status.status !== 'coming')
      throw new Error(`call ${called.id}: the guest's page heard ${status.status}`);
    comingMs.push(Date.now() - takenAt);
  }

  // open model: a call every 1/RATE s whatever the earlier ones are doing
  const running = [];
  const start = performance.now();
  for (let index = 0; index < plan.length; index++) {
    const due = start + (index * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(oneCall(plan[index]).catch((error) => failures.push(error.message)));
  }
  await Promise.all(running);
  clearInterval(watchPushes);
  readPushes();
  const doubles = [...pushed.values()].filter((count) => count > 1).length;
  const push = latencySummary(pushMs);
  const coming = latencySummary(comingMs);
  const line = (name, s) =>
    `  ${name.padEnd(12)} ${s.count} calls  p50 ${s.p50} ms  p99 ${s.p99} ms  max ${s.max} ms`;
  console.log(line('push', push));
  console.log(line('on my way', coming));
  console.log(
    `  pushed twice: ${doubles}; failed calls: ${failures.length}${failures.length ? ` (${failures[0]})` : ''}`,
  );
  console.log(
    `  requests per process: ${['A', 'B'].map((name, i) => `${name} ${proxy.served.filter((r) => r.upstream === [a.origin, b.origin][i]).length}`).join(', ')}`,
  );
  writeResults({
    name: 'waiter-push',
    title: `Waiter calls to phones (2 API processes, PostgreSQL, ${CLUBS} clubs, ${RATE} calls/s)`,
    figures: [
      figure('call to push at the device, p99', push.p99, 'ms', GOAL),
      figure('call to push at the device, p50', push.p50, 'ms'),
      figure('"On my way" to the guest\'s page, p99', coming.p99, 'ms', GOAL),
      figure('"On my way" to the guest\'s page, p50', coming.p50, 'ms'),
      figure('calls pushed more than once', doubles, 'calls', '= 0'),
      figure('calls failed', failures.length, 'calls', '= 0'),
    ],
    notes: [
      `${CALLS} calls at ${RATE}/s over ${CLUBS} clubs through a round-robin proxy to 2 API processes, PostgreSQL ${postgres.version}, ${os.cpus().length} cores; the load generator, the proxy, the push service, both processes and PostgreSQL share the machine`,
    ],
  });
} finally {
  console.log('  stopping the processes');
  await stopAll();
}
process.exit(0);
